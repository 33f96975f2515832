import type { Category } from "@maison/domain/catalog/category";
import { isExoticMaterial } from "@maison/domain/catalog/material";
import { CLEARANCE_TIERS, WHOLESALE_TAGS, type WholesaleTag } from "@maison/domain/catalog/tag";
import { slugify } from "@maison/domain/shared/slug";
import type { NewProductRow } from "../catalog.table.ts";
import { metalOf, strapKind, type ProductArt } from "./art.ts";
import { COLOR_HEX, metalColor, paletteFor, stoneColor } from "./colors.ts";
import { CONDITION_PRICE_POSITION, CONDITION_WEIGHTS, conditionNotes } from "./conditions.ts";
import { DESIGNERS, type Designer } from "./designers.ts";
import { includedAccessories } from "./included-accessories.ts";
import { defaultSize, genericGender, ITEM_TYPES } from "./item-types.ts";
import { defaultMaterials, exoticSkins, genericExoticRate, hardwareFinish, interiorMaterial, materialColors, materialPattern, watchStrap } from "./materials.ts";
import { measurementsFor } from "./measurements.ts";
import type { Gender, Model } from "./model.ts";
import { genericModel, modelSizeLabels, namedModels } from "./models.ts";
import { createRng, mixSeed, type Rng } from "./prng.ts";
import { productDetails, type DetailRow } from "./product-details.ts";
import { imageAlt, productDescription, productHandle, productTitle, type CopySubject } from "./product-copy.ts";
import { productTags } from "./product-tags.ts";
import { curationFacts } from "./curation.ts";
import { storePlacement } from "./store-placement.ts";
import { clearanceOriginal, estimatedRetail, priceDropOriginal, priceInRange, type ClearanceTier } from "./pricing.ts";
import { daysBefore, type Timeline } from "./timeline.ts";
import { IMAGE_VIEWS, type ImageView } from "./svg.ts";

export const PRODUCT_ID_BASE = 8_000_000_000_000;
export const VARIANT_ID_BASE = 45_000_000_000_000;
export const IMAGE_SIZE_PX = 1500;

export interface GeneratedImage {
  position: number;
  storageKey: string;
  alt: string;
  view: ImageView;
}

export interface GeneratedProduct {
  n: number;
  row: NewProductRow;
  tags: string[];
  details: DetailRow[];
  images: GeneratedImage[];
  art: ProductArt;
  model: Model;
}

/** Share of a house's pieces of a category that are one of its named models (higher for the great houses). */
const NAMED_SHARE = { haute: 0.94, luxury: 0.85, premier: 0.8 } as const;
const WATCH_EXOTIC_STRAP_RATE = 0.07;

/**
 * How merchandising is spread over the catalogue, as chances per listing. Tuned so a catalogue ends
 * up with about 6% sold, 8% clearance, 10% price drops, 10% wholesale, 3% most wanted, 3% investment pieces.
 */
const MIX = {
  sold: { olderThan30Days: 0.068, newer: 0.02 },
  clearance: { chance: 0.1, minAgeDays: 90, tierWeights: [35, 30, 20, 15] },
  priceDrop: { chance: 0.115, minAgeDays: 14 },
  wholesale: 0.1,
  mostWanted: { investmentModel: 0.1, haute: 0.04, other: 0.018 },
  investmentPiece: { investmentModel: 0.45, haute: 0.03 },
  trending: { chance: 0.2, maxAgeDays: 120 },
} as const;

const DESIGNER_WEIGHTS = DESIGNERS.map((d) => [d, d.weight] as const);

/** Every (house, category) pair, each given one early listing so every house shows in every category it makes. */
const COVERAGE: ReadonlyArray<readonly [Designer, Category]> = DESIGNERS.flatMap((d) =>
  (Object.keys(d.categories) as Category[]).map((category) => [d, category] as const),
);
const COVERAGE_STRIDE = 8;

function chooseDesignerAndCategory(n: number, rng: Rng): readonly [Designer, Category] {
  const slot = n - 1;
  if (slot % COVERAGE_STRIDE === 0) {
    const pair = COVERAGE[slot / COVERAGE_STRIDE];
    if (pair) return pair;
  }
  const designer = rng.weighted(DESIGNER_WEIGHTS);
  const categories = Object.entries(designer.categories).map(([c, v]) => [c as Category, v.share] as const);
  return [designer, rng.weighted(categories)];
}

function chooseModel(designer: Designer, category: Category, rng: Rng): Model {
  const named = namedModels(designer.name, category);
  if (named.length > 0 && rng.chance(NAMED_SHARE[designer.tier])) return rng.weighted(named.map((m) => [m, m.weight ?? 1] as const));
  return genericModel(designer, category, rng.weighted(ITEM_TYPES[category]), rng);
}

function wholesaleTagFor(clearance: ClearanceTier | null, priceDrop: boolean, ageDays: number, rng: Rng): WholesaleTag {
  if (clearance) return clearance.maxPercent <= 30 ? "whclearancea" : "whclearanceb";
  if (priceDrop) return "whreduced";
  if (ageDays < 60) return "whnew";
  return rng.pick(WHOLESALE_TAGS);
}

/**
 * Listing number n (1-based) of the catalogue: a pure function of (seed, n, timeline), so the same seed
 * always yields the same catalogue and listings can be generated in any order or batch size.
 */
export function generateProduct(seed: number, n: number, timeline: Timeline): GeneratedProduct {
  const rng = createRng(mixSeed(seed, n));
  const [designer, category] = chooseDesignerAndCategory(n, rng);
  const model = chooseModel(designer, category, rng);
  const itemType = model.itemType;
  const gender = model.gender ?? (model.named ? "women" : genericGender(itemType, rng));
  const size = sizeOf(model, designer, gender, rng);

  const exoticRate = category === "watches" ? WATCH_EXOTIC_STRAP_RATE : (model.exotic ?? (model.named ? 0 : genericExoticRate(category, itemType)));
  const exotic = rng.chance(exoticRate);
  const materials = model.materials ?? defaultMaterials(designer, category, itemType);
  const exterior = exotic && category !== "watches" ? rng.pick(exoticSkins(designer, category)) : rng.pick(materials);
  const interior = interiorMaterial(designer, category, itemType, rng);
  const strap = category === "watches" ? watchStrap(model.name, exterior, exotic, rng) : null;
  const isExotic = [exterior, interior, strap].some((m) => isExoticMaterial(m));
  const hasHardware = category === "bags" || ["Wallet", "Small Leather Goods", "Belt"].includes(itemType);
  const hardware = hasHardware ? hardwareFinish(designer, rng) : null;

  const stone = category === "jewelry" ? stoneColor(exterior) : undefined;
  const color =
    category === "jewelry"
      ? metalColor(exterior)
      : rng.pick(materialColors(exterior) ?? [rng.weighted(paletteFor(category, itemType))]);
  const colors = stone ? [color, stone] : [color];

  const condition = rng.weighted(CONDITION_WEIGHTS);
  const position = Math.min(0.97, CONDITION_PRICE_POSITION[condition] + (isExotic && category !== "watches" ? 0.3 : 0));
  const price = priceInRange(model.price, position, rng);

  const published = timeline.publishedAt(n, rng.next());
  const ageDays = timeline.ageDays(published);
  const firstLook = timeline.isFirstLook(n);
  const sold = !firstLook && rng.chance(ageDays > 30 ? MIX.sold.olderThan30Days : MIX.sold.newer);
  const clearance =
    !firstLook && ageDays > MIX.clearance.minAgeDays && rng.chance(MIX.clearance.chance)
      ? rng.weighted(CLEARANCE_TIERS.map((tier, i) => [tier, MIX.clearance.tierWeights[i] ?? 10] as const))
      : null;
  const priceDrop = !firstLook && !clearance && ageDays > MIX.priceDrop.minAgeDays && rng.chance(MIX.priceDrop.chance);
  const original = clearance ? clearanceOriginal(price, clearance, rng) : priceDrop ? priceDropOriginal(price, rng) : null;
  const holdsValue = Boolean(model.investment) || designer.tier === "haute";
  const retail = estimatedRetail(price, original, holdsValue || category === "watches" || category === "jewelry", rng);
  const wholesale = !firstLook && rng.chance(MIX.wholesale) ? wholesaleTagFor(clearance, priceDrop, ageDays, rng) : null;
  const mostWanted = rng.chance(model.investment ? MIX.mostWanted.investmentModel : designer.tier === "haute" ? MIX.mostWanted.haute : MIX.mostWanted.other);
  const investmentPiece = model.investment ? rng.chance(MIX.investmentPiece.investmentModel) : designer.tier === "haute" && rng.chance(MIX.investmentPiece.haute);
  const trending = ageDays < MIX.trending.maxAgeDays && rng.chance(MIX.trending.chance);

  const included = includedAccessories(category, model.named ? model.name : null, designer.name, rng);
  const subject: CopySubject = { vendor: designer.name, model, category, itemType, size, color, exterior, hardware, condition, included };
  const id = String(PRODUCT_ID_BASE + n);
  const popularity = (designer.tier === "haute" ? 1.6 : designer.tier === "luxury" ? 1.15 : 0.85) * (mostWanted ? 1.8 : 1);
  const favorites = Math.min(300, Math.round(300 * rng.next() ** 3 * popularity * Math.min(1, 0.15 + ageDays / 30)));
  const changedAt = original !== null || sold ? timeline.between(published, rng.between(0.2, 0.95)) : published;

  const row: NewProductRow = {
    id,
    handle: productHandle(subject, n),
    title: productTitle(subject),
    description: productDescription(subject, rng),
    vendor: designer.name,
    vendor_handle: slugifyVendor(designer.name),
    category,
    item_type: itemType,
    model: model.named ? model.name : null,
    style: model.named ? null : model.name,
    item_size: size,
    condition,
    colors: JSON.stringify(colors),
    exterior_material: exterior,
    interior_material: interior,
    is_exotic: isExotic ? 1 : 0,
    gender,
    price_cents: price,
    original_price_cents: original,
    estimated_retail_cents: retail,
    sku: `MS-${100000 + n}`,
    variant_id: String(VARIANT_ID_BASE + n),
    state: sold ? "sold" : "available",
    favorites_count: favorites,
    created_at: daysBefore(published, rng.between(1, 12)).toISOString(),
    published_at: published.toISOString(),
    updated_at: changedAt.toISOString(),
    first_look_ends_at: firstLook ? timeline.firstLookEnd.toISOString() : null,
    store_handle: storePlacement(seed, n),
  };

  const tags = productTags({
    firstLook,
    newArrival: timeline.isNewArrival(n),
    priceDrop,
    clearance,
    wholesale,
    mostWanted,
    investmentPiece,
    trending,
    gender,
    itemType,
    size,
    condition,
    curation: curationFacts(seed, n, {
      category,
      itemType,
      exterior,
      designerTier: designer.tier,
      namedModel: model.named,
      favorites,
      mostWanted,
      firstLook,
    }),
  });

  const details = productDetails({
    category,
    vendor: designer.name,
    model: model.named ? model.name : null,
    condition,
    conditionNotes: conditionNotes(category, condition, rng),
    estimatedRetail: retail,
    original,
    color,
    exterior,
    interior,
    hardware,
    strap,
    movement: category === "watches" ? (rng.chance(0.85) ? "Automatic" : "Quartz") : null,
    size,
    included,
    serialPresent: rng.chance(0.9),
    measurements: measurementsFor(category, itemType, size, rng),
  });

  const art: ProductArt = {
    category,
    itemType,
    name: model.name,
    ...(model.art ? { silhouette: model.art } : {}),
    color: COLOR_HEX[category === "watches" ? metalColor(exterior) : color] ?? "#8a7f74",
    accent: category === "watches" ? (COLOR_HEX[color] ?? null) : stone ? (COLOR_HEX[stone] ?? null) : null,
    metal: metalOf(category === "jewelry" || category === "watches" ? exterior : hardware),
    ...(exterior.startsWith("Two-Tone") ? { twoTone: true } : {}),
    pattern: materialPattern(strap ?? exterior, Boolean(model.quilted)),
    mark: designer.mark,
    variant: rng.next(),
    ...(strap ? { strap: strapKind(strap) } : {}),
    ...(designer.name === "Christian Louboutin" && category === "shoes" ? { redSole: true } : {}),
  };

  // Four views of every piece (issue 16): front, side, back and a close-up of its detail.
  const images: GeneratedImage[] = IMAGE_VIEWS.map((view, i) => ({
    position: i + 1,
    storageKey: `products/${id}/${i + 1}.svg`,
    alt: imageAlt(subject, `${view} view`),
    view,
  }));

  return { n, row, tags, details, images, art, model };
}

/** The item size: one of the model's own sizes (with its unit), or a size typical of the item type. */
function sizeOf(model: Model, designer: Designer, gender: Gender, rng: Rng): string {
  if (!model.sizes) return defaultSize(model.category, model.itemType, gender, designer, rng);
  return rng.pick(modelSizeLabels(model));
}

const vendorHandles = new Map<string, string>();
function slugifyVendor(name: string): string {
  let handle = vendorHandles.get(name);
  if (!handle) {
    handle = slugify(name);
    vendorHandles.set(name, handle);
  }
  return handle;
}
