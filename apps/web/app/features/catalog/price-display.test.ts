import { describe, expect, it } from "vitest";
import { formatDollars, formatItemCount, formatPriceCents, visibleEstimatedRetail, visibleOriginalPrice } from "./price-display.ts";

describe("formatDollars", () => {
  it("formats whole dollars with separators", () => {
    expect(formatDollars(1250)).toBe("$1,250");
    expect(formatDollars(95)).toBe("$95");
  });
});

describe("visibleOriginalPrice", () => {
  it("shows an original price above the price", () => {
    expect(visibleOriginalPrice(1000, 1200)).toBe(1200);
  });

  it("hides a deep drop on an original price of $5,000 or more", () => {
    expect(visibleOriginalPrice(3000, 5000)).toBeNull();
    expect(visibleOriginalPrice(4000, 5000)).toBe(5000);
  });

  it("hides a missing or lower original price", () => {
    expect(visibleOriginalPrice(1000, null)).toBeNull();
    expect(visibleOriginalPrice(1000, 900)).toBeNull();
  });
});

describe("visibleEstimatedRetail", () => {
  it("shows retail only when the price is under 95% of it", () => {
    expect(visibleEstimatedRetail(900, 1000)).toBe(1000);
    expect(visibleEstimatedRetail(950, 1000)).toBeNull();
    expect(visibleEstimatedRetail(900, null)).toBeNull();
  });
});

describe("formatItemCount", () => {
  it("counts items in words", () => {
    expect(formatItemCount(1)).toBe("1 item");
    expect(formatItemCount(1234)).toBe("1,234 items");
    expect(formatItemCount(0)).toBe("0 items");
  });
});

describe("member prices", () => {
  it("writes whole dollars, and cents only when the price has them", () => {
    expect(formatPriceCents(154_000)).toBe("$1,540");
    expect(formatPriceCents(151_050)).toBe("$1,510.50");
  });
});
