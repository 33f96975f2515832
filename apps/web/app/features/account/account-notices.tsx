import { Link } from "react-router";
import type { AccountNotice } from "@maison/domain/account/account-notices";

/** The account's toasts above every tab: what waits for the customer, with when it expires. */
export function AccountNotices({ notices }: { notices: readonly AccountNotice[] }) {
  if (notices.length === 0) return null;
  return (
    <section aria-label="Waiting for you">
      <ul className="account-notices">
        {notices.map((notice) => (
          <li key={notice.key} className={notice.urgent ? "account-notice is-urgent" : "account-notice"} data-kind={notice.kind}>
            <span className="account-notice-text">
              <span>{notice.text}</span>
              {notice.expiry ? <span className="account-notice-expiry">{notice.expiry}</span> : null}
            </span>
            <Link to={notice.action.href} className="text-link">
              {notice.action.label}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
