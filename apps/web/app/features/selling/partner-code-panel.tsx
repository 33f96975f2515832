import { useRef, useState } from "react";
import { Form, Link, useNavigation } from "react-router";
import type { SellActionData } from "./sell-action-data.ts";
import type { PartnerState } from "./sell-flow.server.ts";
import { sellFlowHref, withPartner, type SellFlowState } from "./sell-flow-state.ts";

/**
 * The partner code (spec 2 §4): unverified → verified with the partner's name, or an error that can
 * be reset to try again. A verified code stays in the flow's URL and goes with the submission.
 */
export function PartnerCodePanel({ partner, state, actionData }: { partner: PartnerState; state: SellFlowState; actionData: SellActionData | undefined }) {
  const navigation = useNavigation();
  const checking = navigation.state !== "idle" && navigation.formData?.get("intent") === "partner-code";
  const refused = actionData?.intent === "partner-code" ? actionData : undefined;
  const [dismissed, setDismissed] = useState<SellActionData | undefined>(undefined);
  const inputRef = useRef<HTMLInputElement>(null);
  const error = refused && refused !== dismissed ? refused.fields.partner_code : partner.status === "error" ? partner.message : undefined;
  const resetHref = sellFlowHref(withPartner(state, null));

  if (partner.status === "verified") {
    return (
      <div className="partner-code partner-code-verified" role="status">
        <p>
          <span className="eyebrow">Partner code</span> <strong>{partner.code}</strong>, referred by {partner.partnerName}
        </p>
        <Link to={resetHref} className="text-link" preventScrollReset>
          Remove
        </Link>
      </div>
    );
  }
  return (
    <details className="partner-code" open={Boolean(error) || refused !== undefined}>
      <summary>Have a partner code?</summary>
      <Form method="post" className="partner-code-form" preventScrollReset noValidate>
        <div className="field">
          <label className="field-label" htmlFor="partner-code">
            Partner code
          </label>
          <div className="partner-code-row">
            <input
              ref={inputRef}
              id="partner-code"
              name="partner_code"
              className="field-input"
              defaultValue={refused?.values.partner_code ?? (partner.status === "error" ? partner.code : "")}
              maxLength={40}
              autoComplete="off"
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? "partner-code-error" : undefined}
            />
            <button type="submit" name="intent" value="partner-code" className="button button-secondary button-small" disabled={checking}>
              {checking ? "Checking…" : "Apply"}
            </button>
          </div>
          {error ? (
            <p className="field-error" id="partner-code-error" role="alert">
              {error}{" "}
              {partner.status === "error" ? (
                <Link to={resetHref} className="partner-code-reset" preventScrollReset>
                  Try another code
                </Link>
              ) : (
                <button
                  type="button"
                  className="partner-code-reset"
                  onClick={() => {
                    setDismissed(refused);
                    if (inputRef.current) {
                      inputRef.current.value = "";
                      inputRef.current.focus();
                    }
                  }}
                >
                  Try another code
                </button>
              )}
            </p>
          ) : null}
        </div>
      </Form>
    </details>
  );
}
