import { beforeEach, describe, expect, it, vi } from "vitest";
import {
  createPendingActionRegistry,
  discardPendingAction,
  isSitePath,
  PENDING_ACTION_KEY,
  PENDING_ACTION_NAMES,
  recordPendingAction,
  takePendingAction,
  type KeyValueStorage,
} from "./pending-action.ts";

class MemoryStorage implements KeyValueStorage {
  readonly items = new Map<string, string>();
  getItem(key: string) {
    return this.items.get(key) ?? null;
  }
  setItem(key: string, value: string) {
    this.items.set(key, value);
  }
  removeItem(key: string) {
    this.items.delete(key);
  }
}

interface Tools {
  navigate: (to: string) => void;
}

let storage: MemoryStorage;
let tools: Tools;
const registry = createPendingActionRegistry<Tools>({
  [PENDING_ACTION_NAMES.navigate]: (payload, { navigate }) => {
    if (isSitePath(payload.to)) navigate(payload.to);
  },
});

beforeEach(() => {
  storage = new MemoryStorage();
  tools = { navigate: vi.fn() };
});

describe("recording and taking a pending action", () => {
  it("keeps one action in session storage; the latest click wins", () => {
    recordPendingAction(storage, { name: "navigate", payload: { to: "/my-account/orders" } });
    recordPendingAction(storage, { name: "navigate", payload: { to: "/my-account/profile" } });
    expect(storage.items.size).toBe(1);
    expect(takePendingAction(storage)).toEqual({ name: "navigate", payload: { to: "/my-account/profile" } });
    expect(storage.getItem(PENDING_ACTION_KEY)).toBeNull();
    expect(takePendingAction(storage)).toBeNull();
  });

  it("treats a malformed entry as none and removes it", () => {
    storage.setItem(PENDING_ACTION_KEY, "{not json");
    expect(takePendingAction(storage)).toBeNull();
    storage.setItem(PENDING_ACTION_KEY, JSON.stringify({ name: 3, payload: {} }));
    expect(takePendingAction(storage)).toBeNull();
    storage.setItem(PENDING_ACTION_KEY, JSON.stringify({ name: "navigate", payload: ["/x"] }));
    expect(takePendingAction(storage)).toBeNull();
    expect(storage.items.size).toBe(0);
  });

  it("keeps only string payload values", () => {
    storage.setItem(PENDING_ACTION_KEY, JSON.stringify({ name: "save-favorite", payload: { productId: "8000000000001", n: 2 } }));
    expect(takePendingAction(storage)).toEqual({ name: "save-favorite", payload: { productId: "8000000000001" } });
  });

  it("discards on request", () => {
    recordPendingAction(storage, { name: "navigate", payload: { to: "/" } });
    discardPendingAction(storage);
    expect(storage.items.size).toBe(0);
  });
});

describe("settling when the login modal closes (spec 2 §4)", () => {
  it("runs the action when the user is now logged in, once", () => {
    recordPendingAction(storage, { name: PENDING_ACTION_NAMES.navigate, payload: { to: "/my-account/profile" } });
    expect(registry.settle(storage, true, tools)).toEqual({ name: "navigate", payload: { to: "/my-account/profile" } });
    expect(tools.navigate).toHaveBeenCalledExactlyOnceWith("/my-account/profile");
    expect(registry.settle(storage, true, tools)).toBeNull();
    expect(tools.navigate).toHaveBeenCalledTimes(1);
  });

  it("forgets the action without running it when the modal closes signed out", () => {
    recordPendingAction(storage, { name: PENDING_ACTION_NAMES.navigate, payload: { to: "/my-account/profile" } });
    expect(registry.settle(storage, false, tools)).toBeNull();
    expect(tools.navigate).not.toHaveBeenCalled();
    expect(storage.items.size).toBe(0);
  });

  it("drops an action no handler knows (nothing runs, nothing stays behind)", () => {
    recordPendingAction(storage, { name: PENDING_ACTION_NAMES.saveFavorite, payload: { productId: "1" } });
    expect(registry.settle(storage, true, tools)).toBeNull();
    expect(storage.items.size).toBe(0);
    recordPendingAction(storage, { name: "toString", payload: {} });
    expect(registry.settle(storage, true, tools)).toBeNull();
  });

  it("does nothing when no action waits", () => {
    expect(registry.settle(storage, true, tools)).toBeNull();
    expect(tools.navigate).not.toHaveBeenCalled();
  });
});

describe("isSitePath", () => {
  it("accepts paths of this site only", () => {
    expect(isSitePath("/my-account/profile")).toBe(true);
    expect(isSitePath("//evil.example/")).toBe(false);
    expect(isSitePath("/\\evil.example")).toBe(false);
    expect(isSitePath("https://evil.example/")).toBe(false);
    expect(isSitePath(undefined)).toBe(false);
  });
});
