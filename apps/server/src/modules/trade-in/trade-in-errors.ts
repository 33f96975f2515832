import { TradeInErrorCode } from "@maison/contracts/trade-in";
import { DomainError } from "@maison/domain/shared/domain-error";

/** The trade-in's failures, each with its code and words. */
export const tradeInErrors = {
  notFound: (field?: string) => new DomainError("not_found", TradeInErrorCode.enum.trade_in_not_found, "This trade-in does not exist.", field),
  notArrived: (arriveBy: string | null) =>
    new DomainError(
      "conflict",
      TradeInErrorCode.enum.trade_in_not_arrived,
      `This order waits for the piece traded toward it${arriveBy ? ` (due by ${arriveBy.slice(0, 10)})` : ""}: pack it once the piece is checked in.`,
    ),
  notAuthenticated: () =>
    new DomainError("conflict", TradeInErrorCode.enum.trade_in_not_authenticated, "Authenticate the piece at the seller desk before crediting or revising its trade-in."),
  notPayable: () => new DomainError("conflict", TradeInErrorCode.enum.trade_in_not_payable, "Nothing is due on this trade-in now.", "so_id"),
};
