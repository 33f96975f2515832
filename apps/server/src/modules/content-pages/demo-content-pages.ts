import type { Db } from "../../db/database.ts";
import { newId } from "../../db/id.ts";
import { countEntries, insertContentEntry } from "./content-entry.repository.ts";

interface DemoEntry {
  kind: "page" | "article" | "edit";
  slug: string;
  title: string;
  summary: string;
  body: string;
  /** Which demo pieces to show: a category of the catalogue, how many. */
  pieces?: { category: string; count: number };
  /** Take the cover of the first piece as the entry's image. */
  pieceImage?: boolean;
}

const PAGES: DemoEntry[] = [
  { kind: "page", slug: "about-us", title: "About Us", summary: "Maison buys, authenticates and sells pre-owned luxury.", body: "Maison is a marketplace for pre-owned luxury: bags, watches, jewelry, shoes, accessories and apparel from the houses that make them best.\n\n## What we believe\n\nA beautiful piece deserves more than one life. Every piece we sell is examined by our specialists, graded on our condition scale and priced from what the market really pays.\n\n## How we work\n\nWe buy outright, take pieces on consignment and accept trade-ins toward a new purchase. Our Client Services team answers every question about an order, a sale or a return." },
  { kind: "page", slug: "our-services", title: "Our Services", summary: "Buy, sell, consign, trade in and borrow against your pieces.", body: "## Buy\n\nShop thousands of authenticated pieces, with a return window on every purchase.\n\n## Sell and consign\n\nGet an instant offer for your piece, or consign it and earn more when it sells.\n\n## Trade in\n\nTrade a piece toward your next purchase and see its value taken off at checkout.\n\n## Loans\n\nBorrow against a piece you keep with us, and collect it when the loan is repaid." },
  { kind: "page", slug: "affiliates", title: "Affiliates", summary: "Partner with Maison.", body: "Department stores and boutiques refer their clients' pieces to Maison and follow every lead to its outcome.\n\nPublishers and creators who write about pre-owned luxury may link to our pieces and our Editorial. Write to Client Services to talk about a partnership." },
  { kind: "page", slug: "press-mentions", title: "Press Mentions", summary: "Maison in the news.", body: "Our resale reports and our Editorial are quoted by writers following the market for pre-owned luxury.\n\nFor press enquiries, write to Client Services and we will put you in touch with our team." },
  { kind: "page", slug: "testimonials", title: "Testimonials", summary: "What our clients say.", body: "\"I sold my first bag in a week and the payout came exactly as promised.\" — a seller in New York\n\n\"The condition was exactly as described, and the box was a delight to open.\" — a buyer in London\n\n\"Trading in my watch toward a new one took ten minutes at checkout.\" — a client in Los Angeles" },
  { kind: "page", slug: "stylist", title: "Stylist", summary: "Ten edits from our stylists, each of real pieces you can buy today.", body: "Our stylists choose the pieces they would wear this season, from what is in the catalogue right now. Each edit below is a short list: open one to shop it." },
  { kind: "page", slug: "style-assembly", title: "Style Assembly", summary: "Our stylists' edits.", body: "Every edit is assembled by hand from pieces available today. When a piece sells, it leaves the edit." },
  { kind: "page", slug: "gift-guide", title: "Gift Guide", summary: "Pieces to give, chosen by our team.", body: "A gift that lasts: small leather goods, jewelry and watches, each authenticated and ready to ship.", pieces: { category: "jewelry", count: 8 } },
  { kind: "page", slug: "mostwanted", title: "Most Wanted", summary: "The pieces we pay the most for.", body: "Some pieces are wanted more than others: we pay a premium for them. Sell yours for an instant offer, or consign it.\n\nThese are pieces of the kind we are looking for now.", pieces: { category: "bags", count: 8 } },
  { kind: "page", slug: "maisoncertified", title: "Maison Certified", summary: "Every piece is authenticated by our specialists.", body: "## Authenticated\n\nEach piece is examined by a specialist of its category before it is listed: materials, stitching, hardware, serial numbers and date codes.\n\n## Graded\n\nEach piece carries a condition grade, from pristine to fair, and the photographs show it as it is.\n\n## Guaranteed\n\nIf a piece is ever found not to be authentic, we refund it in full." },
  { kind: "page", slug: "consign", title: "Consign with Maison", summary: "Earn more when your piece sells.", body: "Consign a piece and we photograph it, price it and sell it; you earn your share when it sells, in cash or in store credit.\n\n## How it works\n\nSubmit your piece for an offer, choose consignment, and ship it to us with the prepaid label. Follow it from your account until it sells." },
  { kind: "page", slug: "trade", title: "Trade In", summary: "Put the value of your piece toward your next purchase.", body: "Trade a piece you own toward one you love. Describe it, see its trade-in value, and the value is taken off your next purchase at checkout.\n\n## How it works\n\nChoose the piece you want, start a trade-in from the cart or from this page, and ship your piece with our prepaid label once the order is placed." },
  { kind: "page", slug: "buyout", title: "Buyout", summary: "An instant offer, paid when your piece is received.", body: "Prefer to be paid now? Accept our buyout offer and we pay you as soon as our specialists have received and checked your piece.\n\n## How it works\n\nDescribe your piece and get an instant offer. Accept it, ship the piece with our prepaid label, and choose your payout: to your bank account or as store credit." },
  { kind: "page", slug: "selling-with-maison", title: "Selling with Maison", summary: "Three ways to sell: buyout, consignment, trade-in.", body: "## Buyout\n\nAn instant offer, paid when we receive your piece.\n\n## Consignment\n\nEarn more: you are paid your share when the piece sells.\n\n## Trade-in\n\nPut the value of your piece toward your next purchase at checkout." },
  { kind: "page", slug: "infinity", title: "Maison Infinity", summary: "Buy today, and know what we will offer when you trade it back.", body: "Every piece you buy from Maison can come back to us: trade it in toward your next purchase, and its value is taken off at checkout.\n\nStart from your purchases in your account, or get an offer for any piece." },
  { kind: "page", slug: "premiumpayouts", title: "Premium Payouts", summary: "More for your sale when you take store credit.", body: "Take your payout as Maison store credit and it is worth more than the cash payout. The credit is in your wallet as soon as the sale is paid, and you can spend it on any piece." },
  { kind: "page", slug: "condition_page", title: "Condition Guide", summary: "How we grade every piece.", body: "## Pristine\n\nNever used, with its tags or protective plastic.\n\n## Excellent\n\nLightly used, with barely visible signs of wear.\n\n## Very good\n\nUsed with care, with small signs of wear shown in the photographs.\n\n## Good\n\nVisible signs of wear: scuffs, marks or softened corners, all photographed.\n\n## Fair\n\nWell loved: the wear is clear, and priced accordingly." },
  { kind: "page", slug: "store", title: "Our Stores", summary: "Visit Maison.", body: "Our client advisors welcome you to sell, consign or collect a piece by appointment. Write to Client Services to book a visit; we answer every day." },
  { kind: "page", slug: "financing", title: "Financing", summary: "Pay over time.", body: "Product pages show an estimate of the monthly payment for each piece from our financing partner. The terms you are offered depend on the partner's review at checkout." },
  { kind: "page", slug: "wholesale", title: "Wholesale", summary: "Maison for business.", body: "Resellers and boutiques buy from Maison's wholesale collection at business prices. Apply with your company's details and resale certificate; once our team approves it, your account sees the wholesale menu and collection." },
];

const EDIT_NAMES: Array<[string, string, string]> = [
  ["weekend-in-paris", "A Weekend in Paris", "bags"],
  ["the-quiet-watch", "The Quiet Watch", "watches"],
  ["gold-on-gold", "Gold on Gold", "jewelry"],
  ["first-day-back", "First Day Back", "shoes"],
  ["the-small-bag", "The Small Bag", "bags"],
  ["evening-light", "Evening Light", "jewelry"],
  ["city-layers", "City Layers", "apparel"],
  ["travel-companions", "Travel Companions", "accessories"],
  ["heritage-hour", "Heritage Hour", "watches"],
  ["summer-heels", "Summer Heels", "shoes"],
];

const EDITS: DemoEntry[] = EDIT_NAMES.map(([slug, title, category]) => ({
  kind: "edit",
  slug,
  title,
  summary: `Our stylist's ${category} for the season.`,
  body: `${title}: a short list of ${category} our stylist would wear now, all available today.`,
  pieces: { category, count: 6 },
  pieceImage: true,
}));

const ARTICLES: DemoEntry[] = [
  { kind: "article", slug: "how-we-authenticate-a-bag", title: "How We Authenticate a Bag", summary: "From the stitching to the date code: a specialist's morning.", body: "Every bag that reaches us is examined before it is listed.\n\n## The details\n\nOur specialists read the stitching, the hardware, the heat stamp and the date code, and compare them with the house's practice for the year.\n\n## The grade\n\nThen the bag is graded and photographed as it is.", pieces: { category: "bags", count: 1 }, pieceImage: true },
  { kind: "article", slug: "the-watch-that-keeps-its-value", title: "The Watch That Keeps Its Value", summary: "Why some references sell above their retail price.", body: "Some watches hold their value better than any other piece we sell.\n\nScarcity, a house's reputation and a reference's history all play their part.", pieces: { category: "watches", count: 1 }, pieceImage: true },
  { kind: "article", slug: "caring-for-fine-jewelry", title: "Caring for Fine Jewelry", summary: "Simple habits that keep a piece bright.", body: "Store each piece on its own, away from light and damp.\n\nClean gold with warm water and a soft cloth, and have settings checked once a year.", pieces: { category: "jewelry", count: 1 }, pieceImage: true },
];

/** The catalogue's available pieces of a category, with a cover (catalog's lookup). */
export interface DemoPieceSource {
  available(category: string, count: number, exclude: readonly string[]): Promise<Array<{ id: string; image: string | null }>>;
}

/**
 * The demo's content (decision 065): the footer's and about-us menu's pages, the stylist's ten edits
 * and three Editorial articles, all published. Leaves existing content alone.
 */
export async function seedDemoContentPages(db: Db, now: Date, pieces: DemoPieceSource): Promise<void> {
  if ((await countEntries(db.kysely)) > 0) return;
  const used: string[] = [];
  const at = now.toISOString();
  for (const [index, entry] of [...PAGES, ...EDITS, ...ARTICLES].entries()) {
    // Lists do not repeat a piece; an article only borrows a cover, from any available piece.
    const chosen = entry.pieces ? await pieces.available(entry.pieces.category, entry.pieces.count, entry.kind === "article" ? [] : used) : [];
    used.push(...chosen.map((p) => p.id));
    const published = new Date(now.getTime() - index * 86_400_000).toISOString();
    await insertContentEntry(db.kysely, {
      id: newId("cte"),
      kind: entry.kind,
      slug: entry.slug,
      state: "published",
      title: entry.title,
      summary: entry.summary,
      body: entry.body,
      image_url: entry.pieceImage ? (chosen[0]?.image ?? null) : null,
      piece_ids: JSON.stringify(entry.kind === "article" ? [] : chosen.map((p) => p.id)),
      published_at: published,
      created_by: "seed",
      created_at: at,
      updated_at: at,
    });
  }
}
