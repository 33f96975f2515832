import { useId, type SelectHTMLAttributes, type TextareaHTMLAttributes } from "react";

function describedBy(id: string, error: string | undefined, hint: string | undefined) {
  return [error ? `${id}-error` : null, hint ? `${id}-hint` : null].filter(Boolean).join(" ") || undefined;
}

function FieldNotes({ id, error, hint }: { id: string; error: string | undefined; hint: string | undefined }) {
  return (
    <>
      {error ? (
        <p className="field-error" id={`${id}-error`}>
          {error}
        </p>
      ) : null}
      {hint ? (
        <p className="field-hint" id={`${id}-hint`}>
          {hint}
        </p>
      ) : null}
    </>
  );
}

/** A labelled select with its error and hint, like TextField. */
export function SelectField({ label, error, hint, options, ...select }: Omit<SelectHTMLAttributes<HTMLSelectElement>, "id"> & { label: string; error?: string | undefined; hint?: string; options: ReadonlyArray<{ value: string; label: string }> }) {
  const id = useId();
  return (
    <div className="field">
      <label className="field-label" htmlFor={id}>
        {label}
      </label>
      <select id={id} className="field-input field-select" aria-invalid={error ? true : undefined} aria-describedby={describedBy(id, error, hint)} {...select}>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      <FieldNotes id={id} error={error} hint={hint} />
    </div>
  );
}

/** A labelled multi-line field with its error and hint. */
export function TextAreaField({ label, error, hint, ...textarea }: Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, "id"> & { label: string; error?: string | undefined; hint?: string }) {
  const id = useId();
  return (
    <div className="field">
      <label className="field-label" htmlFor={id}>
        {label}
      </label>
      <textarea id={id} className="field-input field-textarea" aria-invalid={error ? true : undefined} aria-describedby={describedBy(id, error, hint)} {...textarea} />
      <FieldNotes id={id} error={error} hint={hint} />
    </div>
  );
}
