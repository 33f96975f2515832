import type { OpsWholesaleApplication, WholesaleApplication } from "@maison/contracts/wholesale";
import type { WholesaleApplicationState } from "@maison/domain/wholesale/wholesale-application-lifecycle";
import type { WholesaleBusinessType, WholesaleVolume } from "@maison/domain/wholesale/wholesale-application";
import type { WholesaleApplicationRow } from "./wholesale-application.repository.ts";

export const WHOLESALE_STATUS_LABELS: Record<WholesaleApplicationState, string> = {
  submitted: "Under review",
  approved: "Approved",
  declined: "Declined",
};

export function toWholesaleApplication(row: WholesaleApplicationRow): WholesaleApplication {
  const state = row.state as WholesaleApplicationState;
  return {
    id: row.id,
    state,
    status_label: WHOLESALE_STATUS_LABELS[state],
    company_name: row.company_name,
    tax_id: row.tax_id,
    business_type: row.business_type as WholesaleBusinessType,
    website: row.website,
    phone: row.phone,
    monthly_volume: row.monthly_volume as WholesaleVolume,
    categories: row.categories,
    resale_certificate_name: row.certificate_name,
    decline_reason: row.decline_reason,
    created_at: row.created_at,
    decided_at: row.decided_at,
  };
}

export function toOpsWholesaleApplication(row: WholesaleApplicationRow, email: string): OpsWholesaleApplication {
  return { ...toWholesaleApplication(row), applicant_id: row.user_id, applicant_email: email };
}
