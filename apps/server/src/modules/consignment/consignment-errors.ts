import { ConsignmentErrorCode } from "@maison/contracts/consignment";
import { DomainError } from "@maison/domain/shared/domain-error";

/** Consignment's failures, each with its code and words. */
export const consignmentErrors = {
  notFound: (field?: string) => new DomainError("not_found", ConsignmentErrorCode.enum.consignment_not_found, "This consignment does not exist.", field),
  tweakNotFound: () => new DomainError("not_found", ConsignmentErrorCode.enum.tweak_not_found, "This price proposal does not exist."),
  tweakClosed: () => new DomainError("conflict", ConsignmentErrorCode.enum.tweak_closed, "This price proposal was already answered or replaced by a newer one."),
  beingBought: () => new DomainError("conflict", ConsignmentErrorCode.enum.piece_being_bought, "A buyer is checking out with this piece right now. Try again in a few minutes."),
  notListable: (why: string) => new DomainError("conflict", ConsignmentErrorCode.enum.not_listable, why),
};
