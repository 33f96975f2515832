import { useEffect } from "react";
import type { PromoMessage } from "@maison/contracts/content";
import { isPaidCampaignLanding, PAID_CAMPAIGN_COOKIE_VALUE } from "./promo-message-campaign.ts";
import "./promo-message.css";

/**
 * Keeps the paid-campaign flag for the browser session when this page was reached from a paid
 * campaign (decision 031): later pages' loaders read the cookie and ask for paid-promo messages.
 */
export function useRememberPaidCampaign(): void {
  useEffect(() => {
    if (isPaidCampaignLanding(window.location.search)) document.cookie = PAID_CAMPAIGN_COOKIE_VALUE;
  }, []);
}

/**
 * The promo messages the server chose for this page (at most 2), rendered on the server with the page
 * so nothing moves when it hydrates. A message with a code names it.
 */
export function PromoMessages({ messages, className }: { messages: readonly PromoMessage[]; className?: string }) {
  useRememberPaidCampaign();
  if (messages.length === 0) return null;
  return (
    <aside className={["promo-messages", className].filter(Boolean).join(" ")} aria-label="Offers">
      <ul>
        {messages.map((m) => (
          <li key={m.id} className="promo-message">
            {m.message}
            {m.discount_code && !m.message.includes(m.discount_code) ? (
              <>
                {" "}
                Code <strong className="promo-message-code">{m.discount_code}</strong>
              </>
            ) : null}
          </li>
        ))}
      </ul>
    </aside>
  );
}
