import { Link } from "react-router";
import { shippingToCountry } from "@maison/domain/checkout/shipping-to-country";
import { dollarsToCents, formatWholeUsd } from "@maison/domain/money/cents";
import { formatForeignFee } from "../checkout/foreign-fee.ts";
import { useSelectedCountry } from "./use-selected-country.ts";
import "./countries.css";

/** The product page's word on shipping to the selected country (spec 2 §9); nothing for the United States. */
export function ShippingToCountry({ price, isExotic }: { price: number; isExotic: boolean }) {
  const { country } = useSelectedCountry();
  const shipping = shippingToCountry({ code: country.country_code, name: country.name }, { priceCents: dollarsToCents(price), isExotic });
  if (shipping.kind === "home") return null;
  if (shipping.kind === "refused") {
    return (
      <div className="shipping-to-country is-refused">
        <p>
          <strong>Shipping to {shipping.countryName}.</strong> {shipping.message}
        </p>
        <p>
          <Link to="/country" className="text-link">
            Change country
          </Link>
        </p>
      </div>
    );
  }
  return (
    <div className="shipping-to-country">
      <p>
        <strong>Shipping to {shipping.countryName}:</strong> International, {shipping.minDays}-{shipping.maxDays} business days,{" "}
        {formatWholeUsd(shipping.priceCents)} excluding taxes and customs; a duties fee of {formatForeignFee(shipping.dutiesFee.currency, shipping.dutiesFee.minor)} is
        paid on delivery.
      </p>
      <p>Orders up to {formatWholeUsd(shipping.limitCents)} can ship to {shipping.countryName}.</p>
    </div>
  );
}
