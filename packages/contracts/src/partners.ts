import { z } from "zod";
import { MAX_LEAD_PIECES, PARTNER_KINDS } from "@maison/domain/partners/partner-signup";
import { Email } from "./identity.ts";
import { SubmissionItemInput, Ticket } from "./selling.ts";

/**
 * Partners and their leads (spec 2 §6, §7 `create-partner/` → blm_partner_code,
 * `/v6/locations-for-partner-form/`, §8; decision 062).
 */

export const PartnerErrorCode = z.enum([
  /** The account is a partner already: 409. */
  "already_partner",
  /** The caller has not signed up as a partner: 403. */
  "not_partner",
  /** A location id not in the list: 400 on `locations`/`location_id`. */
  "unknown_location",
  /** No lead of this partner has this id: 404. */
  "lead_not_found",
]);

export const PartnerLocation = z.object({ id: z.string(), name: z.string(), address: z.string() });
export const PartnerLocations = z.object({ locations: z.array(PartnerLocation) });
export type PartnerLocations = z.infer<typeof PartnerLocations>;

const Text = (max: number, required: string) => z.string(required).trim().min(1, required).max(max, `Use ${max} characters or fewer.`);

/** POST /v6/create-partner/ */
export const CreatePartnerInput = z.object({
  name: Text(120, "Enter the store's or your business's name."),
  kind: z.enum(PARTNER_KINDS, "Choose the kind of partner."),
  contact_name: Text(120, "Enter a contact name."),
  phone: z.string().trim().max(30, "Use 30 characters or fewer.").default(""),
  locations: z.array(z.string().trim().min(1)).min(1, "Choose at least one location.").max(20, "Choose twenty locations at most."),
});
export type CreatePartnerInput = z.infer<typeof CreatePartnerInput>;

export const PartnerAccount = z.object({
  blm_partner_code: z.string(),
  name: z.string(),
  kind: z.enum(PARTNER_KINDS),
  contact_name: z.string(),
  locations: z.array(PartnerLocation),
  created_at: z.string(),
});
export type PartnerAccount = z.infer<typeof PartnerAccount>;

/** POST /v6/partner-leads/ (header Idempotency-Key): a customer with pieces to sell. */
export const CreateLeadInput = z.object({
  customer_name: Text(120, "Enter the customer's name."),
  customer_email: Email,
  customer_phone: z.string().trim().max(30, "Use 30 characters or fewer.").default(""),
  location_id: Text(80, "Choose the location."),
  notes: z.string().trim().max(1000, "Use 1000 characters or fewer.").default(""),
  items: z.array(SubmissionItemInput).min(1, "Add at least one piece.").max(MAX_LEAD_PIECES, `Add ${MAX_LEAD_PIECES} pieces at most.`),
});
export type CreateLeadInput = z.infer<typeof CreateLeadInput>;

export const PartnerLead = z.object({
  id: z.string(),
  customer_name: z.string(),
  customer_email: z.string(),
  customer_phone: z.string(),
  location: PartnerLocation,
  notes: z.string(),
  created_at: z.string(),
  /** The submission the lead became, credited to the partner's code: its number, status and pieces. */
  submission: Ticket,
});
export type PartnerLead = z.infer<typeof PartnerLead>;

export const PartnerLeadList = z.object({ partner: PartnerAccount, leads: z.array(PartnerLead) });
export type PartnerLeadList = z.infer<typeof PartnerLeadList>;
