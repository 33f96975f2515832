import { sql } from "kysely";
import type { FastifyInstance } from "fastify";
import type { Db } from "../../db/database.ts";

/** Liveness and database reachability, for load balancers and the start script. */
export async function healthRoutes(app: FastifyInstance, db: Db): Promise<void> {
  app.get("/healthz", { schema: { hide: true } }, async (_request, reply) => {
    try {
      await sql`select 1`.execute(db.kysely);
      return { status: "ok", database: db.dialect };
    } catch {
      return reply.code(503).send({ status: "unavailable", database: db.dialect });
    }
  });
}
