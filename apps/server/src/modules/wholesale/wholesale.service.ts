import { randomBytes } from "node:crypto";
import type { OpsWholesaleList, ResaleCertificateUpload, WholesaleAccess, WholesaleApplication, WholesaleFormSubmission } from "@maison/contracts/wholesale";
import { OPS_WHOLESALE_QUEUES } from "@maison/contracts/wholesale";
import { LifecycleErrorCode } from "@maison/contracts/lifecycle";
import { assertActsFor, hasCapability, type Actor } from "@maison/domain/actor/actor";
import { DomainError } from "@maison/domain/shared/domain-error";
import { RESALE_CERTIFICATE_MAX_BYTES, resaleCertificateKind, WHOLESALE_MESSAGES } from "@maison/domain/wholesale/wholesale-application";
import type { WholesaleApplicationState } from "@maison/domain/wholesale/wholesale-application-lifecycle";
import { canSeeWholesaleMenu, WHOLESALE_MENU_WINDOW } from "@maison/domain/wholesale/wholesale-menu-window";
import type { Clock } from "../../db/clock.ts";
import type { Db } from "../../db/database.ts";
import { newId } from "../../db/id.ts";
import { inTransaction, type Tx } from "../../db/transaction.ts";
import { isUniqueViolation } from "../../db/unique-violation.ts";
import type { Transitions } from "../../platform/lifecycle/transitions.ts";
import type { FileStorage } from "../../platform/storage/file-storage.ts";
import { WHOLESALE_APPLICATION_BINDING } from "./wholesale-application-binding.ts";
import { countApplicationsByState, findWholesaleApplication, insertWholesaleApplication, latestApplicationOf, listApplicationsIn } from "./wholesale-application.repository.ts";
import { wholesaleErrors } from "./wholesale-errors.ts";
import { toOpsWholesaleApplication, toWholesaleApplication, WHOLESALE_STATUS_LABELS } from "./wholesale-view.ts";

export const RESALE_CERTIFICATE_PREFIX = "resale-certificates";
const OPS_PAGE = 100;

/** Who an applicant is, for the console and the e-mails (identity's, through its service). */
export interface ApplicantContacts {
  emailOf(userId: string, tx?: Tx): Promise<string | null>;
  isB2b(userId: string): Promise<boolean>;
}

/** The storage folder of one account's certificates (storage keys are lower-case). */
const folderOf = (userId: string) => `${RESALE_CERTIFICATE_PREFIX}/${userId.toLowerCase().replace(/[^a-z0-9_]/g, "")}/`;

/**
 * The wholesale programme (decision 061): a business applies with its resale certificate; support
 * staff approve it (the account becomes b2b through `wholesale_application.approved`) or decline it.
 */
export class WholesaleService {
  constructor(
    private readonly deps: { db: Db; clock: Clock; transitions: Transitions; storage: FileStorage; contacts: ApplicantContacts },
  ) {}

  /** Stores the applicant's resale certificate (a PDF, JPEG or PNG by its bytes, 5 MB at most). */
  async storeCertificate(userId: string, bytes: Buffer, fileName: string): Promise<ResaleCertificateUpload> {
    if (bytes.length === 0) throw wholesaleErrors.certificate(WHOLESALE_MESSAGES.certificateMissing);
    if (bytes.length > RESALE_CERTIFICATE_MAX_BYTES) throw wholesaleErrors.certificate(WHOLESALE_MESSAGES.certificateSize);
    const kind = resaleCertificateKind(bytes);
    if (!kind) throw wholesaleErrors.certificate(WHOLESALE_MESSAGES.certificateType);
    const key = `${folderOf(userId)}${randomBytes(12).toString("hex")}.${kind}`;
    await this.deps.storage.put(key, bytes);
    const name = fileName.replace(/[^\w .()-]/g, "").trim().slice(0, 120) || `resale-certificate.${kind}`;
    return { key, file_name: name, size_bytes: bytes.length };
  }

  /** The applicant's certificate, or the staff's view of anyone's. */
  async certificate(applicationId: string, actor: Actor): Promise<{ bytes: Buffer; key: string; name: string }> {
    const row = await findWholesaleApplication(this.deps.db.kysely, applicationId);
    if (!row) throw wholesaleErrors.notFound();
    if (!hasCapability(actor, "support")) assertActsFor(actor, row.user_id);
    const bytes = await this.deps.storage.get(row.certificate_key);
    if (!bytes) throw wholesaleErrors.notFound();
    return { bytes, key: row.certificate_key, name: row.certificate_name };
  }

  /** POST wholesale-form-submission/: one waiting application per account; a business account needs none. */
  async submit(userId: string, actor: Actor, input: WholesaleFormSubmission): Promise<WholesaleApplication> {
    assertActsFor(actor, userId);
    if (await this.deps.contacts.isB2b(userId)) throw wholesaleErrors.alreadyWholesale();
    if (!input.resale_certificate_key.startsWith(folderOf(userId)) || !(await this.deps.storage.exists(input.resale_certificate_key))) {
      throw wholesaleErrors.certificate(WHOLESALE_MESSAGES.certificateMissing);
    }
    const now = this.deps.clock.now().toISOString();
    const id = newId("wha");
    try {
      await inTransaction(this.deps.db, async (tx) => {
        await insertWholesaleApplication(tx.db, {
          id,
          user_id: userId,
          state: "submitted",
          pending_user_id: userId,
          company_name: input.company_name,
          tax_id: input.tax_id,
          business_type: input.business_type,
          website: input.website,
          phone: input.phone,
          monthly_volume: input.monthly_volume,
          categories: input.categories,
          certificate_key: input.resale_certificate_key,
          certificate_name: input.resale_certificate_name || "resale-certificate",
          decline_reason: null,
          decided_at: null,
          created_at: now,
          updated_at: now,
        });
        await this.deps.transitions.created(tx, WHOLESALE_APPLICATION_BINDING.lifecycle, id, "submitted", actor, { emits: "wholesale_application.submitted", data: { user_id: userId } });
      });
    } catch (error) {
      if (isUniqueViolation(error)) throw wholesaleErrors.pending();
      throw error;
    }
    return toWholesaleApplication((await findWholesaleApplication(this.deps.db.kysely, id))!);
  }

  /** GET /v6/wholesale/access/: whether the viewer is a business account and sees the menu now, and its latest application. */
  async access(viewer: { userId: string | null; isB2b: boolean }): Promise<WholesaleAccess> {
    const latest = viewer.userId ? await latestApplicationOf(this.deps.db.kysely, viewer.userId) : undefined;
    return {
      is_b2b: viewer.isB2b,
      menu_visible: canSeeWholesaleMenu(viewer, this.deps.clock.now()),
      window: { opens_at: WHOLESALE_MENU_WINDOW.opensAt.toISOString(), closes_at: WHOLESALE_MENU_WINDOW.closesAt.toISOString() },
      application: latest ? toWholesaleApplication(latest) : null,
    };
  }

  /** The console's queue of applications in `state`. */
  async list(state: WholesaleApplicationState, actor: Actor): Promise<OpsWholesaleList> {
    this.requireSupport(actor);
    const db = this.deps.db.kysely;
    const [rows, counts] = await Promise.all([listApplicationsIn(db, state, OPS_PAGE), countApplicationsByState(db)]);
    const applications = [];
    for (const row of rows) applications.push(toOpsWholesaleApplication(row, (await this.deps.contacts.emailOf(row.user_id)) ?? "—"));
    return {
      queue: state,
      queues: OPS_WHOLESALE_QUEUES.map((key) => ({ key, label: WHOLESALE_STATUS_LABELS[key], count: counts.get(key) ?? 0 })),
      applications,
    };
  }

  async detail(id: string, actor: Actor) {
    this.requireSupport(actor);
    const row = await findWholesaleApplication(this.deps.db.kysely, id);
    if (!row) throw wholesaleErrors.notFound();
    return toOpsWholesaleApplication(row, (await this.deps.contacts.emailOf(row.user_id)) ?? "—");
  }

  /** Approves: the account becomes b2b in the same transaction (identity subscribes to the event). */
  async approve(id: string, actor: Actor): Promise<void> {
    await inTransaction(this.deps.db, async (tx) => {
      const row = await findWholesaleApplication(tx.db, id);
      if (!row) throw wholesaleErrors.notFound();
      await this.deps.transitions.apply(tx, WHOLESALE_APPLICATION_BINDING, id, "approve", actor, {
        set: { pending_user_id: null, decided_at: this.deps.clock.now().toISOString() },
        data: { user_id: row.user_id },
      });
    });
  }

  async decline(id: string, reason: string, actor: Actor): Promise<void> {
    await inTransaction(this.deps.db, async (tx) => {
      const row = await findWholesaleApplication(tx.db, id);
      if (!row) throw wholesaleErrors.notFound();
      await this.deps.transitions.apply(tx, WHOLESALE_APPLICATION_BINDING, id, "decline", actor, {
        set: { pending_user_id: null, decided_at: this.deps.clock.now().toISOString(), decline_reason: reason },
        reason,
        data: { user_id: row.user_id },
      });
    });
  }

  private requireSupport(actor: Actor): void {
    if (!hasCapability(actor, "support")) throw new DomainError("forbidden", LifecycleErrorCode.enum.missing_capability, "This needs the support permission.");
  }
}
