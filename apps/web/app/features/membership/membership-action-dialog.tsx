import { useId, useState, type FormEvent, type ReactNode } from "react";
import { Dialog } from "../../components/ui/dialog.tsx";
import { FormMessage } from "../../components/ui/form-message.tsx";
import type { ActionOutcome } from "./manage-actions.ts";

export interface MembershipActionDialogProps {
  title: string;
  /** What will happen, said before the member confirms. */
  summary: ReactNode;
  /** Choices the action needs (an amount, a reason); absent for a plain confirmation. */
  children?: ReactNode;
  confirmLabel: string;
  pendingLabel: string;
  /** The confirm button is off until the choices are complete. */
  ready?: boolean;
  tone?: "default" | "danger";
  /** Runs the call; the dialog shows its progress and the server's message. */
  onConfirm: () => Promise<ActionOutcome>;
  onClose: () => void;
  /** Called after a success, once the member has read it and closes the dialog. */
  onDone: () => void;
}

/**
 * A membership change asked for in a modal dialog: what it will do, the choices it needs, a confirm
 * button showing progress, and the outcome in words. It cannot be dismissed while the call runs.
 */
export function MembershipActionDialog(props: MembershipActionDialogProps) {
  const { title, summary, children, confirmLabel, pendingLabel, ready = true, tone = "default", onConfirm, onClose, onDone } = props;
  const summaryId = useId();
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<ActionOutcome | null>(null);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy || !ready) return;
    setBusy(true);
    setOutcome(null);
    const result = await onConfirm();
    setBusy(false);
    setOutcome(result);
  }

  const close = () => (outcome?.ok ? onDone() : onClose());

  return (
    <Dialog title={title} eyebrow="Membership" dismissible={!busy} onClose={close} describedBy={outcome?.ok ? undefined : summaryId} focusKey={outcome?.ok ? "done" : "open"} className="membership-dialog">
      {outcome?.ok ? (
        <div className="membership-dialog-body">
          <FormMessage tone="success">{outcome.message}</FormMessage>
          <div className="membership-dialog-actions">
            <button type="button" className="button button-primary" onClick={onDone} data-autofocus>
              Done
            </button>
          </div>
        </div>
      ) : (
        <form className="membership-dialog-body" onSubmit={submit} noValidate>
          <div id={summaryId} className="membership-dialog-summary">
            {summary}
          </div>
          {children}
          {outcome ? <FormMessage tone="error">{outcome.message}</FormMessage> : null}
          <div className="membership-dialog-actions">
            <button type="submit" className={tone === "danger" ? "button button-primary button-danger" : "button button-primary"} disabled={busy || !ready} aria-describedby={summaryId}>
              {busy ? pendingLabel : confirmLabel}
            </button>
            <button type="button" className="button button-secondary" onClick={onClose} disabled={busy}>
              Keep as is
            </button>
          </div>
          <p className="visually-hidden" role="status">
            {busy ? pendingLabel : ""}
          </p>
        </form>
      )}
    </Dialog>
  );
}
