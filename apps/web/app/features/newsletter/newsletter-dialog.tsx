import { lazy, Suspense, useEffect, useState } from "react";
import { useLocation } from "react-router";
import { useViewer } from "../identity/use-viewer.ts";
import { isNewsletterTurnedOff, NEWSLETTER_OFFER_DELAY_MS, NEWSLETTER_SUPPRESSED_KEY, shouldOfferNewsletter } from "./newsletter-offer.ts";

const NewsletterModal = lazy(() => import("./newsletter-modal.tsx").then((m) => ({ default: m.NewsletterModal })));

/**
 * The newsletter modal (spec 2 §2): offered once to a visitor a few seconds into a visit, and never
 * when suppressed (see newsletter-offer.ts for every rule). It waits its turn behind any other dialog.
 */
export function NewsletterDialog() {
  const signedIn = useViewer() !== null;
  const location = useLocation();
  const [open, setOpen] = useState(false);

  useEffect(() => {
    if (isNewsletterTurnedOff(location.search)) localStorage.setItem(NEWSLETTER_SUPPRESSED_KEY, "off");
    const offer = shouldOfferNewsletter({
      signedIn,
      pathname: location.pathname,
      search: location.search,
      suppressed: localStorage.getItem(NEWSLETTER_SUPPRESSED_KEY) !== null,
      automated: navigator.webdriver === true,
    });
    if (!offer) return;
    const timer = window.setTimeout(() => {
      if (document.querySelector("dialog[open]")) return;
      localStorage.setItem(NEWSLETTER_SUPPRESSED_KEY, "shown");
      setOpen(true);
    }, NEWSLETTER_OFFER_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [signedIn, location.pathname, location.search]);

  if (!open || signedIn) return null;
  return (
    <Suspense fallback={null}>
      <NewsletterModal onClose={() => setOpen(false)} />
    </Suspense>
  );
}
