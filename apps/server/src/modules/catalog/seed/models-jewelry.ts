import type { ModelRow } from "./model.ts";

const GOLDS = ["18k Yellow Gold", "18k Rose Gold", "18k White Gold"];
const COSTUME = ["Gold-Tone Metal", "Gold-Tone Metal", "Silver-Tone Metal"];

/** Named jewellery models by house; materials are the metals they come in. */
export const JEWELRY_MODELS: Record<string, readonly ModelRow[]> = {
  Cartier: [
    ["Love Bracelet", "Bracelet", 4500, 8000, { sizes: ["15", "16", "17", "18", "19"], materials: GOLDS, art: "love", gender: "unisex", investment: true, weight: 3 }],
    ["Juste un Clou Bracelet", "Bracelet", 4000, 9000, { sizes: ["15", "16", "17", "18"], materials: GOLDS, art: "nail", investment: true, weight: 2 }],
    ["Love Ring", "Ring", 1300, 2200, { materials: GOLDS, gender: "unisex", weight: 2 }],
    ["Juste un Clou Ring", "Ring", 1500, 3000, { materials: GOLDS, art: "nail" }],
    ["Trinity Ring", "Ring", 900, 2500, { materials: ["Tri-Color 18k Gold"], art: "trinity", gender: "unisex", weight: 1.5 }],
    ["Love Necklace", "Necklace", 1500, 3500, { materials: GOLDS }],
    ["Clash de Cartier Bracelet", "Bracelet", 4500, 9000, { materials: ["18k Rose Gold", "18k Yellow Gold"] }],
    ["Panthère de Cartier Necklace", "Necklace", 6000, 25000, { materials: ["18k Yellow Gold", "18k White Gold"], investment: true, weight: 0.5 }],
    ["Love Earrings", "Earrings", 1200, 2500, { materials: GOLDS }],
  ],
  "Van Cleef & Arpels": [
    ["Vintage Alhambra Necklace", "Necklace", 3000, 6000, { materials: ["18k Yellow Gold and Mother-of-Pearl", "18k Yellow Gold and Onyx", "18k Rose Gold and Carnelian", "18k Yellow Gold and Malachite"], art: "alhambra", investment: true, weight: 3 }],
    ["Vintage Alhambra Bracelet", "Bracelet", 3500, 8000, { materials: ["18k Yellow Gold and Mother-of-Pearl", "18k Yellow Gold and Onyx", "18k Rose Gold and Carnelian"], art: "alhambra", investment: true, weight: 2.5 }],
    ["Magic Alhambra Long Necklace", "Necklace", 8000, 20000, { materials: ["18k Yellow Gold and Mother-of-Pearl", "18k Rose Gold and Grey Mother-of-Pearl"], art: "alhambra" }],
    ["Sweet Alhambra Bracelet", "Bracelet", 1800, 3000, { materials: ["18k Yellow Gold and Carnelian", "18k Yellow Gold and Mother-of-Pearl"], art: "alhambra", weight: 1.5 }],
    ["Vintage Alhambra Earrings", "Earrings", 3500, 6500, { materials: ["18k Yellow Gold and Onyx", "18k Yellow Gold and Mother-of-Pearl"], art: "alhambra", weight: 1.5 }],
    ["Perlée Ring", "Ring", 1800, 5000, { materials: ["18k Yellow Gold", "18k Rose Gold"] }],
    ["Frivole Earrings", "Earrings", 4500, 9000, { materials: ["18k Yellow Gold and Diamonds"] }],
    ["Vintage Alhambra 20 Motif Necklace", "Necklace", 18000, 40000, { materials: ["18k Yellow Gold and Mother-of-Pearl", "18k Yellow Gold and Onyx"], art: "alhambra", investment: true, weight: 0.4 }],
  ],
  "Tiffany & Co.": [
    ["Return to Tiffany Heart Tag Bracelet", "Bracelet", 300, 700, { materials: ["Sterling Silver"], weight: 2.5 }],
    ["Tiffany T Wire Bracelet", "Bracelet", 900, 2000, { sizes: ["Small", "Medium", "Large"], materials: ["18k Yellow Gold", "18k Rose Gold", "Sterling Silver"], weight: 2 }],
    ["Elsa Peretti Open Heart Necklace", "Necklace", 200, 900, { materials: ["Sterling Silver", "18k Yellow Gold"], weight: 2 }],
    ["Elsa Peretti Bean Necklace", "Necklace", 200, 1500, { materials: ["Sterling Silver", "18k Yellow Gold"] }],
    ["Elsa Peretti Diamonds by the Yard Bracelet", "Bracelet", 500, 2000, { materials: ["18k Yellow Gold", "Sterling Silver"] }],
    ["Tiffany T Smile Necklace", "Necklace", 900, 2500, { materials: ["18k Yellow Gold", "18k Rose Gold"] }],
    ["Tiffany T Wire Ring", "Ring", 500, 1500, { materials: ["18k Yellow Gold", "18k Rose Gold"] }],
    ["Tiffany HardWear Link Bracelet", "Bracelet", 800, 5000, { materials: ["Sterling Silver", "18k Yellow Gold"] }],
    ["Solitaire Diamond Ring", "Ring", 3000, 15000, { materials: ["Platinum"], art: "solitaire", investment: true, weight: 0.6 }],
    ["Elsa Peretti Diamonds by the Yard Earrings", "Earrings", 400, 1800, { materials: ["18k Yellow Gold", "Platinum"] }],
  ],
  Bulgari: [
    ["Serpenti Viper Bracelet", "Bracelet", 2500, 8000, { materials: ["18k Rose Gold", "18k Yellow Gold"], weight: 2 }],
    ["B.zero1 Ring", "Ring", 900, 2500, { materials: GOLDS, gender: "unisex", weight: 2 }],
    ["Divas' Dream Necklace", "Necklace", 2500, 7000, { materials: ["18k Rose Gold and Mother-of-Pearl", "18k Rose Gold and Malachite"] }],
    ["Bulgari Bulgari Earrings", "Earrings", 1500, 4500, { materials: ["18k Yellow Gold", "18k Rose Gold"] }],
  ],
  "David Yurman": [
    ["Cable Classic Bracelet", "Bracelet", 250, 1200, { materials: ["Sterling Silver", "Sterling Silver and 14k Gold"], weight: 3 }],
    ["Albion Ring", "Ring", 300, 1500, { materials: ["Sterling Silver", "Sterling Silver and Diamonds"] }],
    ["Châtelaine Pendant Necklace", "Necklace", 300, 1200, { materials: ["Sterling Silver", "Sterling Silver and Amethyst"] }],
    ["Cable Bracelet with Diamonds", "Bracelet", 600, 3000, { materials: ["Sterling Silver and Diamonds", "18k Yellow Gold and Diamonds"] }],
    ["Petite X Earrings", "Earrings", 250, 900, { materials: ["Sterling Silver and Diamonds"] }],
  ],
  Chopard: [
    ["Happy Diamonds Necklace", "Necklace", 1200, 4500, { materials: ["18k Rose Gold", "18k White Gold"], weight: 2 }],
    ["Happy Hearts Bracelet", "Bracelet", 700, 2500, { materials: ["18k Rose Gold", "18k Yellow Gold"] }],
    ["Ice Cube Ring", "Ring", 900, 3000, { materials: ["18k Rose Gold", "18k White Gold"], gender: "unisex" }],
    ["Happy Diamonds Earrings", "Earrings", 1500, 4500, { materials: ["18k Rose Gold", "18k White Gold"] }],
  ],
  Chanel: [
    ["CC Earrings", "Earrings", 400, 1500, { materials: COSTUME, weight: 3 }],
    ["CC Faux Pearl Necklace", "Necklace", 900, 3500, { materials: COSTUME, art: "pearls", weight: 2 }],
    ["CC Cuff Bracelet", "Bracelet", 600, 2200, { materials: COSTUME, weight: 1.5 }],
    ["Coco Crush Ring", "Ring", 1500, 4500, { materials: ["18k Yellow Gold", "18k Beige Gold", "18k White Gold"], quilted: true }],
    ["Coco Crush Bracelet", "Bracelet", 3500, 8000, { materials: ["18k Yellow Gold", "18k Beige Gold"], quilted: true }],
  ],
  "Hermès": [
    ["Clic H Bracelet", "Bracelet", 350, 800, { materials: ["Enamel and Palladium", "Enamel and Gold-Plated Metal", "Enamel and Rose Gold-Plated Metal"], art: "clic", weight: 3 }],
    ["Collier de Chien Bracelet", "Bracelet", 900, 4000, { materials: ["Swift Leather and Palladium", "Box Calf Leather and Gold-Plated Metal"], exotic: 0.1 }],
    ["Chaîne d'Ancre Bracelet", "Bracelet", 800, 4000, { sizes: ["TGM", "GM", "MM", "PM"], sizeInTitle: true, materials: ["Sterling Silver"], gender: "unisex", weight: 1.5 }],
    ["Pop H Earrings", "Earrings", 350, 700, { materials: ["Lacquer and Gold-Plated Metal", "Lacquer and Palladium"], weight: 1.5 }],
    ["Farandole Necklace", "Necklace", 900, 2500, { materials: ["Sterling Silver"] }],
    ["Kelly Ring", "Ring", 2000, 6000, { materials: ["18k Rose Gold", "18k White Gold"] }],
  ],
  Dior: [
    ["Tribales Earrings", "Earrings", 250, 600, { materials: ["Gold-Tone Metal and Resin Pearls"], art: "pearls", weight: 2 }],
    ["J'Adior Necklace", "Necklace", 300, 700, { materials: COSTUME }],
    ["Rose des Vents Bracelet", "Bracelet", 1200, 2500, { materials: ["18k Yellow Gold and Mother-of-Pearl", "18k Rose Gold and Onyx"] }],
  ],
  Gucci: [
    ["Interlocking G Ring", "Ring", 150, 500, { materials: ["Sterling Silver"], gender: "unisex", weight: 2 }],
    ["Blondie Necklace", "Necklace", 250, 700, { materials: ["Gold-Tone Metal", "Sterling Silver"] }],
    ["Horsebit Bracelet", "Bracelet", 600, 2500, { materials: ["18k Yellow Gold", "Sterling Silver"] }],
  ],
  Boucheron: [
    ["Quatre Radiant Ring", "Ring", 1500, 4500, { materials: ["18k Yellow Gold, White Gold and Rose Gold"], weight: 2 }],
    ["Serpent Bohème Necklace", "Necklace", 1200, 3500, { materials: ["18k Yellow Gold and Diamond", "18k Yellow Gold and Mother-of-Pearl"] }],
    ["Serpent Bohème Earrings", "Earrings", 1500, 4000, { materials: ["18k Yellow Gold and Diamond"] }],
  ],
  Messika: [
    ["Move Uno Bracelet", "Bracelet", 700, 1600, { materials: ["18k Rose Gold and Diamond", "18k White Gold and Diamond"], weight: 2 }],
    ["Move Noa Necklace", "Necklace", 1200, 3500, { materials: ["18k Yellow Gold and Diamonds"] }],
    ["Move Titanium Ring", "Ring", 900, 2500, { materials: ["Titanium and 18k Rose Gold"] }],
  ],
  Pomellato: [
    ["Nudo Ring", "Ring", 1000, 3500, { materials: ["18k Rose Gold and Blue Topaz", "18k Rose Gold and Amethyst", "18k White Gold and Prasiolite"], weight: 3 }],
    ["Iconica Ring", "Ring", 900, 2500, { materials: ["18k Rose Gold"] }],
  ],
  "John Hardy": [
    ["Classic Chain Bracelet", "Bracelet", 200, 900, { materials: ["Sterling Silver", "Sterling Silver and 18k Gold"], gender: "unisex", weight: 2 }],
    ["Naga Bracelet", "Bracelet", 500, 2500, { materials: ["Sterling Silver", "18k Yellow Gold"] }],
    ["Classic Chain Necklace", "Necklace", 200, 800, { materials: ["Sterling Silver"] }],
  ],
};
