import { BannersResponse } from "@maison/contracts/content";
import { ForYouHomepage } from "@maison/contracts/account-lists";
import { FLAG_KEYS } from "@maison/domain/flags/feature-flags";
import { collectionHref } from "@maison/domain/content/navigation";
import { catalogApi } from "../features/catalog/catalog-api.server.ts";
import { ProductCarousel } from "../features/catalog/product-carousel.tsx";
import { BannerStrip, homeBanners, type HomeBanner } from "../features/content/banner-strip.tsx";
import { CategoryTiles } from "../features/content/category-tiles.tsx";
import { DesignerStrip } from "../features/content/designer-strip.tsx";
import { featuredDesigners } from "../features/content/featured-designers.ts";
import { HomeHero } from "../features/content/home-hero.tsx";
import { HousePromises } from "../features/content/house-promises.tsx";
import { MembershipBand } from "../features/content/membership-band.tsx";
import { paidCampaignOfRequest } from "../features/content/promo-message-campaign.ts";
import { flagText, loadFlagValues } from "../features/flags/flags-api.server.ts";
import { apiClient } from "../lib/api.server.ts";
import type { Route } from "./+types/home";

const FEATURED_DESIGNER_COUNT = 10;
const BANNERS_PATH = "/api/v6/get-banners/";
const FOR_YOU_HOMEPAGE_PATH = "/api/v6/meta/for-you-homepage/";

export const meta: Route.MetaFunction = () => [
  { title: "Maison | Pre-owned luxury, authenticated" },
  {
    name: "description",
    content:
      "Shop authenticated pre-owned Hermès, Chanel, Rolex, Cartier and more. New arrivals daily, every piece graded by our specialists.",
  },
];

export async function loader({ context, request }: Route.LoaderArgs) {
  const catalog = catalogApi(context, request);
  const [newArrivals, designers, banners, forYou] = await Promise.all([
    // Spec 1 §7's homepage query: a visitor's first view is pieces they can buy (decision 041).
    catalog.newArrivals(),
    catalog.listDesigners(),
    loadBanners(context, request),
    loadForYouRail(context, request),
  ]);
  return {
    newArrivals,
    designers: featuredDesigners(designers, FEATURED_DESIGNER_COUNT),
    banners,
    forYou,
  };
}

/**
 * The personalization test (spec 2 §6, decision 067): visitors in its "for-you" group see the For You
 * rail (`/v6/meta/for-you-homepage/`: their picks when signed in, the newest pieces otherwise); the
 * control group sees the homepage without it. Null when not in the test or when the call fails.
 */
async function loadForYouRail(context: Route.LoaderArgs["context"], request: Request): Promise<ForYouHomepage | null> {
  const flags = await loadFlagValues(context, request, [FLAG_KEYS.personalizationTest]);
  if (flagText(flags, FLAG_KEYS.personalizationTest) !== "for-you") return null;
  try {
    const rail = await apiClient(context, request).get(FOR_YOU_HOMEPAGE_PATH, ForYouHomepage);
    return rail.products.length > 0 ? rail : null;
  } catch (error) {
    if (request.signal.aborted) throw error;
    return null;
  }
}

/** The active banners (paid-promo ones for a paid-campaign visit); none when the call fails. */
async function loadBanners(context: Route.LoaderArgs["context"], request: Request): Promise<HomeBanner[]> {
  const query = paidCampaignOfRequest(request) ? "?paid_promo=true" : "";
  try {
    return homeBanners(await apiClient(context, request).get(`${BANNERS_PATH}${query}`, BannersResponse), new Date());
  } catch (error) {
    if (request.signal.aborted) throw error;
    return [];
  }
}

export default function Home({ loaderData }: Route.ComponentProps) {
  const { newArrivals, designers, banners, forYou } = loaderData;
  return (
    <>
      <HomeHero pieces={newArrivals} />
      <BannerStrip banners={banners} />
      <HousePromises />
      <div className="page-width home-section">
        <ProductCarousel
          id="new-arrivals"
          title="New Arrivals"
          products={newArrivals}
          viewAllHref={collectionHref("new-arrivals")}
        />
      </div>
      {forYou ? (
        <div className="page-width home-section">
          <ProductCarousel id="for-you" title={forYou.title} products={forYou.products} viewAllHref={forYou.view_all_url} />
        </div>
      ) : null}
      <CategoryTiles />
      <DesignerStrip designers={designers} />
      <MembershipBand />
    </>
  );
}
