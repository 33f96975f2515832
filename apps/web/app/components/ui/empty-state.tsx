import type { ReactNode } from "react";

export interface EmptyStateProps {
  eyebrow?: string;
  title: string;
  headingLevel?: "h1" | "h2";
  children?: ReactNode;
  actions?: ReactNode;
}

/** A quiet, centred message for lists with nothing in them and pages that cannot be shown. */
export function EmptyState({ eyebrow, title, headingLevel = "h2", children, actions }: EmptyStateProps) {
  const Heading = headingLevel;
  return (
    <div className="empty-state">
      {eyebrow ? <p className="eyebrow">{eyebrow}</p> : null}
      <Heading className="empty-state-title">{title}</Heading>
      {children ? <div className="empty-state-body">{children}</div> : null}
      {actions ? <div className="empty-state-actions">{actions}</div> : null}
    </div>
  );
}
