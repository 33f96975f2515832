import { requestedPoints } from "@maison/domain/cart/cart-attributes";
import { dollarsToCents } from "@maison/domain/money/cents";
import { giftCardLastCharacters } from "@maison/domain/cart/gift-card-codes";
import { moneyBreakdown, type BreakdownLine, type MoneyBreakdown } from "@maison/domain/checkout/order-breakdown";
import { pointsValueCents } from "@maison/domain/wallet/wallet-profile";
import { specialKindOf } from "./cart-lines.ts";
import type { Cart } from "./cart-model.ts";

/**
 * The cart's money breakdown, from its lines, by the domain's one function (decision 044): the same
 * rows checkout and the order show later, with shipping and sales tax "Calculated at checkout" (no
 * address yet). Applied cards the shopper's wallet holds are store credit, the others gift cards.
 */
export function cartBreakdown(cart: Cart, viewer: { signedIn: boolean; walletCodes: readonly string[] }): MoneyBreakdown {
  const lines: BreakdownLine[] = cart.lines.map((line) => ({
    kind: specialKindOf(line) ?? "product",
    priceCents: line.priceCents,
    quantity: line.quantity,
    memberDiscountCents: line.memberDiscountCents,
    codeDiscountCents: line.codeDiscountCents,
    saleDiscountCents: line.saleDiscountCents,
  }));
  // Cart-level discounts (none from our server, decision 016) count once, as a code on the first piece.
  const onLines = cart.lines.reduce((sum, line) => sum + line.discountCents, 0);
  const firstPiece = lines.find((line) => line.kind === "product");
  if (firstPiece && cart.orderDiscountCents > onLines) firstPiece.codeDiscountCents += cart.orderDiscountCents - onLines;
  const points = requestedPoints(cart.attributes, viewer.signedIn);
  const wallet = new Set(viewer.walletCodes.map((code) => giftCardLastCharacters(code)));
  const requiresShipping = lines.some((line) => line.kind === "product");
  const traded = Number(cart.attributes.find((a) => a.key === "tradesApplied")?.value ?? "0");
  const tradesApplied = viewer.signedIn && Number.isFinite(traded) && traded > 0 ? dollarsToCents(traded) : 0;
  return moneyBreakdown({
    stage: "cart",
    lines,
    discountCodes: cart.discountCodes.filter((code) => code.applicable).map((code) => code.code),
    saleTitle: cart.lines.find((line) => line.saleTitle)?.saleTitle ?? null,
    pointsCents: Math.min(points.valueCents, pointsValueCents(points.count)),
    shippingCents: null,
    requiresShipping,
    tax: requiresShipping ? { status: "pending" } : { status: "not_applicable", note: null },
    // The trade-in bag (decision 050): the server's tradesApplied, paid first like at checkout.
    tenders: [
      ...(tradesApplied > 0 ? [{ kind: "trade_in" as const, lastCharacters: null, balanceCents: tradesApplied }] : []),
      ...cart.giftCards.map((card) => ({
        kind: wallet.has(card.lastCharacters.toUpperCase()) ? ("store_credit" as const) : ("gift_card" as const),
        lastCharacters: card.lastCharacters,
        balanceCents: card.amountUsedCents,
      })),
    ],
  });
}
