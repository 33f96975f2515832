import { useState } from "react";
import { Link } from "react-router";
import type { BannersResponse } from "@maison/contracts/content";
import { ResponsiveImage } from "../../components/ui/responsive-image.tsx";
import "./banner-strip.css";

type Banner = BannersResponse["results"][number];

/** A banner as the home page draws it: the countdown is worked out by the loader so server and browser agree. */
export interface HomeBanner {
  id: string;
  title: string;
  description: string;
  /** The first image, an image-pipeline path (`/images/{size}/…`), or null for a text banner. */
  image: string | null;
  href: string | null;
  canDismiss: boolean;
  /** "Ends in 3 days", or null when there is no countdown to show. */
  countdown: string | null;
}

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;

const plural = (n: number, unit: string) => `${n} ${unit}${n === 1 ? "" : "s"}`;

/** "Ends in 3 days" / "Ends in 5 hours" / "Ends in 12 minutes" until `endDate`; null once it has passed or cannot be read. */
export function countdownLabel(prefix: string | null, endDate: string | null, now: Date): string | null {
  if (endDate === null) return null;
  const left = Date.parse(endDate) - now.getTime();
  if (!Number.isFinite(left) || left <= 0) return null;
  const span = left >= DAY_MS ? plural(Math.floor(left / DAY_MS), "day") : left >= HOUR_MS ? plural(Math.floor(left / HOUR_MS), "hour") : plural(Math.max(1, Math.floor(left / MINUTE_MS)), "minute");
  return `${prefix?.trim() || "Ends in"} ${span}`;
}

/** The banners to draw from a get-banners answer: active ones only, each with its countdown as of `now`. */
export function homeBanners(response: BannersResponse, now: Date): HomeBanner[] {
  return response.results
    .filter((banner: Banner) => banner.is_active)
    .map((banner) => ({
      id: banner.id,
      title: banner.title,
      description: banner.description,
      image: banner.images.find((src) => src.trim() !== "") ?? null,
      href: banner.href?.trim() ? banner.href : null,
      canDismiss: banner.can_dismiss,
      countdown: banner.show_countdown ? countdownLabel(banner.countdown_prefix, banner.end_date, now) : null,
    }));
}

/** A path of this site (a client-side link); anything else is an ordinary link. */
function isSitePath(href: string): boolean {
  return href.startsWith("/") && !href.startsWith("//");
}

/**
 * The home page's banners (spec 1 §3 / spec 2 §3), rendered with the page: an image keeps its box
 * from the first paint (fixed width, height and aspect ratio), the title links to the banner's
 * address, and a dismissible one can be closed for this visit.
 */
export function BannerStrip({ banners }: { banners: readonly HomeBanner[] }) {
  const [dismissed, setDismissed] = useState<ReadonlySet<string>>(() => new Set());
  const shown = banners.filter((banner) => !dismissed.has(banner.id));
  if (shown.length === 0) return null;
  return (
    <section className="banner-strip page-width" aria-label="Offers">
      <ul className="banner-strip-list">
        {shown.map((banner) => (
          <li key={banner.id} className={banner.image ? "banner has-image" : "banner"}>
            {banner.image ? (
              <div className="banner-media">
                <ResponsiveImage className="banner-image" src={banner.image} alt="" width={1500} height={500} sizes="(max-width: 768px) 100vw, 60vw" />
              </div>
            ) : null}
            <div className="banner-copy">
              <h2 className="banner-title">
                {banner.href === null ? banner.title : isSitePath(banner.href) ? <Link to={banner.href}>{banner.title}</Link> : <a href={banner.href}>{banner.title}</a>}
              </h2>
              {banner.description ? <p className="banner-text">{banner.description}</p> : null}
              {banner.countdown ? <p className="banner-countdown">{banner.countdown}</p> : null}
            </div>
            {banner.canDismiss ? (
              <button
                type="button"
                className="banner-dismiss"
                aria-label={`Dismiss: ${banner.title}`}
                onClick={() => setDismissed((before) => new Set(before).add(banner.id))}
              >
                <span aria-hidden="true">×</span>
              </button>
            ) : null}
          </li>
        ))}
      </ul>
    </section>
  );
}
