import { afterEach, describe, expect, it, vi } from "vitest";
import { storefrontCartClient, STOREFRONT_GRAPHQL_PATH, type Fetcher } from "./storefront-client.ts";

const rawCart = {
  id: "gid://shopify/Cart/a",
  checkoutUrl: "http://localhost/checkouts/a",
  updatedAt: "2026-11-21T12:00:00.000Z",
  totalQuantity: 0,
  note: "",
  attributes: [],
  buyerIdentity: { email: null, countryCode: null },
  cost: { subtotalAmount: { amount: "0.0" }, totalAmount: { amount: "0.0" } },
  discountCodes: [],
  discountAllocations: [],
  appliedGiftCards: [],
  lines: { nodes: [] },
};

function respond(body: unknown, status = 200): { fetcher: Fetcher; requests: { path: string; init: RequestInit }[] } {
  const requests: { path: string; init: RequestInit }[] = [];
  return {
    requests,
    fetcher: async (path, init) => {
      requests.push({ path, init });
      return new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });
    },
  };
}

afterEach(() => vi.restoreAllMocks());

describe("storefront cart client", () => {
  it("posts a standard Shopify mutation with the access token and reads the cart", async () => {
    const { fetcher, requests } = respond({ data: { cartLinesRemove: { cart: rawCart, userErrors: [] } } });
    const client = storefrontCartClient({ fetcher, token: "tok" });
    const result = await client.removeLines("gid://shopify/Cart/a", ["gid://shopify/CartLine/1"]);
    expect(result.cart?.id).toBe("gid://shopify/Cart/a");
    expect(result.userErrors).toEqual([]);
    expect(requests[0]!.path).toBe(STOREFRONT_GRAPHQL_PATH);
    const headers = new Headers(requests[0]!.init.headers);
    expect(headers.get("X-Shopify-Storefront-Access-Token")).toBe("tok");
    const body = JSON.parse(String(requests[0]!.init.body)) as { query: string; variables: unknown };
    expect(body.query).toContain("cartLinesRemove(cartId: $cartId, lineIds: $lineIds)");
    expect(body.variables).toEqual({ cartId: "gid://shopify/Cart/a", lineIds: ["gid://shopify/CartLine/1"] });
  });

  it("hands back user errors with the cart the server returned, and reports them", async () => {
    const report = vi.spyOn(console, "error").mockImplementation(() => {});
    const userErrors = [{ field: ["lines", "0", "merchandiseId"], message: "This item is no longer available.", code: "INVALID" }];
    const { fetcher } = respond({ data: { cartLinesAdd: { cart: null, userErrors } } });
    const result = await storefrontCartClient({ fetcher, token: "t" }).addLines("gid://shopify/Cart/a", [{ merchandiseId: "gid://shopify/ProductVariant/1" }]);
    expect(result).toEqual({ cart: null, userErrors });
    expect(report).toHaveBeenCalledWith("[cart] cartLinesAdd failed: This item is no longer available.");
  });

  it("turns a failed call into an empty result (cart null, userErrors null) and reports it (spec 1 §8)", async () => {
    const report = vi.spyOn(console, "error").mockImplementation(() => {});
    const http = respond({ errors: [{ message: "Invalid storefront access token" }] }, 401);
    expect(await storefrontCartClient({ fetcher: http.fetcher, token: "bad" }).get("gid://shopify/Cart/a")).toEqual({ cart: null, userErrors: null });
    const network: Fetcher = async () => {
      throw new TypeError("Failed to fetch");
    };
    expect(await storefrontCartClient({ fetcher: network, token: "t" }).updateNote("gid://shopify/Cart/a", "x")).toEqual({ cart: null, userErrors: null });
    expect(report.mock.calls.map((c) => c[0])).toEqual(["[cart] cart failed: Invalid storefront access token", "[cart] cartNoteUpdate failed: Failed to fetch"]);
  });

  it("reads an unknown cart as no cart", async () => {
    const { fetcher } = respond({ data: { cart: null } });
    expect(await storefrontCartClient({ fetcher, token: "t" }).get("gid://shopify/Cart/zz")).toEqual({ cart: null, userErrors: [] });
  });
});
