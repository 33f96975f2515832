import type { MouseEvent } from "react";

export interface ErrorSummaryItem {
  /** The id of the control the message is about. */
  id: string;
  /** The control's label, so the list reads on its own ("Last name: Please enter a last name."). */
  label: string;
  message: string;
}

/**
 * Every problem of a form at once, above it: announced as an alert when it appears, each entry a
 * link that moves focus to its field. The messages also stand beside their fields.
 */
export function ErrorSummary({ items, title = "Please check these details" }: { items: readonly ErrorSummaryItem[]; title?: string }) {
  if (items.length === 0) return null;
  const focus = (event: MouseEvent<HTMLAnchorElement>, id: string) => {
    const control = document.getElementById(id);
    if (!control) return;
    event.preventDefault();
    control.focus();
  };
  return (
    <div className="error-summary" role="alert">
      <p className="error-summary-title">
        {title} ({items.length === 1 ? "1 problem" : `${items.length} problems`})
      </p>
      <ul className="error-summary-list">
        {items.map((item) => (
          <li key={item.id}>
            <a href={`#${item.id}`} onClick={(event) => focus(event, item.id)}>
              {item.label}: {item.message}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
