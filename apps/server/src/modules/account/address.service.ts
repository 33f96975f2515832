import { assertActsFor, type Actor } from "@maison/domain/actor/actor";
import type { AddressFields, AddressList, SavedAddress } from "@maison/contracts/address";
import { DomainError } from "@maison/domain/shared/domain-error";
import { isoNow, type Clock } from "../../db/clock.ts";
import type { Db } from "../../db/database.ts";
import { newId } from "../../db/id.ts";
import { inTransaction } from "../../db/transaction.ts";
import { isUniqueViolation } from "../../db/unique-violation.ts";
import {
  countAddresses,
  deleteOwnAddress,
  findAddresses,
  findDefaultAddress,
  findOwnAddress,
  insertAddress,
  lockAddressBook,
  setDefaultAddress,
  updateOwnAddress,
  type AddressRow,
} from "./address.repository.ts";
import { AddressErrorCode } from "@maison/contracts/address";

/** How many addresses one account may keep: plenty for people, a bound for abuse. */
export const SAVED_ADDRESSES_LIMIT = 50;

export const ADDRESS_NOT_FOUND_MESSAGE = "This address does not exist.";

/** The wire form of a saved address, with the spec 2 aliases (address, state, zipcode). */
export function toAddress(row: AddressRow): SavedAddress {
  return {
    id: row.id,
    first_name: row.first_name,
    last_name: row.last_name,
    address1: row.address1,
    address2: row.address2,
    city: row.city,
    province: row.province,
    zip: row.zip,
    country_code: row.country_code,
    phone: row.phone,
    address: row.address1,
    state: row.province,
    zipcode: row.zip,
    is_default: row.is_default === 1,
  };
}

const fieldsOf = (fields: AddressFields) => ({
  first_name: fields.first_name,
  last_name: fields.last_name,
  address1: fields.address1,
  address2: fields.address2,
  city: fields.city,
  province: fields.province,
  zip: fields.zip,
  country_code: fields.country_code,
  phone: fields.phone,
});

/** The signed-in user's saved addresses (spec 1 §7 self-check-in, spec 2 §7 my-account). */
export class AddressService {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
  ) {}

  async list(userId: string): Promise<AddressList> {
    return { addresses: (await findAddresses(this.db.kysely, userId)).map(toAddress) };
  }

  /** One of the user's own addresses, or a 404 naming `field` (another user's id is not found either). */
  async get(userId: string, id: string, field = "id"): Promise<SavedAddress> {
    const row = await findOwnAddress(this.db.kysely, userId, id);
    if (!row) throw new DomainError("not_found", AddressErrorCode.enum.address_not_found, ADDRESS_NOT_FOUND_MESSAGE, field);
    return toAddress(row);
  }

  async create(userId: string, actor: Actor, fields: AddressFields): Promise<SavedAddress> {
    assertActsFor(actor, userId);
    return onceMoreOnDefaultRace(() => this.insert(userId, fields));
  }

  private insert(userId: string, fields: AddressFields): Promise<SavedAddress> {
    return inTransaction(this.db, async (tx) => {
      if ((await countAddresses(tx.db, userId)) >= SAVED_ADDRESSES_LIMIT) {
        throw new DomainError("conflict", AddressErrorCode.enum.addresses_limit_reached, `You can keep up to ${SAVED_ADDRESSES_LIMIT} addresses. Please remove one first.`);
      }
      // The first address (or the first after the default was deleted) becomes the default.
      const isDefault = (await findDefaultAddress(tx.db, userId)) === undefined;
      const row: AddressRow = { id: newId("adr"), user_id: userId, ...fieldsOf(fields), is_default: isDefault ? 1 : 0, created_at: isoNow(this.clock) };
      await insertAddress(tx.db, row);
      return toAddress(row);
    });
  }

  async update(userId: string, actor: Actor, id: string, fields: AddressFields): Promise<SavedAddress> {
    assertActsFor(actor, userId);
    if (!(await updateOwnAddress(this.db.kysely, userId, id, fieldsOf(fields)))) {
      throw new DomainError("not_found", AddressErrorCode.enum.address_not_found, ADDRESS_NOT_FOUND_MESSAGE, "id");
    }
    return this.get(userId, id);
  }

  /** Makes one of the user's addresses their default, the old default no longer (decision 060). */
  async makeDefault(userId: string, actor: Actor, id: string): Promise<SavedAddress> {
    assertActsFor(actor, userId);
    return onceMoreOnDefaultRace(() => this.setDefault(userId, id));
  }

  private setDefault(userId: string, id: string): Promise<SavedAddress> {
    return inTransaction(this.db, async (tx) => {
      await lockAddressBook(tx, userId);
      if (!(await setDefaultAddress(tx.db, userId, id))) {
        throw new DomainError("not_found", AddressErrorCode.enum.address_not_found, ADDRESS_NOT_FOUND_MESSAGE, "id");
      }
      const row = await findOwnAddress(tx.db, userId, id);
      if (!row) throw new Error("The default address vanished inside its own transaction");
      return toAddress(row);
    });
  }

  /** Deletes one of the user's addresses; when it was the default, their newest remaining address becomes it. */
  async remove(userId: string, actor: Actor, id: string): Promise<void> {
    assertActsFor(actor, userId);
    await inTransaction(this.db, async (tx) => {
      await lockAddressBook(tx, userId);
      const row = await findOwnAddress(tx.db, userId, id);
      if (!row || !(await deleteOwnAddress(tx.db, userId, id))) {
        throw new DomainError("not_found", AddressErrorCode.enum.address_not_found, ADDRESS_NOT_FOUND_MESSAGE, "id");
      }
      if (row.is_default !== 1) return;
      const [newest] = await findAddresses(tx.db, userId);
      if (newest) await setDefaultAddress(tx.db, userId, newest.id);
    });
  }
}

/**
 * Runs a change of the default once more when a racing one took the at-most-one-default index
 * first (two first addresses saved at once): the second run sees the winner's default.
 */
async function onceMoreOnDefaultRace<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    return run();
  }
}
