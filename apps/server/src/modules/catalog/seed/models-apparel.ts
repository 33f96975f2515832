import type { ModelRow } from "./model.ts";

/** Named ready-to-wear pieces by house. */
export const APPAREL_MODELS: Record<string, readonly ModelRow[]> = {
  Chanel: [
    ["Tweed Jacket", "Jacket", 2000, 7000, { materials: ["Bouclé Tweed", "Wool Tweed", "Cotton Tweed"], art: "tweed", investment: true, weight: 3 }],
    ["Tweed Dress", "Dress", 1500, 4500, { materials: ["Wool Tweed", "Cotton Tweed"] }],
    ["Cashmere Cardigan", "Knitwear", 900, 2500, { materials: ["Cashmere"] }],
    ["Silk Blouse", "Shirt", 700, 1800, { materials: ["Silk Crêpe"] }],
    ["Tweed Coat", "Coat", 2500, 8000, { materials: ["Wool Tweed"], art: "tweed" }],
  ],
  Gucci: [
    ["GG Jacquard Cardigan", "Knitwear", 500, 1200, { materials: ["Wool"], gender: "unisex", weight: 2 }],
    ["Web Stripe Track Jacket", "Jacket", 400, 900, { materials: ["Technical Jersey"], gender: "unisex" }],
    ["Printed Silk Shirt", "Shirt", 350, 900, { materials: ["Silk Twill"], gender: "unisex" }],
    ["Horsebit Midi Dress", "Dress", 500, 1500, { materials: ["Silk Crêpe", "Wool"] }],
    ["Double-Breasted Wool Coat", "Coat", 900, 3000, { materials: ["Wool"] }],
  ],
  Prada: [
    ["Re-Nylon Blouson", "Jacket", 700, 1800, { materials: ["Re-Nylon"], gender: "unisex", weight: 2 }],
    ["Single-Breasted Wool Coat", "Coat", 900, 2800, { materials: ["Wool", "Cashmere"] }],
    ["Mohair Cardigan", "Knitwear", 500, 1200, { materials: ["Mohair"] }],
    ["Poplin Shirt", "Shirt", 300, 700, { materials: ["Cotton Poplin"], gender: "unisex" }],
    ["Shift Dress", "Dress", 500, 1500, { materials: ["Wool", "Silk"] }],
  ],
  "Saint Laurent": [
    ["Le Smoking Tuxedo Jacket", "Jacket", 1200, 2800, { materials: ["Grain de Poudre Wool"], weight: 2 }],
    ["Teddy Jacket", "Jacket", 1200, 2500, { materials: ["Wool and Leather"], gender: "unisex" }],
    ["Leather Biker Jacket", "Jacket", 1800, 4200, { materials: ["Lambskin"], gender: "unisex", weight: 1.5 }],
    ["Lavallière Silk Blouse", "Shirt", 500, 1100, { materials: ["Silk Crêpe de Chine"] }],
    ["Ruched Mini Dress", "Dress", 500, 1500, { materials: ["Silk Jersey"] }],
  ],
  Dior: [
    ["Bar Jacket", "Jacket", 2500, 5500, { materials: ["Wool and Silk"], investment: true, weight: 2 }],
    ["Oblique Sweater", "Knitwear", 500, 1200, { materials: ["Cashmere", "Wool"], gender: "unisex" }],
    ["Pleated Midi Dress", "Dress", 1000, 3000, { materials: ["Wool", "Silk"] }],
    ["Wool Coat", "Coat", 1500, 4500, { materials: ["Wool", "Cashmere"] }],
  ],
  Valentino: [
    ["Lace Dress", "Dress", 1000, 3500, { materials: ["Heavy Lace"], weight: 2 }],
    ["Cady Couture Dress", "Dress", 1200, 3800, { materials: ["Cady Couture"] }],
    ["Wool Crepe Coat", "Coat", 1200, 3500, { materials: ["Wool Crepe"] }],
    ["Silk Shirt", "Shirt", 500, 1200, { materials: ["Silk"] }],
  ],
  Balenciaga: [
    ["Puffer Jacket", "Jacket", 900, 2000, { materials: ["Nylon"], gender: "unisex", weight: 2 }],
    ["Hourglass Blazer", "Jacket", 900, 1800, { materials: ["Wool"] }],
    ["Logo Sweater", "Knitwear", 300, 700, { materials: ["Wool"], gender: "unisex", weight: 1.5 }],
    ["Oversized Denim Jacket", "Jacket", 500, 1200, { materials: ["Denim"], gender: "unisex" }],
    ["Logo Shirt", "Shirt", 300, 650, { materials: ["Cotton Poplin"], gender: "unisex" }],
  ],
  Burberry: [
    ["Kensington Trench Coat", "Coat", 800, 1800, { materials: ["Cotton Gabardine"], art: "trench", gender: "unisex", weight: 3 }],
    ["Chelsea Trench Coat", "Coat", 800, 1700, { materials: ["Cotton Gabardine"], art: "trench", weight: 2 }],
    ["Quilted Jacket", "Jacket", 400, 900, { materials: ["Nylon"], gender: "unisex" }],
    ["Vintage Check Shirt", "Shirt", 250, 450, { materials: ["Cotton"], gender: "unisex" }],
    ["Cashmere Sweater", "Knitwear", 350, 700, { materials: ["Cashmere"], gender: "unisex" }],
  ],
  Moncler: [
    ["Maya Down Jacket", "Jacket", 700, 1500, { materials: ["Lacquered Nylon"], art: "puffer", gender: "unisex", weight: 3 }],
    ["Hermine Down Coat", "Coat", 900, 1800, { materials: ["Nylon"], art: "puffer", weight: 2 }],
    ["Grenoble Ski Jacket", "Jacket", 900, 2200, { materials: ["Technical Fabric"], art: "puffer", gender: "unisex" }],
    ["Padded Knit Cardigan", "Knitwear", 500, 1000, { materials: ["Wool and Nylon"], gender: "unisex" }],
  ],
  "Max Mara": [
    ["101801 Icon Coat", "Coat", 1200, 2500, { materials: ["Wool and Cashmere"], weight: 3 }],
    ["Teddy Bear Icon Coat", "Coat", 1300, 2800, { materials: ["Alpaca and Wool"], weight: 2 }],
    ["Manuela Coat", "Coat", 1100, 2200, { materials: ["Camel Hair"] }],
    ["Wrap Dress", "Dress", 400, 900, { materials: ["Jersey"] }],
  ],
  "Loro Piana": [
    ["Cashmere Sweater", "Knitwear", 600, 1500, { materials: ["Baby Cashmere"], gender: "unisex", weight: 2 }],
    ["Storm System Jacket", "Jacket", 1200, 3000, { materials: ["Cashmere"], gender: "unisex" }],
    ["Cashmere Coat", "Coat", 2000, 6000, { materials: ["Cashmere"] }],
    ["Linen Shirt", "Shirt", 500, 900, { materials: ["Linen"], gender: "men" }],
  ],
  "Brunello Cucinelli": [
    ["Cashmere Cardigan", "Knitwear", 800, 2000, { materials: ["Cashmere"], weight: 2 }],
    ["Monili Sweater", "Knitwear", 900, 2200, { materials: ["Cashmere"] }],
    ["Wool Blazer", "Jacket", 1000, 2500, { materials: ["Wool"], gender: "unisex" }],
    ["Poplin Shirt", "Shirt", 400, 900, { materials: ["Cotton Poplin"], gender: "unisex" }],
    ["Cashmere Coat", "Coat", 2000, 5000, { materials: ["Cashmere"] }],
  ],
  Versace: [["Barocco Silk Shirt", "Shirt", 400, 900, { materials: ["Silk Twill"], gender: "unisex", weight: 2 }]],
  "Louis Vuitton": [["Monogram Denim Jacket", "Jacket", 900, 2500, { materials: ["Denim"], gender: "unisex" }]],
  Celine: [["Tweed Jacket", "Jacket", 1200, 3000, { materials: ["Wool Tweed"], art: "tweed" }]],
  Loewe: [["Anagram Sweater", "Knitwear", 400, 900, { materials: ["Wool"], gender: "unisex" }]],
};
