import type { Category } from "@maison/domain/catalog/category";

/** A designer's presence in one category: its share of the designer's listings and its price range in dollars. */
export interface DesignerCategory {
  share: number;
  price: readonly [min: number, max: number];
}

/** How the house's resale prices sit: used for favourites, investment pieces and retail mark-ups. */
export type PriceTier = "haute" | "luxury" | "premier";

export interface Designer {
  name: string;
  tier: PriceTier;
  /** How often the house appears in the catalogue, relative to the others. */
  weight: number;
  categories: Partial<Record<Category, DesignerCategory>>;
  description: string;
  /** Letters of the house mark, stamped discreetly on the illustrations. */
  mark: string;
  hardware: "gold" | "silver";
  /** How the house labels its ready-to-wear sizes. */
  sizing: "FR" | "IT" | "letter";
}

type Categories = Designer["categories"];
const c = (share: number, min: number, max: number): DesignerCategory => ({ share, price: [min, max] });

function designer(
  name: string,
  tier: PriceTier,
  weight: number,
  mark: string,
  categories: Categories,
  description: string,
  options: { hardware?: Designer["hardware"]; sizing?: Designer["sizing"] } = {},
): Designer {
  return { name, tier, weight, mark, categories, description, hardware: options.hardware ?? "gold", sizing: options.sizing ?? "letter" };
}

/** The houses of the demo catalogue, with what each makes and what its pieces resell for. */
export const DESIGNERS: readonly Designer[] = [
  designer("Hermès", "haute", 11, "H", { bags: c(0.6, 1500, 60000), accessories: c(0.22, 100, 9000), jewelry: c(0.1, 300, 12000), shoes: c(0.08, 400, 2500) },
    "The Parisian saddler whose Birkin and Kelly remain the most coveted bags in the world.", { sizing: "FR" }),
  designer("Chanel", "haute", 12, "CC", { bags: c(0.55, 1200, 25000), jewelry: c(0.12, 300, 9000), shoes: c(0.1, 350, 1800), accessories: c(0.1, 200, 3500), apparel: c(0.13, 500, 9000) },
    "Quilted leather, the interlocking CC and tweed: Gabrielle Chanel's codes, reinvented every season.", { sizing: "FR" }),
  designer("Louis Vuitton", "luxury", 12, "LV", { bags: c(0.66, 450, 9000), accessories: c(0.24, 150, 2500), shoes: c(0.05, 300, 1500), apparel: c(0.05, 400, 4000) },
    "The trunk-maker of 1854, known the world over for its Monogram canvas.", { sizing: "FR" }),
  designer("Dior", "luxury", 8, "CD", { bags: c(0.55, 800, 8000), shoes: c(0.14, 350, 1500), accessories: c(0.12, 150, 1800), apparel: c(0.12, 500, 6000), jewelry: c(0.07, 200, 2500) },
    "Couture heritage from Avenue Montaigne, from the Lady Dior to the Saddle.", { sizing: "FR" }),
  designer("Gucci", "premier", 9, "GG", { bags: c(0.48, 300, 4000), shoes: c(0.15, 200, 1200), accessories: c(0.18, 120, 1500), apparel: c(0.12, 250, 4000), jewelry: c(0.07, 150, 2500) },
    "Florentine craft with a flair for the theatrical: Horsebit, Bamboo and the GG monogram.", { sizing: "IT" }),
  designer("Prada", "premier", 7, "P", { bags: c(0.6, 300, 3500), shoes: c(0.14, 200, 1100), apparel: c(0.14, 250, 3500), accessories: c(0.12, 120, 1000) },
    "Milanese intellect in nylon and Saffiano leather, marked by the enamelled triangle.", { hardware: "silver", sizing: "IT" }),
  designer("Bottega Veneta", "luxury", 5, "BV", { bags: c(0.72, 500, 6000), shoes: c(0.16, 250, 1200), accessories: c(0.12, 150, 1200) },
    "Quiet luxury woven by hand: the intrecciato needs no logo.", { sizing: "IT" }),
  designer("Saint Laurent", "premier", 7, "YSL", { bags: c(0.6, 400, 3500), shoes: c(0.16, 200, 1100), apparel: c(0.14, 300, 4500), accessories: c(0.1, 120, 900) },
    "Rive Gauche cool, from Le Smoking to the Cassandre logo.", { sizing: "FR" }),
  designer("Celine", "luxury", 6, "C", { bags: c(0.7, 500, 5000), accessories: c(0.12, 150, 1100), shoes: c(0.08, 250, 1000), apparel: c(0.1, 300, 3500) },
    "Parisian restraint, clean lines and the Triomphe emblem.", { sizing: "FR" }),
  designer("Fendi", "premier", 5, "FF", { bags: c(0.66, 350, 5000), accessories: c(0.14, 120, 1500), shoes: c(0.08, 200, 1000), apparel: c(0.12, 300, 3500) },
    "Roman house of fur and leather, and of the Baguette that started the It-bag.", { sizing: "IT" }),
  designer("Goyard", "luxury", 5, "G", { bags: c(0.78, 700, 6000), accessories: c(0.22, 200, 1500) },
    "Hand-painted Goyardine canvas from a Paris trunk-maker that has never advertised."),
  designer("Loewe", "premier", 4, "L", { bags: c(0.72, 400, 4000), accessories: c(0.14, 150, 900), apparel: c(0.14, 300, 2500) },
    "Spanish leather mastery, from the Puzzle bag to the Anagram."),
  designer("Balenciaga", "premier", 4, "B", { bags: c(0.5, 300, 2500), shoes: c(0.2, 200, 1000), apparel: c(0.22, 250, 3500), accessories: c(0.08, 100, 800) },
    "Cristóbal Balenciaga's sculptural house, now a byword for street-wise luxury.", { hardware: "silver", sizing: "FR" }),
  designer("Valentino", "premier", 4, "V", { bags: c(0.42, 350, 2800), shoes: c(0.3, 250, 1100), apparel: c(0.2, 400, 5000), accessories: c(0.08, 120, 800) },
    "Roman couture: Rockstud, Valentino red and impeccable tailoring.", { sizing: "IT" }),
  designer("Burberry", "premier", 4, "TB", { apparel: c(0.42, 250, 3500), accessories: c(0.28, 120, 1000), bags: c(0.22, 300, 2200), shoes: c(0.08, 150, 700) },
    "The British trench coat and its camel check since 1856.", { hardware: "silver" }),
  designer("Givenchy", "premier", 3, "G", { bags: c(0.6, 350, 2500), shoes: c(0.2, 200, 900), apparel: c(0.2, 300, 3000) },
    "Hubert de Givenchy's elegance, sharpened by the Antigona.", { hardware: "silver", sizing: "FR" }),
  designer("Chloé", "premier", 3, "C", { bags: c(0.65, 300, 2200), shoes: c(0.2, 200, 900), apparel: c(0.15, 300, 2500) },
    "Romantic, easy Parisian style, from the Marcie to the Woody tote.", { sizing: "FR" }),
  designer("Miu Miu", "premier", 3, "MM", { bags: c(0.6, 350, 2800), shoes: c(0.25, 250, 1000), apparel: c(0.15, 300, 2500) },
    "Miuccia Prada's playful alter ego: matelassé leather and ballet flats.", { sizing: "IT" }),
  designer("Alexander McQueen", "premier", 2, "AM", { shoes: c(0.5, 200, 800), bags: c(0.3, 300, 2000), accessories: c(0.2, 100, 600) },
    "Savile Row precision with a dark romantic streak.", { hardware: "silver", sizing: "IT" }),
  designer("The Row", "luxury", 2, "TR", { bags: c(0.6, 800, 5000), apparel: c(0.28, 400, 4000), shoes: c(0.12, 300, 1200) },
    "Pared-back luxury in the finest materials, with no logo at all.", { sizing: "letter" }),
  designer("Moncler", "premier", 3, "M", { apparel: c(1, 400, 3500) },
    "Alpine down, lacquered nylon and the rooster badge.", { hardware: "silver" }),
  designer("Max Mara", "premier", 2, "MM", { apparel: c(1, 400, 3500) }, "The camel coat, perfected in Reggio Emilia since 1951.", { sizing: "IT" }),
  designer("Loro Piana", "luxury", 2, "LP", { apparel: c(0.7, 500, 6000), accessories: c(0.15, 200, 1500), shoes: c(0.15, 300, 1000) },
    "The world's finest cashmere and vicuña, worn without a logo.", { sizing: "IT" }),
  designer("Brunello Cucinelli", "luxury", 2, "BC", { apparel: c(1, 400, 5000) }, "Humanist luxury from Solomeo: cashmere in every shade of neutral.", { sizing: "IT" }),
  designer("Versace", "premier", 2, "V", { apparel: c(0.5, 300, 3000), bags: c(0.3, 300, 2000), accessories: c(0.2, 100, 700) },
    "Baroque prints, the Medusa and unapologetic glamour.", { sizing: "IT" }),
  designer("Dolce & Gabbana", "premier", 2, "DG", { bags: c(0.45, 400, 3000), apparel: c(0.35, 300, 3500), shoes: c(0.2, 250, 900) },
    "Sicilian opulence: lace, majolica and the Sicily bag.", { sizing: "IT" }),
  designer("Delvaux", "luxury", 1, "D", { bags: c(1, 1200, 6000) }, "The oldest fine leather luxury house in the world, founded in Brussels in 1829."),
  designer("Moynat", "luxury", 1, "M", { bags: c(1, 1500, 8000) }, "A Parisian trunk-maker of 1849, revived for a new century of travel."),
  designer("Ferragamo", "premier", 2, "F", { shoes: c(0.55, 150, 700), bags: c(0.3, 300, 1800), accessories: c(0.15, 100, 500) },
    "The shoemaker to the stars, whose Gancini and Vara bow still define Florentine elegance.", { sizing: "IT" }),
  designer("Roger Vivier", "premier", 1, "RV", { shoes: c(0.7, 250, 900), bags: c(0.3, 500, 2500) }, "The inventor of the stiletto and master of the buckle.", { hardware: "silver" }),
  designer("Christian Louboutin", "premier", 5, "CL", { shoes: c(0.88, 250, 1400), bags: c(0.12, 400, 2000) },
    "The red sole: Parisian heels made for the spotlight.", { hardware: "silver" }),
  designer("Manolo Blahnik", "premier", 3, "MB", { shoes: c(1, 250, 1100) }, "Hand-made heels of legendary comfort, from the Hangisi to the BB.", { hardware: "silver" }),
  designer("Jimmy Choo", "premier", 3, "JC", { shoes: c(0.82, 150, 900), bags: c(0.18, 250, 1500) }, "Red-carpet shoes with London polish.", { hardware: "silver" }),
  designer("Aquazzura", "premier", 1, "A", { shoes: c(1, 200, 750) }, "Florentine heels with a sunlit, sensual ease."),
  designer("Gianvito Rossi", "premier", 1, "GR", { shoes: c(1, 200, 900) }, "Italian heels of pure line, made in San Mauro Pascoli."),
  designer("Cartier", "haute", 6, "C", { jewelry: c(0.62, 900, 60000), watches: c(0.3, 2500, 60000), accessories: c(0.08, 200, 1200) },
    "Jeweller of kings since 1847: the Love bracelet, the Tank and the panther."),
  designer("Van Cleef & Arpels", "haute", 3, "VCA", { jewelry: c(1, 1800, 50000) }, "Poetic high jewellery from Place Vendôme, and the Alhambra's four-leaf clover."),
  designer("Tiffany & Co.", "luxury", 4, "T&Co", { jewelry: c(1, 150, 15000) }, "New York's jeweller since 1837, from Elsa Peretti to the Tiffany T.", { hardware: "silver" }),
  designer("Bulgari", "luxury", 3, "B", { jewelry: c(0.62, 600, 25000), watches: c(0.26, 2500, 15000), bags: c(0.12, 500, 2500) },
    "Roman jeweller of bold colour and the coiling Serpenti."),
  designer("David Yurman", "premier", 3, "DY", { jewelry: c(1, 150, 6000) }, "American jewellery built around the iconic twisted cable.", { hardware: "silver" }),
  designer("Chopard", "luxury", 2, "C", { jewelry: c(0.55, 700, 12000), watches: c(0.45, 3000, 25000) }, "Geneva watchmaker and jeweller, where diamonds dance in Happy Diamonds."),
  designer("Boucheron", "luxury", 1, "B", { jewelry: c(1, 800, 12000) }, "The first jeweller of Place Vendôme, famed for Quatre and Serpent Bohème."),
  designer("Messika", "premier", 1, "M", { jewelry: c(1, 700, 8000) }, "Modern diamond jewellery that moves with you."),
  designer("Pomellato", "premier", 1, "P", { jewelry: c(1, 600, 6000) }, "Milanese colour and sensual, hand-finished gold."),
  designer("John Hardy", "premier", 1, "JH", { jewelry: c(1, 150, 2500) }, "Jewellery hand-woven by artisans in Bali.", { hardware: "silver" }),
  designer("Rolex", "haute", 5, "R", { watches: c(1, 4500, 75000) }, "The crown of Swiss watchmaking: Submariner, Datejust, Daytona.", { hardware: "silver" }),
  designer("Omega", "luxury", 3, "Ω", { watches: c(1, 1800, 14000) }, "The Speedmaster went to the Moon; the Seamaster went to the depths.", { hardware: "silver" }),
  designer("Patek Philippe", "haute", 1.5, "PP", { watches: c(1, 14000, 180000) }, "Geneva's most revered manufacture: you merely look after it for the next generation.", { hardware: "silver" }),
  designer("Audemars Piguet", "haute", 1.5, "AP", { watches: c(1, 18000, 120000) }, "Le Brassus watchmaker of the octagonal Royal Oak.", { hardware: "silver" }),
  designer("Breitling", "luxury", 2, "B", { watches: c(1, 1800, 12000) }, "Instruments for professionals since 1884, led by the Navitimer.", { hardware: "silver" }),
  designer("Panerai", "luxury", 1.5, "P", { watches: c(1, 3000, 14000) }, "Florentine dive watches born for the Italian navy.", { hardware: "silver" }),
  designer("IWC", "luxury", 1.5, "IWC", { watches: c(1, 2500, 15000) }, "Schaffhausen engineering: Portugieser, Pilot's and Portofino.", { hardware: "silver" }),
  designer("TAG Heuer", "premier", 2, "TH", { watches: c(1, 800, 5500) }, "Swiss avant-garde timing, from the Carrera to the Monaco.", { hardware: "silver" }),
  designer("Tudor", "premier", 1.5, "T", { watches: c(1, 2000, 5500) }, "Rolex's sibling, with tool watches of real character.", { hardware: "silver" }),
  designer("Jaeger-LeCoultre", "luxury", 1, "JLC", { watches: c(1, 4000, 20000) }, "The watchmakers' watchmaker, home of the reversible Reverso.", { hardware: "silver" }),
  designer("Vacheron Constantin", "haute", 1, "VC", { watches: c(1, 12000, 90000) }, "Uninterrupted watchmaking since 1755.", { hardware: "silver" }),
  designer("Hublot", "luxury", 1, "H", { watches: c(1, 5000, 25000) }, "The art of fusion: gold, ceramic and rubber in the Big Bang.", { hardware: "silver" }),
];

/** A designer by its exact name; throws for an unknown one (a mistake in the seed data). */
export function designerNamed(name: string): Designer {
  const found = DESIGNERS.find((d) => d.name === name);
  if (!found) throw new Error(`Unknown designer "${name}"`);
  return found;
}
