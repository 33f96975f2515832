import { CAROUSEL_PAGE_SIZE } from "@maison/domain/catalog/paging";
import { collectionHref } from "@maison/domain/content/navigation";
import { catalogApi } from "../features/catalog/catalog-api.server.ts";
import { ProductCarousel } from "../features/catalog/product-carousel.tsx";
import { CategoryTiles } from "../features/content/category-tiles.tsx";
import { DesignerStrip } from "../features/content/designer-strip.tsx";
import { featuredDesigners } from "../features/content/featured-designers.ts";
import { HomeHero } from "../features/content/home-hero.tsx";
import { HousePromises } from "../features/content/house-promises.tsx";
import { MembershipBand } from "../features/content/membership-band.tsx";
import type { Route } from "./+types/home";

const FEATURED_DESIGNER_COUNT = 10;

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
  const [newArrivals, designers] = await Promise.all([
    catalog.listProducts({ collection: "new-arrivals", limit: CAROUSEL_PAGE_SIZE }),
    catalog.listDesigners(),
  ]);
  return {
    newArrivals: newArrivals.products,
    designers: featuredDesigners(designers, FEATURED_DESIGNER_COUNT),
  };
}

export default function Home({ loaderData }: Route.ComponentProps) {
  const { newArrivals, designers } = loaderData;
  return (
    <>
      <HomeHero pieces={newArrivals} />
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
