import { z } from "zod";
import { ErrorBody } from "@maison/contracts/error";
import type { ApiInstance } from "../../http/api-scope.ts";
import type { DevelopmentClock } from "./development-clock.ts";

const DAY_MS = 86_400_000;
const AdvanceInput = z.object({
  advance_ms: z.number({ error: "Say how far to move the clock, in milliseconds." }).int("Use whole milliseconds.").min(0, "The clock only moves forward.").max(400 * DAY_MS, "Move it at most 400 days at a time."),
});
const ClockView = z.object({ now: z.string() });

/**
 * The development clock under /api/dev/clock/: registered only when env.devToolsEnabled (never in
 * production, where the path is a 404). Moving it forward makes due timers run on the next poll.
 */
export async function developmentClockRoutes(api: ApiInstance, clock: DevelopmentClock): Promise<void> {
  api.get("/dev/clock/", { schema: { tags: ["development"], summary: "The server's time (development only).", response: { 200: ClockView } } }, async () => ({ now: clock.now().toISOString() }));
  api.post(
    "/dev/clock/",
    { schema: { tags: ["development"], summary: "Moves the server's clock forward (development only): due timers then run.", body: AdvanceInput, response: { 200: ClockView, 400: ErrorBody } } },
    async (request) => ({ now: clock.advance((request.body as z.infer<typeof AdvanceInput>).advance_ms).toISOString() }),
  );
}
