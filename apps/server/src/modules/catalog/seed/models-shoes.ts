import type { ModelRow } from "./model.ts";

const HEELS = ["Patent Leather", "Patent Leather", "Kid Leather", "Suede"];

/** Named shoe models by house. */
export const SHOE_MODELS: Record<string, readonly ModelRow[]> = {
  "Christian Louboutin": [
    ["So Kate", "Pumps", 350, 850, { materials: HEELS, exotic: 0.05, weight: 3 }],
    ["Pigalle", "Pumps", 300, 800, { materials: HEELS, exotic: 0.04, weight: 2 }],
    ["Kate", "Pumps", 300, 750, { materials: HEELS, weight: 1.5 }],
    ["Iriza", "Pumps", 300, 700, { materials: ["Patent Leather", "Suede"] }],
    ["Degraqueen", "Sandals", 350, 800, { materials: ["Kid Leather", "Suede"] }],
    ["So Kate Booty", "Boots", 500, 1100, { materials: ["Kid Leather", "Suede"] }],
    ["Louis Spikes", "Sneakers", 350, 900, { materials: ["Calfskin", "Suede"], gender: "men", weight: 1.2 }],
    ["Cataclou", "Boots", 600, 1300, { materials: ["Calfskin"], art: "boots" }],
  ],
  "Manolo Blahnik": [
    ["Hangisi", "Pumps", 450, 1000, { materials: ["Satin", "Satin", "Suede"], weight: 3 }],
    ["BB", "Pumps", 300, 650, { materials: ["Suede", "Patent Leather", "Kid Leather"], weight: 2 }],
    ["Hangisi Flat", "Flats", 450, 950, { materials: ["Satin", "Velvet"] }],
    ["Carolyne", "Pumps", 350, 700, { materials: ["Patent Leather", "Kid Leather"] }],
    ["Chaos", "Sandals", 350, 700, { materials: ["Suede", "Kid Leather"] }],
    ["Maysale", "Flats", 350, 700, { materials: ["Suede", "Satin"] }],
  ],
  "Jimmy Choo": [
    ["Romy", "Pumps", 200, 550, { materials: HEELS, weight: 2.5 }],
    ["Anouk", "Pumps", 180, 500, { materials: ["Patent Leather", "Suede"], weight: 1.5 }],
    ["Bing", "Sandals", 400, 900, { materials: ["Crystal-Embellished Satin", "Patent Leather"], weight: 1.5 }],
    ["Lance", "Sandals", 250, 550, { materials: ["Kid Leather", "Glitter Fabric"] }],
    ["Youth", "Boots", 300, 700, { materials: ["Calfskin", "Suede"] }],
    ["Diamond", "Sneakers", 200, 450, { materials: ["Calfskin"], gender: "unisex" }],
  ],
  Chanel: [
    ["Cap Toe Slingback", "Pumps", 500, 1100, { materials: ["Goatskin", "Lambskin", "Tweed"], weight: 2.5 }],
    ["Ballet Flats", "Flats", 400, 850, { materials: ["Lambskin", "Patent Leather", "Tweed"], quilted: true, weight: 2 }],
    ["CC Espadrilles", "Flats", 350, 750, { materials: ["Canvas", "Tweed", "Lambskin"] }],
    ["Dad Sandals", "Sandals", 500, 1000, { materials: ["Lambskin", "Velvet"], quilted: true }],
    ["Combat Boots", "Boots", 700, 1600, { materials: ["Calfskin", "Lambskin"], quilted: true }],
    ["CC Sneakers", "Sneakers", 500, 1100, { materials: ["Suede", "Mesh", "Calfskin"] }],
    ["CC Loafers", "Loafers", 600, 1100, { materials: ["Calfskin", "Patent Leather"] }],
  ],
  Gucci: [
    ["Horsebit", "Loafers", 350, 800, { materials: ["Calfskin", "Suede"], gender: "unisex", weight: 2.5 }],
    ["Princetown", "Flats", 350, 750, { materials: ["Calfskin", "GG Canvas"], exotic: 0.04, weight: 1.5 }],
    ["Ace", "Sneakers", 250, 550, { materials: ["Calfskin"], gender: "unisex", weight: 2 }],
    ["Rhyton", "Sneakers", 300, 650, { materials: ["Calfskin"], gender: "unisex" }],
    ["GG Marmont", "Pumps", 300, 650, { materials: ["Calfskin", "Velvet"] }],
    ["Horsebit Boots", "Boots", 500, 1200, { materials: ["Calfskin"] }],
  ],
  "Hermès": [
    ["Oran", "Sandals", 450, 900, { materials: ["Box Calf Leather", "Epsom Leather", "Suede"], exotic: 0.06, weight: 3 }],
    ["Chypre", "Sandals", 550, 1100, { materials: ["Calfskin", "Suede"], weight: 1.5 }],
    ["Paris", "Loafers", 600, 1100, { materials: ["Calfskin", "Suede"], gender: "unisex" }],
    ["Jumping", "Boots", 1100, 2200, { materials: ["Box Calf Leather", "Calfskin"] }],
    ["Bouncing", "Sneakers", 600, 1100, { materials: ["Suede", "Calfskin"], gender: "unisex" }],
    ["Premiere", "Pumps", 550, 1000, { materials: ["Calfskin", "Suede"] }],
  ],
  Valentino: [
    ["Rockstud", "Pumps", 350, 800, { materials: ["Patent Leather", "Calfskin"], weight: 3 }],
    ["Rockstud Sandals", "Sandals", 300, 700, { materials: ["Calfskin"] }],
    ["Rockstud Ballerina", "Flats", 300, 650, { materials: ["Calfskin", "Patent Leather"] }],
    ["Open", "Sneakers", 250, 500, { materials: ["Calfskin"], gender: "unisex" }],
    ["VLogo Slides", "Sandals", 250, 500, { materials: ["Calfskin"] }],
  ],
  Dior: [
    ["J'Adior Slingback", "Pumps", 450, 900, { materials: ["Technical Fabric", "Patent Leather"], weight: 2.5 }],
    ["Walk'n'Dior", "Sneakers", 450, 900, { materials: ["Oblique Embroidered Canvas"] }],
    ["Dway Slides", "Sandals", 450, 800, { materials: ["Embroidered Cotton", "Calfskin"] }],
    ["D-Connect", "Sneakers", 450, 850, { materials: ["Technical Fabric"], gender: "unisex" }],
    ["Empreinte Boots", "Boots", 700, 1400, { materials: ["Calfskin"] }],
  ],
  Prada: [
    ["Monolith", "Loafers", 450, 900, { materials: ["Brushed Leather"], weight: 2 }],
    ["America's Cup", "Sneakers", 300, 600, { materials: ["Patent Leather", "Technical Fabric"], gender: "men" }],
    ["Re-Nylon Boots", "Boots", 500, 1000, { materials: ["Re-Nylon", "Brushed Leather"] }],
  ],
  "Bottega Veneta": [
    ["Puddle", "Boots", 400, 900, { materials: ["Rubber"] }],
    ["Lido", "Sandals", 450, 900, { materials: ["Intrecciato Nappa"] }],
    ["Tire", "Boots", 700, 1200, { materials: ["Calfskin"] }],
  ],
  "Saint Laurent": [
    ["Opyum", "Pumps", 450, 900, { materials: ["Patent Leather", "Suede"], weight: 2 }],
    ["Tribute", "Sandals", 350, 750, { materials: ["Patent Leather", "Suede"], weight: 1.5 }],
    ["Wyatt", "Boots", 500, 1100, { materials: ["Calfskin", "Suede"], gender: "unisex" }],
    ["Court Classic", "Sneakers", 250, 500, { materials: ["Calfskin"], gender: "unisex" }],
  ],
  Balenciaga: [
    ["Triple S", "Sneakers", 350, 750, { materials: ["Mesh", "Suede"], gender: "unisex", weight: 2 }],
    ["Track", "Sneakers", 350, 700, { materials: ["Mesh"], gender: "unisex" }],
    ["Knife", "Pumps", 350, 800, { materials: ["Satin", "Calfskin"] }],
  ],
  "Loro Piana": [
    ["Summer Walk", "Loafers", 350, 900, { materials: ["Suede"], gender: "unisex", weight: 2 }],
    ["Open Walk", "Boots", 500, 1000, { materials: ["Suede"], gender: "unisex" }],
  ],
  Ferragamo: [
    ["Vara", "Pumps", 150, 450, { materials: ["Calfskin", "Patent Leather"], weight: 2 }],
    ["Gancini", "Loafers", 200, 550, { materials: ["Calfskin"], gender: "men" }],
  ],
  "Roger Vivier": [
    ["Belle Vivier", "Pumps", 300, 750, { materials: ["Patent Leather", "Satin"], weight: 2 }],
    ["Viv' Run", "Sneakers", 300, 650, { materials: ["Calfskin", "Satin"] }],
  ],
  Aquazzura: [["Wild Thing", "Sandals", 250, 600, { materials: ["Suede"] }]],
  "Gianvito Rossi": [
    ["Gianvito 105", "Pumps", 250, 650, { materials: ["Suede", "Patent Leather"], weight: 2 }],
    ["Portofino", "Sandals", 250, 600, { materials: ["Nappa Leather"] }],
  ],
  "Alexander McQueen": [["Oversized", "Sneakers", 200, 450, { materials: ["Calfskin"], gender: "unisex", weight: 3 }]],
  "Louis Vuitton": [
    ["Archlight", "Sneakers", 400, 900, { materials: ["Technical Fabric", "Calfskin"] }],
    ["LV Trainer", "Sneakers", 500, 1200, { materials: ["Calfskin", "Denim"], gender: "men" }],
  ],
  "Miu Miu": [["Ballet", "Flats", 350, 700, { materials: ["Satin", "Nappa Leather"], weight: 2 }]],
  Celine: [["Triomphe", "Loafers", 450, 900, { materials: ["Polished Calfskin"] }]],
  Givenchy: [["Shark Lock", "Boots", 500, 900, { materials: ["Calfskin"] }]],
};
