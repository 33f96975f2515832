import { Link } from "react-router";
import { ProductGrid } from "../features/catalog/product-grid.tsx";
import { ContentBody } from "../features/content-pages/content-body.tsx";
import { dateOf } from "../features/content-pages/content-cards.tsx";
import { loadContentEntry } from "../features/content-pages/content-pages-api.server.ts";
import "../features/membership/membership.css";
import "../features/content-pages/content-pages.css";
import "../styles/catalog.css";
import type { Route } from "./+types/content-entry";

export const meta: Route.MetaFunction = ({ data: loaded }) =>
  loaded ? [{ title: `${loaded.entry.title} | Maison ${loaded.entry.kind === "article" ? "Editorial" : "Style Assembly"}` }, { name: "description", content: loaded.entry.summary || loaded.entry.title }] : [{ title: "Maison" }];

/** `/editorial/{slug}/`: an Editorial article; `/style-assembly/{slug}/`: a stylist's edit of real pieces. */
export async function loader({ context, request, params }: Route.LoaderArgs) {
  const kind = new URL(request.url).pathname.startsWith("/editorial/") ? "article" : "edit";
  return { entry: await loadContentEntry(context, request, kind, params.slug) };
}

export default function ContentEntry({ loaderData }: Route.ComponentProps) {
  const { entry } = loaderData;
  const article = entry.kind === "article";
  return (
    <div className="content-page">
      <section className="membership-hero">
        <div className="membership-hero-inner page-width">
          <p className="eyebrow">{article ? <Link to="/editorial/">Editorial</Link> : <Link to="/stylist/">Stylist</Link>}</p>
          <h1 className="membership-hero-title">{entry.title}</h1>
          {entry.summary ? <p className="membership-hero-text">{entry.summary}</p> : null}
        </div>
      </section>
      <article className="page-width membership-body">
        {article && entry.published_at ? <p className="content-date">{dateOf(entry.published_at)}</p> : null}
        {article && entry.image_url ? <img className="content-hero-image" src={entry.image_url} alt="" width={704} height={704} /> : null}
        <ContentBody body={entry.body} />
        {entry.pieces.length > 0 ? (
          <section className="content-pieces" aria-labelledby="content-pieces-title">
            <h2 id="content-pieces-title" className="membership-section-title">
              Shop the edit
            </h2>
            <ProductGrid products={entry.pieces} label={`${entry.title}: pieces`} />
          </section>
        ) : !article ? (
          <p className="membership-section-text">Every piece of this edit has found a home. See the other edits on the Stylist page.</p>
        ) : null}
      </article>
    </div>
  );
}
