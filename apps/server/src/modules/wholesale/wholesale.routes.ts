import multipart from "@fastify/multipart";
import type { FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { ErrorBody } from "@maison/contracts/error";
import { FlagErrorCode } from "@maison/contracts/flags";
import { BUSINESS_SIGNUP_PAUSED_MESSAGE } from "@maison/domain/flags/feature-flags";
import { DomainError } from "@maison/domain/shared/domain-error";
import {
  OpsWholesaleApplication,
  OpsWholesaleDecline,
  OpsWholesaleList,
  OpsWholesaleListQuery,
  OpsWholesaleParams,
  ResaleCertificateUpload,
  WholesaleAccess,
  WholesaleApplication,
  WholesaleFormSubmission,
} from "@maison/contracts/wholesale";
import { RESALE_CERTIFICATE_MAX_BYTES, RESALE_CERTIFICATE_TYPES, WHOLESALE_MESSAGES, type ResaleCertificateExtension } from "@maison/domain/wholesale/wholesale-application";
import type { ApiInstance } from "../../http/api-scope.ts";
import { fileResponse } from "../../http/file-response.ts";
import { actorOf } from "../../http/actor.ts";
import { requireStaff, requireUser } from "../../http/auth.ts";
import { wholesaleErrors } from "./wholesale-errors.ts";
import type { WholesaleService } from "./wholesale.service.ts";

const REFUSALS = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody, 409: ErrorBody, 422: ErrorBody };
const tags = ["wholesale"];

/** The one file of the certificate upload; every way it can fall short is a 400 naming `resale_certificate`. */
async function uploadedCertificate(request: FastifyRequest): Promise<{ bytes: Buffer; name: string }> {
  let file;
  try {
    file = await request.file();
  } catch {
    throw wholesaleErrors.certificate("Send the resale certificate as multipart/form-data with one file.");
  }
  if (!file) throw wholesaleErrors.certificate(WHOLESALE_MESSAGES.certificateMissing);
  try {
    return { bytes: await file.toBuffer(), name: file.filename };
  } catch (error) {
    if ((error as { code?: string }).code === "FST_REQ_FILE_TOO_LARGE") throw wholesaleErrors.certificate(WHOLESALE_MESSAGES.certificateSize);
    throw wholesaleErrors.certificate("The upload was cut short. Please try again.");
  }
}

/**
 * The wholesale programme (decision 061): the business signup's calls (`wholesale-form-submission/`,
 * spec 2 §7), what a viewer may see of the programme, and the console's applications under
 * `/ops/wholesale/` (support capability).
 */
/** Whether the business signup is open to this request (the `b2b` flag, decision 067). */
export interface BusinessSignupSwitch {
  isOpen(request: FastifyRequest): Promise<boolean>;
}

export async function wholesaleRoutes(api: ApiInstance, s: { wholesale: WholesaleService; signup?: BusinessSignupSwitch }): Promise<void> {
  await api.register(async (child) => {
    await child.register(multipart, { limits: { fileSize: RESALE_CERTIFICATE_MAX_BYTES, files: 1, fields: 0, parts: 1 } });
    const scope = child.withTypeProvider<ZodTypeProvider>();

    scope.post(
      "/v6/wholesale-form-submission/resale-certificate/",
      { schema: { tags, summary: "Stores the applicant's resale certificate (multipart, one file): PDF, JPEG or PNG, 5 MB at most.", consumes: ["multipart/form-data"], response: { 201: ResaleCertificateUpload, ...REFUSALS } } },
      async (request, reply) => {
        const user = requireUser(request);
        const file = await uploadedCertificate(request);
        return reply.code(201).send(await s.wholesale.storeCertificate(user.userId, file.bytes, file.name));
      },
    );

    scope.post(
      "/v6/wholesale-form-submission/",
      { schema: { tags, summary: "A business applies for wholesale access: company, tax id, resale certificate, volumes.", body: WholesaleFormSubmission, response: { 201: WholesaleApplication, ...REFUSALS } } },
      async (request, reply) => {
        const user = requireUser(request);
        if (s.signup && !(await s.signup.isOpen(request))) throw new DomainError("forbidden", FlagErrorCode.enum.feature_off, BUSINESS_SIGNUP_PAUSED_MESSAGE);
        return reply.code(201).send(await s.wholesale.submit(user.userId, actorOf(request), request.body));
      },
    );

    scope.get(
      "/v6/wholesale/access/",
      { schema: { tags, summary: "Whether the viewer is a business account, sees the wholesale menu now (spec 1 §4 window), and its latest application.", response: { 200: WholesaleAccess, ...REFUSALS } } },
      async (request) => {
        const p = request.principal;
        const userId = p.kind === "user" ? p.userId : null;
        return s.wholesale.access({ userId, isB2b: p.roles.includes("b2b") });
      },
    );

    scope.get(
      "/v6/wholesale/applications/:id/certificate/",
      { schema: { tags, summary: "The application's resale certificate: the applicant's own, or any for support staff.", params: OpsWholesaleParams, response: { 200: fileResponse("The certificate as it was uploaded.", Object.values(RESALE_CERTIFICATE_TYPES), { binary: true }), ...REFUSALS } } },
      async (request, reply) => {
        requireUser(request);
        const file = await s.wholesale.certificate(request.params.id, actorOf(request));
        const ext = file.key.split(".").pop() as ResaleCertificateExtension;
        return reply.header("content-type", RESALE_CERTIFICATE_TYPES[ext]).header("content-disposition", `inline; filename="${file.name.replace(/"/g, "")}"`).header("cache-control", "private, no-store").send(file.bytes);
      },
    );
  });

  await api.register(async (child) => {
    child.addHook("preValidation", async (request) => {
      requireStaff(request);
    });
    const scope = child.withTypeProvider<ZodTypeProvider>();
    const opsTags = ["ops"];

    scope.get("/ops/wholesale/", { schema: { tags: opsTags, summary: "Wholesale applications by queue: under review, approved, declined.", querystring: OpsWholesaleListQuery, response: { 200: OpsWholesaleList, ...REFUSALS } } }, async (request) =>
      s.wholesale.list(request.query.queue, requireStaff(request, "support")),
    );

    scope.get("/ops/wholesale/:id/", { schema: { tags: opsTags, summary: "One application.", params: OpsWholesaleParams, response: { 200: OpsWholesaleApplication, ...REFUSALS } } }, async (request) =>
      s.wholesale.detail(request.params.id, requireStaff(request, "support")),
    );

    scope.post("/ops/wholesale/:id/approve/", { schema: { tags: opsTags, summary: "Approves the business: its account becomes a business (b2b) account.", params: OpsWholesaleParams, response: { 200: OpsWholesaleApplication, ...REFUSALS } } }, async (request) => {
      const by = requireStaff(request, "support");
      await s.wholesale.approve(request.params.id, by);
      return s.wholesale.detail(request.params.id, by);
    });

    scope.post("/ops/wholesale/:id/decline/", { schema: { tags: opsTags, summary: "Declines the application with a reason the applicant reads.", params: OpsWholesaleParams, body: OpsWholesaleDecline, response: { 200: OpsWholesaleApplication, ...REFUSALS } } }, async (request) => {
      const by = requireStaff(request, "support");
      await s.wholesale.decline(request.params.id, request.body.reason, by);
      return s.wholesale.detail(request.params.id, by);
    });
  });
}
