import type { IsMemberResponse } from "@maison/contracts/membership";
import { TierLadder } from "./tier-ladder.tsx";
import type { ProjectionState } from "./balance-chart.tsx";
import { JoinPanel } from "./join-panel.tsx";
import { MEMBERSHIP_HERO } from "./membership-content.ts";
import { MembershipFaq } from "./membership-faq.tsx";
import { MembershipPerks } from "./membership-perks.tsx";
import type { PlanPick } from "./membership-plans.ts";
import { MemberStatusPanel } from "./member-status-panel.tsx";

export interface MembershipPageProps {
  pick: PlanPick;
  /** The signed-in shopper's membership, null for a visitor or when it could not be read. */
  member: IsMemberResponse | null;
  /** The projection of `pick`, read while rendering on the server (null when it could not be). */
  projection: ProjectionState | null;
}

/** The membership landing page: hero, join (or the member's status), perks, tiers and questions. */
export function MembershipPage({ pick, member, projection }: MembershipPageProps) {
  const isMember = member?.is_member ?? false;
  return (
    <div className="membership-page">
      <header className="membership-hero">
        <div className="page-width membership-hero-inner">
          <p className="eyebrow">{MEMBERSHIP_HERO.eyebrow}</p>
          <h1 className="membership-hero-title">{MEMBERSHIP_HERO.title}</h1>
          <p className="membership-hero-text">{MEMBERSHIP_HERO.text}</p>
        </div>
      </header>
      <div className="page-width membership-body">
        {isMember ? <MemberStatusPanel membership={member?.membership ?? null} /> : <JoinPanel initialPick={pick} initialProjection={projection} />}
        <MembershipPerks />
        <section className="membership-section" aria-labelledby="membership-tiers-title">
          <div className="membership-section-head">
            <p className="eyebrow">Tiers</p>
            <h2 id="membership-tiers-title" className="membership-section-title">
              Rise through the tiers
            </h2>
            <p className="membership-section-text">Your tier follows what you spend over the last 12 months, and unlocks more offers as it rises.</p>
          </div>
          <TierLadder headingId="membership-tiers-title" />
        </section>
        <MembershipFaq />
      </div>
    </div>
  );
}
