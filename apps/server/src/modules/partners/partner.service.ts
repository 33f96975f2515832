import { SellingErrorCode } from "@maison/contracts/selling";
import { SELLING_MESSAGES } from "@maison/domain/selling/selling-messages";
import { DomainError } from "@maison/domain/shared/domain-error";
import type { Db } from "../../db/database.ts";

/** Partner codes as sellers type them: letters and digits, case-insensitive. */
export const normalizePartnerCode = (code: string) => code.trim().toUpperCase().replace(/[^A-Z0-9]/g, "");

/** The partners whose codes a seller may enter in the sell flow (spec 2 §4 partner code). */
export class PartnerService {
  constructor(private readonly db: Db) {}

  /** The partner behind `code`; 404 with the flow's error when there is none. */
  async verify(code: string): Promise<{ code: string; partner_name: string }> {
    const normalized = normalizePartnerCode(code);
    const row = normalized ? await this.db.kysely.selectFrom("partners").select(["code", "name"]).where("code", "=", normalized).executeTakeFirst() : undefined;
    if (!row) throw new DomainError("not_found", SellingErrorCode.enum.partner_code_unknown, SELLING_MESSAGES.partnerCodeUnknown, "partner_code");
    return { code: row.code, partner_name: row.name };
  }
}
