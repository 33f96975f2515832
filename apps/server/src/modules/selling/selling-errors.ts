import { SellingErrorCode } from "@maison/contracts/selling";
import { SELLING_MESSAGES } from "@maison/domain/selling/selling-messages";
import { DomainError } from "@maison/domain/shared/domain-error";

/** The seller's failures, each with its code and words. */
export const sellingErrors = {
  /** `field`: the body's field that named it (a path's id names itself). */
  submissionNotFound: (field?: string) => new DomainError("not_found", SellingErrorCode.enum.submission_not_found, "This submission does not exist.", field),
  nmiNotFound: () => new DomainError("not_found", SellingErrorCode.enum.nmi_not_found, SELLING_MESSAGES.submissionDetailFailed),
  nmiAnswered: () => new DomainError("conflict", SellingErrorCode.enum.nmi_already_answered, "You have already sent this information. We will be in touch."),
  unknownItem: (field: string) => new DomainError("invalid", SellingErrorCode.enum.unknown_item, "This item is not part of the submission.", field),
  nothingToFinalize: (what: string) => new DomainError("conflict", SellingErrorCode.enum.nothing_to_finalize, `No item of this submission can be ${what} now.`),
  unknownSku: (field: string) => new DomainError("invalid", SellingErrorCode.enum.unknown_sku, "We do not know this piece. Choose it from the list, or send us photos.", field),
  shippingBooked: () => new DomainError("conflict", SellingErrorCode.enum.shipping_already_booked, "Shipping is already booked for this submission."),
  nothingToShip: () => new DomainError("conflict", SellingErrorCode.enum.no_piece_to_ship, "Accept an offer before booking how your piece comes to us."),
  unknownPhoto: (field: string) => new DomainError("invalid", SellingErrorCode.enum.photo_not_yours, "This photo was not uploaded by you, or is already used. Upload it again.", field),
};
