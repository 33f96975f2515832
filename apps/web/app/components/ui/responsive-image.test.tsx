import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { ResponsiveImage } from "./responsive-image.tsx";

const SRC = "/images/medium/products/8000000000001/1.webp";

describe("ResponsiveImage", () => {
  it("offers AVIF then WebP at every width, with sizes, fixed dimensions and lazy loading", () => {
    const html = renderToStaticMarkup(<ResponsiveImage src={SRC} alt="Birkin 30" width={300} height={300} sizes="(max-width: 544px) 46vw, 245px" />);
    expect(html).toMatch(/^<picture class="responsive-picture"><source type="image\/avif" srcSet="\/images\/small\/products\/8000000000001\/1\.avif 100w, /);
    expect(html).toContain("/images/w600/products/8000000000001/1.avif 600w");
    expect(html).toContain('srcSet="/images/small/products/8000000000001/1.webp 100w');
    expect(html).toContain("/images/big/products/8000000000001/1.webp 1500w");
    expect(html.match(/sizes="\(max-width: 544px\) 46vw, 245px"/g)).toHaveLength(2);
    // The fallback covers the widest it is drawn (its width when not told): medium, 300 px.
    expect(html).toContain('src="/images/medium/products/8000000000001/1.webp"');
    expect(html).toContain('width="300" height="300"');
    expect(html).toContain('loading="lazy"');
    expect(html).not.toContain("fetchPriority");
  });

  it("loads the page's largest image first and at once", () => {
    const html = renderToStaticMarkup(<ResponsiveImage src={SRC} alt="" width={1500} height={1500} sizes="83vw" maxDrawnWidth={640} priority />);
    expect(html).toContain('loading="eager"');
    expect(html).toContain('fetchPriority="high"');
    expect(html).toContain('src="/images/w900/products/8000000000001/1.webp"');
  });

  it("draws an image from elsewhere as it is", () => {
    const html = renderToStaticMarkup(<ResponsiveImage src="https://example.com/a.jpg" alt="" width={10} height={10} sizes="10px" eager />);
    expect(html).toContain('<img src="https://example.com/a.jpg" alt="" width="10" height="10" loading="eager" decoding="async"/>');
    expect(html).not.toContain("<picture");
  });
});
