import { ForYouFiltersUpdate } from "@maison/contracts/account-lists";
import { CATEGORIES, CATEGORY_TITLES } from "@maison/domain/catalog/category";
import { CONDITION_GRADES } from "@maison/domain/catalog/condition";
import { collectionHref } from "@maison/domain/content/navigation";
import { ButtonLink } from "../components/ui/button-link.tsx";
import { EmptyState } from "../components/ui/empty-state.tsx";
import { PRIVATE_PAGE_HEADERS } from "../features/account/account-api.server.ts";
import { catalogApi } from "../features/catalog/catalog-api.server.ts";
import { ProductGrid } from "../features/catalog/product-grid.tsx";
import { PageError } from "../features/content/page-error.tsx";
import { loadRecommendations, saveForYouFilters } from "../features/for-you/for-you-api.server.ts";
import { ForYouFilterForm, type ForYouFilterOptions } from "../features/for-you/for-you-filter-form.tsx";
import { LogInLink } from "../features/identity/log-in-link.tsx";
import { searchProducts } from "../features/search/search-api.server.ts";
import type { Route } from "./+types/for-you";

export const meta: Route.MetaFunction = () => [{ title: "For You | Maison" }, { name: "robots", content: "noindex" }];

export const headers: Route.HeadersFunction = () => PRIVATE_PAGE_HEADERS;

export async function loader({ context, request }: Route.LoaderArgs) {
  const recommendations = await loadRecommendations(context, request);
  if (!recommendations) return { signedIn: false as const };
  const [designers, facets] = await Promise.all([
    catalogApi(context, request).listDesigners().catch(() => []),
    searchProducts(context, request, { query: "", pageSize: 1 }),
  ]);
  const colors = facets?.availableNavigation.find((n) => n.name === "color")?.refinements ?? [];
  const options: ForYouFilterOptions = {
    designers: designers.map((d) => ({ value: d.handle, label: d.name })),
    categories: CATEGORIES.map((c) => ({ value: c, label: CATEGORY_TITLES[c] })),
    color: colors.flatMap((r) => (r.type === "Value" ? [{ value: r.value, label: r.value }] : [])),
    condition: CONDITION_GRADES.map((c) => ({ value: c, label: c })),
  };
  return { signedIn: true as const, recommendations, options };
}

export async function action({ context, request }: Route.ActionArgs) {
  const form = await request.formData();
  const parsed = ForYouFiltersUpdate.safeParse({
    designers: form.getAll("designers"),
    categories: form.getAll("categories"),
    color: form.getAll("color"),
    condition: form.getAll("condition"),
  });
  if (!parsed.success) return { saved: false };
  return { saved: await saveForYouFilters(context, request, parsed.data) };
}

export default function ForYou({ loaderData, actionData }: Route.ComponentProps) {
  if (!loaderData.signedIn) {
    return (
      <div className="page-width status-page">
        <EmptyState
          eyebrow="For You"
          title="Pieces chosen for you"
          headingLevel="h1"
          actions={
            <>
              <LogInLink className="button button-primary" fallbackHref="/for-you">
                Log In
              </LogInLink>
              <LogInLink className="button button-secondary" mode="signup" fallbackHref="/for-you">
                Create Account
              </LogInLink>
            </>
          }
        >
          <p>Sign in and tell us the designers, categories, colors and condition you love. We'll gather the pieces that fit, and keep the edit fresh as new arrivals land.</p>
        </EmptyState>
      </div>
    );
  }
  const { recommendations, options } = loaderData;
  return (
    <div className="page-width collection-page for-you-page">
      <header className="collection-header">
        <p className="eyebrow">For You</p>
        <h1 className="collection-title">Chosen for you</h1>
        <p className="collection-description">
          {recommendations.personalized
            ? "Pieces picked from your favorites, what you've viewed and your preferences."
            : "Favorite a few pieces or set your preferences, and this edit becomes yours. Until then, the newest arrivals."}
        </p>
      </header>
      <div className="search-layout">
        <aside className="facet-panel for-you-panel" aria-label="Your preferences">
          <ForYouFilterForm filters={recommendations.filters} options={options} saved={actionData?.saved ?? null} />
        </aside>
        <div className="search-main">
          {recommendations.products.length > 0 ? (
            <ProductGrid products={recommendations.products} label="Recommended for you" />
          ) : (
            <EmptyState title="Nothing matches these preferences yet" actions={<ButtonLink to={collectionHref("new-arrivals")}>Shop New Arrivals</ButtonLink>}>
              <p>Loosen a preference or two; new pieces arrive every day.</p>
            </EmptyState>
          )}
        </div>
      </div>
    </div>
  );
}

export function ErrorBoundary() {
  return <PageError message="We're having trouble loading your recommendations. Please, try again later!" />;
}
