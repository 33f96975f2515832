import { randomInt } from "node:crypto";

/** A UPS-style tracking number for a prepaid label (the piece coming in, or going back). */
export const trackingNumber = (): string => `1Z${Array.from({ length: 16 }, () => "0123456789ABCDEFGHJKLMNPRSTUVWXYZ"[randomInt(33)]).join("")}`;
