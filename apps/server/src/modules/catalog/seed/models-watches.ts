import type { ModelRow } from "./model.ts";

const STEEL = ["Stainless Steel"];
const STEEL_OR_GOLD = ["Stainless Steel", "Stainless Steel", "Stainless Steel", "Two-Tone Steel and Yellow Gold", "18k Yellow Gold"];

/** Named watch models by house; sizes are case diameters in millimetres. */
export const WATCH_MODELS: Record<string, readonly ModelRow[]> = {
  Rolex: [
    ["Submariner Date", "Wristwatch", 9000, 16000, { sizes: ["40", "41"], materials: ["Stainless Steel", "Stainless Steel", "Two-Tone Steel and Yellow Gold"], gender: "men", investment: true, weight: 3 }],
    ["Datejust", "Wristwatch", 6000, 15000, { sizes: ["31", "36", "41"], materials: ["Stainless Steel", "Two-Tone Steel and Yellow Gold", "Two-Tone Steel and Rose Gold"], gender: "unisex", weight: 3 }],
    ["Cosmograph Daytona", "Wristwatch", 18000, 45000, { sizes: ["40"], materials: ["Stainless Steel", "Stainless Steel", "18k Yellow Gold"], gender: "men", investment: true, weight: 1.5 }],
    ["GMT-Master II", "Wristwatch", 12000, 25000, { sizes: ["40"], materials: STEEL, gender: "men", investment: true, weight: 2 }],
    ["Day-Date", "Wristwatch", 25000, 60000, { sizes: ["36", "40"], materials: ["18k Yellow Gold", "18k White Gold", "18k Rose Gold", "Platinum"], gender: "men", investment: true }],
    ["Explorer", "Wristwatch", 6500, 11000, { sizes: ["36", "39"], materials: STEEL, gender: "men" }],
    ["Oyster Perpetual", "Wristwatch", 5000, 10000, { sizes: ["31", "36", "41"], materials: STEEL, gender: "unisex", weight: 1.5 }],
    ["Lady-Datejust", "Wristwatch", 5000, 11000, { sizes: ["28"], materials: ["Stainless Steel", "Two-Tone Steel and Yellow Gold"], weight: 1.5 }],
    ["Yacht-Master", "Wristwatch", 11000, 25000, { sizes: ["37", "40"], materials: ["Stainless Steel and Platinum", "18k Rose Gold"], gender: "unisex" }],
  ],
  Omega: [
    ["Speedmaster Moonwatch", "Wristwatch", 3500, 8000, { sizes: ["42"], materials: STEEL, gender: "men", weight: 3 }],
    ["Seamaster Diver 300M", "Wristwatch", 3000, 6000, { sizes: ["42"], materials: STEEL, gender: "men", weight: 2.5 }],
    ["Constellation", "Wristwatch", 1800, 7000, { sizes: ["29", "36", "39"], materials: STEEL_OR_GOLD, gender: "unisex" }],
    ["Seamaster Aqua Terra", "Wristwatch", 3000, 6500, { sizes: ["38", "41"], materials: STEEL, gender: "unisex" }],
    ["De Ville Prestige", "Wristwatch", 1800, 5000, { sizes: ["27", "33", "40"], materials: STEEL_OR_GOLD, gender: "unisex" }],
  ],
  "Patek Philippe": [
    ["Nautilus", "Wristwatch", 80000, 150000, { sizes: ["40"], materials: STEEL, gender: "men", investment: true, weight: 1.5 }],
    ["Aquanaut", "Wristwatch", 35000, 80000, { sizes: ["40", "42"], materials: STEEL, gender: "men", investment: true }],
    ["Calatrava", "Wristwatch", 18000, 30000, { sizes: ["39", "40"], materials: ["18k White Gold", "18k Rose Gold", "18k Yellow Gold"], gender: "men", weight: 1.5 }],
    ["Twenty~4", "Wristwatch", 14000, 30000, { sizes: ["25", "36"], materials: ["Stainless Steel", "18k Rose Gold"] }],
    ["Annual Calendar", "Wristwatch", 30000, 60000, { sizes: ["38", "40"], materials: ["18k White Gold", "18k Rose Gold"], gender: "men" }],
  ],
  "Audemars Piguet": [
    ["Royal Oak", "Wristwatch", 35000, 75000, { sizes: ["34", "37", "41"], materials: ["Stainless Steel", "Stainless Steel", "18k Rose Gold"], gender: "unisex", investment: true, weight: 2 }],
    ["Royal Oak Offshore", "Wristwatch", 20000, 45000, { sizes: ["42", "44"], materials: ["Stainless Steel", "Titanium", "Ceramic"], gender: "men" }],
    ["Code 11.59", "Wristwatch", 20000, 40000, { sizes: ["41"], materials: ["18k White Gold", "18k Rose Gold"], gender: "men" }],
  ],
  Breitling: [
    ["Navitimer", "Wristwatch", 3500, 8000, { sizes: ["41", "43", "46"], materials: STEEL, gender: "men", weight: 2 }],
    ["Superocean", "Wristwatch", 2000, 4500, { sizes: ["36", "42", "44"], materials: STEEL, gender: "unisex" }],
    ["Chronomat", "Wristwatch", 4000, 8000, { sizes: ["36", "42"], materials: ["Stainless Steel", "Two-Tone Steel and Rose Gold"], gender: "unisex" }],
    ["Avenger", "Wristwatch", 2000, 4000, { sizes: ["43", "45"], materials: ["Stainless Steel", "Titanium"], gender: "men" }],
  ],
  Panerai: [
    ["Luminor Marina", "Wristwatch", 4000, 8000, { sizes: ["44"], materials: ["Stainless Steel", "Titanium"], gender: "men", weight: 2 }],
    ["Radiomir", "Wristwatch", 3500, 7000, { sizes: ["42", "45"], materials: STEEL, gender: "men" }],
    ["Submersible", "Wristwatch", 6000, 12000, { sizes: ["42", "44"], materials: ["Stainless Steel", "Titanium", "Bronze"], gender: "men" }],
    ["Luminor Due", "Wristwatch", 4000, 7000, { sizes: ["38", "42"], materials: STEEL, gender: "unisex" }],
  ],
  IWC: [
    ["Portugieser Chronograph", "Wristwatch", 6000, 10000, { sizes: ["41"], materials: ["Stainless Steel", "18k Rose Gold"], gender: "men", weight: 2 }],
    ["Pilot's Watch Mark XVIII", "Wristwatch", 3000, 5000, { sizes: ["40"], materials: STEEL, gender: "men" }],
    ["Big Pilot's Watch", "Wristwatch", 7000, 14000, { sizes: ["46"], materials: STEEL, gender: "men" }],
    ["Portofino", "Wristwatch", 2500, 5000, { sizes: ["37", "40"], materials: STEEL, gender: "unisex" }],
  ],
  "TAG Heuer": [
    ["Carrera", "Wristwatch", 1800, 5000, { sizes: ["36", "39", "42"], materials: STEEL, gender: "men", weight: 2 }],
    ["Monaco", "Wristwatch", 3500, 5500, { sizes: ["39"], materials: STEEL, gender: "men" }],
    ["Aquaracer", "Wristwatch", 900, 2500, { sizes: ["32", "41", "43"], materials: STEEL, gender: "unisex", weight: 1.5 }],
    ["Formula 1", "Wristwatch", 800, 1500, { sizes: ["43"], materials: STEEL, gender: "men" }],
  ],
  Tudor: [
    ["Black Bay", "Wristwatch", 2500, 4500, { sizes: ["39", "41"], materials: ["Stainless Steel", "Bronze"], gender: "men", weight: 2 }],
    ["Pelagos", "Wristwatch", 3000, 4800, { sizes: ["39", "42"], materials: ["Titanium"], gender: "men" }],
    ["Black Bay Chrono", "Wristwatch", 4000, 5500, { sizes: ["41"], materials: STEEL, gender: "men" }],
  ],
  "Jaeger-LeCoultre": [
    ["Reverso Classic", "Wristwatch", 4500, 14000, { sizes: ["24", "27", "40"], materials: ["Stainless Steel", "18k Rose Gold"], gender: "unisex", weight: 2 }],
    ["Master Ultra Thin", "Wristwatch", 4000, 9000, { sizes: ["39", "40"], materials: ["Stainless Steel", "18k Rose Gold"], gender: "men" }],
  ],
  "Vacheron Constantin": [
    ["Overseas", "Wristwatch", 18000, 45000, { sizes: ["37", "41"], materials: ["Stainless Steel", "18k Rose Gold"], gender: "men", investment: true, weight: 2 }],
    ["Patrimony", "Wristwatch", 14000, 25000, { sizes: ["36", "40"], materials: ["18k White Gold", "18k Rose Gold"], gender: "men" }],
  ],
  Hublot: [
    ["Big Bang", "Wristwatch", 6000, 18000, { sizes: ["41", "44"], materials: ["Titanium", "Ceramic", "18k King Gold"], gender: "men", weight: 2 }],
    ["Classic Fusion", "Wristwatch", 5000, 10000, { sizes: ["42", "45"], materials: ["Titanium", "18k King Gold"], gender: "men" }],
  ],
  Cartier: [
    ["Tank Française", "Wristwatch", 2500, 9000, { sizes: ["Small", "Medium"], materials: ["Stainless Steel", "Two-Tone Steel and Yellow Gold", "18k Yellow Gold"], weight: 2 }],
    ["Tank Must", "Wristwatch", 2500, 3200, { sizes: ["Small", "Large"], materials: STEEL, gender: "unisex", weight: 1.5 }],
    ["Tank Louis Cartier", "Wristwatch", 7000, 15000, { sizes: ["Small", "Large"], materials: ["18k Yellow Gold", "18k Rose Gold"], gender: "unisex", investment: true }],
    ["Santos de Cartier", "Wristwatch", 5500, 16000, { sizes: ["Medium", "Large"], materials: ["Stainless Steel", "Two-Tone Steel and Yellow Gold"], gender: "unisex", weight: 2 }],
    ["Ballon Bleu", "Wristwatch", 3500, 15000, { sizes: ["28", "33", "36", "42"], materials: ["Stainless Steel", "Two-Tone Steel and Rose Gold", "18k Rose Gold"], gender: "unisex", weight: 1.5 }],
    ["Panthère de Cartier", "Wristwatch", 3500, 12000, { sizes: ["Small", "Medium"], materials: ["Stainless Steel", "18k Yellow Gold"] }],
  ],
  Bulgari: [
    ["Serpenti Tubogas", "Wristwatch", 3500, 9000, { sizes: ["35"], materials: ["Stainless Steel", "18k Rose Gold"], weight: 2 }],
    ["Octo Finissimo", "Wristwatch", 10000, 15000, { sizes: ["40"], materials: ["Titanium"], gender: "men" }],
    ["Bulgari Bulgari", "Wristwatch", 2500, 5000, { sizes: ["33", "41"], materials: STEEL, gender: "unisex" }],
  ],
  Chopard: [
    ["Happy Sport", "Wristwatch", 3500, 9000, { sizes: ["30", "36"], materials: ["Stainless Steel", "18k Rose Gold"], weight: 2 }],
    ["Alpine Eagle", "Wristwatch", 9000, 18000, { sizes: ["36", "41"], materials: ["Lucent Steel"], gender: "unisex" }],
    ["Mille Miglia", "Wristwatch", 3000, 6000, { sizes: ["42"], materials: STEEL, gender: "men" }],
  ],
};
