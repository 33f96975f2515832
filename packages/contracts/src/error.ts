import { z } from "zod";

/** Every 4xx/5xx JSON body: a stable code, a message for people, and the field when one is at fault. */
export const ErrorBody = z.object({
  code: z.string(),
  message: z.string(),
  field: z.string().optional(),
  /** The spec's clients read `detail`: a message, or a list whose first entry is shown. */
  detail: z.union([z.string(), z.array(z.string())]).optional(),
});
export type ErrorBody = z.infer<typeof ErrorBody>;
