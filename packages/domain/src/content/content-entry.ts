import { DomainError } from "../shared/domain-error.ts";

/**
 * Content as data (decision 065): a page of the site (an about page, a landing), an Editorial
 * article, or a stylist's edit (a curated list of real pieces). Staff write them in the console;
 * only published ones reach the storefront.
 */
export const CONTENT_KINDS = ["page", "article", "edit"] as const;
export type ContentKind = (typeof CONTENT_KINDS)[number];

export const CONTENT_KIND_LABELS: Record<ContentKind, string> = { page: "Page", article: "Editorial article", edit: "Stylist edit" };

/** Where each kind is served: pages at `/{slug}/`, articles under `/editorial/`, edits under `/style-assembly/`. */
export function contentPath(kind: ContentKind, slug: string): string {
  if (kind === "article") return `/editorial/${slug}/`;
  if (kind === "edit") return `/style-assembly/${slug}/`;
  return `/${slug}/`;
}

/** The limits of what staff write; the server refuses more with a 400 naming the field. */
export const CONTENT_LIMITS = { slug: 80, title: 140, summary: 400, body: 40_000, pieces: 24, imageUrl: 500 } as const;

/** Slugs: lower-case words joined by - or _ (the spec's paths include `condition_page`). */
export const CONTENT_SLUG = /^[a-z0-9]+(?:[-_][a-z0-9]+)*$/;

export interface ContentDraft {
  kind: ContentKind;
  slug: string;
  title: string;
  summary: string;
  body: string;
  image_url: string | null;
  piece_ids: string[];
}

const invalid = (field: string, message: string) => new DomainError("invalid", "content_invalid", message, field);

/** Checks what staff wrote and returns it trimmed; throws a DomainError naming the first field at fault. */
export function validateContentDraft(draft: ContentDraft): ContentDraft {
  const slug = draft.slug.trim().toLowerCase();
  const title = draft.title.trim();
  const summary = draft.summary.trim();
  const body = draft.body.replace(/\r\n/g, "\n").trim();
  const image = draft.image_url?.trim() || null;
  if (!CONTENT_SLUG.test(slug) || slug.length > CONTENT_LIMITS.slug) throw invalid("slug", `Give a slug of lower-case letters, digits and hyphens, ${CONTENT_LIMITS.slug} characters at most.`);
  if (title === "" || title.length > CONTENT_LIMITS.title) throw invalid("title", `Give a title of ${CONTENT_LIMITS.title} characters at most.`);
  if (summary.length > CONTENT_LIMITS.summary) throw invalid("summary", `Keep the summary to ${CONTENT_LIMITS.summary} characters.`);
  if (body === "") throw invalid("body", "Write the text of the page.");
  if (body.length > CONTENT_LIMITS.body) throw invalid("body", `Keep the text to ${CONTENT_LIMITS.body.toLocaleString("en-US")} characters.`);
  if (image !== null && (image.length > CONTENT_LIMITS.imageUrl || !(image.startsWith("/images/") || image.startsWith("https://")))) {
    throw invalid("image_url", "Use an image of the catalogue (/images/…) or an https:// address.");
  }
  const pieces = [...new Set(draft.piece_ids.map((id) => id.trim()).filter((id) => id !== ""))];
  if (pieces.length > CONTENT_LIMITS.pieces) throw invalid("piece_ids", `Choose ${CONTENT_LIMITS.pieces} pieces at most.`);
  if (draft.kind === "edit" && pieces.length === 0) throw invalid("piece_ids", "An edit needs at least one piece.");
  return { kind: draft.kind, slug, title, summary, body, image_url: image, piece_ids: pieces };
}

/** The body's paragraphs: blocks separated by a blank line; a block starting with "## " is a heading. */
export function contentBlocks(body: string): Array<{ kind: "heading" | "paragraph"; text: string }> {
  return body
    .replace(/\r\n/g, "\n")
    .split(/\n\s*\n/)
    .map((block) => block.trim())
    .filter((block) => block !== "")
    .map((block) => (block.startsWith("## ") ? { kind: "heading" as const, text: block.slice(3).trim() } : { kind: "paragraph" as const, text: block.replace(/\s*\n\s*/g, " ") }));
}

const escapeHtml = (text: string) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;").replace(/'/g, "&#39;");

/**
 * The body as HTML, for clients that take HTML (the storefront GraphQL's `Page.body`,
 * `Article.contentHtml`): each heading an `<h2>`, each paragraph a `<p>`, the text escaped. Nothing
 * staff write becomes markup.
 */
export function contentBodyHtml(body: string): string {
  return contentBlocks(body)
    .map((block) => (block.kind === "heading" ? `<h2>${escapeHtml(block.text)}</h2>` : `<p>${escapeHtml(block.text)}</p>`))
    .join("\n");
}

/** The body as plain text, headings and paragraphs on lines of their own. */
export function contentBodyText(body: string): string {
  return contentBlocks(body)
    .map((block) => block.text)
    .join("\n");
}
