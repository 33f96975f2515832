import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { callApi, DEMO_SHOPPER, DEMO_STAFF, signInByApi, type DemoAccount } from "./support/api.ts";
import { launchBrowser, type TestBrowser } from "./support/browser.ts";
import { expectDone } from "./support/console-staff.ts";
import { checkWidths } from "./support/widths.ts";
import { expectNoSeriousA11yViolations, logInFromHeader, STEP_MS, visible } from "./support/page.ts";
import { startServer, type RunningServer } from "./support/server.ts";

/** Each journey walks several pages with axe and two widths on each: more than the project's 60 s on a busy machine. */
const JOURNEY_MS = 150_000;

/** Demo accounts (README). */
const STAFF = DEMO_STAFF;
const SELLER = DEMO_SHOPPER;

let server: RunningServer;
let browser: TestBrowser;

beforeAll(async () => {
  // E-mails and the outbox run as in production.
  server = await startServer({ products: 120, env: { NODE_ENV: "test", WORKERS: "on" } });
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

// ---- The seller's half, through the API ---------------------------------------------------------

const signIn = (account: DemoAccount) => signInByApi(server.url, account);

const api = <T>(token: string, method: string, path: string, json?: unknown, headers: Record<string, string> = {}) => callApi<T>(server.url, token, method, path, json, headers);

/** A seller's photo of a bag-coloured square with a gradient (JPEG), uploaded through the sell flow's call. */
async function sellerPhoto(token: string, hue: number): Promise<string> {
  const size = 640;
  const pixels = Buffer.alloc(size * size * 3);
  for (let y = 0; y < size; y++) {
    for (let x = 0; x < size; x++) {
      const i = (y * size + x) * 3;
      pixels[i] = Math.round(30 + ((hue * x) / size) % 120);
      pixels[i + 1] = Math.round(25 + 40 * (y / size));
      pixels[i + 2] = Math.round(30 + 30 * ((x + y) / (2 * size)));
    }
  }
  const jpeg = await sharp(pixels, { raw: { width: size, height: size, channels: 3 } }).jpeg({ quality: 85 }).toBuffer();
  const form = new FormData();
  form.append("photo", new Blob([new Uint8Array(jpeg)], { type: "image/jpeg" }), "photo.jpg");
  const response = await fetch(`${server.url}/api/v6/sell/photos/`, { method: "POST", headers: { authorization: `Token ${token}` }, body: form });
  expect(response.status).toBe(201);
  return ((await response.json()) as { key: string }).key;
}

interface SkuView {
  sku: string;
  title: string;
  size: string | null;
}
interface TicketItem {
  id: string;
  state: string;
  offers: Array<{ kind: string; amount_cents: number }>;
  accepted_amount_cents: number | null;
}
interface Ticket {
  id: string;
  number: string;
  items: TicketItem[];
}

/** The first sku of the seller's catalogue a search finds that `pick` accepts. */
async function findSku(token: string, query: string, pick: (sku: SkuView) => boolean): Promise<SkuView> {
  const found = await api<{ search_results: SkuView[] }>(token, "GET", `/v6/sell/search/?q=${encodeURIComponent(query)}`);
  const sku = found.search_results.find(pick);
  expect(sku, `a "${query}" in the seller's catalogue`).toBeDefined();
  return sku!;
}

async function submit(token: string, item: Record<string, unknown>): Promise<Ticket> {
  return api<Ticket>(token, "POST", "/v6/sell/submissions/", { trade_in: false, items: [item] }, { "idempotency-key": `e2e-${Math.random().toString(36).slice(2)}` });
}

// ---- The console -----------------------------------------------------------------------------------

describe("the console's seller screens", () => {
  it("a submitted piece → staff find it in the quote queue, read the engine's suggestion, ask the seller for more, read the answers, and quote it", async () => {
    const seller = await signIn(SELLER);
    const birkin = await findSku(seller, "birkin togo", (s) => /Birkin/.test(s.title));
    const photo = await sellerPhoto(seller, 60);
    const ticket = await submit(seller, { sku: birkin.sku, condition_key: "very-good", accessories: ["Dust Bag"], serial_number: "Stamp Z", color: "Gold", photos: [photo] });
    const item = ticket.items[0]!;
    // Hermès leathers always go to a specialist.
    expect(item.state).toBe("submitted");

    const staff = await browser.newPage();
    await logInFromHeader(staff.page, server.url, STAFF);
    await staff.page.goto(`${server.url}/ops`);
    await visible(staff.page.getByRole("heading", { level: 1, name: "Dashboard" }));
    await staff.page.getByRole("link", { name: /Submissions: to quote/ }).click();

    await staff.page.waitForURL(/\/ops\/submissions\?queue=to_quote/, { timeout: STEP_MS });
    await visible(staff.page.getByRole("heading", { level: 1, name: "Submissions" }));
    const tabs = staff.page.getByRole("navigation", { name: "Submission queues" });
    await visible(tabs.getByRole("link", { name: /To quote\s+\d+/ }));
    expect(await tabs.getByRole("link", { name: /To quote/ }).getAttribute("aria-current")).toBe("page");
    const row = staff.page.getByRole("row", { name: new RegExp(ticket.number) });
    await visible(row);
    await expectNoSeriousA11yViolations(staff.page, "the quote queue");
    await checkWidths(staff.page, "ops-submissions");

    // A queue with nothing in it says so.
    await tabs.getByRole("link", { name: /To pay/ }).click();
    await visible(staff.page.getByText(/No seller waits to be paid/));
    await staff.page.goBack();

    await row.getByRole("link", { name: /Birkin/ }).click();
    await staff.page.waitForURL(new RegExp(`/ops/submissions/${item.id}$`), { timeout: STEP_MS });
    await visible(staff.page.getByRole("heading", { level: 1, name: /Birkin/ }));
    await visible(staff.page.getByRole("list", { name: "The seller’s photos" }).getByRole("img"));
    const suggestion = staff.page.getByRole("region", { name: "The engine’s suggestion" });
    await visible(suggestion.getByRole("list", { name: "Suggested offers" }));
    await visible(suggestion.getByText("Confidence"));
    await visible(suggestion.getByRole("table", { name: /comparable pieces/ }));
    await visible(suggestion.getByRole("img", { name: /Median sold price/ }));
    await expectNoSeriousA11yViolations(staff.page, "a submission to quote");
    await checkWidths(staff.page, "ops-submission-to-quote");

    // Pricing asks for more first: nothing chosen is refused; two questions and the corners are sent.
    await staff.page.getByText("Ask the seller for more information…").click();
    await staff.page.getByRole("button", { name: "Send the questions" }).click();
    await visible(staff.page.getByText("Ask at least one question or for one photo set."));
    await visible(staff.page.getByText("Write a short note to the seller."));
    await staff.page.getByRole("checkbox", { name: "Do you have the original receipt?" }).check();
    await staff.page.getByRole("checkbox", { name: /date code or serial number stamped/ }).check();
    await staff.page.getByRole("checkbox", { name: "The four bottom corners, close up" }).check();
    await staff.page.getByRole("form", { name: "Ask the seller for more information" }).getByRole("textbox", { name: "Note to the seller" }).fill("Could you tell us about the receipt and the stamp, and send the corners close up?");
    await staff.page.getByRole("button", { name: "Send the questions" }).click();
    await expectDone(staff.page, /Your questions are sent/);
    const questions = staff.page.getByRole("region", { name: "Questions to the seller" });
    await visible(questions.getByText("Waiting for answers"));

    // The seller answers and sends two photos of the corners; the page shows them.
    const asked = (await api<Ticket & { items: Array<TicketItem & { nmi_id: string | null }> }>(seller, "GET", `/v6/my-account/quote/${ticket.id}/`)).items[0]!;
    const nmi = await api<{ questions: Array<{ id: string; choices: string[] }>; photo_sets: Array<{ id: string }> }>(seller, "GET", `/v6/my-account/nmi/${asked.nmi_id}/?version=1`);
    await api(seller, "PUT", `/v6/my-account/nmi/${asked.nmi_id}/finalize/`, {
      evaluationneedsmoreinfo_set: nmi.questions.map((q) => ({ id: q.id, answer: q.choices.length > 0 ? q.choices[0] : "Z stamp, 2021" })),
      evaluationphoto_set: await Promise.all(nmi.photo_sets.map(async (set) => ({ id: set.id, photos: [await sellerPhoto(seller, 140), await sellerPhoto(seller, 30)] }))),
    });
    await staff.page.reload();
    await visible(questions.getByText("Answered"));
    await visible(questions.getByText("Z stamp, 2021"));
    await expect.poll(() => questions.getByRole("list", { name: "Photos: The four bottom corners, close up" }).getByRole("img").count()).toBe(2);
    await visible(staff.page.getByText("To quote", { exact: true }).first());

    // The cash offer is prefilled from the engine's suggestion; an empty one is refused beside the field.
    const amount = staff.page.getByRole("textbox", { name: "Cash offer (USD)" });
    expect(await amount.inputValue()).toMatch(/^\d[\d,]*(\.\d\d)?$/);
    await amount.fill("");
    await staff.page.getByRole("button", { name: "Send the quote" }).click();
    await visible(staff.page.getByText("Enter the cash offer."));
    expect(await amount.getAttribute("aria-invalid")).toBe("true");

    await amount.fill("12,500");
    await staff.page.getByRole("textbox", { name: "Expected resale (USD)" }).fill("21,000");
    await staff.page.getByRole("form", { name: "Quote" }).getByRole("textbox", { name: "Note to the seller" }).fill("A well-kept Birkin; the corners show light wear.");
    await staff.page.getByRole("button", { name: "Send the quote" }).click();
    await expectDone(staff.page, /The quote is sent/);
    await visible(staff.page.getByText("Quoted", { exact: true }).first());
    const timeline = staff.page.getByRole("region", { name: "Timeline" });
    await visible(timeline.getByText("Quoted", { exact: true }));
    expect((await timeline.innerText()).replace(/\s+/g, " ")).toContain(STAFF.email);
    await expectNoSeriousA11yViolations(staff.page, "a quoted submission");

    // The seller's account shows the quote: $12,500 cash, 10 % more in store credit.
    const mine = await api<Ticket>(seller, "GET", `/v6/my-account/quote/${ticket.id}/`);
    expect(mine.items[0]!.state).toBe("quoted");
    expect(mine.items[0]!.offers.find((o) => o.kind === "sell_now")?.amount_cents).toBe(1_250_000);
    expect(mine.items[0]!.offers.find((o) => o.kind === "trade_in")?.amount_cents).toBe(1_375_000);

    expect(staff.errors.filter((e) => e.startsWith("page error")), "uncaught errors in the page").toEqual([]);
  }, JOURNEY_MS);
});
