/** Whether the one-of-a-kind piece can still be bought. */
export function ProductAvailability({ available }: { available: boolean }) {
  return (
    <p className={available ? "product-availability is-available" : "product-availability is-sold"}>
      <span className="product-availability-dot" aria-hidden="true" />
      {available ? "Available — one of a kind" : "Sold"}
    </p>
  );
}
