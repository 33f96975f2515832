import { useBlocker } from "react-router";
import { Dialog } from "../../components/ui/dialog.tsx";
import { flowOfPath } from "./selling-paths.ts";

/**
 * The sell-now exit modal (spec 2 §2): leaving the flow for another page while something is chosen
 * asks first. Moving between the flow's own steps never does.
 */
export function SellExitDialog({ active, piecesSetAside = 0 }: { active: boolean; piecesSetAside?: number }) {
  const blocker = useBlocker(({ currentLocation, nextLocation }) => active && flowOfPath(nextLocation.pathname) === null && currentLocation.pathname !== nextLocation.pathname);
  if (blocker.state !== "blocked") return null;
  return (
    <Dialog title="Leave before you finish?" eyebrow="Sell with Maison" onClose={() => blocker.reset()} className="sell-exit-dialog">
      <p className="sell-exit-text">
        {piecesSetAside > 0
          ? `The ${piecesSetAside === 1 ? "piece you set aside is" : `${piecesSetAside} pieces you set aside are`} not sent yet. If you leave now, they are not kept.`
          : "Your piece is not valued yet. If you leave now, the choices you made here are not kept."}
      </p>
      <div className="sell-exit-actions">
        <button type="button" className="button button-primary" onClick={() => blocker.reset()} data-autofocus>
          Keep going
        </button>
        <button type="button" className="button button-secondary" onClick={() => blocker.proceed()}>
          Leave
        </button>
      </div>
    </Dialog>
  );
}
