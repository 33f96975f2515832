import { useId, type ReactNode } from "react";

export interface AccountSectionProps {
  title: string;
  description?: ReactNode;
  children: ReactNode;
}

/** One titled block of an account page. */
export function AccountSection({ title, description, children }: AccountSectionProps) {
  const id = useId();
  return (
    <section className="account-section" aria-labelledby={id}>
      <div className="account-section-head">
        <h2 className="account-section-title" id={id}>
          {title}
        </h2>
        {description ? <p className="account-section-description">{description}</p> : null}
      </div>
      <div className="account-section-body">{children}</div>
    </section>
  );
}
