/**
 * What each accessory adds to a piece sold without any, as a fraction of its value: the original box,
 * dust bag, receipt and papers are what buyers ask for first. Names are matched without case.
 */
export const ACCESSORY_VALUE: Readonly<Record<string, number>> = {
  "dust bag": 0.02,
  box: 0.02,
  receipt: 0.03,
  "authenticity card": 0.02,
  "certificate of authenticity": 0.03,
  papers: 0.06,
  strap: 0.02,
  "shoulder strap": 0.02,
  lock: 0.01,
  keys: 0.01,
  clochette: 0.01,
  raincoat: 0.005,
  pouch: 0.01,
  "extra links": 0.01,
  manual: 0.005,
  screwdriver: 0.005,
  "extra heel tips": 0.005,
  "garment bag": 0.005,
  "extra buttons": 0.005,
};

/** The factor a set of accessories gives: 1 plus each known accessory's value once; unknown names add nothing. */
export function accessoryFactor(accessories: readonly string[]): number {
  const known = new Set(accessories.map((a) => a.trim().toLowerCase()).filter((a) => a in ACCESSORY_VALUE));
  let factor = 1;
  for (const name of known) factor += ACCESSORY_VALUE[name] ?? 0;
  return Math.round(factor * 1000) / 1000;
}
