import { useId, type InputHTMLAttributes, type ReactNode } from "react";

export interface CheckboxFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, "id" | "type"> {
  label: ReactNode;
  hint?: ReactNode;
}

/** A checkbox with its label (and an optional line under it) as one click target. */
export function CheckboxField({ label, hint, className, ...input }: CheckboxFieldProps) {
  const id = useId();
  const hintId = hint ? `${id}-hint` : undefined;
  return (
    <div className={className ? `checkbox-field ${className}` : "checkbox-field"}>
      <input id={id} type="checkbox" className="checkbox-input" aria-describedby={hintId} {...input} />
      <label htmlFor={id} className="checkbox-label">
        {label}
        {hint ? (
          <span className="checkbox-hint" id={hintId}>
            {hint}
          </span>
        ) : null}
      </label>
    </div>
  );
}
