import { BannersResponse } from "@maison/contracts/content";
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
import { apiClient } from "../lib/api.server.ts";
import type { Route } from "./+types/home";

const FEATURED_DESIGNER_COUNT = 10;
const BANNERS_PATH = "/api/v6/get-banners/";

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
  const [newArrivals, designers, banners] = await Promise.all([
    // Spec 1 §7's homepage query: a visitor's first view is pieces they can buy (decision 041).
    catalog.newArrivals(),
    catalog.listDesigners(),
    loadBanners(context, request),
  ]);
  return {
    newArrivals,
    designers: featuredDesigners(designers, FEATURED_DESIGNER_COUNT),
    banners,
  };
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
  const { newArrivals, designers, banners } = loaderData;
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
      <CategoryTiles />
      <DesignerStrip designers={designers} />
      <MembershipBand />
    </>
  );
}
