import { useState } from "react";
import { Form, Link, useNavigation } from "react-router";
import type { NmiRequest } from "@maison/contracts/selling";
import { MAX_PHOTOS_PER_SET } from "@maison/domain/selling/nmi-questions";
import { FormMessage } from "../../components/ui/form-message.tsx";
import type { NmiActionData } from "./nmi-action-data.ts";
import { answerField, filesField, photosField } from "./nmi-action-data.ts";
import { orderDetailsPage } from "./selling-paths.ts";
import { formatDay } from "./selling-format.ts";
import { SellerPhotoUploader } from "./seller-photo-uploader.tsx";

/**
 * The provide-information page (spec 2 §2 /submissions/provide-information/{quote}/{id}): pricing's
 * questions, each answered from its choices or in words, and the photo sets it asked for, uploaded
 * with their progress; then finalize. The seller may also decline to answer.
 */
export function NmiForm({ nmi, quote, actionData }: { nmi: NmiRequest; quote: string; actionData: NmiActionData | undefined }) {
  const navigation = useNavigation();
  const [uploading, setUploading] = useState(0);
  const sending = navigation.state !== "idle" && navigation.formData?.get("intent") === "finalize";
  const declining = navigation.state !== "idle" && navigation.formData?.get("intent") === "decline";
  const fields = actionData?.fields ?? {};
  const values = actionData?.values ?? {};
  const onBusy = (busy: boolean) => setUploading((n) => Math.max(0, n + (busy ? 1 : -1)));
  if (nmi.state === "answered") {
    return (
      <div className="sell-panel">
        <FormMessage tone="success">Thank you: our specialists have your answers and will send your quote.</FormMessage>
        <Link to={orderDetailsPage(quote)} className="button button-secondary">
          View the submission
        </Link>
      </div>
    );
  }
  return (
    <div className="nmi">
      <div className="sell-item-summary">
        <div className="sell-item-summary-text">
          <p className="eyebrow">Asked {formatDay(nmi.created_at)}</p>
          <p className="sell-item-summary-title">{nmi.item_title}</p>
          {nmi.note ? <p className="nmi-note">“{nmi.note}”</p> : null}
        </div>
      </div>
      <Form method="post" encType="multipart/form-data" className="sell-form" preventScrollReset noValidate>
        {actionData?.message ? <FormMessage tone="error">{actionData.message}</FormMessage> : null}
        {nmi.questions.length > 0 ? (
          <section className="nmi-questions" aria-labelledby="nmi-questions-title">
            <h2 className="sell-section-title" id="nmi-questions-title">
              Our questions
            </h2>
            {nmi.questions.map((question) => {
              const name = answerField(question.id);
              const error = fields[name];
              const value = values[name] ?? question.answer ?? "";
              return question.choices.length > 0 ? (
                <fieldset key={question.id} className="nmi-question" aria-describedby={error ? `${name}-error` : undefined}>
                  <legend className="nmi-question-text">{question.question}</legend>
                  <div className="nmi-choices">
                    {question.choices.map((choice) => (
                      <label key={choice} className="nmi-choice">
                        <input type="radio" name={name} value={choice} defaultChecked={value === choice} className="choice-input" />
                        <span>{choice}</span>
                      </label>
                    ))}
                  </div>
                  {error ? (
                    <p className="field-error" id={`${name}-error`}>
                      {error}
                    </p>
                  ) : null}
                </fieldset>
              ) : (
                <div key={question.id} className="field nmi-question">
                  <label className="nmi-question-text" htmlFor={name}>
                    {question.question}
                  </label>
                  <textarea id={name} name={name} className="field-input field-textarea" rows={2} maxLength={500} defaultValue={value} aria-invalid={error ? true : undefined} aria-describedby={error ? `${name}-error` : undefined} />
                  {error ? (
                    <p className="field-error" id={`${name}-error`}>
                      {error}
                    </p>
                  ) : null}
                </div>
              );
            })}
          </section>
        ) : null}
        {nmi.photo_sets.length > 0 ? (
          <section className="nmi-photos" aria-labelledby="nmi-photos-title">
            <h2 className="sell-section-title" id="nmi-photos-title">
              The photos we need
            </h2>
            {nmi.photo_sets.map((set) => (
              <SellerPhotoUploader key={set.id} name={photosField(set.id)} fileName={filesField(set.id)} label={set.label} max={MAX_PHOTOS_PER_SET} initial={set.photos} error={fields[photosField(set.id)]} onBusyChange={onBusy} />
            ))}
          </section>
        ) : null}
        <div className="sell-actions">
          <button type="submit" name="intent" value="finalize" className="button button-primary" disabled={sending || uploading > 0}>
            {sending ? "Sending…" : uploading > 0 ? "Uploading photos…" : "Send my answers"}
          </button>
        </div>
      </Form>
      <Form method="post" className="nmi-decline" preventScrollReset>
        <p className="sell-section-lede">Would you rather not answer? We will close this piece.</p>
        <button type="submit" name="intent" value="decline" className="text-link nmi-decline-button" disabled={declining}>
          {declining ? "Declining…" : "Decline and close this piece"}
        </button>
      </Form>
    </div>
  );
}
