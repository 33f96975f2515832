import { matchesSelectedOptions, pieceOptions, type PieceOption } from "@maison/domain/catalog/piece-options";
import type { Product } from "@maison/contracts/catalog";
import type { StorefrontContext } from "./storefront-context.ts";
import type { ProductModel, VariantModel } from "./storefront-models.ts";

/**
 * Product options and selected options for the storefront GraphQL (decision 071): a catalog piece's
 * size, color and condition, one value each; the special variants of the cart (membership, shipping
 * protection) and pieces no longer listed keep Shopify's single "Title" option.
 */
export const optionsOfPiece = (product: Product): PieceOption[] =>
  pieceOptions({ size: product.item_size, colors: product.colors, condition: product.condition_label });

export async function optionsOf(m: ProductModel | VariantModel, c: StorefrontContext): Promise<PieceOption[]> {
  if (m.catalog) return optionsOfPiece(m.catalog);
  const piece = await c.productByHandle(m.merchandise.productHandle);
  return piece ? optionsOfPiece(piece) : [{ name: "Title", value: m.merchandise.title }];
}

/** Product.variantBySelectedOptions: the piece's one variant when the selection names it, else null. */
export async function selectedVariant(
  m: ProductModel,
  args: { selectedOptions: PieceOption[]; ignoreUnknownOptions?: boolean | null; caseInsensitiveMatch?: boolean | null },
  c: StorefrontContext,
): Promise<VariantModel | null> {
  const options = await optionsOf(m, c);
  const match = { ignoreUnknownOptions: args.ignoreUnknownOptions ?? false, caseInsensitiveMatch: args.caseInsensitiveMatch ?? false };
  if (!matchesSelectedOptions(options, args.selectedOptions, match)) return null;
  if (m.catalog) return { typename: "ProductVariant", catalog: m.catalog, requiresShipping: true };
  const piece = await c.productByHandle(m.merchandise.productHandle);
  return piece ? { typename: "ProductVariant", catalog: piece, requiresShipping: true } : { typename: "ProductVariant", merchandise: m.merchandise, requiresShipping: true };
}

/** Pieces are not sold by weight or volume: Shopify's measurement without units. */
export const unitPriceMeasurement = () => ({ measuredType: null, quantityUnit: null, quantityValue: 0, referenceUnit: null, referenceValue: 0 });

/** No shipping weight is recorded for a piece; Shopify answers 0 in the shop's unit (a US shop: pounds). */
export const WEIGHT = 0;
export const WEIGHT_UNIT = "POUNDS";
