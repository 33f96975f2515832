import { z } from "zod";

/** The typed failures of the image resize path `/images/{size}/{key}.{format}`. */
export const ImageErrorCode = z.enum([
  /** The size or format in the address is not one we render: 400 naming it. */
  "invalid_image_request",
  /** No stored original has this key: 404. */
  "image_not_found",
]);
export type ImageErrorCode = z.infer<typeof ImageErrorCode>;
