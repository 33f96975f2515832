import { useId, type InputHTMLAttributes, type ReactNode } from "react";

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, "id"> {
  label: string;
  /** A fixed id, for a form's error summary to link to; else one is made up. */
  id?: string | undefined;
  /** The message of a failed check; marks the field invalid and is read with it. */
  error?: string | undefined;
  /** A quiet line under the field (the rule it must meet). */
  hint?: ReactNode;
  /** Something drawn inside the field's right edge (a show-password toggle). */
  adornment?: ReactNode;
}

/** A labelled input with its hint and its error, tied together for assistive technology. */
export function TextField({ label, id: fixedId, error, hint, adornment, className, ...input }: TextFieldProps) {
  const madeUpId = useId();
  const id = fixedId ?? madeUpId;
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [errorId, hintId].filter(Boolean).join(" ") || undefined;
  return (
    <div className={className ? `field ${className}` : "field"}>
      <label className="field-label" htmlFor={id}>
        {label}
      </label>
      <div className={adornment ? "field-control has-adornment" : "field-control"}>
        <input
          id={id}
          className="field-input"
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          {...input}
        />
        {adornment}
      </div>
      {error ? (
        <p className="field-error" id={errorId}>
          {error}
        </p>
      ) : null}
      {hint ? (
        <p className="field-hint" id={hintId}>
          {hint}
        </p>
      ) : null}
    </div>
  );
}
