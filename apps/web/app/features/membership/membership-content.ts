/** The words of the membership page: perks (spec 2 §1), member pricing (spec 1 §9) and the FAQ. */

export interface Perk {
  title: string;
  text: string;
}

/** Spec 2 §1: the perks of the paid membership. */
export const MEMBER_PERKS: readonly Perk[] = [
  { title: "VIP preview of new arrivals", text: "Shop every new arrival first, each Wednesday for 24 hours, before anyone else." },
  { title: "Early access to sales", text: "Sales open to members before they open to everyone." },
  { title: "Free shipping and returns", text: "US Standard shipping is free on every order, and so are returns." },
  { title: "Dedicated support", text: "A member line to our client care team, Monday to Friday, 9:00 am to 7:00 pm EST." },
  { title: "A special-day discount", text: "A personal code for your special day, sent before it comes." },
  { title: "Surprise rewards", text: "Offers and gifts we keep for members, through the year." },
];

export interface FaqEntry {
  question: string;
  answer: string;
}

export const MEMBERSHIP_FAQ: readonly FaqEntry[] = [
  {
    question: "Where does my contribution go?",
    answer:
      "Every contribution becomes store credit in your wallet, dollar for dollar. Spend it on any piece, at any time.",
  },
  {
    question: "What is the bonus?",
    answer:
      "Each contribution earns a bonus of 2% of it, credited with the contribution as separate bonus credit. The bonus is a reward for staying: it is forfeited if you cancel or take a refund.",
  },
  {
    question: "Can I cancel?",
    answer:
      "Yes, at any time from My Account. Your store credit from contributions stays yours to spend; the bonus credit is forfeited and member pricing ends with the membership.",
  },
  {
    question: "Can I get my contributions back?",
    answer:
      "Contributions are refundable: ask for a refund of a contribution from My Account. The bonus credit is not refundable and is forfeited with a refund.",
  },
  {
    question: "Can I change or pause my contribution?",
    answer: "Change your contribution or skip the next charge from My Account. A skipped cycle is not charged.",
  },
  {
    question: "Monthly or yearly?",
    answer: "Monthly plans are charged every month ($50 to $500); yearly plans once a year ($500 to $5,000). Both become store credit.",
  },
];

export const MEMBERSHIP_HERO = {
  eyebrow: "Maison Membership",
  title: "Join for $50 a month, which becomes store credit",
  text: "Your contribution is never spent on a fee: it becomes credit to spend on pre-owned luxury, with member prices, a first look at every new arrival and free shipping on top.",
} as const;
