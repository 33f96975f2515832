/**
 * When the newsletter modal may offer itself (spec 2 §2: it can be suppressed). It shows at most
 * once per browser, some seconds into a visit, to visitors only, and never:
 *  - when the URL says `?newsletter=off` (links in our own e-mails carry it), which also suppresses it for later;
 *  - when the suppression flag is stored (it was shown, or the person subscribed);
 *  - to a signed-in user, or on account, password, sign-out and development pages;
 *  - in a browser driven by automation (`navigator.webdriver`), so it never covers what a test looks at.
 */

/** localStorage key of the suppression flag. */
export const NEWSLETTER_SUPPRESSED_KEY = "newsletter_modal_suppressed";
/** `?newsletter=off` suppresses the modal. */
export const NEWSLETTER_PARAM = "newsletter";
/** How long a visitor browses before the offer appears. */
export const NEWSLETTER_OFFER_DELAY_MS = 12_000;

const QUIET_PATHS = ["/my-account", "/reset-password", "/logout", "/dev/"];

export interface NewsletterOfferContext {
  signedIn: boolean;
  pathname: string;
  search: string;
  suppressed: boolean;
  automated: boolean;
}

export function isNewsletterTurnedOff(search: string): boolean {
  return new URLSearchParams(search).get(NEWSLETTER_PARAM) === "off";
}

export function shouldOfferNewsletter(context: NewsletterOfferContext): boolean {
  if (context.signedIn || context.suppressed || context.automated) return false;
  if (isNewsletterTurnedOff(context.search)) return false;
  return !QUIET_PATHS.some((path) => context.pathname === path.replace(/\/$/, "") || context.pathname.startsWith(path));
}
