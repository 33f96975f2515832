import { Link } from "react-router";
import { LOAN_PAGES } from "../loans/loans-paths.ts";
import type { Tier } from "@maison/domain/membership/tier";
import { MEMBERSHIP_PAGES } from "../membership/membership-paths.ts";
import { formatDate } from "../membership/membership-status.ts";
import { tierBenefitLines } from "./tier-benefits.ts";
import { NAMED_TIERS } from "../membership/tier-progress.ts";
import { TierProgressCard } from "./tier-progress-card.tsx";

export interface RewardsPageProps {
  /** The signed-in shopper's standing; null for a visitor. */
  standing: {
    tier: Tier;
    spendCents: number | null;
    isMember: boolean;
    specialDiscount: { percentage: number; code: string; expiration_date: string } | null;
  } | null;
  /** The shopper is signed in but their standing could not be read. */
  unavailable?: boolean;
}

/** The rewards page: the shopper's tier and progress, then every tier with what it gives. */
export function RewardsPage({ standing, unavailable = false }: RewardsPageProps) {
  return (
    <div className="page-width rewards-page">
      <header className="rewards-header">
        <p className="eyebrow">Maison Rewards</p>
        <h1 className="rewards-title">Tiers that grow with you</h1>
        <p className="rewards-intro">Your tier follows what you spend over the last 12 months: Bronze from $500, Silver from $2,500, Gold from $5,000 and Diamond from $10,000.</p>
      </header>
      {standing ? (
        <div className="rewards-standing">
          <TierProgressCard tier={standing.tier} spendCents={standing.spendCents} />
          {standing.specialDiscount ? (
            <section className="tier-card" aria-labelledby="special-day-title">
              <p className="eyebrow">Your special day</p>
              <h2 id="special-day-title" className="tier-card-title">{`${standing.specialDiscount.percentage}% off`}</h2>
              <p className="tier-card-text">
                Use code <strong className="rewards-code">{standing.specialDiscount.code}</strong> at checkout until {formatDate(standing.specialDiscount.expiration_date)}.
              </p>
            </section>
          ) : null}
          {!standing.isMember ? (
            <section className="tier-card tier-card-accent" aria-labelledby="rewards-join-title">
              <p className="eyebrow">Membership</p>
              <h2 id="rewards-join-title" className="tier-card-title">
                Make every dollar count
              </h2>
              <p className="tier-card-text">Members turn a monthly contribution into store credit, with member prices and the VIP preview.</p>
              <Link to={MEMBERSHIP_PAGES.landing} className="button button-primary">
                Discover membership
              </Link>
            </section>
          ) : null}
        </div>
      ) : (
        <section className="tier-card" aria-labelledby="rewards-signin-title">
          <h2 id="rewards-signin-title" className="tier-card-title">
            See your tier
          </h2>
          <p className="tier-card-text" role={unavailable ? "alert" : undefined}>
            {unavailable
              ? "We could not read your tier just now. Please reload the page in a moment."
              : "Log in to see your tier and how far you are from the next one."}
          </p>
        </section>
      )}
      <section className="membership-section" aria-labelledby="rewards-tiers-title">
        <h2 id="rewards-tiers-title" className="membership-section-title">
          What each tier gives
        </h2>
        <ol className="tier-benefits">
          {NAMED_TIERS.map((tier) => {
            const current = standing?.tier.key === tier.key;
            return (
              <li key={tier.key} className="tier-benefits-item" aria-current={current ? "true" : undefined}>
                <h3 className="tier-step-name">
                  {tier.name}
                  {current ? <span className="tier-step-badge">Your tier</span> : null}
                </h3>
                <p className="tier-step-spend">{`From $${(tier.minSpendCents / 100).toLocaleString("en-US")} in 12 months`}</p>
                <ul className="tier-benefit-lines">
                  {tierBenefitLines(tier.key).map((line) => (
                    <li key={line}>{line}</li>
                  ))}
                </ul>
              </li>
            );
          })}
        </ol>
        <p className="membership-section-text">
          Each tier borrows a larger share of a piece's value in the loan program.{" "}
          <Link to={LOAN_PAGES.landing} className="text-link">
            How loans work
          </Link>
        </p>
      </section>
    </div>
  );
}
