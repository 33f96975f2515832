import { Link } from "react-router";
import type { SellSkuView } from "@maison/contracts/valuation";
import { conditionFromKey } from "@maison/domain/catalog/condition";
import type { ItemDetails } from "./sell-flow-state.ts";

export interface SellItemSummaryProps {
  item: SellSkuView | null;
  details?: ItemDetails | undefined;
  /** Where "change" leads for the item, and for its details. */
  changeItemHref: string;
  changeDetailsHref?: string | undefined;
}

/** The piece being sold, as chosen so far, with the ways back to change it. */
export function SellItemSummary({ item, details, changeItemHref, changeDetailsHref }: SellItemSummaryProps) {
  const grade = details?.condition_key ? conditionFromKey(details.condition_key) : undefined;
  const facts = details
    ? [grade ? `${grade} condition` : null, details.color || null, details.accessories.length > 0 ? `with ${details.accessories.join(", ")}` : "no accessories", details.serial_number ? `serial ${details.serial_number}` : null].filter(Boolean)
    : [];
  return (
    <div className="sell-item-summary">
      <div className="sell-item-summary-text">
        <p className="eyebrow">Your piece</p>
        <p className="sell-item-summary-title">{item ? item.title : "The piece you chose"}</p>
        {item ? <p className="sell-item-summary-facts">{[item.item_type_label, item.designer, item.is_exotic ? "Exotic skin" : null].filter(Boolean).join(" · ")}</p> : null}
        {facts.length > 0 ? <p className="sell-item-summary-facts">{facts.join(" · ")}</p> : null}
      </div>
      <div className="sell-item-summary-links">
        <Link to={changeItemHref} className="text-link">
          Change item
        </Link>
        {changeDetailsHref ? (
          <Link to={changeDetailsHref} className="text-link">
            Edit details
          </Link>
        ) : null}
      </div>
    </div>
  );
}
