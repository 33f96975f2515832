import { ProductGrid } from "../features/catalog/product-grid.tsx";
import { AboutUsMenu } from "../features/content-pages/about-us-menu.tsx";
import { ContentBody } from "../features/content-pages/content-body.tsx";
import { ContentCards } from "../features/content-pages/content-cards.tsx";
import { loadContentEntry, loadContentList } from "../features/content-pages/content-pages-api.server.ts";
import { ButtonLink } from "../components/ui/button-link.tsx";
import { ABOUT_US_MENU, CONTENT_CALLS, EDIT_INDEX_SLUGS, slugOfPath } from "../features/content-pages/content-paths.ts";
import "../features/membership/membership.css";
import "../features/content-pages/content-pages.css";
import "../styles/catalog.css";
import type { Route } from "./+types/content-page";

export const meta: Route.MetaFunction = ({ data: loaded }) =>
  loaded ? [{ title: `${loaded.page.title} | Maison` }, { name: "description", content: loaded.page.summary || loaded.page.title }] : [{ title: "Maison" }];

/** A content page staff wrote (decision 065), at its slug: the about-us menu's, the footer's landings, the stylist's. */
export async function loader({ context, request }: Route.LoaderArgs) {
  const slug = slugOfPath(new URL(request.url).pathname);
  const page = await loadContentEntry(context, request, "page", slug);
  const edits = (EDIT_INDEX_SLUGS as readonly string[]).includes(slug) ? (await loadContentList(context, request, "edit")).entries : null;
  return { page, edits };
}

export default function ContentPage({ loaderData }: Route.ComponentProps) {
  const { page, edits } = loaderData;
  const call = CONTENT_CALLS[page.slug];
  const aboutMenu = ABOUT_US_MENU.some((link) => link.href === page.path);
  return (
    <div className="content-page">
      <section className="membership-hero">
        <div className="membership-hero-inner page-width">
          <p className="eyebrow">Maison</p>
          <h1 className="membership-hero-title">{page.title}</h1>
          {page.summary ? <p className="membership-hero-text">{page.summary}</p> : null}
        </div>
      </section>
      <div className="page-width membership-body">
        {aboutMenu ? <AboutUsMenu /> : null}
        <ContentBody body={page.body} />
        {call ? (
          <p className="content-call">
            <ButtonLink to={call.href}>{call.label}</ButtonLink>
          </p>
        ) : null}
        {edits ? (
          edits.length > 0 ? (
            <section aria-labelledby="content-edits-title">
              <h2 id="content-edits-title" className="membership-section-title">
                The edits
              </h2>
              <ContentCards entries={edits} label="The stylist's edits" />
            </section>
          ) : (
            <p className="membership-section-text">No edit is published right now; come back soon.</p>
          )
        ) : null}
        {page.pieces.length > 0 ? (
          <section className="content-pieces" aria-labelledby="content-pieces-title">
            <h2 id="content-pieces-title" className="membership-section-title">
              Shop the pieces
            </h2>
            <ProductGrid products={page.pieces} label={`${page.title}: pieces`} />
          </section>
        ) : null}
      </div>
    </div>
  );
}
