import { Link } from "react-router";
import { CASH_OUT_MAX_CENTS, CASH_OUT_MIN_CENTS } from "@maison/domain/wallet/cash-out-rules";
import { POINTS_PER_DOLLAR } from "@maison/domain/wallet/points-earning";
import { WALLET_PAGES } from "../features/wallet/wallet-paths.ts";
import { formatUsd } from "../features/wallet/wallet-words.ts";
import "../features/wallet/wallet.css";
import type { Route } from "./+types/wallet";

export const meta: Route.MetaFunction = () => [
  { title: "The Maison Wallet | Maison" },
  { name: "description", content: "Your earnings from selling, your store credit and your points, in one wallet. Cash out to your bank whenever you like." },
];

/** `/wallet`: the wallet landing (spec 1 §2), what the wallet holds and how to cash out. */
export default function WalletLanding() {
  return (
    <div className="wallet-landing">
      <header>
        <p className="wallet-history-meta">The Maison Wallet</p>
        <h1>Your earnings, your credit, your points</h1>
        <p className="wallet-note">When a piece you consigned sells, its earning lands in your wallet. Spend it on your next find, or cash it out to your bank.</p>
      </header>
      <ul className="wallet-landing-points">
        <li className="wallet-balance">
          <h2 className="wallet-subtitle">Cash out</h2>
          <p>
            From {formatUsd(CASH_OUT_MIN_CENTS)} to {formatUsd(CASH_OUT_MAX_CENTS)} at a time, to a bank account or by check. We confirm it is you with a 4-digit code.
          </p>
        </li>
        <li className="wallet-balance">
          <h2 className="wallet-subtitle">Store credit</h2>
          <p>Membership contributions, refunds and trade-ins become credit you spend at checkout.</p>
        </li>
        <li className="wallet-balance">
          <h2 className="wallet-subtitle">Points</h2>
          <p>
            Earn {POINTS_PER_DOLLAR.bronze} point per dollar, up to {POINTS_PER_DOLLAR.diamond} as a Diamond member. Each point is worth one cent at checkout.
          </p>
        </li>
      </ul>
      <p>
        <Link to={WALLET_PAGES.wallet} className="button button-primary">
          Open your wallet
        </Link>
      </p>
    </div>
  );
}
