import type { EmailMessage } from "./message.ts";

/** What a module writes; the layout adds the brand header, the footer and the HTML form. */
export interface EmailContent {
  to: string;
  subject: string;
  /** A short title above the text, e.g. "Confirm your e-mail". */
  heading?: string;
  paragraphs: readonly string[];
  /** A prominent code (e-mail confirmation), shown on its own line. */
  code?: string;
  /** One button, e.g. a password-reset link; only http(s) links are accepted. */
  action?: { label: string; url: string };
}

export const EMAIL_BRAND = "MAISON";
export const EMAIL_FOOTER = "Maison · Pre-owned luxury, authenticated.";

/**
 * The house e-mail: "MAISON" on top, the content, a footer naming the recipient. Builds the plain
 * text and the HTML from the same content, so both always say the same thing; all text is escaped.
 */
export function composeEmail(content: EmailContent): EmailMessage {
  if (content.action && !/^https?:\/\//i.test(content.action.url)) {
    throw new Error("E-mail links must be http(s) URLs");
  }
  const sentTo = `This e-mail was sent to ${content.to}.`;
  const text = [
    EMAIL_BRAND,
    ...(content.heading ? [content.heading] : []),
    ...content.paragraphs,
    ...(content.code ? [content.code] : []),
    ...(content.action ? [`${content.action.label}: ${content.action.url}`] : []),
    `--\n${EMAIL_FOOTER}\n${sentTo}`,
  ].join("\n\n");
  const body = [
    content.heading ? `<h1 style="font-size:22px;font-weight:normal;margin:0 0 16px">${escapeHtml(content.heading)}</h1>` : "",
    ...content.paragraphs.map((p) => `<p style="margin:0 0 16px;line-height:1.5">${escapeHtml(p)}</p>`),
    content.code
      ? `<p style="margin:0 0 16px;font-size:28px;letter-spacing:6px;font-weight:bold">${escapeHtml(content.code)}</p>`
      : "",
    content.action
      ? `<p style="margin:24px 0"><a href="${escapeHtml(content.action.url)}" style="background:#111;color:#fff;padding:12px 24px;text-decoration:none;display:inline-block">${escapeHtml(content.action.label)}</a></p>`
      : "",
  ].join("");
  const html = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(content.subject)}</title></head>
<body style="margin:0;background:#f6f5f3;font-family:Georgia,'Times New Roman',serif;color:#111">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:24px">
<table role="presentation" width="600" cellpadding="0" cellspacing="0" style="max-width:600px;background:#fff">
<tr><td style="padding:24px;text-align:center;font-size:24px;letter-spacing:8px;border-bottom:1px solid #e5e2dc">${EMAIL_BRAND}</td></tr>
<tr><td style="padding:32px 24px;font-size:16px">${body}</td></tr>
<tr><td style="padding:16px 24px;font-size:12px;color:#6b6b6b;border-top:1px solid #e5e2dc">${escapeHtml(EMAIL_FOOTER)}<br>${escapeHtml(sentTo)}</td></tr>
</table></td></tr></table>
</body></html>`;
  return { to: content.to, subject: content.subject, text, html };
}

export function escapeHtml(value: string): string {
  return value
    .replaceAll("&", "&amp;")
    .replaceAll("<", "&lt;")
    .replaceAll(">", "&gt;")
    .replaceAll('"', "&quot;")
    .replaceAll("'", "&#39;");
}
