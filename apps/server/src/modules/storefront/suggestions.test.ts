import { GraphQLError } from "graphql";
import { describe, expect, it } from "vitest";
import { withoutSuggestion, withoutSuggestions } from "./suggestions.ts";

describe("graphql-js's hints naming the schema, taken out of messages", () => {
  it("in each form graphql-js writes them", () => {
    expect(withoutSuggestion('Cannot query field "titel" on type "Product". Did you mean "title"?')).toBe('Cannot query field "titel" on type "Product".');
    expect(withoutSuggestion('Unknown argument "frist" on field "QueryRoot.products". Did you mean "first" or "last"?')).toBe('Unknown argument "frist" on field "QueryRoot.products".');
    expect(withoutSuggestion('Variable "$input" got invalid value { lnes: [] }; Field "lnes" is not defined by type "CartInput". Did you mean "lines", "note", or "attributes"?')).toBe(
      'Variable "$input" got invalid value { lnes: [] }; Field "lnes" is not defined by type "CartInput".',
    );
    expect(withoutSuggestion('Variable "$s" got invalid value "PRCE"; Value "PRCE" does not exist in "ProductSortKeys" enum. Did you mean the enum value "PRICE"?')).toBe(
      'Variable "$s" got invalid value "PRCE"; Value "PRCE" does not exist in "ProductSortKeys" enum.',
    );
    expect(withoutSuggestion('Cannot query field "title" on type "Node". Did you mean to use an inline fragment on "Product"?')).toBe('Cannot query field "title" on type "Node".');
  });

  it("in every error of a result or a batch, keeping the rest of each error", () => {
    const error = new GraphQLError('Field "lnes" is not defined by type "CartInput". Did you mean "lines"?', { extensions: { code: "BAD_USER_INPUT" } });
    const [one] = withoutSuggestions([{ errors: [error], data: null }]);
    expect(one!.errors!.map((e) => [e.message, e.extensions])).toEqual([['Field "lnes" is not defined by type "CartInput".', { code: "BAD_USER_INPUT" }]]);
    const plain = { data: { shop: { name: "Maison" } } };
    expect(withoutSuggestions(plain)).toBe(plain);
  });
});
