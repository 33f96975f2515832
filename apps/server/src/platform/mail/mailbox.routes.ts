import { z } from "zod";
import { ErrorBody } from "@maison/contracts/error";
import { MailboxResponse } from "@maison/contracts/identity";
import type { ApiInstance } from "../../http/api-scope.ts";
import type { DevelopmentMailbox } from "./development-mailbox.ts";

const MailboxQuery = z.object({ to: z.string().trim().min(1).max(254).optional() });

/**
 * The development mailbox under /api/dev/mailbox/: registered only when env.devToolsEnabled (never in
 * production, where the path is a 404). No sign-in: it is a developer's tool on their own machine.
 */
export async function mailboxRoutes(api: ApiInstance, mailbox: DevelopmentMailbox): Promise<void> {
  api.get(
    "/dev/mailbox/",
    {
      schema: {
        tags: ["development"],
        summary: "The 50 newest e-mails and text messages, optionally to one recipient (development only).",
        querystring: MailboxQuery,
        response: { 200: MailboxResponse, 400: ErrorBody },
      },
    },
    async (request) => {
      const rows = await mailbox.list(request.query.to);
      return {
        messages: rows.map((row) => ({
          id: row.id,
          channel: row.channel === "sms" ? ("sms" as const) : ("email" as const),
          to: row.recipient,
          subject: row.subject,
          text: row.text_body,
          html: row.html_body,
          created_at: row.created_at,
        })),
      };
    },
  );

  api.delete(
    "/dev/mailbox/",
    { schema: { tags: ["development"], summary: "Empties the development mailbox.", response: { 204: z.null() } } },
    async (_request, reply) => {
      await mailbox.clear();
      return reply.code(204).send(null);
    },
  );
}
