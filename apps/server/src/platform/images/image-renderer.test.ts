import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { renderImage } from "./image-renderer.ts";

const SVG = Buffer.from(
  `<svg xmlns="http://www.w3.org/2000/svg" width="1500" height="1500" viewBox="0 0 1500 1500">` +
    `<rect width="1500" height="1500" fill="#f2ede6"/><circle cx="750" cy="750" r="400" fill="#8a5a3c"/></svg>`,
);

describe("renderImage", () => {
  it("renders an SVG original as a 300 px square WebP for the medium size", async () => {
    const image = await renderImage(SVG, "medium");
    expect(image.contentType).toBe("image/webp");
    const meta = await sharp(image.data).metadata();
    expect(meta).toMatchObject({ format: "webp", width: 300, height: 300 });
  });

  it("keeps a photo's proportions and encodes each format", async () => {
    const photo = await sharp({ create: { width: 800, height: 400, channels: 3, background: "#336699" } }).png().toBuffer();
    const expected = { jpg: ["jpeg", "image/jpeg"], png: ["png", "image/png"], avif: ["heif", "image/avif"] } as const;
    for (const [format, [sharpFormat, contentType]] of Object.entries(expected)) {
      const image = await renderImage(photo, "small", format as keyof typeof expected);
      expect(image.contentType).toBe(contentType);
      expect(await sharp(image.data).metadata()).toMatchObject({ format: sharpFormat, width: 100, height: 50 });
    }
  });

  it("draws a small SVG out to the big size at full sharpness", async () => {
    const icon = Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="30" height="30"><rect width="30" height="30" fill="#000"/></svg>`);
    const meta = await sharp((await renderImage(icon, "big", "png")).data).metadata();
    expect(meta).toMatchObject({ width: 1500, height: 1500 });
  });
});
