import { ContentPageErrorCode } from "@maison/contracts/content-pages";
import { LifecycleErrorCode } from "@maison/contracts/lifecycle";
import { DomainError } from "@maison/domain/shared/domain-error";

export const contentPageErrors = {
  notFound: () => new DomainError("not_found", ContentPageErrorCode.enum.content_not_found, "We couldn't find that page.", "slug"),
  slugTaken: () => new DomainError("conflict", ContentPageErrorCode.enum.content_slug_taken, "Another entry of this kind already has this slug.", "slug"),
  unknownPiece: (id: string) => new DomainError("invalid", ContentPageErrorCode.enum.content_piece_unknown, `Piece ${id} is not a listed piece.`, "piece_ids"),
  forbidden: () => new DomainError("forbidden", LifecycleErrorCode.enum.missing_capability, "This needs the content permission."),
};
