import { describe, expect, it } from "vitest";
import { EXOTIC_MATERIALS } from "../catalog/material.ts";
import { CLASSIC_FLAP } from "./comparable-fixtures.ts";
import { QUOTE_BELOW_CONFIDENCE } from "./confidence.ts";
import { HERMES_EXOTIC_LEATHERS, HERMES_REGULAR_LEATHERS } from "./hermes.ts";
import { APPRAISAL_MESSAGES, routeAppraisal } from "./quote-routing.ts";
import { sellSku } from "./sell-sku.ts";

const birkin = (style: string) => sellSku({ category: "bags", designer: "Hermès", itemType: "Top Handle", model: "Birkin", style, size: "30 cm" });

describe("where an appraisal goes", () => {
  it("sends a piece not in the catalog to a photo submission", () => {
    expect(routeAppraisal(null, null)).toEqual({ status: "photo_upload", reason: "not_in_catalog" });
  });

  it.each(EXOTIC_MATERIALS.map((m) => [m]))("sends a %s piece to a quote (spec 2 §9 exotic materials)", (material) => {
    const sku = sellSku({ ...CLASSIC_FLAP, style: material });
    expect(sku.exotic).toBe(true);
    expect(routeAppraisal(sku, 0.9)).toEqual({ status: "quote", reason: "exotic_skin" });
  });

  it("sends Hermès leathers of the hermes lists to a quote, other houses' same leathers not", () => {
    for (const leather of HERMES_REGULAR_LEATHERS) expect(routeAppraisal(birkin(leather), 0.9).reason).toBe("hermes_leather");
    expect(routeAppraisal(birkin("Niloticus Crocodile"), 0.9).reason).toBe("exotic_skin");
    expect(HERMES_EXOTIC_LEATHERS).toContain("Niloticus Crocodile");
    expect(routeAppraisal(sellSku({ ...CLASSIC_FLAP, style: "Box Calf Leather" }), 0.9)).toEqual({ status: "instant_offer", reason: null });
  });

  it("quotes below a confidence of 0.45 or without comparables, and offers at 0.45", () => {
    expect(QUOTE_BELOW_CONFIDENCE).toBe(0.45);
    expect(routeAppraisal(CLASSIC_FLAP, 0.44)).toEqual({ status: "quote", reason: "low_confidence" });
    expect(routeAppraisal(CLASSIC_FLAP, 0.45)).toEqual({ status: "instant_offer", reason: null });
    expect(routeAppraisal(CLASSIC_FLAP, null)).toEqual({ status: "quote", reason: "no_comparables" });
  });

  it("promises a quote within 2 business days (spec 2 §2)", () => {
    expect(APPRAISAL_MESSAGES.quote).toContain("within 2 business days");
  });
});
