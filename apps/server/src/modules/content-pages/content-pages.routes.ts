import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import {
  ContentEntryInput,
  ContentEntryQuery,
  ContentEntryView,
  ContentList,
  ContentListQuery,
  OpsContentEntry,
  OpsContentList,
  OpsContentListQuery,
  OpsContentParams,
} from "@maison/contracts/content-pages";
import { ErrorBody } from "@maison/contracts/error";
import type { ApiInstance } from "../../http/api-scope.ts";
import { requireStaff } from "../../http/auth.ts";
import { viewerOf } from "../catalog/product-mapper.ts";
import type { ContentPagesService } from "./content-pages.service.ts";

const REFUSALS = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody, 409: ErrorBody };
const tags = ["content"];
const opsTags = ["ops"];

/** The storefront's reads of published content, and the console's writes under `/ops/content/` (content capability). */
export async function contentPagesRoutes(api: ApiInstance, pages: ContentPagesService): Promise<void> {
  await api.register(async (child) => {
    const scope = child.withTypeProvider<ZodTypeProvider>();
    scope.get(
      "/v6/content/entry/",
      { schema: { tags, summary: "One published page, article or edit by kind and slug, its pieces as cards; 404 when not published.", querystring: ContentEntryQuery, response: { 200: ContentEntryView, ...REFUSALS } } },
      async (request) => pages.published(request.query.kind, request.query.slug, viewerOf(request.principal)),
    );
    scope.get(
      "/v6/content/entries/",
      { schema: { tags, summary: "Published entries of a kind, newest first: the Editorial index, the stylist's edits.", querystring: ContentListQuery, response: { 200: ContentList, ...REFUSALS } } },
      async (request) => pages.publishedList(request.query.kind),
    );
  });

  await api.register(async (child) => {
    child.addHook("preValidation", async (request) => {
      requireStaff(request);
    });
    const scope = child.withTypeProvider<ZodTypeProvider>();
    scope.get("/ops/content/", { schema: { tags: opsTags, summary: "Every page, article and edit, last changed first.", querystring: OpsContentListQuery, response: { 200: OpsContentList, ...REFUSALS } } }, async (request) =>
      pages.opsList(request.query.kind, requireStaff(request, "content")),
    );
    scope.post("/ops/content/", { schema: { tags: opsTags, summary: "Writes a new draft.", body: ContentEntryInput, response: { 201: OpsContentEntry, ...REFUSALS } } }, async (request, reply) =>
      reply.code(201).send(await pages.create(request.body, requireStaff(request, "content"))),
    );
    scope.get("/ops/content/:id/", { schema: { tags: opsTags, summary: "One entry as staff wrote it.", params: OpsContentParams, response: { 200: OpsContentEntry, ...REFUSALS } } }, async (request) =>
      pages.opsDetail(request.params.id, requireStaff(request, "content")),
    );
    scope.put("/ops/content/:id/", { schema: { tags: opsTags, summary: "Rewrites an entry (its kind stays); a published one changes at once.", params: OpsContentParams, body: ContentEntryInput, response: { 200: OpsContentEntry, ...REFUSALS } } }, async (request) =>
      pages.update(request.params.id, request.body, requireStaff(request, "content")),
    );
    scope.post("/ops/content/:id/publish/", { schema: { tags: opsTags, summary: "Publishes the entry on the storefront.", params: OpsContentParams, response: { 200: OpsContentEntry, ...REFUSALS } } }, async (request) =>
      pages.publish(request.params.id, requireStaff(request, "content")),
    );
    scope.post("/ops/content/:id/unpublish/", { schema: { tags: opsTags, summary: "Takes a published entry down.", params: OpsContentParams, response: { 200: OpsContentEntry, ...REFUSALS } } }, async (request) =>
      pages.unpublish(request.params.id, requireStaff(request, "content")),
    );
  });
}

/** The Editorial magazine's feed (spec 2 §7 `/feed/json`): JSON Feed 1.1, outside `/api`. */
export async function contentFeedRoutes(app: FastifyInstance, pages: ContentPagesService): Promise<void> {
  app.get("/feed/json", async (_request, reply) =>
    reply.header("content-type", "application/feed+json; charset=utf-8").header("cache-control", "public, max-age=300").send(JSON.stringify(await pages.feed())),
  );
}
