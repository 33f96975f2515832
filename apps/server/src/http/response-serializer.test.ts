import { z } from "zod";
import { describe, expect, it } from "vitest";
import { jsonArray, withJsonFragments } from "./json-fragments.ts";
import { compileZodSchema, compiledSerializerCompiler, serializerFallbacks } from "./response-serializer.ts";

const viaZod = (schema: z.ZodType, data: unknown) => JSON.stringify(z.encode(schema, data as never));

describe("the compiled response serializer", () => {
  const Card = z.object({
    id: z.string(),
    title: z.string(),
    price: z.number().int(),
    sale: z.number().int().nullable(),
    note: z.string().optional(),
    kind: z.enum(["bag", "watch"]).nullable(),
    tags: z.array(z.string()),
    detail: z.union([z.string(), z.array(z.string())]).optional(),
    state: z.discriminatedUnion("type", [z.object({ type: z.literal("sold"), at: z.string() }), z.object({ type: z.literal("listed") })]),
    counts: z.record(z.string(), z.number()),
    owner: z.object({ name: z.string() }).nullable(),
    live: z.literal(true),
  });
  const card = {
    id: "p1",
    internal_cost: 1234,
    title: 'Birkin "25" \u2028 é',
    price: 1200000,
    sale: null,
    kind: "bag",
    tags: ["a", "b"],
    detail: ["x"],
    state: { type: "sold", at: "2026-11-29", secret: 1 },
    counts: { black: 2, gold: 0 },
    owner: { name: "A", email: "hidden@example.com" },
    live: true,
    note: undefined,
  };

  it("writes what zod writes, byte for byte, unknown keys stripped at every depth", () => {
    const text = compileZodSchema(Card)(card);
    expect(text).toBe(viaZod(Card, card));
    expect(text).not.toContain("internal_cost");
    expect(text).not.toContain("secret");
    expect(text).not.toContain("hidden@example.com");
    const other = { ...card, sale: 100, kind: null, owner: null, detail: "one", state: { type: "listed" }, note: "n" };
    expect(compileZodSchema(Card)(other)).toBe(viaZod(Card, other));
  });

  it("keeps the schema's order of properties when optional ones come before required ones", () => {
    const Body = z.object({ code: z.string(), field: z.string().optional(), message: z.string() });
    expect(compileZodSchema(Body)({ message: "m", field: "f", code: "c", extra: 1 })).toBe('{"code":"c","field":"f","message":"m"}');
  });

  it("refuses to compile a transform, which then answers through zod", () => {
    const Transformed = z.object({ n: z.string().transform((v) => v.length) });
    expect(() => compileZodSchema(Transformed)).toThrow();
    const compiler = compiledSerializerCompiler({ verify: false });
    const serialize = compiler({ schema: Transformed, method: "GET", url: "/t", httpStatus: "200" } as never) as (data: unknown) => string;
    expect(() => serialize({ n: 3 })).toThrow();
    expect(serializerFallbacks().some((f) => f.url === "/t")).toBe(true);
  });

  it("with verify, refuses an answer that breaks its contract as zod did", () => {
    const compiler = compiledSerializerCompiler({ verify: true });
    const serialize = compiler({ schema: Card, method: "GET", url: "/c", httpStatus: "200" } as never) as (data: unknown) => string;
    expect(serialize(card)).toBe(viaZod(Card, card));
    expect(() => serialize({ ...card, price: "free" })).toThrow();
  });
});

describe("an answer with JSON fragments (decision 100)", () => {
  const Page = z.object({ title: z.string(), items: z.array(z.object({ id: z.string(), price: z.number().int() })), total: z.number().int() });
  const page = { title: "Bags", items: [{ id: "a", price: 1, cost: 9 }, { id: "b", price: 2 }], total: 2 };
  const route = (verify: boolean) => compiledSerializerCompiler({ verify })({ schema: Page, method: "GET", url: "/f", httpStatus: "200" } as never) as (data: unknown) => string | Buffer;
  const itemsJson = (items: Array<{ id: string; price: number }>) => jsonArray(items.map((i) => Buffer.from(JSON.stringify({ id: i.id, price: i.price }))));

  it("is sent as bytes with the fragments spliced in, equal to the answer written whole", () => {
    for (const verify of [false, true]) {
      const written = route(verify)(withJsonFragments({ ...page }, [{ key: "items", bytes: itemsJson(page.items) }]));
      expect(Buffer.isBuffer(written)).toBe(true);
      expect(written.toString()).toBe(viaZod(Page, page));
    }
  });

  it("with verify, is refused when a fragment is not what the value writes", () => {
    const stale = withJsonFragments({ ...page }, [{ key: "items", bytes: itemsJson([{ id: "a", price: 5 }]) }]);
    expect(() => route(true)(stale)).toThrow(/JSON fragments/);
    // Without verify the bytes are trusted as they are.
    expect(route(false)(stale).toString()).toContain('"price":5');
  });
});
