import { describe, expect, it } from "vitest";
import {
  IMAGE_BREAKPOINTS,
  IMAGE_SIZES,
  SPEC_IMAGE_SIZES,
  imagePath,
  imageSizeFor,
  imageSizes,
  imageSources,
  imageSrcSet,
  isImageSize,
  resizeImageUrl,
} from "./image-size.ts";

describe("image sizes", () => {
  it("serves spec 2 §9's sizes: small 100, medium_small 130, medium 300, big 1500", () => {
    expect(SPEC_IMAGE_SIZES).toEqual({ small: 100, medium_small: 130, medium: 300, big: 1500 });
    for (const [name, width] of Object.entries(SPEC_IMAGE_SIZES)) expect(IMAGE_SIZES[name as keyof typeof IMAGE_SIZES]).toBe(width);
  });

  it("fills the gap between medium and big so that no step is more than 1.5× the one below (decision 045)", () => {
    const widths = Object.values(IMAGE_SIZES);
    expect(widths).toEqual([...widths].sort((a, b) => a - b));
    const fromMedium = widths.filter((w) => w >= 300);
    for (let i = 1; i < fromMedium.length; i++) expect(fromMedium[i]! / fromMedium[i - 1]!).toBeLessThanOrEqual(1.5);
  });

  it("keeps spec 2 §9's breakpoints: 320, 544, 768, 992, 1300 px", () => {
    expect(IMAGE_BREAKPOINTS).toEqual([320, 544, 768, 992, 1300]);
  });

  it("recognises every size by name and nothing else", () => {
    expect(isImageSize("w600")).toBe(true);
    expect(isImageSize("big")).toBe(true);
    expect(isImageSize("huge")).toBe(false);
    expect(isImageSize("toString")).toBe(false);
  });
});

describe("resize-path URLs", () => {
  const url = imagePath("products/8000000000001/1.svg", "medium");

  it("builds /images/{size}/{key}.{format}, WebP by default", () => {
    expect(url).toBe("/images/medium/products/8000000000001/1.webp");
    expect(imagePath("products/1/2.png", "big", "avif")).toBe("/images/big/products/1/2.avif");
  });

  it("rewrites the size, and the format when asked, of a relative or absolute URL", () => {
    expect(resizeImageUrl(url, "w600")).toBe("/images/w600/products/8000000000001/1.webp");
    expect(resizeImageUrl(`https://maison.test${url}`, "small", "avif")).toBe("https://maison.test/images/small/products/8000000000001/1.avif");
    expect(resizeImageUrl("/images/w900/products/1/1.webp", "big")).toBe("/images/big/products/1/1.webp");
    expect(resizeImageUrl("/favicon.svg", "big")).toBe("/favicon.svg");
  });

  it("lists every width in a srcset, up to the original's", () => {
    expect(imageSrcSet(url)).toBe(
      [
        "/images/small/products/8000000000001/1.webp 100w",
        "/images/medium_small/products/8000000000001/1.webp 130w",
        "/images/medium/products/8000000000001/1.webp 300w",
        "/images/w450/products/8000000000001/1.webp 450w",
        "/images/w600/products/8000000000001/1.webp 600w",
        "/images/w900/products/8000000000001/1.webp 900w",
        "/images/w1200/products/8000000000001/1.webp 1200w",
        "/images/big/products/8000000000001/1.webp 1500w",
      ].join(", "),
    );
    expect(imageSrcSet(url, { format: "avif", maxWidth: 600 })).toBe(
      "/images/small/products/8000000000001/1.avif 100w, /images/medium_small/products/8000000000001/1.avif 130w, /images/medium/products/8000000000001/1.avif 300w, /images/w450/products/8000000000001/1.avif 450w, /images/w600/products/8000000000001/1.avif 600w",
    );
  });

  it("picks the narrowest width that covers a slot at a density: a 170 px card at 2× and 3×, not the 1,500 px file", () => {
    expect(imageSizeFor(170, 1)).toBe("medium");
    expect(imageSizeFor(170, 1.75)).toBe("medium");
    expect(imageSizeFor(170, 2)).toBe("w450");
    expect(imageSizeFor(170, 3)).toBe("w600");
    expect(imageSizeFor(390, 3)).toBe("w1200");
    expect(imageSizeFor(2000, 1)).toBe("big");
  });
});

describe("sizes and sources", () => {
  it("writes the sizes attribute from the spec's breakpoints", () => {
    expect(imageSizes([[544, "46vw"], [992, "31vw"]], "300px")).toBe("(max-width: 544px) 46vw, (max-width: 992px) 31vw, 300px");
  });

  it("describes one image in AVIF and WebP with a fallback that covers its widest slot", () => {
    const sources = imageSources("/images/big/products/1/1.webp", { sizes: "50vw", fallbackWidth: 340 });
    expect(sources.src).toBe("/images/w450/products/1/1.webp");
    expect(sources.srcSet.split(", ")).toHaveLength(8);
    expect(sources.avifSrcSet?.split(", ")[0]).toBe("/images/small/products/1/1.avif 100w");
    expect(sources.sizes).toBe("50vw");
  });

  it("uses any other URL as it is", () => {
    expect(imageSources("https://cdn.example/photo.jpg", { sizes: "100vw", fallbackWidth: 800 })).toEqual({
      src: "https://cdn.example/photo.jpg",
      srcSet: "",
      avifSrcSet: null,
      sizes: "100vw",
    });
  });
});
