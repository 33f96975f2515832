/** One request in flight: its abort signal and whether its answer still matters. */
export interface RequestTicket {
  signal: AbortSignal;
  /** False once a newer request started or the owner cancelled: its answer must be ignored. */
  isCurrent(): boolean;
}

export interface LatestRequest {
  /** Aborts the request before it (spec 2 §4: a new search term cancels the previous one) and starts a new one. */
  start(): RequestTicket;
  /** Aborts the request in flight, if any. */
  cancel(): void;
}

/** Keeps only the newest of a series of requests alive. */
export function createLatestRequest(): LatestRequest {
  let current: AbortController | null = null;
  return {
    start() {
      current?.abort();
      const controller = new AbortController();
      current = controller;
      return { signal: controller.signal, isCurrent: () => current === controller && !controller.signal.aborted };
    },
    cancel() {
      current?.abort();
      current = null;
    },
  };
}

/** Whether an error is the abort of a cancelled request (spec 2 §8: cancelled requests are ignored). */
export function isAbortError(error: unknown): boolean {
  return error instanceof DOMException ? error.name === "AbortError" : (error as { name?: unknown } | null)?.name === "AbortError";
}
