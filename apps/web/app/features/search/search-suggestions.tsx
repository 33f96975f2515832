import { Link } from "react-router";
import type { TrendingSearchesResponse } from "@maison/contracts/search";

/** Trending searches and designers to try, for an empty or failed search. */
export function SearchSuggestions({ trending }: { trending: TrendingSearchesResponse | null }) {
  if (!trending || (trending.default_searches.length === 0 && trending.default_designers.length === 0)) return null;
  return (
    <div className="search-suggestions">
      {trending.default_searches.length > 0 ? (
        <div>
          <h3 className="eyebrow">Trending searches</h3>
          <ul className="suggestion-chips">
            {trending.default_searches.map((s) => (
              <li key={s.value}>
                <Link to={s.url} className="filter-chip">
                  {s.value}
                </Link>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      {trending.default_designers.length > 0 ? (
        <div>
          <h3 className="eyebrow">Designers</h3>
          <ul className="suggestion-chips">
            {trending.default_designers.map((d) => (
              <li key={d.handle}>
                <Link to={d.url} className="filter-chip">
                  {d.name}
                </Link>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </div>
  );
}
