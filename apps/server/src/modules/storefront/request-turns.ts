import { setImmediate as nextTurn } from "node:timers/promises";

/**
 * The reads of one storefront request, one at a time, each begun in a later turn of the event loop
 * (decision 086). A query asks for its lists together (aliases, nested connections) and GraphQL
 * resolves them at once; on SQLite every read runs on the event loop, so twenty lists read together
 * held it for their whole sum while every other request waited. Taken in turns, each list is read
 * and answered in its own turn, and between two turns the server answers whatever else has arrived.
 * On PostgreSQL the same keeps one request to one pooled connection at a time.
 */
export class RequestTurns {
  private tail: Promise<unknown> = Promise.resolve();

  /** Runs `work` after every earlier one of this request has settled and the event loop has turned once. */
  take<T>(work: () => Promise<T>): Promise<T> {
    const result = this.tail.then(() => nextTurn()).then(work);
    this.tail = result.catch(() => undefined);
    return result;
  }
}
