import type { Capability } from "@maison/domain/actor/actor";
import sharp from "sharp";
import { bearer, createUser, signIn } from "../support/identity-fixtures.ts";
import type { TestApp } from "../support/test-app.ts";

export type Headers = Record<string, string>;

/** A signed-in staff member with `capabilities` (is_staff set, so the session reads them). */
export async function signedInStaff(t: TestApp, capabilities: readonly Capability[], firstName = "Camille"): Promise<{ id: string; email: string; headers: Headers }> {
  const user = await createUser(t, { firstName });
  const now = t.clock.now().toISOString();
  await t.context.db.kysely
    .insertInto("staff_capabilities")
    .values(capabilities.map((capability) => ({ user_id: user.id, capability, granted_at: now, granted_by: "test" })))
    .execute();
  await t.context.db.kysely.updateTable("users").set({ is_staff: 1 }).where("id", "=", user.id).execute();
  return { id: user.id, email: user.email, headers: bearer(await signIn(t.app, user.email, user.password)) };
}

/** A signed-in account that is not staff: a shopper, or a b2b partner. */
export async function signedInOutsider(t: TestApp, kind: "shopper" | "partner"): Promise<Headers> {
  const user = await createUser(t);
  if (kind === "partner") await t.context.db.kysely.updateTable("users").set({ is_b2b: 1, is_partner: 1 }).where("id", "=", user.id).execute();
  return bearer(await signIn(t.app, user.email, user.password));
}

/** Real image bytes: a flat-colour picture of this size in this format. */
export function photoBytes(format: "png" | "jpeg" | "webp" | "gif", width = 640, height = 480): Promise<Buffer> {
  const image = sharp({ create: { width, height, channels: 3, background: { r: 180, g: 150, b: 110 } } });
  return image.toFormat(format).toBuffer();
}

/** A multipart body carrying one file in `field`, with its content-type header. */
export async function multipartBody(field: string, data: Buffer, filename: string, type: string): Promise<{ payload: Buffer; headers: Headers }> {
  const form = new FormData();
  form.append(field, new Blob([new Uint8Array(data)], { type }), filename);
  const request = new Request("http://localhost/", { method: "POST", body: form });
  return { payload: Buffer.from(await request.arrayBuffer()), headers: { "content-type": request.headers.get("content-type")! } };
}

/** A complete listing as the console posts it. */
export function listingInput(photos: string[], overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    designer: "Hermès",
    model: "Kelly 28",
    category: "bags",
    item_type: "Top Handle",
    condition: "Excellent",
    condition_notes: "Faint marks on the base corners.",
    exterior_material: "Epsom Leather",
    interior_material: "Chevre Leather",
    colors: ["Etoupe"],
    size: "28 cm",
    gender: "women",
    price_cents: 14_250_00,
    original_price_cents: null,
    estimated_retail_cents: 12_100_00,
    tags: ["most-wanted"],
    description: "A Kelly 28 in etoupe Epsom with gold hardware.",
    photos,
    cost_basis_cents: 9_800_00,
    ...overrides,
  };
}
