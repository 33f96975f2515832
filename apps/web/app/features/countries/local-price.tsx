import { formatApproximateLocal, formatRateDay } from "./local-price.ts";
import { useSelectedCountry } from "./use-selected-country.ts";
import "./countries.css";

/**
 * "· ≈ €1,302" beside a US dollar price, where the selected country's currency is not the dollar
 * (decision 063). Screen readers hear "approximately €1,302"; nothing is charged in it.
 */
export function LocalPrice({ cents, className }: { cents: number; className?: string }) {
  const { reference_rate: rate } = useSelectedCountry();
  if (!rate) return null;
  const figure = formatApproximateLocal(cents, rate);
  return (
    <span className={["local-price", className].filter(Boolean).join(" ")}>
      <span aria-hidden="true">≈ {figure}</span>
      <span className="visually-hidden">, approximately {figure}</span>
    </span>
  );
}

/** The note under local figures: what they are and what is charged. */
export function LocalPriceNote({ className }: { className?: string }) {
  const { country, reference_rate: rate } = useSelectedCountry();
  if (!rate) return null;
  return (
    <p className={["local-price-note", className].filter(Boolean).join(" ")}>
      Prices are charged in US dollars. Figures in {rate.currency} for {country.name} are approximate, at the reference rate of{" "}
      {formatRateDay(rate.as_of)}.
    </p>
  );
}
