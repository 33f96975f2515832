/**
 * The Hermès leathers a seller names for a quote (spec 2 §7 `hermes_leather_types`): the house's
 * regular leathers and its exotic skins, as the specialists grade them.
 */
export const HERMES_REGULAR_LEATHERS = [
  "Togo Leather",
  "Clemence Leather",
  "Epsom Leather",
  "Swift Leather",
  "Box Calf Leather",
  "Chèvre Mysore Leather",
  "Barenia Leather",
  "Evercolor Leather",
  "Fjord Leather",
  "Negonda Leather",
  "Country Leather",
  "Vache Hunter Leather",
  "Tadelakt Leather",
  "Toile Canvas",
] as const;

export const HERMES_EXOTIC_LEATHERS = [
  "Niloticus Crocodile",
  "Porosus Crocodile",
  "Matte Alligator",
  "Shiny Alligator",
  "Ostrich",
  "Lizard",
] as const;

/** The sizes in centimetres a Hermès piece is made in (spec 2 §7 `hermes_sizes_cm`), smallest first. */
export const HERMES_SIZES_CM = [15, 18, 20, 22, 24, 25, 26, 27, 28, 30, 31, 32, 35, 36, 39, 40] as const;

const HERMES = "Hermès";

/** True for a Hermès piece in one of the house's listed leathers or skins: its price needs a specialist. */
export function isHermesLeather(designer: string, style: string): boolean {
  if (designer !== HERMES) return false;
  return ([...HERMES_REGULAR_LEATHERS, ...HERMES_EXOTIC_LEATHERS] as readonly string[]).includes(style);
}
