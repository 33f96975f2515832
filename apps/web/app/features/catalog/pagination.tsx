import { Link } from "react-router";
import { ChevronLeftIcon, ChevronRightIcon } from "../../components/ui/icons.tsx";
import { paginationRange } from "./pagination-range.ts";

export interface PaginationProps {
  page: number;
  pageCount: number;
  /** The address of a page, keeping everything else the list shows (sort, filters, search text). */
  hrefFor: (page: number) => string;
}

/** Previous / numbered pages with ellipses / Next; the current page is marked for assistive technology. */
export function Pagination({ page, pageCount, hrefFor: href }: PaginationProps) {
  if (pageCount <= 1) return null;

  return (
    <nav className="pagination" aria-label="Pagination">
      {page > 1 ? (
        <Link to={href(Math.min(page - 1, pageCount))} className="pagination-step" rel="prev">
          <ChevronLeftIcon size={16} />
          Previous
        </Link>
      ) : (
        <span className="pagination-step is-disabled" aria-hidden="true">
          <ChevronLeftIcon size={16} />
          Previous
        </span>
      )}
      <ol className="pagination-pages">
        {paginationRange(page, pageCount).map((slot, i) =>
          slot === "ellipsis" ? (
            <li key={`gap-${i}`} className="pagination-gap" aria-hidden="true">
              …
            </li>
          ) : (
            <li key={slot}>
              <Link
                to={href(slot)}
                className="pagination-page"
                aria-current={slot === page ? "page" : undefined}
                aria-label={`Page ${slot}`}
              >
                {slot}
              </Link>
            </li>
          ),
        )}
      </ol>
      {page < pageCount ? (
        <Link to={href(page + 1)} className="pagination-step" rel="next">
          Next
          <ChevronRightIcon size={16} />
        </Link>
      ) : (
        <span className="pagination-step is-disabled" aria-hidden="true">
          Next
          <ChevronRightIcon size={16} />
        </span>
      )}
    </nav>
  );
}
