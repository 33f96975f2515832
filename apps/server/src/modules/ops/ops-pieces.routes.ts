import multipart from "@fastify/multipart";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { OpsPieceDetail, OpsPieceList, OpsPieceListQuery, OpsPieceParams, OpsPieceQuery, PieceInput, PublishInput, UploadedPhoto, WithdrawInput } from "@maison/contracts/ops-pieces";
import { MAX_PHOTO_BYTES } from "@maison/domain/catalog/listing-photo";
import type { ApiInstance } from "../../http/api-scope.ts";
import { requireStaff } from "../../http/auth.ts";
import { uploadedBytes } from "../../http/uploaded-photo.ts";
import type { ListingPhotoService } from "../catalog/listing-photo.service.ts";
import type { OpsPiecesService } from "./ops-pieces.service.ts";
import { OPS_REFUSALS } from "./ops.routes.ts";

/** The console's pieces and listings under /api/ops/ (decision 036): any staff reads, `listing` writes. */
export async function opsPiecesRoutes(api: ApiInstance, pieces: OpsPiecesService, photos: ListingPhotoService): Promise<void> {
  await api.register(async (child) => {
    await child.register(multipart, { limits: { fileSize: MAX_PHOTO_BYTES, files: 1, fields: 0, parts: 1 } });
    const scope = child.withTypeProvider<ZodTypeProvider>();
    const tags = ["ops"];

    scope.get(
      "/ops/pieces/",
      { schema: { tags, summary: "Pieces in any state, searched by title, designer, sku or id.", querystring: OpsPieceListQuery, response: { 200: OpsPieceList, ...OPS_REFUSALS } } },
      async (request) => {
        requireStaff(request);
        return pieces.list(request.query);
      },
    );

    scope.get(
      "/ops/pieces/:id/",
      { schema: { tags, summary: "A piece: its listing, provenance, latest timeline entries (all with ?timeline=all) and the viewer's actions.", params: OpsPieceParams, querystring: OpsPieceQuery, response: { 200: OpsPieceDetail, ...OPS_REFUSALS } } },
      async (request) => pieces.detail(request.params.id, requireStaff(request), { wholeTimeline: request.query.timeline === "all" }),
    );

    scope.post(
      "/ops/pieces/",
      { schema: { tags, summary: "Creates a listing as a draft (house stock).", body: PieceInput, response: { 201: OpsPieceDetail, ...OPS_REFUSALS } } },
      async (request, reply) => {
        const actor = requireStaff(request, "listing");
        return reply.code(201).send(await pieces.create(request.body, actor));
      },
    );

    scope.put(
      "/ops/pieces/:id/",
      { schema: { tags, summary: "Rewrites a listing's facts, price, tags and photos.", params: OpsPieceParams, body: PieceInput, response: { 200: OpsPieceDetail, ...OPS_REFUSALS } } },
      async (request) => pieces.update(request.params.id, request.body, requireStaff(request, "listing")),
    );

    scope.post(
      "/ops/pieces/:id/publish/",
      { schema: { tags, summary: "Puts a draft on sale now, or in the next weekly VIP preview batch.", params: OpsPieceParams, body: PublishInput, response: { 200: OpsPieceDetail, ...OPS_REFUSALS } } },
      async (request) => pieces.publish(request.params.id, request.body, requireStaff(request, "listing")),
    );

    scope.post(
      "/ops/pieces/:id/prepare/",
      { schema: { tags, summary: "Prepares the listing of an authenticated, returned or withdrawn piece: it becomes a draft to complete and publish.", params: OpsPieceParams, response: { 200: OpsPieceDetail, ...OPS_REFUSALS } } },
      async (request) => pieces.prepare(request.params.id, requireStaff(request, "listing")),
    );

    scope.post(
      "/ops/pieces/:id/withdraw/",
      { schema: { tags, summary: "Takes a piece off sale, with the reason.", params: OpsPieceParams, body: WithdrawInput, response: { 200: OpsPieceDetail, ...OPS_REFUSALS } } },
      async (request) => pieces.withdraw(request.params.id, request.body.reason, requireStaff(request, "listing")),
    );

    scope.post(
      "/ops/uploads/",
      { schema: { tags, summary: "Stores one listing photo (multipart field `photo`): JPEG, PNG or WebP.", consumes: ["multipart/form-data"], response: { 201: UploadedPhoto, ...OPS_REFUSALS } } },
      async (request, reply) => {
        requireStaff(request, "listing");
        return reply.code(201).send(await photos.store(await uploadedBytes(request)));
      },
    );
  });
}
