import { MEMBERSHIP_FAQ } from "./membership-content.ts";

/** Questions and answers on native disclosure widgets: keyboard and screen-reader ready without script. */
export function MembershipFaq() {
  return (
    <section className="membership-section" aria-labelledby="membership-faq-title">
      <div className="membership-section-head">
        <p className="eyebrow">Questions</p>
        <h2 id="membership-faq-title" className="membership-section-title">
          Membership, answered
        </h2>
      </div>
      <div className="membership-faq">
        {MEMBERSHIP_FAQ.map((entry) => (
          <details key={entry.question} className="membership-faq-item">
            <summary>{entry.question}</summary>
            <p>{entry.answer}</p>
          </details>
        ))}
      </div>
    </section>
  );
}
