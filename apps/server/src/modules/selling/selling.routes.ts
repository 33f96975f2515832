import multipart from "@fastify/multipart";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { ErrorBody } from "@maison/contracts/error";
import {
  CreateSubmissionInput,
  FinalizeQuoteInput,
  NmiFinalizeInput,
  NmiId,
  NmiRequest,
  PartnerCodeQuery,
  PartnerCodeVerified,
  SellerPhoto,
  ShippingInput,
  ShippingOptions,
  SubmissionId,
  Ticket,
  TicketList,
  TicketListQuery,
} from "@maison/contracts/selling";
import { MAX_PHOTO_BYTES } from "@maison/domain/catalog/listing-photo";
import { imagePath } from "@maison/domain/catalog/image-size";
import type { ApiInstance } from "../../http/api-scope.ts";
import { fileResponse } from "../../http/file-response.ts";
import { actorOf } from "../../http/actor.ts";
import { requireUser } from "../../http/auth.ts";
import { IDEMPOTENCY_HEADER, replyIdempotently, type IdempotencyStore } from "../../http/idempotency.ts";
import { uploadedBytes } from "../../http/uploaded-photo.ts";
import type { ListingPhotoService } from "../catalog/listing-photo.service.ts";
import type { PartnerService } from "../partners/partner.service.ts";
import type { NmiService } from "./nmi.service.ts";
import type { QuoteDecisionService } from "./quote-decision.service.ts";
import type { SellerShippingService } from "./seller-shipping.service.ts";
import type { SubmissionService } from "./submission.service.ts";

const REFUSALS = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody, 409: ErrorBody, 422: ErrorBody };
const tags = ["selling"];
const TicketParams = z.object({ id: SubmissionId });
const QuoteParams = z.object({ quote: SubmissionId });
const NmiParams = z.object({ id: NmiId });
const CreateHeaders = z.object({ [IDEMPOTENCY_HEADER]: z.string().optional() });

export interface SellingRouteServices {
  submissions: SubmissionService;
  decisions: QuoteDecisionService;
  shipping: SellerShippingService;
  nmi: NmiService;
  partners: PartnerService;
  photos: ListingPhotoService;
  idempotency: IdempotencyStore;
  /** Records an upload as the user's, so only they can attach it. */
  recordPhoto: (row: { key: string; user_id: string; width: number; height: number }) => Promise<void>;
}

/**
 * The seller's calls (decision 042): the sell flow's (`/v6/sell/…`), the account's submissions
 * (`/v6/my-account/ticket/`, `/order/{id}/`, `/quote/{id}/`, `/nmi/…`) and self check-in's
 * (`/finalize-quote/{quote}/`, `/shipping/`). Every call needs a signed-in seller; another seller's
 * submission answers 404.
 */
export async function sellingRoutes(api: ApiInstance, s: SellingRouteServices): Promise<void> {
  await api.register(async (child) => {
    await child.register(multipart, { limits: { fileSize: MAX_PHOTO_BYTES, files: 1, fields: 0, parts: 1 } });
    const scope = child.withTypeProvider<ZodTypeProvider>();

    scope.post(
      "/v6/sell/submissions/",
      {
        schema: {
          tags,
          summary: "Submits pieces (Idempotency-Key header recommended): each gets an instant offer, or waits for a quote or a photo review.",
          headers: CreateHeaders,
          body: CreateSubmissionInput,
          response: { 201: Ticket, ...REFUSALS },
        },
      },
      async (request, reply) => {
        const user = requireUser(request);
        return (await replyIdempotently(s.idempotency, request, reply, { route: "selling.submit" }, async () => ({
          status: 201,
          body: await s.submissions.create(user.userId, actorOf(request), request.body),
        }))) as Ticket;
      },
    );

    scope.post(
      "/v6/sell/photos/",
      { schema: { tags, summary: "Stores one photo of the seller's piece (multipart, one file): JPEG, PNG or WebP.", consumes: ["multipart/form-data"], response: { 201: SellerPhoto, ...REFUSALS } } },
      async (request, reply) => {
        const user = requireUser(request);
        const stored = await s.photos.store(await uploadedBytes(request));
        await s.recordPhoto({ key: stored.key, user_id: user.userId, width: stored.width, height: stored.height });
        return reply.code(201).send({ ...stored, url: imagePath(stored.key, "medium") });
      },
    );

    scope.get(
      "/v6/sell/partner-code/",
      { schema: { tags, summary: "Verifies a partner code: the partner's name, or 404 with the error to show.", querystring: PartnerCodeQuery, response: { 200: PartnerCodeVerified, ...REFUSALS } } },
      async (request) => {
        requireUser(request);
        return s.partners.verify(request.query.code);
      },
    );

    scope.get(
      "/v6/my-account/ticket/",
      { schema: { tags, summary: "The seller's submissions, newest first, ten a page (tickets, previous, next).", querystring: TicketListQuery, response: { 200: TicketList, ...REFUSALS } } },
      async (request) => s.submissions.list(requireUser(request).userId, request.query.page),
    );

    for (const path of ["/v6/my-account/order/:id/", "/v6/my-account/quote/:id/"]) {
      scope.get(
        path,
        { schema: { tags, summary: "One submission with its items, offers, expiry and shipping (the quote's id is the submission's).", params: TicketParams, response: { 200: Ticket, ...REFUSALS } } },
        async (request) => s.submissions.ticket(requireUser(request).userId, request.params.id),
      );
    }

    scope.get(
      "/v6/my-account/nmi/:id/",
      { schema: { tags, summary: "What pricing asked about a piece: questions (choice keys) and photo sets.", params: NmiParams, querystring: z.object({ version: z.string().optional() }), response: { 200: NmiRequest, ...REFUSALS } } },
      async (request) => s.nmi.request(requireUser(request).userId, request.params.id),
    );

    scope.get(
      "/v6/my-account/nmi/photos/:id/",
      { schema: { tags, summary: "The photo sets asked for, with the photos sent so far.", params: NmiParams, response: { 200: z.object({ photo_sets: NmiRequest.shape.photo_sets }), ...REFUSALS } } },
      async (request) => ({ photo_sets: (await s.nmi.request(requireUser(request).userId, request.params.id)).photo_sets }),
    );

    scope.put(
      "/v6/my-account/nmi/:id/finalize/",
      { schema: { tags, summary: "Sends the answers and photos at once; the piece goes back to pricing.", params: NmiParams, body: NmiFinalizeInput, response: { 200: NmiRequest, ...REFUSALS } } },
      async (request) => s.nmi.finalize(requireUser(request).userId, actorOf(request), request.params.id, request.body),
    );

    scope.put(
      "/v6/self-check-in/finalize-quote/:quote/",
      { schema: { tags, summary: "The seller's answer: accepted, declined (ids), declined_from_nmi, or refused (item → reason).", params: QuoteParams, body: FinalizeQuoteInput, response: { 200: Ticket, ...REFUSALS } } },
      async (request) => s.decisions.finalize(requireUser(request).userId, actorOf(request), request.params.quote, request.body),
    );

    scope.get(
      "/v6/self-check-in/shipping/options/",
      { schema: { tags, summary: "How accepted pieces can come in: methods, pickup dates and windows, boutiques.", querystring: QuoteParams, response: { 200: ShippingOptions, ...REFUSALS } } },
      async (request) => s.shipping.options(requireUser(request).userId, request.query.quote),
    );

    scope.post(
      "/v6/self-check-in/shipping/",
      { schema: { tags, summary: "Books a prepaid label, a courier pickup or a boutique drop-off for the accepted pieces.", body: ShippingInput, response: { 200: Ticket, ...REFUSALS } } },
      async (request) => s.shipping.book(requireUser(request).userId, actorOf(request), request.body),
    );

    scope.get(
      "/v6/self-check-in/label/:id/",
      { schema: { tags, summary: "The printable prepaid label of a submission (HTML).", params: TicketParams, response: { 200: fileResponse("The label, as a printable page.", ["text/html"]), ...REFUSALS } } },
      async (request, reply) => reply.type("text/html; charset=utf-8").send(await s.shipping.label(requireUser(request).userId, request.params.id)),
    );
  });
}
