import { describe, expect, it } from "vitest";
import type { Actor } from "../actor/actor.ts";
import { next } from "../lifecycle/define-lifecycle.ts";
import { resaleCertificateKind, TAX_ID_PATTERN } from "./wholesale-application.ts";
import { WHOLESALE_APPLICATION_STATES, wholesaleApplicationLifecycle } from "./wholesale-application-lifecycle.ts";
import { mainNavigationFor } from "../content/navigation.ts";
import { canSeeWholesaleMenu, isWholesaleMenuOpen } from "./wholesale-menu-window.ts";

const staff = (...capabilities: Actor["capabilities"]): Actor => ({ kind: "staff", id: "s", capabilities, steppedUpAt: null });
const customer: Actor = { kind: "customer", id: "c", capabilities: [], steppedUpAt: null };

describe("the wholesale menu window (spec 1 §4: 2024-02-14 13:00 to 2027-02-27 07:59:59)", () => {
  it("opens at 2024-02-14 13:00 and not a second before", () => {
    expect(isWholesaleMenuOpen(new Date("2024-02-14T12:59:59Z"))).toBe(false);
    expect(isWholesaleMenuOpen(new Date("2024-02-14T13:00:00Z"))).toBe(true);
  });
  it("stays open through 2027-02-27 07:59:59 and closes at 08:00", () => {
    expect(isWholesaleMenuOpen(new Date("2027-02-27T07:59:59.999Z"))).toBe(true);
    expect(isWholesaleMenuOpen(new Date("2027-02-27T08:00:00Z"))).toBe(false);
  });
  it("shows only to business accounts", () => {
    const inside = new Date("2026-06-01T00:00:00Z");
    expect(canSeeWholesaleMenu({ isB2b: true }, inside)).toBe(true);
    expect(canSeeWholesaleMenu({ isB2b: false }, inside)).toBe(false);
    expect(canSeeWholesaleMenu({ isB2b: true }, new Date("2028-01-01T00:00:00Z"))).toBe(false);
  });
});

describe("the wholesale application lifecycle (submitted → approved or declined)", () => {
  it("has the three states", () => {
    expect(WHOLESALE_APPLICATION_STATES).toEqual(["submitted", "approved", "declined"]);
  });
  it("lets support staff approve or decline a submitted application, once", () => {
    expect(next(wholesaleApplicationLifecycle, "submitted", "approve", staff("support"))).toMatchObject({ ok: true, to: "approved" });
    expect(next(wholesaleApplicationLifecycle, "submitted", "decline", staff("admin"))).toMatchObject({ ok: true, to: "declined" });
    expect(next(wholesaleApplicationLifecycle, "approved", "decline", staff("support")).ok).toBe(false);
  });
  it("refuses the applicant and staff without the capability", () => {
    expect(next(wholesaleApplicationLifecycle, "submitted", "approve", customer).ok).toBe(false);
    expect(next(wholesaleApplicationLifecycle, "submitted", "approve", staff("pricing")).ok).toBe(false);
  });
});

describe("the business signup's checks", () => {
  it("knows a resale certificate by its first bytes", () => {
    expect(resaleCertificateKind(new TextEncoder().encode("%PDF-1.7\n"))).toBe("pdf");
    expect(resaleCertificateKind(Uint8Array.from([0xff, 0xd8, 0xff, 0xe0]))).toBe("jpg");
    expect(resaleCertificateKind(Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))).toBe("png");
    expect(resaleCertificateKind(new TextEncoder().encode("hello"))).toBeNull();
  });
  it("accepts an EIN and refuses a stray character", () => {
    expect(TAX_ID_PATTERN.test("12-3456789")).toBe(true);
    expect(TAX_ID_PATTERN.test("12<3456789")).toBe(false);
    expect(TAX_ID_PATTERN.test("12")).toBe(false);
  });
});

describe("the main navigation's Wholesale entry", () => {
  it("is there for a viewer who may see the wholesale menu, and only then", () => {
    const labels = (canSeeWholesaleMenu: boolean) => mainNavigationFor({ canSeeWholesaleMenu }).map((e) => e.label);
    expect(labels(true)).toContain("Wholesale");
    expect(labels(false)).not.toContain("Wholesale");
    expect(labels(false)).toEqual(labels(true).filter((l) => l !== "Wholesale"));
  });
});
