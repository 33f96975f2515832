import { WholesaleErrorCode } from "@maison/contracts/wholesale";
import { WHOLESALE_COLLECTION_TAG } from "@maison/domain/catalog/collection";
import { DomainError } from "@maison/domain/shared/domain-error";
import { WHOLESALE_MESSAGES } from "@maison/domain/wholesale/wholesale-application";
import type { Viewer } from "./product-mapper.ts";

/** The wholesale collection is for business (b2b) accounts only (spec 1 §6): anyone else is refused with a 403 to request access. */
export function assertMayBrowseCollection(handle: string | undefined, viewer: Viewer): void {
  if (handle === WHOLESALE_COLLECTION_TAG && !viewer.isB2b) {
    throw new DomainError("forbidden", WholesaleErrorCode.enum.wholesale_only, WHOLESALE_MESSAGES.wholesaleOnly, "collection");
  }
}
