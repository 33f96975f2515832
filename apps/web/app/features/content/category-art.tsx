import type { Category } from "@maison/domain/catalog/category";

/** Fine line drawings for the category tiles, on a 120px grid. */
const ART: Record<Category, string[]> = {
  bags: [
    "M26 54h68l-4 46H30z",
    "M26 54l34 20 34-20",
    "M46 54v-8a14 14 0 0 1 28 0v8",
    "M56 74h8v7h-8z",
  ],
  jewelry: [
    "M60 98a24 24 0 1 0 0-48 24 24 0 0 0 0 48z",
    "M60 56a18 18 0 0 1 0 0",
    "M50 42l10-16 10 16-10 9z",
    "M50 42h20",
  ],
  watches: [
    "M60 84a24 24 0 1 0 0-48 24 24 0 0 0 0 48z",
    "M49 38V16h22v22",
    "M49 82v22h22V82",
    "M60 60V47M60 60l9 6",
    "M84 57h4v6h-4",
  ],
  shoes: ["M22 58c0 12 3 20 8 24l1 22h4l4-20c10 6 20 8 30 8h30c5 0 6-6 2-9-10-6-22-10-34-12-14-2-30-8-45-13z"],
  accessories: [
    "M42 78a16 16 0 1 0 0-32 16 16 0 0 0 0 32zM78 78a16 16 0 1 0 0-32 16 16 0 0 0 0 32z",
    "M58 60q2-4 4 0",
    "M26 58l-10-8M94 58l10-8",
  ],
  apparel: [
    "M60 22a6 6 0 1 1 6 6c-3 0-6 2-6 5v3",
    "M60 36L26 54h68z",
    "M46 54l-8 48h44l-8-48",
    "M52 54q8 10 16 0",
  ],
};

export function CategoryArt({ category }: { category: Category }) {
  return (
    <svg
      className="category-art"
      viewBox="0 0 120 120"
      width="120"
      height="120"
      fill="none"
      stroke="currentColor"
      strokeWidth="1"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      {ART[category].map((d) => (
        <path key={d} d={d} />
      ))}
    </svg>
  );
}
