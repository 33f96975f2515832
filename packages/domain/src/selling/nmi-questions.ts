/**
 * What pricing may ask a seller before quoting (spec 2 §3 "needs-more-info questions (each with an id
 * and a choice key)"): each question is a choice key from this catalogue, answered from its choices
 * (or in words when it has none); photo sets name the views pricing wants.
 */
export const NMI_QUESTIONS = {
  purchase_origin: { question: "Where did you buy this piece?", choices: ["Boutique", "Department store", "Pre-owned seller", "Gift", "Other"] },
  has_receipt: { question: "Do you have the original receipt?", choices: ["Yes", "No"] },
  date_code: { question: "What is the date code or serial number stamped inside?", choices: [] },
  repairs: { question: "Has the piece been repaired, restored or re-dyed?", choices: ["No", "Yes, by the house", "Yes, elsewhere"] },
  odor: { question: "Does the piece carry any odour (smoke, perfume)?", choices: ["No", "Slight", "Noticeable"] },
  hardware_wear: { question: "How worn is the hardware?", choices: ["No wear", "Light scratches", "Visible scratches or tarnish"] },
  material: { question: "What is the exact material or leather?", choices: [] },
  size_cm: { question: "What are its measurements in centimetres (width × height × depth)?", choices: [] },
} as const;
export type NmiChoiceKey = keyof typeof NMI_QUESTIONS;
export const NMI_CHOICE_KEYS = Object.keys(NMI_QUESTIONS) as NmiChoiceKey[];

/** The views pricing may ask photos of. */
export const NMI_PHOTO_SETS = {
  front: "Front, the whole piece in daylight",
  back: "Back",
  interior: "Interior, with the lining",
  corners: "The four bottom corners, close up",
  hardware: "Hardware and engravings, close up",
  date_code: "The date code, serial number or authenticity card",
  damage: "Any marks, stains or damage",
} as const;
export type NmiPhotoSetKey = keyof typeof NMI_PHOTO_SETS;
export const NMI_PHOTO_SET_KEYS = Object.keys(NMI_PHOTO_SETS) as NmiPhotoSetKey[];

/** Photos a seller may send for one set, and at most for one photo submission. */
export const MAX_PHOTOS_PER_SET = 6;
export const MAX_SUBMISSION_PHOTOS = 12;

/** An answer in words when the question has no choices; otherwise one of its choices. Null when acceptable, else the problem. */
export function answerProblem(key: NmiChoiceKey, answer: string): string | null {
  const { choices } = NMI_QUESTIONS[key];
  const text = answer.trim();
  if (!text) return "Please answer this question.";
  if (choices.length > 0 && !(choices as readonly string[]).includes(text)) return `Choose one of: ${choices.join(", ")}.`;
  if (text.length > 500) return "Use 500 characters or fewer.";
  return null;
}
