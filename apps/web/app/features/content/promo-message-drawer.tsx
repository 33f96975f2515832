import { useEffect, useState } from "react";
import { PromoMessageResponse, type PromoMessage } from "@maison/contracts/content";
import { paidCampaignOf, PROMO_MESSAGE_PATH, promoMessageQuery } from "./promo-message-campaign.ts";
import { PromoMessages } from "./promo-message.tsx";

/** The last cart messages this page read, so a drawer opened again shows them at once. */
let lastCartMessages: PromoMessage[] = [];

/**
 * The cart's promo messages in the cart drawer (placement "cart", as on the cart page). The drawer
 * opens over any page, so they are asked for from the browser when it opens, with the session's
 * paid-campaign flag; a failed call keeps what was shown (none at first).
 */
export function CartDrawerPromoMessages() {
  const [messages, setMessages] = useState<PromoMessage[]>(lastCartMessages);
  useEffect(() => {
    const controller = new AbortController();
    const query = promoMessageQuery("cart", [], paidCampaignOf({ search: window.location.search, cookieHeader: document.cookie }));
    fetch(`${PROMO_MESSAGE_PATH}?${query}`, { headers: { accept: "application/json" }, credentials: "same-origin", signal: controller.signal })
      .then(async (response) => {
        if (!response.ok) return;
        const parsed = PromoMessageResponse.safeParse(await response.json());
        if (!parsed.success) return;
        lastCartMessages = parsed.data.results;
        setMessages(parsed.data.results);
      })
      .catch(() => undefined);
    return () => controller.abort();
  }, []);
  return <PromoMessages messages={messages} className="promo-messages-drawer" />;
}
