import http from "node:http";
import type { AddressInfo } from "node:net";

/** What the fake answers for one token: Google's JSON, a status of its own, or a hang past the timeout. */
export type SiteverifyReply = { json: Record<string, unknown> } | { status: number } | { hang: true };

export interface FakeSiteverify {
  url: string;
  /** Every form posted to it, as Google would receive it. */
  received: URLSearchParams[];
  close(): Promise<void>;
}

/** A local HTTP server speaking Google's reCAPTCHA siteverify protocol (form POST in, JSON out). */
export async function startFakeSiteverify(replyFor: (form: URLSearchParams) => SiteverifyReply): Promise<FakeSiteverify> {
  const received: URLSearchParams[] = [];
  const server = http.createServer((request, response) => {
    let body = "";
    request.on("data", (chunk: Buffer) => (body += chunk.toString("utf8")));
    request.on("end", () => {
      const form = new URLSearchParams(body);
      received.push(form);
      const reply = request.method === "POST" && request.headers["content-type"] === "application/x-www-form-urlencoded" ? replyFor(form) : { status: 405 };
      if ("hang" in reply) return;
      if ("status" in reply) return void response.writeHead(reply.status, { "content-type": "text/plain" }).end("no");
      response.writeHead(200, { "content-type": "application/json" }).end(JSON.stringify(reply.json));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/recaptcha/api/siteverify`,
    received,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
