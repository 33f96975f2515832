import { z } from "zod";
import { CAPABILITIES } from "@maison/domain/actor/actor";

/** A queue on the console's dashboard: what waits for staff, with the screen that works it. */
export const OpsQueue = z.object({
  key: z.string(),
  label: z.string(),
  count: z.number().int().nonnegative(),
  href: z.string(),
  capability: z.enum(CAPABILITIES),
});
export type OpsQueue = z.infer<typeof OpsQueue>;

/** GET /api/ops/me/: the staff member, what they may do, and the queues they can work. */
export const OpsMe = z.object({
  user_id: z.string(),
  email: z.string(),
  capabilities: z.array(z.enum(CAPABILITIES)),
  queues: z.array(OpsQueue),
});
export type OpsMe = z.infer<typeof OpsMe>;
