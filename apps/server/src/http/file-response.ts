import { z } from "zod";

/**
 * The documented success answer of a call whose body is a file or a page (a label, a CSV, a scanned
 * certificate), not JSON: its content types, so the OpenAPI document says what the call returns.
 * The body is sent as it is (a string or a Buffer is never serialised); `binary` for bytes.
 */
export function fileResponse(description: string, contentTypes: readonly string[], options: { binary?: boolean } = {}) {
  const schema = options.binary ? z.any().describe("The file's bytes.") : z.string();
  return { description, content: Object.fromEntries(contentTypes.map((type) => [type, { schema }])) };
}
