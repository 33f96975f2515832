import { Link } from "react-router";
import { collectionHref } from "@maison/domain/content/navigation";
import type { DesignerGroup } from "./designer-groups.ts";

const letterId = (letter: string) => (letter === "#" ? "designers-other" : `designers-${letter.toLowerCase()}`);
const ALPHABET = [..."ABCDEFGHIJKLMNOPQRSTUVWXYZ", "#"];
const count = new Intl.NumberFormat("en-US");

/** The A–Z designers index: letter jump links, then each letter's designers with their item counts. */
export function DesignerIndex({ groups }: { groups: readonly DesignerGroup[] }) {
  const present = new Set(groups.map((g) => g.letter));
  return (
    <>
      <nav className="letter-jump" aria-label="Designers by letter">
        <ul>
          {ALPHABET.filter((letter) => letter !== "#" || present.has("#")).map((letter) => (
            <li key={letter}>
              {present.has(letter) ? (
                <a href={`#${letterId(letter)}`}>{letter}</a>
              ) : (
                <span aria-hidden="true">{letter}</span>
              )}
            </li>
          ))}
        </ul>
      </nav>
      <div className="designer-groups">
        {groups.map((group) => (
          <div key={group.letter} className="designer-group">
            <h2 id={letterId(group.letter)} className="designer-group-letter">
              {group.letter}
            </h2>
            <ul className="designer-list">
              {group.designers.map((designer) => (
                <li key={designer.handle}>
                  <Link to={collectionHref(designer.handle)}>
                    <span className="designer-name">{designer.name}</span>
                    <span className="designer-count">
                      {count.format(designer.product_count)}
                      <span className="visually-hidden"> {designer.product_count === 1 ? "item" : "items"}</span>
                    </span>
                  </Link>
                </li>
              ))}
            </ul>
          </div>
        ))}
      </div>
    </>
  );
}
