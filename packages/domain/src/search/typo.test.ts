import { describe, expect, it } from "vitest";
import { parseQuery, searchWords } from "./query-text.ts";
import { allowedTypos, correctWord, editDistance } from "./typo.ts";

const vocabulary = new Map([["chanel", 900], ["birkin", 120], ["channel", 2], ["hermes", 700], ["flap", 300], ["bag", 5000]]);

describe("edit distance", () => {
  it("counts a swap of neighbours as one edit", () => {
    expect(editDistance("chanle", "chanel", 2)).toBe(1);
    expect(editDistance("birkn", "birkin", 2)).toBe(1);
    expect(editDistance("gucci", "prada", 1)).toBe(2);
  });
});

describe("typo correction", () => {
  it("allows no typo up to 3 letters, one up to 7, two from 8", () => {
    expect([allowedTypos("bag"), allowedTypos("chanle"), allowedTypos("vuittonn")]).toEqual([0, 1, 2]);
  });
  it("corrects to the indexed word within reach, preferring the most frequent", () => {
    expect(correctWord("chanle", vocabulary, { prefix: false })).toBe("chanel");
    expect(correctWord("birkn", vocabulary, { prefix: false })).toBe("birkin");
    expect(correctWord("chanell", vocabulary, { prefix: false })).toBe("chanel");
  });
  it("breaks a tie of distance and count alphabetically, whatever the vocabulary's order", () => {
    const tied = (order: string[]) => {
      const words = new Map(order.map((word) => [word, 3]));
      const byLength = new Map([[5, order.map((word) => ({ word, count: 3 }))]]);
      return [correctWord("xaste", words, { prefix: false }), correctWord("xaste", words, { prefix: false, byLength })];
    };
    expect(tied(["paste", "caste"])).toEqual(["caste", "caste"]);
    expect(tied(["caste", "paste"])).toEqual(["caste", "caste"]);
  });
  it("keeps indexed words and prefixes of indexed words as typed", () => {
    expect(correctWord("flap", vocabulary, { prefix: false })).toBe("flap");
    expect(correctWord("herm", vocabulary, { prefix: true })).toBe("herm");
  });
  it("gives up on words with nothing close", () => {
    expect(correctWord("zzzzzz", vocabulary, { prefix: false })).toBeUndefined();
    expect(correctWord("bgg", vocabulary, { prefix: false })).toBeUndefined();
  });
});

describe("query text", () => {
  it("folds accents and case and splits on punctuation", () => {
    expect(searchWords("Hermès  Birkin-30")).toEqual(["hermes", "birkin", "30"]);
  });
  it("reads the last word as a prefix unless the text ends in a space", () => {
    expect(parseQuery("chanel fl")).toEqual({ words: ["chanel", "fl"], lastIsPrefix: true });
    expect(parseQuery("chanel ")).toEqual({ words: ["chanel"], lastIsPrefix: false });
  });
});
