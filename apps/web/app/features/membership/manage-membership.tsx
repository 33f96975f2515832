import { useRef, useState } from "react";
import { useRevalidator } from "react-router";
import type { MembershipView } from "@maison/contracts/membership";
import { CANCELLATION_REASONS, type CancellationReason } from "@maison/domain/membership/cancellation-reasons";
import { useHydrated } from "../../lib/use-hydrated.ts";
import { actionOutcome, availableActions, contributionOptions, refundMessage, type ManageAction } from "./manage-actions.ts";
import { MembershipActionDialog } from "./membership-action-dialog.tsx";
import { newIdempotencyKey, sendMembershipChange } from "./membership-calls.ts";
import { MEMBERSHIP_API } from "./membership-paths.ts";
import { formatDate, formatDollars, planLabel } from "./membership-status.ts";

const ACTION_LABELS: Record<ManageAction, string> = {
  change: "Change contribution",
  skip: "Skip next cycle",
  cancel: "Cancel membership",
  refund: "Refund contributions",
};

/**
 * The member's controls: change the contribution, skip the next cycle, cancel with a reason, refund
 * the contributions of this subscription (contract). Each opens a confirmation; after a success the
 * page's data is read again so every figure shows the new state.
 */
export function ManageMembership({ membership }: { membership: MembershipView }) {
  const hydrated = useHydrated();
  const revalidator = useRevalidator();
  const [open, setOpen] = useState<ManageAction | null>(null);
  const key = useRef("");
  const region = useRef<HTMLDivElement>(null);
  const actions = availableActions(membership);

  const openAction = (action: ManageAction) => {
    key.current = newIdempotencyKey();
    setOpen(action);
  };
  const close = () => setOpen(null);
  const done = () => {
    setOpen(null);
    // The button that opened the dialog may be gone once the page shows the new state: keep focus here.
    void revalidator.revalidate().then(() => {
      if (region.current && !region.current.contains(document.activeElement)) region.current.focus();
    });
  };

  return (
    <div ref={region} tabIndex={-1} className="manage-region" aria-label="Membership actions">
      {actions.length === 0 ? <p className="membership-muted">There is nothing left to change on this membership.</p> : null}
      <ul className="manage-actions">
        {actions.map((action) => (
          <li key={action}>
            <button
              type="button"
              className={action === "change" ? "button button-primary" : "button button-secondary"}
              disabled={!hydrated}
              aria-haspopup="dialog"
              onClick={() => openAction(action)}
            >
              {ACTION_LABELS[action]}
            </button>
          </li>
        ))}
      </ul>
      {open === "change" ? <ChangeDialog membership={membership} idempotencyKey={key.current} onClose={close} onDone={done} /> : null}
      {open === "skip" ? <SkipDialog membership={membership} idempotencyKey={key.current} onClose={close} onDone={done} /> : null}
      {open === "cancel" ? <CancelDialog idempotencyKey={key.current} onClose={close} onDone={done} /> : null}
      {open === "refund" ? <RefundDialog membership={membership} idempotencyKey={key.current} onClose={close} onDone={done} /> : null}
    </div>
  );
}

interface DialogProps {
  idempotencyKey: string;
  onClose: () => void;
  onDone: () => void;
}

function ChangeDialog({ membership, idempotencyKey, onClose, onDone }: DialogProps & { membership: MembershipView }) {
  const options = contributionOptions();
  const [amount, setAmount] = useState<number | null>(null);
  const chosen = options.find((o) => o.amount === amount);
  return (
    <MembershipActionDialog
      title="Change your contribution"
      summary={<p>{`You contribute ${planLabel(membership.amount, membership.rewards_billing_cycle)}. The new amount applies from your next charge and becomes store credit as before.`}</p>}
      confirmLabel={chosen ? `Change to ${chosen.label}` : "Change contribution"}
      pendingLabel="Changing your contribution…"
      ready={amount !== null && amount !== membership.amount}
      onConfirm={async () =>
        actionOutcome(
          await sendMembershipChange("POST", MEMBERSHIP_API.updateContribution, { amount }, idempotencyKey),
          `Your contribution is now ${chosen?.label ?? ""}.`,
        )
      }
      onClose={onClose}
      onDone={onDone}
    >
      <fieldset className="membership-choice-list">
        <legend className="membership-choice-legend">New contribution</legend>
        {options.map((option) => (
          <label key={option.amount} className="membership-choice">
            <input type="radio" name="amount" value={option.amount} checked={amount === option.amount} onChange={() => setAmount(option.amount)} />
            <span>
              {option.label}
              {option.amount === membership.amount ? <span className="membership-muted"> (current)</span> : null}
            </span>
          </label>
        ))}
      </fieldset>
    </MembershipActionDialog>
  );
}

function SkipDialog({ membership, idempotencyKey, onClose, onDone }: DialogProps & { membership: MembershipView }) {
  const when = membership.next_charge_date ? formatDate(membership.next_charge_date) : "your next charge date";
  return (
    <MembershipActionDialog
      title="Skip the next cycle"
      summary={<p>{`Nothing will be charged on ${when}, and no contribution or bonus is added for that cycle. Your membership carries on and the cycle after it is charged as usual.`}</p>}
      confirmLabel="Skip next cycle"
      pendingLabel="Skipping…"
      onConfirm={async () =>
        actionOutcome(await sendMembershipChange("POST", MEMBERSHIP_API.skip, {}, idempotencyKey), `The charge of ${when} is skipped.`)
      }
      onClose={onClose}
      onDone={onDone}
    />
  );
}

function CancelDialog({ idempotencyKey, onClose, onDone }: DialogProps) {
  const [reason, setReason] = useState<CancellationReason | null>(null);
  return (
    <MembershipActionDialog
      title="Cancel your membership"
      summary={
        <p>
          No further contributions are charged. Store credit from your contributions stays in your wallet; the bonus credit is forfeited and member
          pricing ends.
        </p>
      }
      confirmLabel="Cancel membership"
      pendingLabel="Cancelling…"
      tone="danger"
      ready={reason !== null}
      onConfirm={async () =>
        actionOutcome(await sendMembershipChange("POST", MEMBERSHIP_API.cancel, { reason }, idempotencyKey), "Your membership is cancelled.")
      }
      onClose={onClose}
      onDone={onDone}
    >
      <fieldset className="membership-choice-list">
        <legend className="membership-choice-legend">Why are you leaving?</legend>
        {CANCELLATION_REASONS.map((option) => (
          <label key={option.key} className="membership-choice">
            <input type="radio" name="reason" value={option.key} checked={reason === option.key} onChange={() => setReason(option.key)} />
            <span>{option.label}</span>
          </label>
        ))}
      </fieldset>
    </MembershipActionDialog>
  );
}

function RefundDialog({ membership, idempotencyKey, onClose, onDone }: DialogProps & { membership: MembershipView }) {
  return (
    <MembershipActionDialog
      title="Refund your contributions"
      summary={
        <>
          <p>{`Contributions of this membership (${formatDollars(membership.total_contribution)} in all) go back to the card they were paid with and leave your store credit. The bonus credit (${formatDollars(membership.total_bonus)}) is not refundable and is forfeited.`}</p>
          <p>A refund ends the membership.</p>
        </>
      }
      confirmLabel="Refund contributions"
      pendingLabel="Refunding…"
      tone="danger"
      onConfirm={async () => {
        const result = await sendMembershipChange("PUT", MEMBERSHIP_API.refund, { contract_id: membership.contract_id }, idempotencyKey);
        return actionOutcome(result, await refundMessage(result.body));
      }}
      onClose={onClose}
      onDone={onDone}
    />
  );
}
