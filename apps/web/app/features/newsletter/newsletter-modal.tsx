import { useEffect, useRef, useState } from "react";
import { Dialog } from "../../components/ui/dialog.tsx";
import { NewsletterForm } from "./newsletter-form.tsx";

/** The newsletter modal's content: loaded when it is first offered (decision 045), not with the page. */
export function NewsletterModal({ onClose }: { onClose: () => void }) {
  const [subscribed, setSubscribed] = useState(false);
  const declineRef = useRef<HTMLButtonElement>(null);

  // The form gives way to its thank-you line: keep focus in the dialog, on the way out.
  useEffect(() => {
    if (subscribed) declineRef.current?.focus();
  }, [subscribed]);

  return (
    <Dialog className="newsletter-dialog" eyebrow="The Maison Letter" title="First look at new arrivals" onClose={onClose}>
      <p className="newsletter-dialog-lede">
        Hundreds of authenticated pieces arrive every week. Be the first to hear about them, and about our private sales.
      </p>
      <NewsletterForm variant="dialog" withPhone onSubscribed={() => setSubscribed(true)} />
      <button ref={declineRef} type="button" className="auth-link newsletter-dialog-decline" onClick={onClose}>
        {subscribed ? "Continue shopping" : "No thanks"}
      </button>
    </Dialog>
  );
}
