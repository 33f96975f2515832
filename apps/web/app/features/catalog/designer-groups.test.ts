import { describe, expect, it } from "vitest";
import { groupDesignersByLetter, indexLetter } from "./designer-groups.ts";

const designer = (name: string) => ({ name, handle: name.toLowerCase(), product_count: 1 });

describe("indexLetter", () => {
  it("uses the first letter without its accent", () => {
    expect(indexLetter("Hermès")).toBe("H");
    expect(indexLetter("Émilio Pucci")).toBe("E");
    expect(indexLetter("van Cleef & Arpels")).toBe("V");
  });

  it("files digits and symbols under #", () => {
    expect(indexLetter("3.1 Phillip Lim")).toBe("#");
  });
});

describe("groupDesignersByLetter", () => {
  it("groups A–Z with # last and sorts names within a letter", () => {
    const groups = groupDesignersByLetter(
      ["Gucci", "3.1 Phillip Lim", "Goyard", "Chanel", "Céline", "Cartier"].map(designer),
    );
    expect(groups.map((g) => g.letter)).toEqual(["C", "G", "#"]);
    expect(groups[0]?.designers.map((d) => d.name)).toEqual(["Cartier", "Céline", "Chanel"]);
    expect(groups[1]?.designers.map((d) => d.name)).toEqual(["Goyard", "Gucci"]);
  });

  it("returns no groups for no designers", () => {
    expect(groupDesignersByLetter([])).toEqual([]);
  });
});
