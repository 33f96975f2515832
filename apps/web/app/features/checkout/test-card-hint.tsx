/** The test gateway's card, told to people trying the shop outside production. */
export function TestCardHint() {
  return (
    <p className="checkout-test-hint" role="note">
      <span className="checkout-test-hint-label">Test mode</span> Use 4242 4242 4242 4242, any future expiry and any CVC.
    </p>
  );
}
