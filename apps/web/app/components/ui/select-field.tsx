import { useId, type ReactNode, type SelectHTMLAttributes } from "react";

export interface SelectFieldProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, "id"> {
  label: string;
  /** A fixed id, for a form's error summary to link to; else one is made up. */
  id?: string | undefined;
  /** The message of a failed check; marks the field invalid and is read with it. */
  error?: string | undefined;
  children: ReactNode;
}

/** A labelled select with its error, tied together for assistive technology like a text field. */
export function SelectField({ label, id: fixedId, error, className, children, ...select }: SelectFieldProps) {
  const madeUpId = useId();
  const id = fixedId ?? madeUpId;
  const errorId = error ? `${id}-error` : undefined;
  return (
    <div className={className ? `field ${className}` : "field"}>
      <label className="field-label" htmlFor={id}>
        {label}
      </label>
      <div className="field-control">
        <select id={id} className="field-input field-select" aria-invalid={error ? true : undefined} aria-describedby={errorId} {...select}>
          {children}
        </select>
      </div>
      {error ? (
        <p className="field-error" id={errorId}>
          {error}
        </p>
      ) : null}
    </div>
  );
}
