import type { Page } from "playwright-core";
import { SELL_SKUS, type Persona, type SiteFacts } from "./site-facts.ts";

/**
 * Every page the site has, as someone meets it: `every-page.e2e.ts` opens each at a phone's and a
 * desktop's width, checks that nothing is wider than the screen (with the cart drawer open and
 * closed) and runs axe on it.
 *
 * A new page joins with one entry: a name, who looks at it (`as`), its path (or how to find it in the
 * seeded site from `SiteFacts`), and optionally what to do on it first (`then`: open a dialog, send an
 * empty form) and the HTTP status it answers when that is not 200.
 */
export interface SitePage {
  name: string;
  as: Persona;
  path: string | ((site: SiteFacts) => string);
  /** After the page is ready: bring it into the state to check (a dialog open, a form's errors shown). */
  then?: (page: Page) => Promise<void>;
  /** The status the page answers with, when it is not 200 (a not-found page: 404). */
  status?: number;
}

/** Opens a header control's dialog and waits for it. */
const openDialog = (control: string, dialog: string) => async (page: Page) => {
  await page.getByRole("banner").getByRole("link", { name: control }).click();
  await page.getByRole("dialog", { name: dialog }).waitFor({ state: "visible" });
};

/** A piece set aside in the sell flow, as its URL carries it (one `piece` parameter: its own small query string). */
const setAside = (fields: Record<string, string>) => `piece=${encodeURIComponent(new URLSearchParams(fields).toString())}`;
const PYTHON_SET_ASIDE = setAside({ title: "Chanel Classic Flap Medium, Python", route: "quote", sku: SELL_SKUS.python, condition_key: "excellent" });
const FLAP_SET_ASIDE = setAside({ title: "Chanel Classic Flap Medium, Caviar Leather", route: "instant_offer", sku: SELL_SKUS.flap, condition_key: "excellent", offer_kind: "sell_now", amount_cents: "500000" });

/** Opens a disclosure of the "How you are paid" panel and sends its form empty, to show every field's error. */
const bankAccountErrors = async (page: Page) => {
  const panel = page.getByRole("region", { name: "How you are paid" });
  await panel.getByText("Add a bank account").click();
  await panel.getByRole("button", { name: "Save bank account" }).click();
  await panel.getByText("Enter the account holder's name.").waitFor({ state: "visible" });
};

export const SITE_PAGES: readonly SitePage[] = [
  // Shopping, as a visitor.
  { name: "home", as: "visitor", path: "/" },
  { name: "home with the Log In dialog", as: "visitor", path: "/", then: openDialog("Log In", "Log In") },
  { name: "designers", as: "visitor", path: "/collections" },
  { name: "collection: all bags", as: "visitor", path: "/collections/all-bags" },
  { name: "collection: new arrivals", as: "visitor", path: "/collections/new-arrivals" },
  { name: "collection: filtered", as: "visitor", path: "/collections/all-bags?designer=Chanel&sort=price-asc" },
  { name: "search", as: "visitor", path: "/search?q=bag" },
  { name: "product for sale", as: "visitor", path: (s) => `/products/${s.products.available}` },
  { name: "product in VIP preview", as: "visitor", path: (s) => `/products/${s.products.vip}` },
  { name: "product sold", as: "visitor", path: (s) => `/products/${s.products.sold}` },
  { name: "cart", as: "visitor", path: "/cart" },
  { name: "checkout", as: "visitor", path: (s) => s.checkout.path },
  {
    name: "checkout with every address error",
    as: "visitor",
    path: (s) => s.checkout.path,
    then: async (page) => {
      await page.getByRole("button", { name: "Continue to shipping method" }).click();
      await page.getByRole("alert").filter({ hasText: "Please check these details" }).waitFor({ state: "visible" });
    },
  },
  { name: "thank you", as: "visitor", path: (s) => s.order.thankYouPath },
  { name: "order", as: "visitor", path: (s) => s.order.orderPath },
  { name: "membership", as: "visitor", path: "/membership" },
  { name: "rewards", as: "visitor", path: "/rewards" },
  { name: "loan program", as: "visitor", path: "/loan-program" },
  { name: "client services", as: "visitor", path: "/support/" },
  { name: "shipping country", as: "visitor", path: "/country" },
  { name: "the clair report", as: "visitor", path: "/clair-report/2022" },
  { name: "a year without a clair report", as: "visitor", path: "/clair-report/2019", status: 404 },
  { name: "wallet landing", as: "visitor", path: "/wallet" },
  { name: "a payment, signed out", as: "visitor", path: "/pay/not-a-payment-link-000000", status: 401 },
  { name: "for you, signed out", as: "visitor", path: "/for-you" },
  { name: "my account, signed out", as: "visitor", path: "/my-account" },
  { name: "reset password", as: "visitor", path: "/reset-password" },
  { name: "reset password: new password", as: "visitor", path: (s) => s.resetPath },
  { name: "reset password: a used link", as: "visitor", path: "/reset-password/not-a-live-link" },
  { name: "signed out", as: "visitor", path: "/logout" },
  { name: "dev mailbox", as: "visitor", path: "/dev/mailbox" },
  { name: "not found", as: "visitor", path: "/no-such-page", status: 404 },
  { name: "console, not staff", as: "visitor", path: "/ops", status: 403 },
  { name: "sell: find your item", as: "visitor", path: "/sell-now" },
  { name: "sell: the catalogue's levels", as: "visitor", path: "/sell-now?item_type=bags&designer=chanel&model=classic-flap&style=caviar-leather" },
  { name: "sell: search", as: "visitor", path: "/sell-now?q=classic+flap" },
  { name: "sell: tell its history", as: "visitor", path: "/sell-now?item_type=bags&designer=chanel&model=classic-flap&style=caviar-leather&size=medium" },
  { name: "sell: the offer asks to log in", as: "visitor", path: "/sell-now?step=value&item_type=bags&designer=chanel&model=classic-flap&style=caviar-leather&size=medium&sku=chanel-classic-flap-1tcdu89&condition_key=excellent" },
  { name: "trade in", as: "visitor", path: "/trade-in" },

  // A signed-in shopper.
  { name: "my account", as: "shopper", path: "/my-account" },
  { name: "my account: profile", as: "shopper", path: "/my-account/profile" },
  { name: "my account: password", as: "shopper", path: "/my-account/password" },
  { name: "my account: favorites", as: "shopper", path: "/my-account/favorites" },
  { name: "my account: saved searches", as: "shopper", path: "/my-account/saved-searches" },
  { name: "my account: membership, not a member", as: "shopper", path: "/my-account/membership" },
  { name: "my account: loan program", as: "shopper", path: "/my-account/loan-program" },
  { name: "my account: addresses", as: "shopper", path: "/my-account/addresses" },
  { name: "my account: clair codes, a search", as: "shopper", path: "/my-account/clair-codes?q=chanel" },
  { name: "my account: collections, not a business account", as: "shopper", path: "/my-account/b2b-collections" },
  { name: "for you", as: "shopper", path: "/for-you" },
  { name: "rewards, signed in", as: "shopper", path: "/rewards" },
  { name: "product for sale, shopper", as: "shopper", path: (s) => `/products/${s.products.available}` },
  { name: "sell: the instant offer", as: "shopper", path: "/sell-now?step=value&item_type=bags&designer=chanel&model=classic-flap&style=caviar-leather&size=medium&sku=chanel-classic-flap-1tcdu89&accessories=Dust+Bag&color=Black&condition_key=excellent" },
  { name: "sell: a quote", as: "shopper", path: "/sell-now?step=value&item_type=bags&designer=chanel&model=classic-flap&style=python&size=medium&sku=chanel-classic-flap-1y7938m&condition_key=excellent" },
  { name: "sell: send us photos", as: "shopper", path: "/sell-now?step=photos" },
  { name: "sell: your pieces", as: "shopper", path: `/sell-now?${PYTHON_SET_ASIDE}&${FLAP_SET_ASIDE}` },
  { name: "sell: a quote with a piece set aside", as: "shopper", path: `/sell-now?step=value&item_type=bags&designer=chanel&model=classic-flap&style=python&size=medium&sku=${SELL_SKUS.python}&condition_key=excellent&${FLAP_SET_ASIDE}` },
  { name: "sell: an instant offer with a piece set aside", as: "shopper", path: `/sell-now?step=value&item_type=bags&designer=chanel&model=classic-flap&style=caviar-leather&size=medium&sku=${SELL_SKUS.flap}&condition_key=excellent&${PYTHON_SET_ASIDE}` },
  { name: "sell: photos with a piece set aside", as: "shopper", path: `/sell-now?step=photos&${PYTHON_SET_ASIDE}` },
  { name: "sell: thank you, book shipping", as: "shopper", path: (s) => `/sell-now?step=thank-you&ticket=${s.selling.accepted}` },
  { name: "sell: thank you, on its way and how you are paid", as: "shopper", path: (s) => `/sell-now?step=thank-you&ticket=${s.selling.shipped}` },
  { name: "sell: thank you, two pieces", as: "shopper", path: (s) => `/sell-now?step=thank-you&ticket=${s.selling.twoPieces}` },
  { name: "my account: submissions", as: "shopper", path: "/my-account/submissions" },
  { name: "my account: a submission with an offer", as: "shopper", path: (s) => `/my-account/submissions/order-details/${s.selling.offered}` },
  { name: "my account: a submission to send in", as: "shopper", path: (s) => `/my-account/submissions/order-details/${s.selling.accepted}` },
  { name: "my account: a submission on its way, how you are paid", as: "shopper", path: (s) => `/my-account/submissions/order-details/${s.selling.shipped}` },
  { name: "my account: a bank account refused", as: "shopper", path: (s) => `/my-account/submissions/order-details/${s.selling.shipped}`, then: bankAccountErrors },
  { name: "my account: a submission of two pieces", as: "shopper", path: (s) => `/my-account/submissions/order-details/${s.selling.twoPieces}` },
  { name: "provide information", as: "shopper", path: (s) => `/submissions/provide-information/${s.selling.twoPieces}/${s.selling.nmiId}` },
  { name: "my account: a submission that cannot be read", as: "shopper", path: "/my-account/submissions/order-details/sub_0000000000", status: 404 },
  { name: "my account: consignments", as: "shopper", path: "/my-account/consignments" },
  { name: "my account: trade-ins", as: "shopper", path: "/my-account/trades" },
  { name: "my account: wallet", as: "shopper", path: "/my-account/wallet" },
  { name: "my account: payment", as: "shopper", path: "/my-account/payment" },
  { name: "my account: purchases", as: "shopper", path: "/my-account/purchases" },
  { name: "my account: a purchase that cannot be read", as: "shopper", path: "/my-account/purchases?purchase_id=000000000", status: 404 },
  { name: "a payment that cannot be read", as: "shopper", path: "/pay/not-a-payment-link-000000", status: 404 },
  { name: "my account: a consignment that cannot be read", as: "shopper", path: "/my-account/consignments/csg_0000000000", status: 404 },
  { name: "provide information: not found", as: "shopper", path: "/submissions/provide-information/sub_0000000000/nmi_0000000000", status: 404 },
  { name: "log out", as: "shopper", path: "/logout" },

  // A member.
  { name: "product for sale, member price", as: "member", path: (s) => `/products/${s.products.available}` },
  { name: "product in VIP preview, member", as: "member", path: (s) => `/products/${s.products.vip}` },
  { name: "collection: new arrivals, member", as: "member", path: "/collections/new-arrivals" },
  { name: "membership, member", as: "member", path: "/membership" },
  { name: "my account: membership", as: "member", path: "/my-account/membership" },
  { name: "my account: rewards (the spec's key)", as: "member", path: "/my-account/rebag-rewards" },
  { name: "my account: purchases, member", as: "member", path: "/my-account/purchases" },
  { name: "my account: wallet, member", as: "member", path: "/my-account/wallet" },
  { name: "my account: clair codes, member", as: "member", path: "/my-account/clair-codes" },

  // Staff in the console.
  { name: "console: dashboard", as: "staff", path: "/ops" },
  { name: "console: pieces", as: "staff", path: "/ops/pieces" },
  { name: "console: loans", as: "staff", path: "/ops/loans" },
  { name: "console: feature flags", as: "staff", path: "/ops/flags" },
  { name: "console: new listing", as: "staff", path: "/ops/pieces/new" },
  { name: "console: a piece", as: "staff", path: (s) => `/ops/pieces/${s.ops.pieceId}` },
  { name: "console: edit a piece", as: "staff", path: (s) => `/ops/pieces/${s.ops.pieceId}/edit` },
  { name: "console: orders", as: "staff", path: "/ops/orders" },
  { name: "console: an order", as: "staff", path: (s) => `/ops/orders/${s.ops.orderId}` },
  { name: "console: submissions", as: "staff", path: "/ops/submissions" },
  { name: "console: consignments", as: "staff", path: "/ops/consignments" },
  { name: "console: trade-ins", as: "staff", path: "/ops/trade-ins" },
  { name: "console: wallet", as: "staff", path: "/ops/wallet" },
  { name: "console: a submission asked for more", as: "staff", path: (s) => `/ops/submissions/${s.selling.itemId}` },
];

/** The widths every page is checked at: a phone and a desktop. */
export const SITE_WIDTHS = [390, 1440] as const;
