import { assertActsFor, type Actor } from "@maison/domain/actor/actor";
import type { UserProfile } from "@maison/contracts/identity";
import type { WalletProfileFields } from "@maison/contracts/wallet";
import { IDENTITY_SERVER_MESSAGES } from "@maison/domain/identity/messages";
import { normalizePhone } from "@maison/domain/identity/phone-number";
import { isWellFormedSmsCode, SMS_CODE_LENGTH } from "@maison/domain/identity/verification-code";
import { isMemberStatus } from "@maison/domain/membership/membership-status";
import { DomainError } from "@maison/domain/shared/domain-error";
import type { Clock } from "../../db/clock.ts";
import type { Db } from "../../db/database.ts";
import { inTransaction, lockForUpdate, type Tx } from "../../db/transaction.ts";
import { SMS_TOPIC, type SmsMessage } from "../../platform/mail/message.ts";
import type { Outbox } from "../../platform/outbox/outbox.ts";
import { toUserProfile } from "./user-profile.ts";
import { findMembershipStatus, findPeopleByIds, findUserByEmail, findUserById, updateUser, type UserRow } from "./user.repository.ts";
import type { CodeCheck, VerificationCodeService } from "./verification-code.service.ts";
import { IdentityErrorCode } from "@maison/contracts/identity";

/** What a user may change about themselves (PUT /v6/my-account/). */
export interface ProfileChanges {
  first_name?: string;
  last_name?: string;
  /** null or "" removes the number. */
  main_phone?: string | null;
}

/** The wallet service as the profile reads it: the user's own points, card codes and totals. */
export interface WalletFactsSource {
  profileFacts(userId: string, db: Tx["db"]): Promise<WalletProfileFields>;
}

/** The tiers as the profile reads them: rank from trailing 12-month spend and the special-day discount. */
export interface TierFactsSource {
  tierFacts(
    userId: string,
    input: { isMember: boolean; issue: boolean; db?: Tx["db"] },
  ): Promise<{ spendCents: number; specialDiscount: { percentage: number; code: string; expiration_date: string } | null }>;
}

export interface SubscriptionFlags {
  sms_subscribed: boolean;
  email_subscribed: boolean;
}

/** The text that carries a phone code; the code is never logged. */
export function phoneCodeText(code: string): string {
  return `Your Maison verification code is ${code}`;
}

const CODE_FORMAT_MESSAGE = `Please enter the ${SMS_CODE_LENGTH}-digit code.`;

/** Whether the wholesale feature flag is on for this account (the flags module answers, in the caller's connection). */
export interface WholesaleMenuSwitch {
  isOn(account: { userId: string; isB2b: boolean; isMember: boolean }, db: Tx["db"]): Promise<boolean>;
}

/**
 * A signed-in user's own account data: profile, subscriptions and the phone check. Every method takes
 * the user id of the principal (never of the request's input), so a user only ever reads or changes
 * their own row.
 */
export class ProfileService {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    private readonly codes: VerificationCodeService,
    private readonly outbox: Outbox,
    private readonly userHashSecret: string,
    private readonly wallet: WalletFactsSource,
    private readonly tiers: TierFactsSource | null = null,
    private readonly wholesaleSwitch: WholesaleMenuSwitch | null = null,
  ) {}

  /** The profile; a member inside their special day's window gets the year's code issued here. */
  /** The names and e-mails of these users, by id (unknown ids are left out). */
  async people(userIds: readonly string[]): Promise<Map<string, { name: string | null; email: string }>> {
    const rows = await findPeopleByIds(this.db.kysely, userIds);
    return new Map(rows.map((r) => [r.id, { name: [r.first_name, r.last_name].filter(Boolean).join(" ") || null, email: r.email }]));
  }

  /** The user's e-mail, read in the caller's transaction when there is one (a subscriber writing an e-mail); null for no such user. */
  async emailOf(userId: string, tx?: Tx): Promise<string | null> {
    return (await findUserById(tx ? tx.db : this.db.kysely, userId))?.email ?? null;
  }

  /** The id of the account with this e-mail (the console's look-up of a customer), or null. */
  async userIdByEmail(email: string): Promise<string | null> {
    return (await findUserByEmail(this.db.kysely, email.trim().toLowerCase()))?.id ?? null;
  }

  /** Whether the account is a business (b2b) account. */
  async isB2b(userId: string): Promise<boolean> {
    return (await findUserById(this.db.kysely, userId))?.is_b2b === 1;
  }

  /** Makes the account a business (b2b) account, in the caller's transaction (an approved wholesale application). */
  async markB2b(tx: Tx, userId: string): Promise<void> {
    await updateUser(tx.db, userId, { is_b2b: 1, updated_at: this.clock.now().toISOString() });
  }

  /** Makes the account a partner's, in the caller's transaction (a partner signed up). */
  async markPartner(tx: Tx, userId: string): Promise<void> {
    await updateUser(tx.db, userId, { is_partner: 1, updated_at: this.clock.now().toISOString() });
  }

  async profile(userId: string): Promise<UserProfile> {
    return this.profileOf(this.db.kysely, userId, true);
  }

  /** Changes names and phone; a different phone is unverified until its code is confirmed. */
  async updateProfile(userId: string, actor: Actor, changes: ProfileChanges): Promise<UserProfile> {
    assertActsFor(actor, userId);
    const phone = changes.main_phone === undefined ? undefined : phoneOrNull(changes.main_phone, "main_phone");
    return inTransaction(this.db, async (tx) => {
      const user = await this.lockedUser(tx, userId);
      await updateUser(tx.db, userId, {
        ...(changes.first_name === undefined ? {} : { first_name: changes.first_name }),
        ...(changes.last_name === undefined ? {} : { last_name: changes.last_name }),
        ...(phone === undefined ? {} : phoneChange(user, phone)),
        updated_at: this.clock.now().toISOString(),
      });
      return this.profileOf(tx.db, userId);
    });
  }

  async subscriptions(userId: string): Promise<SubscriptionFlags> {
    return subscriptionsOf(await this.user(this.db.kysely, userId));
  }

  /** Sets the SMS and e-mail marketing flags; inside the caller's transaction when one is given. */
  async updateSubscriptions(userId: string, actor: Actor, changes: Partial<SubscriptionFlags>, tx?: Tx): Promise<SubscriptionFlags> {
    assertActsFor(actor, userId);
    const work = async (t: Tx) => {
      await this.lockedUser(t, userId);
      await updateUser(t.db, userId, {
        ...(changes.sms_subscribed === undefined ? {} : { sms_subscribed: changes.sms_subscribed ? 1 : 0 }),
        ...(changes.email_subscribed === undefined ? {} : { email_subscribed: changes.email_subscribed ? 1 : 0 }),
        updated_at: this.clock.now().toISOString(),
      });
      return subscriptionsOf(await this.user(t.db, userId));
    };
    return tx ? work(tx) : inTransaction(this.db, work);
  }

  /**
   * Makes `rawPhone` the user's main phone and texts it a 4-digit code. Refused (429) when codes were
   * asked for too often; each new code replaces the previous one.
   */
  async startPhoneVerification(userId: string, actor: Actor, rawPhone: string): Promise<void> {
    assertActsFor(actor, userId);
    const phone = phoneOrNull(rawPhone, "phone");
    if (phone === null) throw phoneInvalid("phone");
    await this.codes.assertMaySend(userId, "phone");
    await inTransaction(this.db, async (tx) => {
      const user = await this.lockedUser(tx, userId);
      await updateUser(tx.db, userId, { ...phoneChange(user, phone), updated_at: this.clock.now().toISOString() });
      const code = await this.codes.issue(tx, userId, "phone", phone, SMS_CODE_LENGTH);
      const sms: SmsMessage = { to: phone, text: phoneCodeText(code) };
      await this.outbox.record(tx, SMS_TOPIC, sms);
    });
  }

  /**
   * Confirms the main phone with the code texted to it. A wrong guess is committed before the error
   * is thrown, so the attempt limit holds; a code sent to a number the user has since replaced fails.
   */
  async confirmPhone(userId: string, actor: Actor, rawCode: string): Promise<void> {
    assertActsFor(actor, userId);
    const code = rawCode.trim();
    if (!isWellFormedSmsCode(code)) throw new DomainError("invalid", IdentityErrorCode.enum.code_malformed, CODE_FORMAT_MESSAGE, "code");
    const check = await inTransaction(this.db, async (tx): Promise<CodeCheck> => {
      const user = await this.lockedUser(tx, userId);
      const result = await this.codes.consume(tx, userId, "phone", code);
      if (!result.ok) return result;
      if (result.target !== user.main_phone) {
        return { ok: false, error: new DomainError("invalid", IdentityErrorCode.enum.code_invalid, IDENTITY_SERVER_MESSAGES.codeInvalid, "code") };
      }
      await updateUser(tx.db, userId, { phone_verified_at: this.clock.now().toISOString(), updated_at: this.clock.now().toISOString() });
      return result;
    });
    if (!check.ok) throw check.error;
  }

  private async lockedUser(tx: Tx, userId: string): Promise<UserRow> {
    await lockForUpdate(tx, "users", [userId]);
    return this.user(tx.db, userId);
  }

  private async user(db: Tx["db"], userId: string): Promise<UserRow> {
    const user = await findUserById(db, userId);
    if (!user) throw new DomainError("not_found", IdentityErrorCode.enum.account_not_found, "This account no longer exists.");
    return user;
  }

  private async profileOf(db: Tx["db"], userId: string, issueSpecialDay = false): Promise<UserProfile> {
    const user = await this.user(db, userId);
    const membershipStatus = await findMembershipStatus(db, userId);
    const wallet = await this.wallet.profileFacts(userId, db);
    const tier = this.tiers ? await this.tiers.tierFacts(userId, { isMember: isMemberStatus(membershipStatus), issue: issueSpecialDay, db }) : null;
    const wholesaleOn = this.wholesaleSwitch ? await this.wholesaleSwitch.isOn({ userId, isB2b: user.is_b2b === 1, isMember: isMemberStatus(membershipStatus) }, db) : true;
    const facts = { membershipStatus, trailingSpendCents: tier?.spendCents ?? 0, specialDiscount: tier?.specialDiscount ?? null, wallet, now: this.clock.now(), wholesaleOn };
    return toUserProfile(user, facts, this.userHashSecret);
  }
}

function subscriptionsOf(user: UserRow): SubscriptionFlags {
  return { sms_subscribed: user.sms_subscribed === 1, email_subscribed: user.email_subscribed === 1 };
}

/** The canonical phone, null to remove it, or a 400 naming `field`. */
function phoneOrNull(raw: string | null, field: string): string | null {
  if (raw === null || raw.trim() === "") return null;
  const phone = normalizePhone(raw);
  if (phone === null) throw phoneInvalid(field);
  return phone;
}

function phoneInvalid(field: string): DomainError {
  return new DomainError("invalid", IdentityErrorCode.enum.phone_invalid, IDENTITY_SERVER_MESSAGES.phoneInvalid, field);
}

/** Setting the same number keeps its verification; a new number (or none) is unverified. */
function phoneChange(user: UserRow, phone: string | null): { main_phone: string | null; phone_verified_at?: null } {
  return phone === user.main_phone ? { main_phone: phone } : { main_phone: phone, phone_verified_at: null };
}
