import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { ErrorBody } from "@maison/contracts/error";
import { OpsMe } from "@maison/contracts/ops";
import type { ApiInstance } from "../../http/api-scope.ts";
import { requireStaff } from "../../http/auth.ts";
import type { OpsDashboardService } from "./ops-dashboard.service.ts";

export const OPS_REFUSALS = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody, 409: ErrorBody, 422: ErrorBody };

/** The console's own calls under /api/ops/ (every one gated by requireStaff). */
export async function opsRoutes(api: ApiInstance, dashboard: OpsDashboardService): Promise<void> {
  await api.register(async (child) => {
    const scope = child.withTypeProvider<ZodTypeProvider>();
    scope.get(
      "/ops/me/",
      { schema: { tags: ["ops"], summary: "The signed-in staff member, their capabilities and the queues they can work.", response: { 200: OpsMe, ...OPS_REFUSALS } } },
      async (request) => {
        const actor = requireStaff(request);
        const principal = request.principal as Extract<typeof request.principal, { kind: "user" }>;
        return { user_id: actor.id, email: principal.email, capabilities: [...actor.capabilities], queues: await dashboard.queues(actor) };
      },
    );
  });
}
