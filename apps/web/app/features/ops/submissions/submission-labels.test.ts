import { describe, expect, it } from "vitest";
import { OPS_SUBMISSION_ACTIONS, SUBMISSION_QUEUE_KEYS, SUBMISSION_QUEUES } from "@maison/contracts/ops-submissions";
import { SUBMISSION_ITEM_STATES } from "@maison/domain/selling/submission-item-lifecycle";
import { firstQueueFor, submissionListApiPath } from "./submissions-api.server.ts";
import { actionPath, ageLabel, moneyInput, titleWithoutDesigner, factorLabel, isOpsSubmissionAction, QUEUE_OF_STATE, SUBMISSION_ACTION_DONE, SUBMISSION_QUEUE_EMPTY, SUBMISSION_STATE_LABELS, submissionEventLabel } from "./submission-labels.ts";

describe("the seller screens' words", () => {
  it("names every state, every queue and every move", () => {
    for (const state of SUBMISSION_ITEM_STATES) expect(SUBMISSION_STATE_LABELS[state]).toMatch(/\w/);
    for (const queue of SUBMISSION_QUEUE_KEYS) expect(SUBMISSION_QUEUE_EMPTY[queue]).toMatch(/\w/);
    for (const action of OPS_SUBMISSION_ACTIONS) expect(SUBMISSION_ACTION_DONE[action]).toMatch(/\w/);
  });

  it("sends each state back to the queue that holds it", () => {
    for (const state of SUBMISSION_ITEM_STATES) expect(SUBMISSION_QUEUES[QUEUE_OF_STATE[state]].states as readonly string[]).toContain(state);
  });

  it("posts each move to its address", () => {
    expect(actionPath("fail_authentication")).toBe("fail-authentication");
    expect(actionPath("return_to_seller")).toBe("return-to-seller");
    expect(actionPath("quote")).toBe("quote");
    expect(["quote", "pay", "consign", null].filter(isOpsSubmissionAction)).toEqual(["quote", "pay"]);
  });

  it("says how long a piece has waited", () => {
    const now = new Date("2026-11-20T12:00:00.000Z");
    expect(ageLabel("2026-11-20T11:59:30.000Z", now)).toBe("Just now");
    expect(ageLabel("2026-11-20T11:15:00.000Z", now)).toBe("45 min");
    expect(ageLabel("2026-11-20T07:00:00.000Z", now)).toBe("5 h");
    expect(ageLabel("2026-11-19T10:00:00.000Z", now)).toBe("1 day");
    expect(ageLabel("2026-11-10T12:00:00.000Z", now)).toBe("10 days");
    expect(ageLabel("not a date", now)).toBe("");
  });

  it("writes adjustments as signed percentages and events in words", () => {
    expect(factorLabel(0.92)).toBe("−8%");
    expect(factorLabel(1.05)).toBe("+5%");
    expect(factorLabel(1)).toBe("±0%");
    expect(factorLabel(0.875)).toBe("−12.5%");
    expect(submissionEventLabel("ask_more_info")).toBe("Asked the seller for more information");
    expect(submissionEventLabel("something_new")).toBe("something new");
  });

  it("names the piece once, without repeating its designer", () => {
    expect(titleWithoutDesigner("Hermès", "Hermès Birkin 30 cm, Togo Leather")).toBe("Birkin 30 cm, Togo Leather");
    expect(titleWithoutDesigner("Goyard", "Saint Louis GM tote")).toBe("Saint Louis GM tote");
    expect(titleWithoutDesigner("Dior", "Diorama flap")).toBe("Diorama flap");
  });

  it("prefills money fields as staff type them", () => {
    expect(moneyInput(1_570_500)).toBe("15,705");
    expect(moneyInput(2_564_676)).toBe("25,646.76");
    expect(moneyInput(2_564_670)).toBe("25,646.70");
    expect(moneyInput(null)).toBe("");
  });

  it("opens the first queue the staff member works", () => {
    expect(firstQueueFor(["pricing", "receiving"])).toBe("to_quote");
    expect(firstQueueFor(["receiving"])).toBe("inbound");
    expect(firstQueueFor(["authentication"])).toBe("to_authenticate");
    expect(firstQueueFor(["payouts"])).toBe("to_pay");
    expect(firstQueueFor(["admin"])).toBe("to_quote");
    expect(submissionListApiPath({ queue: "to_pay", page: 2 })).toBe("/api/ops/submissions/?queue=to_pay&page=2");
  });
});
