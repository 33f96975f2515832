import type { FastifyInstance, InjectOptions } from "fastify";

/** The API's two roots: `/api/…` and the membership calls at `/shop-plus/api/…` (spec 1 §7). */
const API_ROOTS = ["/api/", "/shop-plus/api/"];

/** fetch()-shaped access to this server's own API, without a network hop (used by page loaders). */
export type ApiFetch = (path: string, init?: RequestInit) => Promise<Response>;

export function inProcessFetch(app: FastifyInstance): ApiFetch {
  return async (path, init = {}) => {
    if (!API_ROOTS.some((root) => path.startsWith(root))) throw new Error(`In-process fetch only reaches the API (${API_ROOTS.join(", ")}), not ${path}`);
    const headers: Record<string, string> = {};
    new Headers(init.headers).forEach((value, key) => {
      headers[key] = value;
    });
    // The loader reads the body as it is: the response is not compressed for an in-process call.
    headers["accept-encoding"] = "identity";
    const options: InjectOptions = {
      method: (init.method ?? "GET").toUpperCase() as InjectOptions["method"],
      url: path,
      headers,
    };
    if (typeof init.body === "string") options.payload = init.body;
    else if (init.body) {
      // Binary and multipart bodies (a form's photos): encoded as fetch would send them, with their content type.
      const encoded = new Request("http://in-process/", { method: "POST", body: init.body });
      options.payload = Buffer.from(await encoded.arrayBuffer());
      const type = encoded.headers.get("content-type");
      if (type && !headers["content-type"]) headers["content-type"] = type;
    }
    const response = await app.inject(options);
    const responseHeaders = new Headers();
    for (const [key, value] of Object.entries(response.headers)) {
      if (value === undefined) continue;
      for (const v of Array.isArray(value) ? value : [value]) responseHeaders.append(key, String(v));
    }
    const noBody = response.statusCode === 204 || response.statusCode === 304;
    return new Response(noBody ? null : new Uint8Array(response.rawPayload), { status: response.statusCode, headers: responseHeaders });
  };
}
