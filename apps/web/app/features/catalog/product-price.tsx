import { formatDollars, visibleOriginalPrice } from "./price-display.ts";
import { LocalPrice } from "../countries/local-price.tsx";
import { dollarsToCents } from "@maison/domain/money/cents";

export interface ProductPriceProps {
  /** Whole dollars. */
  price: number;
  /** Whole dollars; struck through only when the price rules allow it. */
  originalPrice: number | null | undefined;
  className?: string;
}

/** A price, with the original price struck through beside it when it may be shown. */
export function ProductPrice({ price, originalPrice, className }: ProductPriceProps) {
  const original = visibleOriginalPrice(price, originalPrice);
  return (
    <p className={["product-price", className].filter(Boolean).join(" ")}>
      <span className={original ? "product-price-current is-reduced" : "product-price-current"}>
        {original ? <span className="visually-hidden">Price: </span> : null}
        {formatDollars(price)}
      </span>
      {original ? (
        <s className="product-price-original">
          <span className="visually-hidden">Original price: </span>
          {formatDollars(original)}
        </s>
      ) : null}
      <LocalPrice cents={dollarsToCents(price)} />
    </p>
  );
}
