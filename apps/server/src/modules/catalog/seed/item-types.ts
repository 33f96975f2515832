import type { Category } from "@maison/domain/catalog/category";
import type { Designer } from "./designers.ts";
import type { Gender } from "./model.ts";
import type { Rng } from "./prng.ts";

/** Item types per category with how common each is. */
export const ITEM_TYPES: Record<Category, ReadonlyArray<readonly [string, number]>> = {
  bags: [["Shoulder Bag", 26], ["Tote", 18], ["Crossbody", 20], ["Top Handle", 18], ["Clutch", 7], ["Backpack", 6], ["Belt Bag", 5]],
  shoes: [["Pumps", 25], ["Sandals", 20], ["Sneakers", 20], ["Boots", 14], ["Flats", 12], ["Loafers", 9]],
  watches: [["Wristwatch", 1]],
  jewelry: [["Bracelet", 35], ["Necklace", 25], ["Ring", 22], ["Earrings", 18]],
  accessories: [["Wallet", 30], ["Scarf", 20], ["Belt", 18], ["Sunglasses", 14], ["Small Leather Goods", 18]],
  apparel: [["Jacket", 26], ["Dress", 22], ["Coat", 20], ["Knitwear", 18], ["Shirt", 14]],
};

const GENERIC_NAMES: Record<string, readonly string[]> = {
  "Shoulder Bag": ["Chain Shoulder Bag", "Flap Shoulder Bag", "Logo Shoulder Bag", "Hobo Bag", "Baguette Bag"],
  Tote: ["Shopping Tote", "East West Tote", "Logo Tote", "Bucket Tote"],
  Crossbody: ["Camera Bag", "Messenger Bag", "Flap Crossbody Bag", "Saddle Crossbody Bag"],
  "Top Handle": ["Top Handle Satchel", "Bowling Bag", "Structured Top Handle Bag", "Frame Bag"],
  Clutch: ["Envelope Clutch", "Pouch Clutch", "Frame Clutch"],
  Backpack: ["Logo Backpack", "Drawstring Backpack", "Flap Backpack"],
  "Belt Bag": ["Logo Belt Bag", "Zip Belt Bag"],
  Pumps: ["Pointed-Toe Pumps", "Slingback Pumps", "Logo Pumps", "Mary Jane Pumps"],
  Sandals: ["Strappy Sandals", "Slide Sandals", "Platform Sandals", "Logo Slides"],
  Sneakers: ["Low-Top Sneakers", "High-Top Sneakers", "Logo Sneakers"],
  Boots: ["Ankle Boots", "Knee-High Boots", "Chelsea Boots", "Combat Boots"],
  Flats: ["Ballet Flats", "Logo Mules", "Pointed-Toe Flats"],
  Loafers: ["Penny Loafers", "Buckle Loafers", "Chain Loafers"],
  Wristwatch: ["Automatic Watch", "Chronograph", "Quartz Watch", "Dress Watch"],
  Bracelet: ["Chain Bracelet", "Bangle", "Cuff Bracelet", "Tennis Bracelet"],
  Necklace: ["Pendant Necklace", "Chain Necklace", "Logo Necklace"],
  Ring: ["Band Ring", "Cocktail Ring", "Signet Ring"],
  Earrings: ["Stud Earrings", "Hoop Earrings", "Drop Earrings"],
  Wallet: ["Continental Wallet", "Compact Wallet", "Bifold Wallet"],
  Scarf: ["Silk Scarf", "Cashmere Stole", "Printed Scarf"],
  Belt: ["Logo Belt", "Buckle Belt", "Reversible Belt"],
  Sunglasses: ["Cat-Eye Sunglasses", "Aviator Sunglasses", "Square Sunglasses", "Round Sunglasses"],
  "Small Leather Goods": ["Card Holder", "Key Holder", "Coin Purse", "Passport Cover"],
  Jacket: ["Tailored Blazer", "Leather Jacket", "Cropped Jacket", "Bomber Jacket"],
  Dress: ["Midi Dress", "Mini Dress", "Maxi Dress", "Shirt Dress"],
  Coat: ["Wool Coat", "Trench Coat", "Wrap Coat", "Puffer Coat"],
  Knitwear: ["Cashmere Sweater", "Cardigan", "Turtleneck Sweater"],
  Shirt: ["Silk Blouse", "Poplin Shirt", "Button-Down Shirt"],
};

/** Names for unnamed pieces of an item type. */
export function genericNames(itemType: string): readonly string[] {
  const names = GENERIC_NAMES[itemType];
  if (!names) throw new Error(`Unknown item type "${itemType}"`);
  return names;
}

/** Who an unnamed piece is for: most of the catalogue is womenswear; some types lean unisex or men. */
const GENERIC_GENDER: Record<string, ReadonlyArray<readonly [Gender, number]>> = {
  Backpack: [["women", 50], ["unisex", 50]],
  "Belt Bag": [["women", 50], ["unisex", 50]],
  Sneakers: [["women", 45], ["unisex", 40], ["men", 15]],
  Loafers: [["women", 60], ["men", 30], ["unisex", 10]],
  Boots: [["women", 85], ["men", 15]],
  Wristwatch: [["women", 25], ["men", 45], ["unisex", 30]],
  Wallet: [["women", 70], ["men", 30]],
  Belt: [["women", 55], ["unisex", 45]],
  Sunglasses: [["women", 50], ["unisex", 50]],
  "Small Leather Goods": [["women", 55], ["unisex", 45]],
  Jacket: [["women", 75], ["men", 25]],
  Coat: [["women", 80], ["men", 20]],
  Knitwear: [["women", 70], ["men", 15], ["unisex", 15]],
  Shirt: [["women", 65], ["men", 35]],
  Ring: [["women", 85], ["unisex", 15]],
  Bracelet: [["women", 85], ["unisex", 15]],
};

export function genericGender(itemType: string, rng: Rng): Gender {
  const weights = GENERIC_GENDER[itemType];
  return weights ? rng.weighted(weights) : "women";
}

const BAG_SIZES = [["Mini", 14], ["Small", 34], ["Medium", 36], ["Large", 16]] as const;
const JEWELRY_LENGTHS = ['16"', '16"', '18"', '18"', '20"', '32"'];

/** A size for a piece whose model has no sizes of its own. */
export function defaultSize(category: Category, itemType: string, gender: Gender, designer: Designer, rng: Rng): string {
  switch (category) {
    case "bags":
      return rng.weighted(BAG_SIZES);
    case "shoes": {
      const [min, max] = gender === "men" ? [39, 46] : [35, 42];
      const whole = rng.int(min, max);
      return `EU ${whole < max && rng.chance(0.35) ? `${whole}.5` : whole}`;
    }
    case "watches":
      return `${rng.pick(gender === "women" ? [26, 28, 31, 33, 36] : [36, 38, 39, 40, 41, 42, 44])} mm`;
    case "jewelry":
      if (itemType === "Ring") return `Size ${rng.int(48, 58)}`;
      if (itemType === "Bracelet") return rng.pick(["Small", "Medium", "Medium", "Large", "Size 16", "Size 17", "Size 18"]);
      if (itemType === "Necklace") return rng.pick(JEWELRY_LENGTHS);
      return "One Size";
    case "accessories":
      if (itemType === "Belt") return `${rng.pick([75, 80, 85, 90, 95, 100])} cm`;
      if (itemType === "Scarf") return rng.pick(["70 cm", "90 cm", "140 cm", "One Size"]);
      return "One Size";
    case "apparel":
      return apparelSize(designer.sizing, rng);
  }
}

function apparelSize(sizing: Designer["sizing"], rng: Rng): string {
  if (sizing === "FR") return `FR ${rng.pick([34, 36, 36, 38, 38, 40, 40, 42, 44])}`;
  if (sizing === "IT") return `IT ${rng.pick([36, 38, 38, 40, 40, 42, 42, 44, 46])}`;
  return rng.pick(["XS", "S", "S", "M", "M", "L", "XL"]);
}
