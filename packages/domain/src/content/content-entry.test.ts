import { describe, expect, it } from "vitest";
import { contentBlocks, contentBodyHtml, contentBodyText, contentPath, validateContentDraft, type ContentDraft } from "./content-entry.ts";
import { contentEntryLifecycle } from "./content-entry-lifecycle.ts";
import { jsonFeedOf, JSON_FEED_VERSION } from "./json-feed.ts";

const draft: ContentDraft = { kind: "article", slug: " The-Kelly ", title: " The Kelly ", summary: "", body: "One.\n\n## Two\n\nThree\nlines", image_url: null, piece_ids: [] };

describe("content entries", () => {
  it("serves pages at their slug, articles under /editorial/ and edits under /style-assembly/", () => {
    expect(contentPath("page", "about-us")).toBe("/about-us/");
    expect(contentPath("article", "the-kelly")).toBe("/editorial/the-kelly/");
    expect(contentPath("edit", "weekend")).toBe("/style-assembly/weekend/");
  });

  it("trims and lower-cases, and names the field at fault", () => {
    expect(validateContentDraft(draft)).toMatchObject({ slug: "the-kelly", title: "The Kelly" });
    expect(() => validateContentDraft({ ...draft, slug: "Bad slug!" })).toThrow(expect.objectContaining({ field: "slug" }));
    expect(() => validateContentDraft({ ...draft, title: "  " })).toThrow(expect.objectContaining({ field: "title" }));
    expect(() => validateContentDraft({ ...draft, body: "" })).toThrow(expect.objectContaining({ field: "body" }));
    expect(() => validateContentDraft({ ...draft, image_url: "javascript:alert(1)" })).toThrow(expect.objectContaining({ field: "image_url" }));
    expect(() => validateContentDraft({ ...draft, kind: "edit" })).toThrow(expect.objectContaining({ field: "piece_ids" }));
    expect(() => validateContentDraft({ ...draft, piece_ids: Array.from({ length: 25 }, (_, i) => `p${i}`) })).toThrow(expect.objectContaining({ field: "piece_ids" }));
    expect(validateContentDraft({ ...draft, slug: "condition_page" }).slug).toBe("condition_page");
  });

  it("splits the body into headings and paragraphs", () => {
    expect(contentBlocks(draft.body)).toEqual([
      { kind: "paragraph", text: "One." },
      { kind: "heading", text: "Two" },
      { kind: "paragraph", text: "Three lines" },
    ]);
  });

  it("renders the body as escaped HTML and as plain text", () => {
    expect(contentBodyHtml(draft.body)).toBe("<p>One.</p>\n<h2>Two</h2>\n<p>Three lines</p>");
    expect(contentBodyHtml("Fish & <chips> \"now\"")).toBe("<p>Fish &amp; &lt;chips&gt; &quot;now&quot;</p>");
    expect(contentBodyText(draft.body)).toBe("One.\nTwo\nThree lines");
  });

  it("publishes from draft or unpublished, unpublishes from published, by staff with the content capability", () => {
    expect(contentEntryLifecycle.events.publish.from).toEqual(["draft", "unpublished"]);
    expect(contentEntryLifecycle.events.unpublish.from).toEqual(["published"]);
    expect(contentEntryLifecycle.events.publish.capability).toBe("content");
  });

  it("builds a JSON Feed 1.1, newest first, with absolute addresses", () => {
    const feed = jsonFeedOf(
      [
        { slug: "old", title: "Old", summary: "", body: "a", image_url: null, published_at: "2026-01-01T00:00:00.000Z", updated_at: "2026-01-01T00:00:00.000Z" },
        { slug: "new", title: "New", summary: "S", body: "b", image_url: "/images/x.jpg", published_at: "2026-02-01T00:00:00.000Z", updated_at: "2026-02-02T00:00:00.000Z" },
      ],
      "https://maison.test/",
    );
    expect(feed.version).toBe(JSON_FEED_VERSION);
    expect(feed.feed_url).toBe("https://maison.test/feed/json");
    expect(feed.items.map((i) => i.id)).toEqual(["https://maison.test/editorial/new/", "https://maison.test/editorial/old/"]);
    expect(feed.items[0]).toMatchObject({ summary: "S", image: "https://maison.test/images/x.jpg", content_text: "b", date_modified: "2026-02-02T00:00:00.000Z" });
    expect(feed.items[1]).not.toHaveProperty("image");
  });
});
