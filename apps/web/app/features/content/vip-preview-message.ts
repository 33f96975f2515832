import { formatVipPreviewDay, formatVipPreviewMoment, type VipPreviewPhase } from "@maison/domain/catalog/vip-preview";

/** The VIP preview window as the root loader passes it to every page (ISO instants). */
export interface VipPreviewInfo {
  phase: VipPreviewPhase;
  start: string;
  end: string;
}

/**
 * The header's VIP Preview message for the phase of the window (spec 1 §4): the generic one in the
 * 24 hours before it opens, the VIP one while it is open, the navbar one at any other time.
 */
export function vipPreviewMessage(info: VipPreviewInfo): string {
  const start = new Date(info.start);
  const end = new Date(info.end);
  switch (info.phase) {
    case "vip":
      return `VIP Preview is open until ${formatVipPreviewMoment(end)}: members shop this week's new arrivals before anyone else.`;
    case "generic":
      return `VIP Preview opens ${formatVipPreviewMoment(start)}. Members see the new arrivals 24 hours before everyone else.`;
    case "navbar":
      return `Members shop new arrivals first every Wednesday, for 24 hours. The next VIP Preview opens ${formatVipPreviewDay(start)}.`;
  }
}

/** The message on a first-look piece's card or page, for a shopper who is not a member. */
export function vipPreviewItemNotice(info: VipPreviewInfo): string {
  if (info.phase === "vip") return `In VIP Preview for members until ${formatVipPreviewMoment(new Date(info.end))}.`;
  return "A VIP Preview piece: members shop it first.";
}
