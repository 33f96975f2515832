import { z } from "zod";

/** Every 4xx/5xx JSON body: a stable code, a message for people, and the field when one is at fault. */
export const ErrorBody = z.object({
  code: z.string(),
  message: z.string(),
  field: z.string().optional(),
  detail: z.string().optional(),
});
export type ErrorBody = z.infer<typeof ErrorBody>;
