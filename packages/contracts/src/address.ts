import { z } from "zod";
import { normalizeRegion, postalCodeRule, regionsOf } from "@maison/domain/checkout/address-regions";
import { SHIPPABLE_COUNTRIES } from "@maison/domain/checkout/shipping-method";

const Text = (max: number, required: string) => z.string().trim().min(1, required).max(max, `must be at most ${max} characters`);
const OptionalText = (max: number) => z.string().trim().max(max, `must be at most ${max} characters`).default("");

/** A two-letter country we ship to (the United States and the international table of spec 2 §9). */
export const ShippingCountryCode = z
  .string()
  .trim()
  .transform((value) => value.toUpperCase())
  .pipe(z.string().refine((code) => SHIPPABLE_COUNTRIES.includes(code), "We do not ship to this country yet."));

/**
 * Address fields as the spec's clients send them (spec 1 §3, spec 2 §3): `address1` or `address`,
 * `province` or `state`, `zip` or `zipcode`. The aliases are folded into the first name of each pair.
 */
const AddressFieldsObject = z.object({
  first_name: Text(100, "Please enter a first name."),
  last_name: Text(100, "Please enter a last name."),
  address1: Text(200, "Please enter a street address."),
  address2: OptionalText(200),
  city: Text(100, "Please enter a city."),
  province: OptionalText(100),
  zip: Text(20, "Please enter a ZIP or postal code."),
  country_code: ShippingCountryCode.default("US"),
  phone: OptionalText(32),
});

const foldAliases = (raw: unknown): unknown => {
  if (typeof raw !== "object" || raw === null || Array.isArray(raw)) return raw;
  const body = { ...(raw as Record<string, unknown>) };
  if (body.address1 === undefined && body.address !== undefined) body.address1 = body.address;
  if (body.province === undefined && body.state !== undefined) body.province = body.state;
  if (body.zip === undefined && body.zipcode !== undefined) body.zip = body.zipcode;
  delete body.address;
  delete body.state;
  delete body.zipcode;
  return body;
};

/**
 * The region and postal code as the country's post wants them: a state, province or territory from the
 * country's list where it has one (stored as its code, "New York" → "NY"), and a 5-digit ZIP code in the
 * United States. Every field's issue is reported, not only the first.
 */
const AddressFieldsChecked = AddressFieldsObject.superRefine((address, context) => {
  const regions = regionsOf(address.country_code);
  if (regions && normalizeRegion(address.country_code, address.province) === null) {
    context.addIssue({ code: "custom", path: ["province"], message: regions.required });
  }
  const zip = postalCodeRule(address.country_code);
  if (address.zip !== "" && zip.pattern && !zip.pattern.test(address.zip)) {
    context.addIssue({ code: "custom", path: ["zip"], message: zip.message });
  }
}).transform((address) => ({ ...address, province: normalizeRegion(address.country_code, address.province) ?? address.province }));

/** POST /v6/self-check-in/address/ and a new shipping address on the checkout. */
export const AddressFields = z.preprocess(foldAliases, AddressFieldsChecked);
export type AddressFields = z.infer<typeof AddressFieldsObject>;

/** A saved address, with the spec 2 aliases (address, state, zipcode) beside our field names. */
export const Address = z.object({
  id: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  address1: z.string(),
  address2: z.string(),
  city: z.string(),
  province: z.string(),
  zip: z.string(),
  country_code: z.string(),
  phone: z.string(),
  address: z.string(),
  state: z.string(),
  zipcode: z.string(),
});
export type Address = z.infer<typeof Address>;

/** An address of the user's address book: an address and whether it is their default (decision 060; at most one is). */
export const SavedAddress = Address.extend({ is_default: z.boolean() });
export type SavedAddress = z.infer<typeof SavedAddress>;

/** GET /v6/self-check-in/address/ → `{addresses}` (spec 1 §7), newest first, `is_default` marking the default. */
export const AddressList = z.object({ addresses: z.array(SavedAddress) });
export type AddressList = z.infer<typeof AddressList>;

/** The ids of saved addresses in paths and bodies. */
export const AddressId = z.string().regex(/^adr_[a-z0-9]{10,60}$/, "must be the id of one of your saved addresses");

/** The typed failures of saved addresses. */
export const AddressErrorCode = z.enum([
  /** No saved address of the user's has this id: 404. */
  "address_not_found",
  /** An account keeps a limited number of addresses; remove one first: 409. */
  "addresses_limit_reached",
]);
export type AddressErrorCode = z.infer<typeof AddressErrorCode>;
