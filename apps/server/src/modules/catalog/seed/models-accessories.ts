import type { ModelRow } from "./model.ts";

/** Named accessories (wallets, scarves, belts, sunglasses, small leather goods) by house. */
export const ACCESSORY_MODELS: Record<string, readonly ModelRow[]> = {
  "Hermès": [
    ["Carré 90 Scarf", "Scarf", 250, 600, { sizes: ["90 cm"], materials: ["Silk Twill"], weight: 3 }],
    ["Twilly", "Scarf", 120, 250, { materials: ["Silk Twill"], weight: 2 }],
    ["Constance Belt", "Belt", 500, 1400, { sizes: ["80", "85", "90", "95"], unit: " cm", materials: ["Epsom Leather", "Box Calf Leather", "Togo Leather"], gender: "unisex", weight: 2.5 }],
    ["Kelly Belt", "Belt", 1200, 2500, { materials: ["Epsom Leather", "Swift Leather"] }],
    ["Bearn Wallet", "Wallet", 1400, 2800, { materials: ["Epsom Leather", "Chèvre Mysore Leather"], exotic: 0.1, weight: 1.5 }],
    ["Kelly Wallet", "Wallet", 2500, 4500, { materials: ["Epsom Leather"], exotic: 0.1 }],
    ["Constance Long Wallet", "Wallet", 2500, 4500, { materials: ["Epsom Leather"], exotic: 0.1 }],
    ["Calvi Card Holder", "Small Leather Goods", 300, 550, { materials: ["Epsom Leather", "Chèvre Mysore Leather"], gender: "unisex", weight: 1.5 }],
  ],
  "Louis Vuitton": [
    ["Zippy Wallet", "Wallet", 500, 1000, { materials: ["Monogram Canvas", "Damier Ebene Canvas", "Monogram Empreinte Leather"], weight: 2.5 }],
    ["Sarah Wallet", "Wallet", 450, 850, { materials: ["Monogram Canvas", "Epi Leather"], weight: 1.5 }],
    ["Multiple Wallet", "Wallet", 350, 700, { materials: ["Damier Graphite Canvas", "Monogram Eclipse Canvas"], gender: "men" }],
    ["Key Pouch", "Small Leather Goods", 180, 400, { materials: ["Monogram Canvas", "Damier Azur Canvas"], weight: 2 }],
    ["Pocket Organizer", "Small Leather Goods", 250, 450, { materials: ["Damier Graphite Canvas", "Monogram Eclipse Canvas"], gender: "unisex" }],
    ["Initiales Belt", "Belt", 350, 700, { sizes: ["85", "90", "95"], unit: " cm", materials: ["Monogram Canvas", "Taurillon Leather"], gender: "unisex", weight: 1.5 }],
    ["Monogram Shawl", "Scarf", 350, 700, { materials: ["Silk and Wool"] }],
    ["1.1 Millionaires Sunglasses", "Sunglasses", 400, 900, { materials: ["Acetate and Metal"], gender: "unisex" }],
  ],
  Chanel: [
    ["Classic Card Holder", "Small Leather Goods", 350, 700, { materials: ["Caviar Leather", "Lambskin"], quilted: true, weight: 3 }],
    ["Classic Long Wallet", "Wallet", 700, 1500, { materials: ["Caviar Leather", "Lambskin"], quilted: true, weight: 1.5 }],
    ["Boy Wallet", "Wallet", 700, 1400, { materials: ["Caviar Leather"], quilted: true }],
    ["CC Sunglasses", "Sunglasses", 250, 550, { materials: ["Acetate"], weight: 1.5 }],
    ["Cashmere Scarf", "Scarf", 350, 900, { materials: ["Cashmere"] }],
    ["CC Chain Belt", "Belt", 500, 1200, { materials: ["Gold-Tone Metal and Lambskin"] }],
  ],
  Gucci: [
    ["GG Marmont Card Case", "Small Leather Goods", 200, 400, { materials: ["Matelassé Leather"], quilted: true, weight: 2 }],
    ["Ophidia Wallet", "Wallet", 300, 600, { materials: ["GG Supreme Canvas"] }],
    ["GG Marmont Belt", "Belt", 250, 550, { sizes: ["75", "80", "85", "90", "95"], unit: " cm", materials: ["Calfskin"], gender: "unisex", weight: 2.5 }],
    ["Oversized Square Sunglasses", "Sunglasses", 150, 400, { materials: ["Acetate"], weight: 1.5 }],
    ["GG Jacquard Scarf", "Scarf", 200, 450, { materials: ["Wool", "Silk"], gender: "unisex" }],
  ],
  Goyard: [
    ["Saint Sulpice Card Holder", "Small Leather Goods", 300, 550, { materials: ["Goyardine Canvas"], gender: "unisex", weight: 3 }],
    ["Matignon Wallet", "Wallet", 700, 1300, { materials: ["Goyardine Canvas"] }],
    ["Victoire Wallet", "Wallet", 550, 950, { materials: ["Goyardine Canvas"], gender: "men" }],
    ["Saint Pierre Card Wallet", "Small Leather Goods", 350, 650, { materials: ["Goyardine Canvas"], gender: "unisex" }],
  ],
  Dior: [
    ["Saddle Card Holder", "Small Leather Goods", 300, 550, { materials: ["Grained Calfskin", "Oblique Jacquard Canvas"], weight: 2 }],
    ["Saddle Belt", "Belt", 400, 800, { materials: ["Calfskin"] }],
    ["DiorSoStellaire Sunglasses", "Sunglasses", 200, 450, { materials: ["Acetate"] }],
    ["Mitzah Scarf", "Scarf", 250, 500, { materials: ["Silk Twill"], weight: 1.5 }],
    ["Lady Dior Wallet", "Wallet", 600, 1200, { materials: ["Cannage Lambskin"], quilted: true }],
  ],
  Fendi: [
    ["FF Belt", "Belt", 250, 550, { materials: ["Calfskin"], gender: "unisex", weight: 2 }],
    ["Zucca Wallet", "Wallet", 250, 600, { materials: ["Zucca Canvas"] }],
    ["Peekaboo Card Case", "Small Leather Goods", 200, 450, { materials: ["Selleria Leather"] }],
    ["FF Silk Scarf", "Scarf", 150, 400, { materials: ["Silk Twill"] }],
  ],
  Burberry: [
    ["Vintage Check Cashmere Scarf", "Scarf", 250, 550, { materials: ["Cashmere"], gender: "unisex", weight: 3 }],
    ["Vintage Check Wallet", "Wallet", 200, 450, { materials: ["Vintage Check Canvas"] }],
    ["TB Belt", "Belt", 200, 450, { materials: ["Calfskin"], gender: "unisex" }],
  ],
  Cartier: [
    ["Santos de Cartier Sunglasses", "Sunglasses", 500, 1200, { materials: ["Metal"], gender: "unisex", weight: 2 }],
    ["Panthère Sunglasses", "Sunglasses", 450, 1000, { materials: ["Metal and Acetate"] }],
  ],
  Celine: [
    ["Triomphe Sunglasses", "Sunglasses", 200, 450, { materials: ["Acetate"], weight: 2 }],
    ["Large Strap Wallet", "Wallet", 400, 900, { materials: ["Grained Calfskin"] }],
  ],
  "Saint Laurent": [["Monogram Card Case", "Small Leather Goods", 150, 350, { materials: ["Grain de Poudre Leather"], gender: "unisex", weight: 2 }]],
  Prada: [["Saffiano Card Holder", "Small Leather Goods", 150, 350, { materials: ["Saffiano Leather"], gender: "unisex", weight: 2 }]],
  "Bottega Veneta": [["Intrecciato Card Case", "Small Leather Goods", 200, 450, { materials: ["Intrecciato Nappa"], gender: "unisex", weight: 2 }]],
  "Loro Piana": [["Grande Unita Stole", "Scarf", 400, 1200, { materials: ["Cashmere"], weight: 2 }]],
  "Alexander McQueen": [["Skull Scarf", "Scarf", 100, 350, { materials: ["Silk Chiffon", "Modal and Silk"], weight: 2 }]],
};
