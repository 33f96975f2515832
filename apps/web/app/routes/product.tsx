import { isRouteErrorResponse, Link } from "react-router";
import { isMemberStatus } from "@maison/domain/membership/membership-status";
import { CATEGORY_TITLES, categoryCollectionHandle } from "@maison/domain/catalog/category";
import { resizeImageUrl } from "@maison/domain/catalog/image-size";
import { showsMoreMatchesCard } from "@maison/domain/catalog/carousel";
import { collectionHref } from "@maison/domain/content/navigation";
import { Breadcrumbs } from "../components/ui/breadcrumbs.tsx";
import { ArrowLeftIcon } from "../components/ui/icons.tsx";
import { AddToCartButton } from "../features/cart/add-to-cart-button.tsx";
import { catalogApi } from "../features/catalog/catalog-api.server.ts";
import { ProductCarousel } from "../features/catalog/product-carousel.tsx";
import { ProductDetailsList } from "../features/catalog/product-details-list.tsx";
import { ProductGallery } from "../features/catalog/product-gallery.tsx";
import { productJsonLd } from "../features/catalog/product-structured-data.ts";
import { ProductSummary } from "../features/catalog/product-summary.tsx";
import { FinancingEstimate } from "../features/catalog/financing-estimate.tsx";
import { productPageApi } from "../features/catalog/product-page-api.server.ts";
import { RecentlyViewed } from "../features/catalog/recently-viewed.tsx";
import { VipPreviewNotice } from "../features/catalog/vip-preview-notice.tsx";
import { FavoriteButton } from "../features/favorites/favorite-button.tsx";
import { hasCredentials } from "../features/identity/viewer.server.ts";
import { useViewer } from "../features/identity/use-viewer.ts";
import { PageError } from "../features/content/page-error.tsx";
import { PageNotFound } from "../features/content/page-not-found.tsx";
import { loadPromoMessages } from "../features/content/promo-message-api.server.ts";
import { PromoMessages } from "../features/content/promo-message.tsx";
import { flagOn, loadFlagValues } from "../features/flags/flags-api.server.ts";
import { FLAG_KEYS } from "@maison/domain/flags/feature-flags";
import type { Route } from "./+types/product";

/** The product page's own failure message (not a 404), worded as the house says it. */
const PRODUCT_PAGE_ERROR =
  "We're having trouble loading this product page. We've sent the issue to our team. Please, try again later!";

const DESCRIPTION_LENGTH = 155;

export const meta: Route.MetaFunction = ({ data: loaderData }) => {
  if (!loaderData) return [{ title: "Piece not found | Maison" }];
  const { product, shareImage, canonical } = loaderData;
  const price = product.price.toFixed(2);
  const title = `${product.vendor} ${product.title} | Maison`;
  const description = summarize(product.description) || `Shop this pre-owned ${product.vendor} at Maison.`;
  return [
    { title },
    { name: "description", content: description },
    { tagName: "link", rel: "canonical", href: canonical },
    { property: "og:type", content: "product" },
    { property: "og:title", content: title },
    { property: "og:description", content: description },
    { property: "og:url", content: canonical },
    { property: "og:site_name", content: "Maison" },
    { property: "product:price:amount", content: price },
    { property: "product:price:currency", content: "USD" },
    { property: "product:availability", content: product.availableForSale ? "in stock" : "out of stock" },
    { property: "product:condition", content: "used" },
    ...(shareImage ? [{ property: "og:image", content: shareImage }, { property: "og:image:alt", content: `${product.vendor} ${product.title}` }] : []),
    { name: "twitter:card", content: shareImage ? "summary_large_image" : "summary" },
    { name: "twitter:title", content: title },
    { name: "twitter:description", content: description },
    ...(shareImage ? [{ name: "twitter:image", content: shareImage }] : []),
    { "script:ld+json": productJsonLd(product, canonical) },
  ];
};

export async function loader({ context, request, params }: Route.LoaderArgs) {
  const product = await catalogApi(context, request).getProduct(params.handle);
  const companions = productPageApi(context, request);
  const [similar, others, extra, financing, recentlyViewed, promos, flags] = await Promise.all([
    companions.similarItems(product.id),
    companions.othersYouMayLike(product.id),
    companions.extra(product.id),
    companions.financing(product.price),
    hasCredentials(request) ? companions.recentlyViewed(product.id) : Promise.resolve(null),
    loadPromoMessages(context, request, "pdp", product.tags),
    loadFlagValues(context, request, [FLAG_KEYS.productDynamicPromo]),
  ]);
  const origin = new URL(request.url).origin;
  const canonical = new URL(`/products/${product.handle}`, origin).href;
  const shareImage = product.image ? new URL(resizeImageUrl(product.image, "big"), origin).href : null;
  return { product, similar, others, extra, financing, recentlyViewed: recentlyViewed?.products ?? null, canonical, shareImage, promos: flagOn(flags, FLAG_KEYS.productDynamicPromo) ? promos : [] };
}

export default function ProductPage({ loaderData }: Route.ComponentProps) {
  const { product, similar, others, extra, financing, recentlyViewed, promos } = loaderData;
  const viewer = useViewer();
  const categoryTitle = `All ${CATEGORY_TITLES[product.category]}`;
  const categoryHref = collectionHref(categoryCollectionHandle(product.category));
  const images = galleryImages(product.images_info, product.images);
  const name = `${product.vendor} ${product.title}`;
  const firstLook = extra?.first_look;

  return (
    <div className="page-width product-page">
      <Breadcrumbs
        className="product-breadcrumbs"
        crumbs={[{ label: "Home", href: "/" }, { label: categoryTitle, href: categoryHref }, { label: product.title }]}
      />
      <Link to={categoryHref} className="product-back-link">
        <ArrowLeftIcon size={16} />
        {categoryTitle}
      </Link>
      <div className="product-layout">
        <ProductGallery images={images} name={name} />
        <ProductSummary product={product} isMember={isMemberStatus(viewer?.rewards_membership_status)}>
          <FinancingEstimate estimate={financing} />
          <PromoMessages messages={promos} />
          {firstLook?.is_first_look && !firstLook.can_shop ? <VipPreviewNotice endsAt={firstLook.ends_at} /> : null}
          <AddToCartButton
            variantId={product.product_variant.id}
            available={product.availableForSale}
            canShop={!(firstLook?.is_first_look && !firstLook.can_shop)}
          />
          <div className="product-favorite">
            <FavoriteButton productId={product.id} vendor={product.vendor} title={product.title} favoritesCount={product.favorites_count} className="favorite-button product-favorite-button" />
            <span className="product-favorite-text">Save to favorites</span>
          </div>
        </ProductSummary>
      </div>
      <ProductDetailsList product={product} />
      {similar && similar.products.length > 0 ? (
        <div className="product-similar">
          <ProductCarousel id="similar-items" title="Similar Items" products={similar.products} viewAllHref={similar.see_all_url ?? categoryHref} />
        </div>
      ) : null}
      {others && others.products.length > 0 ? (
        <div className="product-similar">
          <ProductCarousel
            id="others-you-may-like"
            title="Others You May Like"
            products={others.products}
            viewAllHref={others.see_all_url}
            moreMatches={showsMoreMatchesCard(others.total, others.see_all_url)}
          />
        </div>
      ) : null}
      <RecentlyViewed key={product.id} productId={product.id} signedIn={viewer !== null} initial={recentlyViewed} />
    </div>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (isRouteErrorResponse(error) && error.status === 404) {
    return <PageNotFound message="This piece is no longer listed, or the address is not quite right." />;
  }
  return <PageError message={PRODUCT_PAGE_ERROR} />;
}

function galleryImages(info: { src: string; width: number; height: number }[], images: string[]) {
  if (info.length > 0) return info;
  return images.map((src) => ({ src, width: 1500, height: 1500 }));
}

function summarize(text: string): string {
  const flat = text.replace(/\s+/g, " ").trim();
  if (flat.length <= DESCRIPTION_LENGTH) return flat;
  return `${flat.slice(0, flat.lastIndexOf(" ", DESCRIPTION_LENGTH - 1))}…`;
}
