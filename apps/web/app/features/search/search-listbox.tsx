import { IMAGE_SIZES, imageSizes } from "@maison/domain/catalog/image-size";
import { ResponsiveImage } from "../../components/ui/responsive-image.tsx";
import type { SearchOptionGroup } from "./autocomplete-options.ts";

/** A suggested piece's picture: a column of the panel's grid (8.5rem at least, search.css). */
const SEARCH_OPTION_IMAGE_SIZES = imageSizes([[768, "30vw"]], "10rem");

export interface SearchListboxProps {
  id: string;
  groups: readonly SearchOptionGroup[];
  activeId: string | undefined;
  onChoose: (href: string) => void;
}

/** The suggestion list of the search box: titled groups of options; products show as mini-cards. */
export function SearchListbox({ id, groups, activeId, onChoose }: SearchListboxProps) {
  return (
    <div id={id} role="listbox" aria-label="Search suggestions" className="search-listbox" hidden={groups.length === 0}>
      {groups.map((group) => (
        <div key={group.key} role="group" aria-labelledby={`${id}-${group.key}`} className={`search-group search-group-${group.kind}`}>
          <div id={`${id}-${group.key}`} role="presentation" className="search-group-title">
            {group.title}
          </div>
          <div role="presentation" className="search-group-options">
            {group.options.map((option) => (
              <div
                key={option.id}
                id={option.id}
                role="option"
                aria-selected={option.id === activeId}
                className={option.product ? "search-option search-option-product" : "search-option"}
                onMouseDown={(event) => event.preventDefault()}
                onClick={() => onChoose(option.href)}
              >
                {option.product ? (
                  <>
                    <span className="search-option-media">
                      {option.product.image ? (
                        <ResponsiveImage
                          src={option.product.image}
                          alt=""
                          width={IMAGE_SIZES.medium_small}
                          height={IMAGE_SIZES.medium_small}
                          sizes={SEARCH_OPTION_IMAGE_SIZES}
                        />
                      ) : null}
                    </span>
                    <span className="search-option-text">
                      <span className="search-option-detail">{option.detail}</span>
                      <span className="search-option-label">{option.label}</span>
                    </span>
                  </>
                ) : (
                  <>
                    <span className="search-option-label">{option.label}</span>
                    {option.detail ? <span className="search-option-detail"> {option.detail}</span> : null}
                  </>
                )}
              </div>
            ))}
          </div>
        </div>
      ))}
    </div>
  );
}
