import { useEffect, useState } from "react";
import { data, isRouteErrorResponse, useRevalidator } from "react-router";
import { CommonErrorCode } from "@maison/contracts/error";
import { MailboxResponse } from "@maison/contracts/identity";
import { PRIVATE_PAGE_HEADERS } from "../features/account/account-api.server.ts";
import { PageError } from "../features/content/page-error.tsx";
import { PageNotFound } from "../features/content/page-not-found.tsx";
import { MailboxMessage } from "../features/dev-mailbox/mailbox-message.tsx";
import { useHydrated } from "../lib/use-hydrated.ts";
import type { Route } from "./+types/dev-mailbox";

const MAILBOX_PATH = "/api/dev/mailbox/";
const AUTO_REFRESH_MS = 2000;

export const meta: Route.MetaFunction = () => [{ title: "Mailbox (development) | Maison" }, { name: "robots", content: "noindex" }];

export const headers: Route.HeadersFunction = () => PRIVATE_PAGE_HEADERS;

/** The development mailbox: what the API has "sent". Off in production, where the API answers 404. */
export async function loader({ context, request }: Route.LoaderArgs) {
  const to = new URL(request.url).searchParams.get("to")?.trim();
  const path = to ? `${MAILBOX_PATH}?${new URLSearchParams({ to })}` : MAILBOX_PATH;
  const response = await context.api(path, { method: "GET", headers: { accept: "application/json" }, signal: request.signal });
  if (response.status === 404) throw data({ code: CommonErrorCode.enum.not_found, message: "No page here." }, { status: 404 });
  if (!response.ok) throw data({ code: CommonErrorCode.enum.upstream_error, message: `The mailbox answered ${response.status}.` }, { status: 502 });
  const { messages } = MailboxResponse.parse(await response.json());
  return { to: to ?? null, messages: messages.toSorted((a, b) => b.created_at.localeCompare(a.created_at)) };
}

export default function DevMailbox({ loaderData }: Route.ComponentProps) {
  const hydrated = useHydrated();
  const revalidator = useRevalidator();
  const [auto, setAuto] = useState(false);

  useEffect(() => {
    if (!auto) return;
    const timer = window.setInterval(() => void revalidator.revalidate(), AUTO_REFRESH_MS);
    return () => window.clearInterval(timer);
  }, [auto, revalidator]);

  const { messages, to } = loaderData;
  return (
    <div className="page-width mailbox-page">
      <header className="mailbox-header">
        <div>
          <p className="eyebrow">Development</p>
          <h1 className="mailbox-title">Mailbox</h1>
          <p className="mailbox-lede">Every e-mail and text message the site has sent, newest first. Nothing here leaves this machine.</p>
        </div>
        <div className="mailbox-tools">
          <button type="button" className="button button-secondary" disabled={!hydrated} onClick={() => void revalidator.revalidate()}>
            {revalidator.state === "loading" ? "Refreshing…" : "Refresh"}
          </button>
          <label className="mailbox-auto">
            <input type="checkbox" checked={auto} disabled={!hydrated} onChange={(e) => setAuto(e.target.checked)} /> Refresh every 2 seconds
          </label>
        </div>
      </header>
      <p className="mailbox-count" aria-live="polite">
        {messages.length === 1 ? "1 message" : `${messages.length} messages`}
        {to ? ` to ${to}` : ""}
      </p>
      {messages.length > 0 ? (
        <div className="mailbox-list">
          {messages.map((message) => (
            <MailboxMessage key={message.id} message={message} />
          ))}
        </div>
      ) : (
        <p className="mailbox-empty">No messages yet. Sign up, ask for a code or reset a password, then refresh.</p>
      )}
    </div>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (isRouteErrorResponse(error) && error.status === 404) return <PageNotFound />;
  return <PageError />;
}
