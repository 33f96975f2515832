import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { insertCollections, insertProduct } from "../support/catalog-fixtures.ts";
import { bearer, createUser, signIn } from "../support/identity-fixtures.ts";
import { createTestApp, type TestApp } from "../support/test-app.ts";
import { signedInStaff, type Headers } from "./ops-pieces-fixtures.ts";

let t: TestApp;
let editor: Headers;
let packer: Headers;
let shopper: Headers;
let pieceIds: string[];

const call = (method: "GET" | "POST" | "PUT", url: string, headers: Headers = {}, payload?: unknown) =>
  t.app.inject({ method, url, headers, ...(payload === undefined ? {} : { payload: payload as object }) });

const article = (slug: string, overrides: Record<string, unknown> = {}) => ({
  kind: "article",
  slug,
  title: "The Kelly, Explained",
  summary: "Why the Kelly holds its value.",
  body: "The Kelly was named in 1977.\n\n## Sizes\n\nFrom 20 to 40 centimetres.",
  image_url: "/images/products/kelly.jpg",
  piece_ids: [],
  ...overrides,
});

const entry = (kind: string, slug: string, headers: Headers = {}) => call("GET", `/api/v6/content/entry/?kind=${kind}&slug=${slug}`, headers);

beforeAll(async () => {
  t = await createTestApp();
  await insertCollections(t.context.db.kysely);
  pieceIds = [];
  for (const title of ["Kelly 28", "Birkin 30", "Constance 24"]) pieceIds.push((await insertProduct(t.context.db.kysely, { vendor: "Hermès", title })).id);
  editor = (await signedInStaff(t, ["content"])).headers;
  packer = (await signedInStaff(t, ["fulfilment"], "Iris")).headers;
  const user = await createUser(t, { firstName: "Ada" });
  shopper = bearer(await signIn(t.app, user.email, user.password));
});
afterAll(() => t.close());

describe("content written by staff (decision 065)", () => {
  it("lets only staff with the content capability write, and refuses others with 401/403", async () => {
    expect((await call("POST", "/api/ops/content/", {}, article("a"))).statusCode).toBe(403);
    expect((await call("POST", "/api/ops/content/", shopper, article("a"))).statusCode).toBe(403);
    const refused = await call("POST", "/api/ops/content/", packer, article("a"));
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe("This needs the content permission.");
    expect((await call("GET", "/api/ops/content/", shopper)).statusCode).toBe(403);
    expect((await call("GET", "/api/ops/content/", packer)).statusCode).toBe(403);
  });

  it("keeps a draft off the storefront until it is published, and takes it down when unpublished", async () => {
    const created = await call("POST", "/api/ops/content/", editor, article("the-kelly"));
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json().id as string;
    expect(created.json()).toMatchObject({ state: "draft", path: "/editorial/the-kelly/", published_at: null });
    expect((await entry("article", "the-kelly")).statusCode).toBe(404);
    expect((await call("GET", "/feed/json")).json().items).toEqual([]);

    // A shopper cannot publish it.
    expect((await call("POST", `/api/ops/content/${id}/publish/`, shopper)).statusCode).toBe(403);

    t.clock.set(new Date("2026-11-20T10:00:00.000Z"));
    const published = await call("POST", `/api/ops/content/${id}/publish/`, editor);
    expect(published.statusCode, published.body).toBe(200);
    expect(published.json()).toMatchObject({ state: "published", published_at: "2026-11-20T10:00:00.000Z" });
    const shown = await entry("article", "the-kelly");
    expect(shown.statusCode).toBe(200);
    expect(shown.json()).toMatchObject({ title: "The Kelly, Explained", path: "/editorial/the-kelly/", pieces: [] });
    expect((await call("GET", "/api/v6/content/entries/?kind=article")).json().entries.map((e: { slug: string }) => e.slug)).toContain("the-kelly");

    const audit = await t.context.db.kysely.selectFrom("audit_events").selectAll().where("subject_id", "=", id).execute();
    expect(audit.map((a) => a.event)).toEqual(expect.arrayContaining(["publish"]));

    expect((await call("POST", `/api/ops/content/${id}/unpublish/`, editor)).json().state).toBe("unpublished");
    expect((await entry("article", "the-kelly")).statusCode).toBe(404);
    expect((await call("GET", "/feed/json")).json().items).toEqual([]);
    // Unpublishing twice is refused: it is no longer published.
    expect((await call("POST", `/api/ops/content/${id}/unpublish/`, editor)).statusCode).toBe(409);

    t.clock.set(new Date("2026-11-22T10:00:00.000Z"));
    const again = await call("POST", `/api/ops/content/${id}/publish/`, editor);
    expect(again.json()).toMatchObject({ state: "published", published_at: "2026-11-20T10:00:00.000Z" });
  });

  it("serves published articles as a JSON Feed 1.1 at /feed/json", async () => {
    const response = await call("GET", "/feed/json");
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toContain("application/feed+json");
    const feed = response.json();
    expect(feed).toMatchObject({ version: "https://jsonfeed.org/version/1.1", title: "Maison Editorial" });
    expect(feed.feed_url).toMatch(/\/feed\/json$/);
    expect(feed.items).toHaveLength(1);
    const [item] = feed.items;
    expect(item).toMatchObject({ title: "The Kelly, Explained", summary: "Why the Kelly holds its value.", date_published: "2026-11-20T10:00:00.000Z" });
    expect(item.url).toMatch(/\/editorial\/the-kelly\/$/);
    expect(item.id).toBe(item.url);
    expect(item.image).toMatch(/^https?:\/\/.+\/images\/products\/kelly\.jpg$/);
    expect(item.content_text).toContain("The Kelly was named in 1977.");
  });

  it("curates an edit from real pieces, refusing unknown ones on piece_ids", async () => {
    const unknown = await call("POST", "/api/ops/content/", editor, { kind: "edit", slug: "hermes-edit", title: "Hermès Edit", body: "Three classics.", piece_ids: [pieceIds[0], "prd_missing"] });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toMatchObject({ code: "content_piece_unknown", field: "piece_ids" });
    const created = await call("POST", "/api/ops/content/", editor, { kind: "edit", slug: "hermes-edit", title: "Hermès Edit", body: "Three classics.", piece_ids: [pieceIds[2], pieceIds[0]] });
    expect(created.statusCode, created.body).toBe(201);
    await call("POST", `/api/ops/content/${created.json().id}/publish/`, editor);
    const shown = (await entry("edit", "hermes-edit")).json();
    expect(shown.path).toBe("/style-assembly/hermes-edit/");
    expect(shown.pieces.map((p: { id: string }) => p.id)).toEqual([pieceIds[2], pieceIds[0]]);
  });

  it("refuses bad input with a 400 naming the field, a taken slug with 409, never a 500", async () => {
    for (const [field, value] of [["slug", "Not A Slug"], ["title", ""], ["body", "  "], ["image_url", "javascript:alert(1)"], ["kind", "poster"]] as const) {
      const response = await call("POST", "/api/ops/content/", editor, article("ok-slug", { [field]: value }));
      expect(response.statusCode, `${field}: ${response.body}`).toBe(400);
      expect(response.body).toContain(field);
    }
    const taken = await call("POST", "/api/ops/content/", editor, article("the-kelly"));
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toMatchObject({ code: "content_slug_taken", field: "slug" });
    expect((await call("GET", "/api/ops/content/cte_doesnotexist00/", editor)).statusCode).toBe(404);
    expect((await entry("page", "nowhere")).statusCode).toBe(404);
  });

  it("edits a published page in place: the storefront shows the new text at once", async () => {
    const created = (await call("POST", "/api/ops/content/", editor, { kind: "page", slug: "about-us", title: "About Us", body: "First." })).json();
    await call("POST", `/api/ops/content/${created.id}/publish/`, editor);
    const edited = await call("PUT", `/api/ops/content/${created.id}/`, editor, { kind: "article", slug: "about-us", title: "About Maison", body: "Second." });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json()).toMatchObject({ kind: "page", state: "published", title: "About Maison" });
    expect((await entry("page", "about-us")).json()).toMatchObject({ title: "About Maison", body: "Second." });
    expect((await call("PUT", `/api/ops/content/${created.id}/`, shopper, { kind: "page", slug: "about-us", title: "x", body: "y" })).statusCode).toBe(403);
  });

  it("leaves exactly one outcome when two editors publish at once", async () => {
    const created = (await call("POST", "/api/ops/content/", editor, article("racing"))).json();
    const [a, b] = await Promise.all([call("POST", `/api/ops/content/${created.id}/publish/`, editor), call("POST", `/api/ops/content/${created.id}/publish/`, editor)]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
    const audits = await t.context.db.kysely.selectFrom("audit_events").select("event").where("subject_id", "=", created.id).where("event", "=", "publish").execute();
    expect(audits).toHaveLength(1);
  });
});
