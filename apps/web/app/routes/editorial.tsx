import { EDITORIAL } from "@maison/domain/content/house";
import { ContentCards } from "../features/content-pages/content-cards.tsx";
import { loadContentList } from "../features/content-pages/content-pages-api.server.ts";
import "../features/membership/membership.css";
import "../features/content-pages/content-pages.css";
import type { Route } from "./+types/editorial";

export const meta: Route.MetaFunction = () => [
  { title: "Editorial | Maison" },
  { name: "description", content: EDITORIAL.description },
];

export const links: Route.LinksFunction = () => [{ rel: "alternate", type: "application/feed+json", title: "Maison Editorial", href: "/feed/json" }];

/** `/editorial/`: the magazine, newest article first (also the feed at /feed/json). */
export async function loader({ context, request }: Route.LoaderArgs) {
  return { articles: (await loadContentList(context, request, "article")).entries };
}

export default function Editorial({ loaderData }: Route.ComponentProps) {
  const { articles } = loaderData;
  return (
    <div className="content-page">
      <section className="membership-hero">
        <div className="membership-hero-inner page-width">
          <p className="eyebrow">The magazine</p>
          <h1 className="membership-hero-title">{EDITORIAL.title}</h1>
          <p className="membership-hero-text">{EDITORIAL.description}</p>
        </div>
      </section>
      <div className="page-width membership-body">
        {articles.length > 0 ? <ContentCards entries={articles} label="Articles" /> : <p className="membership-section-text">No article is published yet; come back soon.</p>}
      </div>
    </div>
  );
}
