import { SUPPORT_HELP_URL } from "@maison/domain/returns/return-messages";

/**
 * A refusal of a purchase form. The spec's return and cancel failures end "Please contact customer
 * support here.": "here" is the help link (spec 2 §8).
 */
export function PurchaseFormError({ message, help }: { message: string; help?: boolean | undefined }) {
  const cut = help ? message.lastIndexOf("here.") : -1;
  return (
    <p className="form-message form-message-error" role="alert">
      {cut >= 0 ? (
        <>
          {message.slice(0, cut)}
          <a href={SUPPORT_HELP_URL} className="text-link">
            here
          </a>
          .
        </>
      ) : (
        message
      )}
    </p>
  );
}
