import { z } from "zod";

/** The typed failures of any lifecycle transition (the server's transition helper raises them). */
export const LifecycleErrorCode = z.enum([
  /** The event does not leave the subject's current state: 409. */
  "illegal_transition",
  /** Another change won the race for the same row: 409. */
  "transition_conflict",
  /** A business rule of the event refused it: 409. */
  "transition_refused",
  /** This kind of actor may not fire the event: 403. */
  "actor_not_allowed",
  /** Staff without the event's capability: 403. */
  "missing_capability",
]);
export type LifecycleErrorCode = z.infer<typeof LifecycleErrorCode>;

/** One row of a subject's timeline, as the console shows it. */
export const TimelineEntry = z.object({
  id: z.string(),
  subject_type: z.string(),
  subject_id: z.string(),
  event: z.string(),
  from_state: z.string().nullable(),
  to_state: z.string(),
  actor_kind: z.string(),
  actor_id: z.string(),
  actor_name: z.string().nullable(),
  reason: z.string().nullable(),
  data: z.record(z.string(), z.unknown()),
  created_at: z.string(),
});
export type TimelineEntry = z.infer<typeof TimelineEntry>;
