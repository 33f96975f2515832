/** What the VIP Preview entry explains (spec 2 §9: weekday 3, for 24 hours). */
export const VIP_PREVIEW_TEXT =
  "Members shop new arrivals first every Wednesday, for 24 hours, before anyone else.";
export const MEMBERSHIP_HREF = "/membership";
