import { describe, expect, it } from "vitest";
import { featuredDesigners } from "./featured-designers.ts";

const d = (name: string, handle: string, product_count: number) => ({ name, handle, product_count });

describe("featuredDesigners", () => {
  it("keeps the menus' featured designers in menu order", () => {
    const all = [d("Chanel", "chanel", 5), d("Hermès", "hermes", 3), d("Acne", "acne", 40)];
    expect(featuredDesigners(all, 2).map((x) => x.handle)).toEqual(["hermes", "chanel"]);
  });

  it("skips designers with nothing in stock and tops up with the best stocked", () => {
    const all = [d("Hermès", "hermes", 0), d("Chanel", "chanel", 2), d("Acne", "acne", 4), d("Zimmermann", "zimmermann", 9)];
    expect(featuredDesigners(all, 3).map((x) => x.handle)).toEqual(["chanel", "zimmermann", "acne"]);
  });
});
