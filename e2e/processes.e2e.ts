import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { callApi, DEMO_STAFF, signInByApi } from "./support/api.ts";
import { startServer, type RunningServer } from "./support/server.ts";

/**
 * Several server processes on one port (PROCESSES, decision 078): both answer, a change made through
 * one is what the other's search answers within a second (the catalog's change stamp), a process that
 * dies is replaced, and SIGTERM stops them all.
 */

let server: RunningServer;

beforeAll(async () => {
  server = await startServer({ products: 60, env: { PROCESSES: "2", BENCH_STATS: "true", WORKERS: "on" } });
}, 180_000);

afterAll(async () => {
  await server?.stop();
});

/**
 * Which processes answer `count` requests sent at once (each on a connection of its own, each given
 * five seconds: a connection handed to a process as it dies may never be answered).
 */
async function answeringProcesses(count: number, path = "/healthz/stats"): Promise<Map<string, Response[]>> {
  const settled = await Promise.allSettled(
    Array.from({ length: count }, () => fetch(`${server.url}${path}`, { headers: { connection: "close" }, signal: AbortSignal.timeout(5_000) })),
  );
  const by = new Map<string, Response[]>();
  for (const outcome of settled) {
    if (outcome.status !== "fulfilled" || outcome.value.status !== 200) continue;
    const pid = outcome.value.headers.get("x-process-id") ?? "?";
    by.set(pid, [...(by.get(pid) ?? []), outcome.value]);
  }
  return by;
}

interface SearchAnswer {
  records: Array<{ allMeta: { id: string; handle: string } }>;
}

describe("PROCESSES=2", () => {
  it("two processes answer on the one port", async () => {
    // The first process to listen answers the start-up check; the second follows within seconds.
    const deadline = Date.now() + 60_000;
    let pids = await answeringProcesses(40);
    while (pids.size < 2 && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 250));
      pids = await answeringProcesses(40);
    }
    expect(pids.size).toBe(2);
  });

  it("a price saved through one process is what every process's search filters by within a second", async () => {
    const staff = await signInByApi(server.url, DEMO_STAFF);
    const { pieces } = await callApi<{ pieces: Array<{ id: string }> }>(server.url, staff, "GET", "/ops/pieces/?state=available");
    const id = pieces[0]!.id;
    const { piece } = await callApi<{ piece: Record<string, unknown> & { price_cents: number; vendor: string; colors: string[] } }>(server.url, staff, "GET", `/ops/pieces/${id}/`);
    const input = {
      designer: piece.vendor,
      model: piece.model,
      category: piece.category,
      item_type: piece.item_type,
      condition: piece.condition,
      condition_notes: piece.condition_notes,
      exterior_material: piece.exterior_material,
      interior_material: piece.interior_material,
      colors: piece.colors,
      size: piece.size,
      gender: piece.gender,
      price_cents: 987_654_00,
      original_price_cents: piece.original_price_cents,
      estimated_retail_cents: null,
      tags: piece.tags,
      description: piece.description,
    };
    const priceRange = { refinements: [{ navigationName: "price", type: "Range", low: 987_000, high: 988_000 }] };
    const search = () =>
      fetch(`${server.url}/api/v6/search/`, {
        method: "POST",
        headers: { "content-type": "application/json", connection: "close" },
        body: JSON.stringify(priceRange),
        signal: AbortSignal.timeout(5_000),
      });
    // Both processes have a snapshot of the catalog before the change.
    for (const response of await Promise.all(Array.from({ length: 20 }, search))) expect(((await response.json()) as SearchAnswer).records).toEqual([]);

    await callApi(server.url, staff, "PUT", `/ops/pieces/${id}/`, input);
    const saved = Date.now();
    const seenBy = new Set<string>();
    while (seenBy.size < 2) {
      expect(Date.now() - saved, `every process finds the new price within a second (found by ${[...seenBy].join(", ") || "none"})`).toBeLessThan(1_000);
      const responses = await Promise.all(Array.from({ length: 10 }, search));
      for (const response of responses) {
        const answer = (await response.json()) as SearchAnswer;
        if (answer.records.some((r) => r.allMeta.id === id)) seenBy.add(response.headers.get("x-process-id") ?? "?");
      }
    }
  });

  it("a process that dies is replaced, and the site keeps answering", async () => {
    const before = [...(await answeringProcesses(40)).keys()];
    expect(before).toHaveLength(2);
    process.kill(Number(before[0]), "SIGKILL");
    const deadline = Date.now() + 60_000;
    let now: string[] = [];
    while (Date.now() < deadline) {
      now = [...(await answeringProcesses(40)).keys()];
      if (now.length === 2 && !now.includes(before[0]!)) break;
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    expect(now).toHaveLength(2);
    expect(now).toContain(before[1]);
    expect(now).not.toContain(before[0]);
  });
});
