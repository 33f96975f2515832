import { z } from "zod";
import { TAX_ID_PATTERN, WHOLESALE_BUSINESS_TYPES, WHOLESALE_VOLUMES } from "@maison/domain/wholesale/wholesale-application";
import { WHOLESALE_APPLICATION_STATES } from "@maison/domain/wholesale/wholesale-application-lifecycle";

/**
 * The wholesale programme (spec 2 §2 /join-rebagforbusiness, §7 `wholesale-form-submission/`,
 * spec 1 §4 and §6; decision 061): a business applies with its company, tax id, resale certificate
 * and volumes; staff approve (the account becomes b2b) or decline.
 */

export const WholesaleErrorCode = z.enum([
  /** The account has an application waiting for review: 409. */
  "application_pending",
  /** The account is already a business account: 409. */
  "already_wholesale",
  /** The resale certificate is missing, of the wrong kind, too large, or not the applicant's: 400 on `resale_certificate`. */
  "certificate_invalid",
  /** The wholesale collection, its tags and filters are for business accounts only: 403. */
  "wholesale_only",
  /** No application has this id: 404. */
  "application_not_found",
]);
export type WholesaleErrorCode = z.infer<typeof WholesaleErrorCode>;

export const WholesaleApplicationId = z.string().regex(/^wha_[a-z0-9]{10,60}$/, "must be an application id");
const Text = (max: number, required: string) => z.string(required).trim().min(1, required).max(max, `Use ${max} characters or fewer.`);

/** The stored certificate the upload answered with. */
export const ResaleCertificateKey = z.string().regex(/^resale-certificates\/[a-z0-9_]+\/[a-z0-9]+\.(pdf|jpg|png)$/, "Upload your resale certificate.");

/** POST /v6/wholesale-form-submission/resale-certificate/ (multipart, one file): where it was stored. */
export const ResaleCertificateUpload = z.object({ key: ResaleCertificateKey, file_name: z.string(), size_bytes: z.number().int() });
export type ResaleCertificateUpload = z.infer<typeof ResaleCertificateUpload>;

/** POST /v6/wholesale-form-submission/ */
export const WholesaleFormSubmission = z.object({
  company_name: Text(120, "Enter your company's name."),
  tax_id: z.string("Enter your tax id (EIN).").trim().regex(TAX_ID_PATTERN, "Enter your tax id (EIN) as letters, digits and dashes, 5 to 20 characters."),
  business_type: z.enum(WHOLESALE_BUSINESS_TYPES, "Choose the kind of business."),
  website: z.string().trim().max(200, "Use 200 characters or fewer.").default(""),
  phone: z.string().trim().max(30, "Use 30 characters or fewer.").default(""),
  monthly_volume: z.enum(WHOLESALE_VOLUMES, "Choose how much you expect to buy a month."),
  categories: z.string().trim().max(300, "Use 300 characters or fewer.").default(""),
  resale_certificate_key: ResaleCertificateKey,
  /** The file name the upload answered with, for staff to recognise it. */
  resale_certificate_name: z.string().trim().max(120, "Use 120 characters or fewer.").default(""),
});
export type WholesaleFormSubmission = z.infer<typeof WholesaleFormSubmission>;

export const WholesaleApplication = z.object({
  id: WholesaleApplicationId,
  state: z.enum(WHOLESALE_APPLICATION_STATES),
  status_label: z.string(),
  company_name: z.string(),
  tax_id: z.string(),
  business_type: z.enum(WHOLESALE_BUSINESS_TYPES),
  website: z.string(),
  phone: z.string(),
  monthly_volume: z.enum(WHOLESALE_VOLUMES),
  categories: z.string(),
  resale_certificate_name: z.string(),
  decline_reason: z.string().nullable(),
  created_at: z.string(),
  decided_at: z.string().nullable(),
});
export type WholesaleApplication = z.infer<typeof WholesaleApplication>;

/** GET /v6/wholesale/access/: what this viewer may see of the programme now (by the server's clock). */
export const WholesaleAccess = z.object({
  is_b2b: z.boolean(),
  menu_visible: z.boolean(),
  window: z.object({ opens_at: z.string(), closes_at: z.string() }),
  /** The viewer's latest application, if any. */
  application: WholesaleApplication.nullable(),
});
export type WholesaleAccess = z.infer<typeof WholesaleAccess>;

/** The console's applications. */
export const OPS_WHOLESALE_QUEUES = WHOLESALE_APPLICATION_STATES;
export const OpsWholesaleQueue = z.enum(WHOLESALE_APPLICATION_STATES);
export type OpsWholesaleQueue = z.infer<typeof OpsWholesaleQueue>;
export const OpsWholesaleListQuery = z.object({ queue: OpsWholesaleQueue.default("submitted") });
export const OpsWholesaleApplication = WholesaleApplication.extend({ applicant_id: z.string(), applicant_email: z.string() });
export type OpsWholesaleApplication = z.infer<typeof OpsWholesaleApplication>;
export const OpsWholesaleList = z.object({
  queue: OpsWholesaleQueue,
  queues: z.array(z.object({ key: OpsWholesaleQueue, label: z.string(), count: z.number().int() })),
  applications: z.array(OpsWholesaleApplication),
});
export type OpsWholesaleList = z.infer<typeof OpsWholesaleList>;
export const OpsWholesaleParams = z.object({ id: WholesaleApplicationId });
export const OpsWholesaleDecline = z.object({ reason: Text(500, "Say why the application is declined.") });
