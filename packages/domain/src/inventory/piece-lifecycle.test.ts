import { describe, expect, it } from "vitest";
import type { Actor } from "../actor/actor.ts";
import { next } from "../lifecycle/define-lifecycle.ts";
import { isListingEditable, isPublicPieceState, pieceLifecycle, PIECE_STATES, UNLISTED_PIECE_STATES, type PieceEvent, type PieceState } from "./piece-lifecycle.ts";

const staff = (...capabilities: Actor["capabilities"]): Actor => ({ kind: "staff", id: "s", capabilities, steppedUpAt: null });
const customer: Actor = { kind: "customer", id: "c", capabilities: [], steppedUpAt: null };

describe("the piece lifecycle", () => {
  it("takes a seller's piece from intake to delivered, each step by the capability that owns it", () => {
    const path: Array<[string, Actor, string]> = [
      ["receive", staff("receiving"), "received"],
      ["authenticate", staff("authentication"), "authenticated"],
      ["prepare_listing", staff("listing"), "draft"],
      ["publish", staff("listing"), "available"],
      ["sell", customer, "sold"],
      ["ship", staff("fulfilment"), "shipped"],
      ["deliver", staff("fulfilment"), "delivered"],
    ];
    let state: PieceState = "intake";
    for (const [event, actor, to] of path) {
      const result: ReturnType<typeof next<PieceState, PieceEvent, undefined>> = next(pieceLifecycle, state, event as PieceEvent, actor);
      expect(result).toMatchObject({ ok: true, to });
      if (result.ok) state = result.to;
    }
  });

  it("publishes item.sold and item.listed, the events other modules subscribe to", () => {
    expect(pieceLifecycle.emitted("sell")).toBe("item.sold");
    expect(pieceLifecycle.emitted("publish")).toBe("item.listed");
    expect(pieceLifecycle.emitted("ship")).toBe("item.shipped");
  });

  it("sells only an available piece, once", () => {
    expect(next(pieceLifecycle, "sold", "sell", customer)).toMatchObject({ ok: false, refusal: "illegal_state" });
    expect(next(pieceLifecycle, "draft", "sell", customer)).toMatchObject({ ok: false, refusal: "illegal_state" });
  });

  it("lets only fulfilment staff ship", () => {
    expect(next(pieceLifecycle, "sold", "ship", staff("pricing"))).toMatchObject({ ok: false, refusal: "missing_capability" });
    expect(next(pieceLifecycle, "sold", "ship", customer)).toMatchObject({ ok: false, refusal: "actor_not_allowed" });
  });

  it("shows the public only pieces on sale or sold", () => {
    expect(PIECE_STATES.filter(isPublicPieceState)).toEqual(["available", "sold", "shipped", "delivered"]);
    expect(UNLISTED_PIECE_STATES).toEqual(["intake", "received", "authenticated", "draft", "returned", "withdrawn", "returned_to_owner"]);
  });

  it("schedules a draft for the VIP preview without moving it, by listing staff only", () => {
    expect(next(pieceLifecycle, "draft", "schedule_publish", staff("listing"))).toMatchObject({ ok: true, from: "draft", to: "draft", emits: "item.publish_scheduled" });
    expect(next(pieceLifecycle, "available", "schedule_publish", staff("listing"))).toMatchObject({ ok: false, refusal: "illegal_state" });
    expect(next(pieceLifecycle, "draft", "schedule_publish", staff("fulfilment"))).toMatchObject({ ok: false, refusal: "missing_capability" });
    expect(next(pieceLifecycle, "draft", "publish", { kind: "system", id: "vip", capabilities: [], steppedUpAt: null })).toMatchObject({ ok: true, to: "available" });
  });

  it("lets listing staff edit a listing until it is sold", () => {
    expect(next(pieceLifecycle, "available", "revise_listing", staff("listing"))).toMatchObject({ ok: true, to: "available" });
    expect(next(pieceLifecycle, "sold", "revise_listing", staff("listing"))).toMatchObject({ ok: false, refusal: "illegal_state" });
    expect(next(pieceLifecycle, "draft", "revise_listing", staff("pricing"))).toMatchObject({ ok: false, refusal: "missing_capability" });
    expect(PIECE_STATES.filter(isListingEditable)).toEqual(["intake", "received", "authenticated", "draft", "available", "returned", "withdrawn"]);
  });
});
