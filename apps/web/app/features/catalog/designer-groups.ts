/** A designer as the designers index lists it. */
export interface DesignerEntry {
  name: string;
  handle: string;
  product_count: number;
}

export interface DesignerGroup {
  /** "A" … "Z", or "#" for names that start with a digit or a symbol. */
  letter: string;
  designers: DesignerEntry[];
}

/** The index letter of a name: its first letter without accents ("Émilio" → "E"), else "#". */
export function indexLetter(name: string): string {
  const first = name.trim().normalize("NFD").replace(/[\u0300-\u036f]/g, "").charAt(0).toUpperCase();
  return /^[A-Z]$/.test(first) ? first : "#";
}

const collator = new Intl.Collator("en", { sensitivity: "base" });

/** Designers grouped A–Z by index letter, "#" last, names sorted within each letter. */
export function groupDesignersByLetter(designers: readonly DesignerEntry[]): DesignerGroup[] {
  const groups = new Map<string, DesignerEntry[]>();
  for (const designer of designers) {
    const letter = indexLetter(designer.name);
    const group = groups.get(letter) ?? [];
    group.push(designer);
    groups.set(letter, group);
  }
  return [...groups.entries()]
    .sort(([a], [b]) => (a === "#" ? 1 : b === "#" ? -1 : a.localeCompare(b)))
    .map(([letter, list]) => ({ letter, designers: list.sort((a, b) => collator.compare(a.name, b.name)) }));
}
