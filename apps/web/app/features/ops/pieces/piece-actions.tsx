import { Form, Link, useNavigation } from "react-router";
import type { OpsPieceDetail } from "@maison/contracts/ops-pieces";
import { FormMessage } from "../../../components/ui/form-message.tsx";
import { OPS_PAGES } from "../ops-paths.ts";
import { formatWhen } from "./piece-format.ts";

/** What the viewer may do to the piece now, each a form posting to the piece page's action. */
export function PieceActions({ detail, result }: { detail: OpsPieceDetail; result: { ok: boolean; message: string; field?: string } | undefined }) {
  const navigation = useNavigation();
  const busy = navigation.state === "submitting";
  const { piece, actions } = detail;
  return (
    <section aria-labelledby="piece-actions-title" className="piece-panel piece-actions">
      <h2 id="piece-actions-title" className="piece-panel-title">
        Actions
      </h2>
      {result ? <FormMessage tone={result.ok ? "success" : "error"}>{result.message}</FormMessage> : null}
      {piece.vip_preview && piece.state === "draft" ? (
        <p className="piece-note">
          Scheduled for the VIP preview: members from {formatWhen(piece.vip_preview.opens_at)}, everyone from {formatWhen(piece.vip_preview.ends_at)}.
        </p>
      ) : null}
      {actions.length === 0 ? <p className="ops-empty">Nothing to do here with your permissions in this state.</p> : null}
      <div className="piece-action-row">
        {actions.includes("edit") ? (
          <Link to={OPS_PAGES.editPiece(piece.id)} className="button button-secondary">
            Edit
          </Link>
        ) : null}
        {actions.includes("prepare_listing") ? (
          <Form method="post">
            <button type="submit" name="intent" value="prepare_listing" className="button button-primary" disabled={busy}>
              Prepare the listing
            </button>
          </Form>
        ) : null}
        {actions.includes("publish_now") ? (
          <Form method="post">
            <button type="submit" name="intent" value="publish_now" className="button button-primary" disabled={busy}>
              Publish now
            </button>
          </Form>
        ) : null}
        {actions.includes("publish_vip_preview") ? (
          <Form method="post">
            <button type="submit" name="intent" value="publish_vip_preview" className="button button-secondary" disabled={busy}>
              Publish in next VIP preview
            </button>
          </Form>
        ) : null}
      </div>
      {actions.includes("withdraw") ? (
        <Form method="post" className="piece-withdraw">
          <div className="field">
            <label className="field-label" htmlFor="withdraw-reason">
              Reason for withdrawing
            </label>
            <input id="withdraw-reason" name="reason" className="field-input" required aria-invalid={result && !result.ok && result.field === "reason" ? true : undefined} aria-describedby={result && !result.ok && result.field === "reason" ? "withdraw-reason-error" : undefined} />
            {result && !result.ok && result.field === "reason" ? (
              <p className="field-error" id="withdraw-reason-error">
                {result.message}
              </p>
            ) : null}
          </div>
          <button type="submit" name="intent" value="withdraw" className="button button-secondary" disabled={busy}>
            Withdraw
          </button>
        </Form>
      ) : null}
      {piece.product_url ? (
        <p>
          <a href={piece.product_url} className="piece-store-link">
            See it in the shop
          </a>
        </p>
      ) : null}
    </section>
  );
}
