import { useEffect, useState, type ReactNode } from "react";
import { Link, PrefetchPageLinks, useLinkClickHandler } from "react-router";
import type { ProductCard as ProductCardData } from "@maison/contracts/catalog";
import { IMAGE_SIZES, imageSizes } from "@maison/domain/catalog/image-size";
import { productHref } from "@maison/domain/content/navigation";
import { ResponsiveImage } from "../../components/ui/responsive-image.tsx";
import { KEPT_SERVER_MARKUP, useKeptServerMarkup } from "../../components/ui/server-markup.tsx";
import { FavoriteButton } from "../favorites/favorite-button.tsx";
import { useViewer } from "../identity/use-viewer.ts";
import { useSelectedCountry } from "../countries/use-selected-country.ts";
import { ProductPrice } from "./product-price.tsx";

/**
 * How wide a list page's card image is drawn: 2 columns on phones, 3 on tablets, 4 beside the filters
 * on desktops (the grid's CSS; measured in Chromium from 320 to 1920 px wide, decision 045).
 */
export const PRODUCT_CARD_IMAGE_SIZES = imageSizes([[544, "calc(50vw - 1.6rem)"], [992, "30vw"], [1300, "17vw"]], "245px");
/** A card is never drawn wider than this (a carousel's quarter of the page's 90rem, less its gaps). */
export const PRODUCT_CARD_MAX_WIDTH = 320;

export interface ProductCardProps {
  product: ProductCardData;
  /** The page's largest image: preloaded and fetched first (one card of a page at most). */
  priority?: boolean;
  /** Cards in the first visible row load at once; the others when scrolled to. */
  eager?: boolean;
  sizes?: string;
}

/** The product card of list pages and carousels (spec 1 §2, §3). The whole card is one link. */
export function ProductCard({ product, priority = false, eager = false, sizes = PRODUCT_CARD_IMAGE_SIZES }: ProductCardProps) {
  const sold = !product.availableForSale;
  // Members (and staff) may shop the VIP preview; everyone else sees the piece in full, marked as the
  // members' for now (spec 1 §6: preview shopping is for members; decision 041: it is not hidden).
  const canShopPreview = useViewer()?.can_see_first_look ?? false;
  // The price's local figure follows the selected country (decision 063), which changes in place.
  const rate = useSelectedCountry().reference_rate;
  const conditionLine = product.item_size
    ? `${product.condition_label} · ${product.item_size}`
    : product.condition_label;

  return (
    <div className={sold ? "product-card is-sold" : "product-card"}>
      <CardLink
        to={productHref(product.handle)}
        signature={JSON.stringify([
          product.handle,
          product.image,
          product.vendor,
          product.title,
          conditionLine,
          product.productTag,
          product.price,
          product.product_details.original_price?.value,
          sold,
          product.firstLookProduct,
          canShopPreview,
          rate,
          priority,
          eager,
          sizes,
        ])}
      >
        <div className="product-card-media">
          {product.image ? (
            <ResponsiveImage
              className="product-card-image"
              src={product.image}
              alt=""
              width={IMAGE_SIZES.medium}
              height={IMAGE_SIZES.medium}
              sizes={sizes}
              maxDrawnWidth={PRODUCT_CARD_MAX_WIDTH}
              priority={priority}
              eager={eager}
            />
          ) : (
            <span className="product-card-no-image" aria-hidden="true">
              {product.vendor}
            </span>
          )}
          {sold ? <span className="product-card-badge">Sold</span> : null}
          {product.firstLookProduct ? (
            <span className={canShopPreview ? "product-card-vip" : "product-card-vip is-members-first"}>
              {canShopPreview ? "VIP Preview · Shop now" : "VIP Preview · Members first"}
            </span>
          ) : null}
        </div>
        <div className="product-card-body">
          {product.productTag ? <p className="product-card-tag">{product.productTag}</p> : null}
          <p className="product-card-vendor">{product.vendor}</p>
          <p className="product-card-title">{product.title}</p>
          <p className="product-card-condition">{conditionLine}</p>
          <ProductPrice
            className="product-card-price"
            price={product.price}
            originalPrice={product.product_details.original_price?.value}
          />
        </div>
      </CardLink>
      <FavoriteButton productId={product.id} vendor={product.vendor} title={product.title} favoritesCount={product.favorites_count} />
    </div>
  );
}

/** How long the pointer or focus stays on a card before its page's data and modules are prefetched (as `<Link prefetch="intent">`). */
const INTENT_DELAY_MS = 100;

/**
 * The card's link (decision 094). While the page hydrates, its contents (image, badges, designer, name,
 * price) stay as the server drew them: only the `<a>` is hydrated, with a click that navigates in place
 * and the prefetch on intent of the `<Link>` it stands for. A card drawn later, or whose data changed
 * since, is a `<Link>`.
 */
function CardLink({ to, signature, children }: { to: string; signature: string; children: ReactNode }) {
  const kept = useKeptServerMarkup(signature);
  const onClick = useLinkClickHandler<HTMLAnchorElement>(to);
  const [intent, setIntent] = useState(false);
  const [prefetch, setPrefetch] = useState(false);
  useEffect(() => {
    if (!intent || prefetch) return;
    const timer = setTimeout(() => setPrefetch(true), INTENT_DELAY_MS);
    return () => clearTimeout(timer);
  }, [intent, prefetch]);

  if (!kept) {
    return (
      <Link to={to} className="product-card-link" prefetch="intent">
        {children}
      </Link>
    );
  }
  const start = () => setIntent(true);
  const stop = () => setIntent(false);
  return (
    <>
      <a
        href={to}
        className="product-card-link"
        onClick={(event) => {
          if (!event.defaultPrevented) onClick(event);
        }}
        onMouseEnter={start}
        onFocus={start}
        onTouchStart={start}
        onMouseLeave={stop}
        onBlur={stop}
        dangerouslySetInnerHTML={KEPT_SERVER_MARKUP}
      />
      {prefetch ? <PrefetchPageLinks page={to} /> : null}
    </>
  );
}
