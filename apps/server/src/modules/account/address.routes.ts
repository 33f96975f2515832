import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { AddressFields, AddressId, AddressList, SavedAddress } from "@maison/contracts/address";
import { ErrorBody } from "@maison/contracts/error";
import type { ApiInstance } from "../../http/api-scope.ts";
import { requireUser } from "../../http/auth.ts";
import type { AddressService } from "./address.service.ts";
import { actorOf } from "../../http/actor.ts";

const REFUSALS = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody, 409: ErrorBody };
const Params = z.object({ id: AddressId });

/** Saved addresses: the self-check-in calls of spec 1 §7 and the my-account calls of spec 2 §7. Errors carry `detail`. */
export async function addressRoutes(api: ApiInstance, addresses: AddressService): Promise<void> {
  await api.register(async (child) => {
    const scope = child.withTypeProvider<ZodTypeProvider>();

    scope.get(
      "/v6/self-check-in/address/",
      { schema: { tags: ["account"], summary: "The user's saved addresses, newest first.", response: { 200: AddressList, ...REFUSALS } } },
      async (request) => addresses.list(requireUser(request).userId),
    );

    scope.post(
      "/v6/self-check-in/address/",
      { schema: { tags: ["account"], summary: "Saves an address.", body: AddressFields, response: { 201: SavedAddress, ...REFUSALS } } },
      async (request, reply) => reply.code(201).send(await addresses.create(requireUser(request).userId, actorOf(request), request.body)),
    );

    scope.put(
      "/v6/my-account/address/:id/",
      { schema: { tags: ["account"], summary: "Changes a saved address.", params: Params, body: AddressFields, response: { 200: SavedAddress, ...REFUSALS } } },
      async (request) => addresses.update(requireUser(request).userId, actorOf(request), request.params.id, request.body),
    );

    scope.put(
      "/v6/my-account/address/:id/default/",
      {
        schema: {
          tags: ["account"],
          summary: "Makes a saved address the default (the old default no longer is).",
          params: Params,
          response: { 200: SavedAddress, ...REFUSALS },
        },
      },
      async (request) => addresses.makeDefault(requireUser(request).userId, actorOf(request), request.params.id),
    );

    scope.delete(
      "/v6/my-account/address/:id/",
      { schema: { tags: ["account"], summary: "Deletes a saved address.", params: Params, response: { 204: z.null(), ...REFUSALS } } },
      async (request, reply) => {
        await addresses.remove(requireUser(request).userId, actorOf(request), request.params.id);
        return reply.code(204).send(null);
      },
    );
  });
}
