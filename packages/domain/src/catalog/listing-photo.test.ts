import { describe, expect, it } from "vitest";
import { MIN_PHOTO_EDGE_PX, photoProblem } from "./listing-photo.ts";

describe("listing photo rules", () => {
  it("accepts JPEG, PNG and WebP photos of at least the medium size", () => {
    expect(photoProblem({ format: "jpeg", width: 1200, height: 900 })).toBeNull();
    expect(photoProblem({ format: "png", width: MIN_PHOTO_EDGE_PX, height: MIN_PHOTO_EDGE_PX })).toBeNull();
    expect(photoProblem({ format: "webp", width: 2000, height: 3000 })).toBeNull();
  });

  it("refuses other formats, and vector images", () => {
    expect(photoProblem({ format: "gif", width: 800, height: 800 })).toMatch(/JPEG, PNG or WebP/);
    expect(photoProblem({ format: "svg", width: 800, height: 800 })).toMatch(/JPEG, PNG or WebP/);
    expect(photoProblem({ format: undefined, width: undefined, height: undefined })).toMatch(/JPEG, PNG or WebP/);
  });

  it("refuses photos too small on their shorter side, or over 50 megapixels", () => {
    expect(photoProblem({ format: "jpeg", width: 1200, height: MIN_PHOTO_EDGE_PX - 1 })).toMatch(/at least 300 px/);
    expect(photoProblem({ format: "jpeg", width: 10_000, height: 5_001 })).toMatch(/50 megapixels/);
  });
});
