/** Spec 1 §3 / spec 2 §3 "Banner": is_active, title, images, href, with the dismiss and countdown fields. */
export interface Banner {
  id: string;
  isActive: boolean;
  title: string;
  description: string;
  images: readonly string[];
  href: string | null;
  canDismiss: boolean;
  showCountdown: boolean;
  countdownPrefix: string | null;
  isPaidPromo: boolean;
  startDate: string | null;
  endDate: string | null;
}

/** A banner shows while active and within its dates; a paid-promo banner only with the paid-promo flag on. */
export function bannerShows(banner: Banner, input: { paidPromo: boolean; now: Date }): boolean {
  const at = input.now.getTime();
  return (
    banner.isActive &&
    (banner.startDate === null || Date.parse(banner.startDate) <= at) &&
    (banner.endDate === null || at < Date.parse(banner.endDate)) &&
    (!banner.isPaidPromo || input.paidPromo)
  );
}
