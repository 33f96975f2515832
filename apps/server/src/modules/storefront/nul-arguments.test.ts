import { parse } from "graphql";
import { describe, expect, it } from "vitest";
import { nulArgumentIn } from "./nul-arguments.ts";

const found = (query: string, variables: Record<string, unknown> = {}) => nulArgumentIn(parse(query), variables);

describe("the argument holding a NUL character once the query text is parsed", () => {
  it("finds an escape the parser turns into NUL, in a literal argument, naming it", () => {
    // The query text holds the six characters \u0000; parsing makes them one NUL.
    expect(found('mutation { cartNoteUpdate(cartId: "c", note: "a\\u0000b") { cart { id } } }')).toBe("note");
    expect(found('{ product(handle: "bag") { id } }')).toBeNull();
  });

  it("reads input objects and lists at any depth, directive arguments and variables' defaults", () => {
    expect(found('mutation { cartLinesAdd(cartId: "c", lines: [{ merchandiseId: "m", attributes: [{ key: "k", value: "v" }, { key: "gift", value: "\\u0000" }] }]) { cart { id } } }')).toBe(
      "lines.0.attributes.1.value",
    );
    expect(found('query @inContext(buyer: { customerAccessToken: "\\u0000" }) { shop { name } }')).toBe("buyer.customerAccessToken");
    expect(found('query Q($h: String = "x\\u0000") { product(handle: $h) { id } }')).toBe("$h");
  });

  it("reads the variables an argument takes, at any depth", () => {
    const query = "mutation M($lines: [CartLineInput!]!) { cartLinesAdd(cartId: \"c\", lines: $lines) { cart { id } } }";
    expect(found(query, { lines: [{ merchandiseId: "m", attributes: [{ key: "k\u0000", value: "v" }] }] })).toBe("lines.0.attributes.0.key");
    expect(found(query, { lines: [{ merchandiseId: "m" }] })).toBeNull();
    expect(found("query Q($h: String!) { product(handle: $h) { id } }", { h: "a\u0000" })).toBe("handle");
  });
});
