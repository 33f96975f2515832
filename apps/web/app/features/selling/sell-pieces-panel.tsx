import { Form, Link, useNavigation } from "react-router";
import { conditionFromKey } from "@maison/domain/catalog/condition";
import { FormMessage } from "../../components/ui/form-message.tsx";
import type { SellActionData } from "./sell-action-data.ts";
import { sellFlowHref, withoutPiece, type SellFlowState } from "./sell-flow-state.ts";
import { MAX_QUEUED_PIECES, pieceOutlook, piecesCount } from "./sell-pieces.ts";

export interface SellPiecesPanelProps {
  state: SellFlowState;
  sendKey: string;
  actionData: SellActionData | undefined;
}

/**
 * "Your pieces": the pieces set aside to go in one submission with the piece in hand, each with what
 * happens to it and a way to take it off. On steps 1 and 2, where no piece is in hand yet, they can be
 * sent as they are; on steps 3 and the photos, the step's own button sends them all.
 */
export function SellPiecesPanel({ state, sendKey, actionData }: SellPiecesPanelProps) {
  const navigation = useNavigation();
  const sending = navigation.state !== "idle" && navigation.formData?.get("intent") === "send-pieces";
  const { pieces } = state;
  if (pieces.length === 0 || state.step === "thank-you") return null;
  const inHand = state.step === "value" || state.step === "photos";
  const refused = actionData?.intent === "send-pieces" ? actionData : undefined;
  return (
    <section className="sell-pieces" aria-labelledby="sell-pieces-title">
      <div className="sell-pieces-head">
        <h2 className="sell-pieces-title" id="sell-pieces-title">
          Your pieces
        </h2>
        <p className="sell-pieces-lede">
          {inHand
            ? `${piecesCount(pieces.length)} set aside, to send with the piece below in one submission.`
            : `${piecesCount(pieces.length)} set aside. Add your next piece below, or send ${pieces.length === 1 ? "it" : "them"} now. One submission holds ${MAX_QUEUED_PIECES + 1} pieces.`}
        </p>
      </div>
      <ol className="sell-pieces-list">
        {pieces.map((piece, index) => {
          const grade = conditionFromKey(piece.condition_key);
          return (
            <li key={`${index}-${piece.title}`} className="sell-piece">
              <span className="sell-piece-text">
                <span className="sell-piece-title">{piece.title}</span>
                <span className="sell-piece-facts">{[grade ? `${grade} condition` : null, pieceOutlook(piece)].filter(Boolean).join(" · ")}</span>
              </span>
              <Link to={sellFlowHref(withoutPiece(state, index))} className="text-link" preventScrollReset aria-label={`Remove ${piece.title}`}>
                Remove
              </Link>
            </li>
          );
        })}
      </ol>
      {inHand ? null : (
        <Form method="post" className="sell-pieces-send" preventScrollReset>
          <input type="hidden" name="attempt_key" value={refused?.attemptKey ?? sendKey} />
          {refused?.message ? <FormMessage tone="error">{refused.message}</FormMessage> : null}
          <button type="submit" name="intent" value="send-pieces" className="button button-secondary button-small" disabled={sending}>
            {sending ? "Sending…" : `Send ${pieces.length === 1 ? "this piece" : `these ${pieces.length} pieces`} now`}
          </button>
        </Form>
      )}
    </section>
  );
}
