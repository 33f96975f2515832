import type { AchProfileInput, CheckProfileInput, PayoutProfile, PayoutProfilePreference, PayoutProfiles } from "@maison/contracts/payouts";
import { PayoutErrorCode } from "@maison/contracts/payouts";
import { maskedAccount } from "@maison/domain/payouts/bank-account";
import { DomainError } from "@maison/domain/shared/domain-error";
import type { Clock } from "../../db/clock.ts";
import type { Db } from "../../db/database.ts";
import { newId } from "../../db/id.ts";
import { inTransaction } from "../../db/transaction.ts";
import type { AddressService } from "../account/address.service.ts";
import type { PayoutProvider } from "./payout-provider.ts";
import { findOwnProfile, findProfiles, insertProfile, insertProfileIfAbsent, setPreferred, softDeleteProfile } from "./payout-profile.repository.ts";
import type { PayoutProfileRow } from "./payouts.table.ts";

const notFound = () => new DomainError("not_found", PayoutErrorCode.enum.payout_profile_not_found, "This payment method does not exist.");

export function profileLabel(row: PayoutProfileRow): string {
  if (row.provider_type === "ach") return `${row.bank_name ? `${row.bank_name} ` : ""}${maskedAccount(row.account_type ?? "checking", row.account_last4 ?? "")}`;
  if (row.provider_type === "check") return `Check to ${row.check_address ?? ""}`;
  return "Maison store credit";
}

function toProfile(row: PayoutProfileRow): PayoutProfile {
  return {
    id: row.id,
    provider_type: row.provider_type,
    label: profileLabel(row),
    is_preferred: row.is_preferred === 1,
    is_preferred_for_wallet: row.is_preferred_for_wallet === 1,
    created_at: row.created_at,
  };
}

/**
 * A seller's payout profiles (spec 1 §7 self-check-in payments, spec 2 §3 payment methods): bank
 * accounts (registered with the payout provider; Maison keeps the last four digits), check addresses,
 * and store credit, which every seller has. One is preferred for payouts, one for the wallet's cash-out.
 */
export class PayoutProfileService {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    private readonly provider: PayoutProvider,
    private readonly addresses: AddressService,
  ) {}

  async list(userId: string): Promise<PayoutProfiles> {
    const rows = await this.ensureSiteCredit(userId);
    const of = (type: string) => rows.filter((r) => r.provider_type === type).map(toProfile);
    const ach = of("ach");
    const check = of("check");
    return {
      ach,
      check,
      sitecredit: of("sitecredit"),
      wallet: [...ach, ...check].filter((p) => p.is_preferred_for_wallet),
      favorite_bank_account: ach.find((p) => p.is_preferred) ?? ach[0] ?? null,
      favorite_check_address: check.find((p) => p.is_preferred) ?? check[0] ?? null,
    };
  }

  async createAch(userId: string, input: AchProfileInput): Promise<PayoutProfile> {
    const registered = await this.provider.registerBankAccount({ holderName: input.holder_name, routingNumber: input.routing_number, accountNumber: input.account_number, accountType: input.account_type });
    return this.insert(userId, { provider_type: "ach", holder_name: input.holder_name, bank_name: input.bank_name || null, account_type: input.account_type, account_last4: registered.last4, recipient_token: registered.token }, input.is_preferred);
  }

  async createCheck(userId: string, input: CheckProfileInput): Promise<PayoutProfile> {
    const a = await this.addresses.get(userId, input.address_id, "address_id");
    const line = [`${a.first_name} ${a.last_name}`, a.address1, a.address2, `${a.city}, ${a.province} ${a.zip}`].filter(Boolean).join(", ");
    return this.insert(userId, { provider_type: "check", check_address: line }, input.is_preferred);
  }

  async prefer(userId: string, id: string, input: PayoutProfilePreference): Promise<PayoutProfile> {
    await inTransaction(this.db, async (tx) => {
      if (!(await findOwnProfile(tx.db, userId, id))) throw notFound();
      if (input.is_preferred !== undefined) await setPreferred(tx.db, userId, id, "is_preferred", input.is_preferred);
      if (input.is_preferred_for_wallet !== undefined) await setPreferred(tx.db, userId, id, "is_preferred_for_wallet", input.is_preferred_for_wallet);
    });
    return toProfile((await findOwnProfile(this.db.kysely, userId, id))!);
  }

  async remove(userId: string, id: string): Promise<void> {
    const row = await findOwnProfile(this.db.kysely, userId, id);
    if (!row || row.provider_type === "sitecredit") throw notFound();
    if (!(await softDeleteProfile(this.db.kysely, userId, id, this.clock.now().toISOString()))) throw notFound();
  }

  /** The profile cash goes to: the preferred bank account or check address, else the first one; null when there is none. */
  async cashProfileOf(userId: string): Promise<PayoutProfileRow | null> {
    const rows = (await findProfiles(this.db.kysely, userId)).filter((r) => r.provider_type !== "sitecredit");
    return rows.find((r) => r.is_preferred === 1) ?? rows[0] ?? null;
  }

  async ownProfile(userId: string, id: string): Promise<PayoutProfileRow> {
    const row = await findOwnProfile(this.db.kysely, userId, id);
    if (!row) throw notFound();
    return row;
  }

  private async insert(userId: string, fields: Partial<PayoutProfileRow> & Pick<PayoutProfileRow, "provider_type">, preferred: boolean): Promise<PayoutProfile> {
    const id = newId("ppr");
    await inTransaction(this.db, async (tx) => {
      await insertProfile(tx.db, {
        holder_name: null, bank_name: null, account_type: null, account_last4: null, recipient_token: null, check_address: null,
        ...fields,
        id,
        user_id: userId,
        is_preferred: 0,
        is_preferred_for_wallet: 0,
        created_at: this.clock.now().toISOString(),
        deleted_at: null,
      });
      if (preferred) await setPreferred(tx.db, userId, id, "is_preferred", true);
    });
    return toProfile((await findOwnProfile(this.db.kysely, userId, id))!);
  }

  /** Every seller can be paid in store credit: its profile exists from the first read. */
  private async ensureSiteCredit(userId: string): Promise<PayoutProfileRow[]> {
    const rows = await findProfiles(this.db.kysely, userId);
    if (rows.some((r) => r.provider_type === "sitecredit")) return rows;
    await insertProfileIfAbsent(this.db.kysely, {
      id: `ppr_sitecredit${userId.replace(/[^a-z0-9]/g, "")}`.slice(0, 64),
      user_id: userId, provider_type: "sitecredit", holder_name: null, bank_name: null, account_type: null, account_last4: null, recipient_token: null, check_address: null,
      is_preferred: rows.some((r) => r.is_preferred === 1) ? 0 : 1, is_preferred_for_wallet: 0, created_at: this.clock.now().toISOString(), deleted_at: null,
    });
    return findProfiles(this.db.kysely, userId);
  }
}
