import { useEffect, useRef, useState } from "react";
import { useLocation } from "react-router";
import { Dialog } from "../../components/ui/dialog.tsx";
import { useViewer } from "../identity/use-viewer.ts";
import { NewsletterForm } from "./newsletter-form.tsx";
import { isNewsletterTurnedOff, NEWSLETTER_OFFER_DELAY_MS, NEWSLETTER_SUPPRESSED_KEY, shouldOfferNewsletter } from "./newsletter-offer.ts";

/**
 * The newsletter modal (spec 2 §2): offered once to a visitor a few seconds into a visit, and never
 * when suppressed (see newsletter-offer.ts for every rule). It waits its turn behind any other dialog.
 */
export function NewsletterDialog() {
  const signedIn = useViewer() !== null;
  const location = useLocation();
  const [open, setOpen] = useState(false);
  const [subscribed, setSubscribed] = useState(false);
  const declineRef = useRef<HTMLButtonElement>(null);

  // The form gives way to its thank-you line: keep focus in the dialog, on the way out.
  useEffect(() => {
    if (subscribed) declineRef.current?.focus();
  }, [subscribed]);

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
    <Dialog className="newsletter-dialog" eyebrow="The Maison Letter" title="First look at new arrivals" onClose={() => setOpen(false)}>
      <p className="newsletter-dialog-lede">
        Hundreds of authenticated pieces arrive every week. Be the first to hear about them, and about our private sales.
      </p>
      <NewsletterForm variant="dialog" withPhone onSubscribed={() => setSubscribed(true)} />
      <button ref={declineRef} type="button" className="auth-link newsletter-dialog-decline" onClick={() => setOpen(false)}>
        {subscribed ? "Continue shopping" : "No thanks"}
      </button>
    </Dialog>
  );
}
