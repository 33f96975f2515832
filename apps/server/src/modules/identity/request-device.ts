import type { FastifyRequest } from "fastify";
import type { DeviceMeta } from "./session.service.ts";

/** What a session records about the device that signed in, and the address rate limits count by. */
export function deviceOf(request: FastifyRequest): DeviceMeta & { ip: string } {
  const userAgent = request.headers["user-agent"];
  return { userAgent: typeof userAgent === "string" ? userAgent.slice(0, 300) : null, ip: request.ip };
}
