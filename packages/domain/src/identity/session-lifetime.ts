/** A session ends after 15 days without use (the default cookie lifetime of spec 1 §9)… */
export const SESSION_IDLE_TIMEOUT_MS = 15 * 24 * 60 * 60 * 1000;
/** …and 90 days after sign-in, however active. */
export const SESSION_ABSOLUTE_LIFETIME_MS = 90 * 24 * 60 * 60 * 1000;
/** Last use is written at most this often, so reads do not become writes. */
export const SESSION_TOUCH_INTERVAL_MS = 60 * 60 * 1000;

/** Whether a session is still usable at `now`. */
export function isSessionAlive(
  session: { createdAt: string; lastSeenAt: string; revokedAt: string | null },
  now: Date,
): boolean {
  if (session.revokedAt) return false;
  const t = now.getTime();
  return (
    t - new Date(session.lastSeenAt).getTime() < SESSION_IDLE_TIMEOUT_MS &&
    t - new Date(session.createdAt).getTime() < SESSION_ABSOLUTE_LIFETIME_MS
  );
}
