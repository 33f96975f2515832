import { Link } from "react-router";
import type { WalletHistory } from "@maison/contracts/wallet-account";
import { HISTORY_TABS, WALLET_PAGES, type HistoryTab } from "./wallet-paths.ts";
import { signedAmount } from "./wallet-words.ts";

const TAB_LABELS: Record<HistoryTab, string> = { cash: "Cash", points: "Points", credit: "Store credit" };

function Entries({ title, entries, unit, empty }: { title: string; entries: WalletHistory["pending"]; unit: "usd" | "points"; empty: string }) {
  const id = `wallet-${title.toLowerCase()}`;
  return (
    <section className="wallet-history-group" aria-labelledby={id}>
      <h3 id={id} className="wallet-history-title">
        {title}
      </h3>
      {entries.length === 0 ? (
        <p className="wallet-empty">{empty}</p>
      ) : (
        <ul className="wallet-history-list">
          {entries.map((entry) => (
            <li key={entry.id} className="wallet-history-entry">
              <span className="wallet-history-what">
                <span>{entry.description}</span>
                <span className="wallet-history-meta">
                  {entry.formatted_date} · {entry.type_label}
                  {entry.order ? ` · Order ${entry.order}` : ""}
                </span>
              </span>
              <span className={entry.status === "negative" ? "wallet-amount wallet-amount-negative" : "wallet-amount"}>{signedAmount(entry.amount, entry.status, unit)}</span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** A history (spec 2 §3): its pending and completed lists, with tabs for cash, points and credit, paged. */
export function WalletHistoryList({ history, tab }: { history: WalletHistory; tab: HistoryTab }) {
  const unit = tab === "points" ? "points" : "usd";
  const pageLink = (page: number) => `${WALLET_PAGES.wallet}?history=${tab}${page > 1 ? `&page=${page}` : ""}`;
  return (
    <div className="wallet-history">
      <nav className="wallet-tabs" aria-label="Histories">
        {HISTORY_TABS.map((kind) => (
          <Link key={kind} to={`${WALLET_PAGES.wallet}?history=${kind}`} className="wallet-tab" aria-current={kind === tab ? "page" : undefined}>
            {TAB_LABELS[kind]}
          </Link>
        ))}
      </nav>
      <Entries title="Pending" entries={history.pending} unit={unit} empty="Nothing pending." />
      <Entries title="Completed" entries={history.completed} unit={unit} empty="No completed movements yet." />
      {history.next || history.previous ? (
        <nav className="wallet-pages" aria-label="History pages">
          {history.previous ? <Link to={pageLink(history.previous)}>Newer</Link> : null}
          {history.next ? <Link to={pageLink(history.next)}>Older</Link> : null}
        </nav>
      ) : null}
    </div>
  );
}
