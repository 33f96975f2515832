import { useState } from "react";
import { useRevalidator } from "react-router";
import type { SessionSummary } from "@maison/contracts/identity";
import { FormMessage } from "../../components/ui/form-message.tsx";
import { callApi } from "../../lib/browser-api.ts";
import { useHydrated } from "../../lib/use-hydrated.ts";
import { detailOutcome } from "../identity/auth-outcome.ts";
import { IDENTITY_API, sessionPath } from "../identity/identity-paths.ts";
import { formatAccountDate } from "./account-dates.ts";
import { deviceLabel } from "./device-label.ts";

export type DeviceSession = ReturnType<typeof SessionSummary.parse>;

/** Where the account is signed in: this device first and marked, the others each with "Sign out". */
export function SignedInDevices({ sessions }: { sessions: DeviceSession[] }) {
  const hydrated = useHydrated();
  const revalidator = useRevalidator();
  const [busy, setBusy] = useState<string | null>(null);
  const [result, setResult] = useState<{ tone: "success" | "error"; text: string } | null>(null);
  const ordered = [...sessions].sort((a, b) => Number(b.current) - Number(a.current) || b.last_seen_at.localeCompare(a.last_seen_at));
  const others = ordered.filter((s) => !s.current);

  async function end(id: string | "others") {
    setBusy(id);
    setResult(null);
    const call = id === "others" ? callApi("POST", IDENTITY_API.endOtherSessions) : callApi("DELETE", sessionPath(id));
    const outcome = detailOutcome(await call);
    await revalidator.revalidate();
    setBusy(null);
    setResult(
      outcome.ok
        ? { tone: "success", text: id === "others" ? "You are signed out of every other device." : "That device is signed out." }
        : { tone: "error", text: outcome.message },
    );
  }

  return (
    <div className="devices">
      <ul className="devices-list">
        {ordered.map((session) => {
          const label = deviceLabel(session.user_agent);
          return (
            <li key={session.id} className="device">
              <div className="device-about">
                <p className="device-name">
                  {label} {session.current ? <span className="status-badge status-badge-ok">This device</span> : null}
                </p>
                <p className="device-meta">
                  Signed in {formatAccountDate(session.created_at)} · Last active {formatAccountDate(session.last_seen_at)}
                  {session.ip ? ` · ${session.ip}` : ""}
                </p>
              </div>
              {session.current ? null : (
                <button
                  type="button"
                  className="button button-secondary button-small"
                  aria-label={`Sign out ${label}, last active ${formatAccountDate(session.last_seen_at)}`}
                  disabled={busy !== null || !hydrated}
                  onClick={() => end(session.id)}
                >
                  {busy === session.id ? "Signing out…" : "Sign out"}
                </button>
              )}
            </li>
          );
        })}
      </ul>
      {result ? <FormMessage tone={result.tone}>{result.text}</FormMessage> : null}
      {others.length > 0 ? (
        <button type="button" className="auth-link devices-end-all" disabled={busy !== null || !hydrated} onClick={() => end("others")}>
          {busy === "others" ? "Signing out…" : "Sign out of all other devices"}
        </button>
      ) : (
        <p className="device-meta">You are not signed in anywhere else.</p>
      )}
    </div>
  );
}
