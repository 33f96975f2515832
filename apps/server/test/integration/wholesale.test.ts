import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { insertCollections, insertProduct } from "../support/catalog-fixtures.ts";
import { bearer, createUser, emailsTo, signIn } from "../support/identity-fixtures.ts";
import { createTestApp, type TestApp } from "../support/test-app.ts";
import { multipartBody, photoBytes, signedInStaff, type Headers } from "./ops-pieces-fixtures.ts";

let t: TestApp;
let support: Headers;
let pricer: Headers;

const PDF = Buffer.from("%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n");

const call = (method: "GET" | "POST", url: string, headers: Headers, payload?: unknown) =>
  t.app.inject({ method, url, headers, ...(payload === undefined ? {} : { payload: payload as object }) });

interface Applicant {
  id: string;
  email: string;
  password: string;
  headers: Headers;
}

async function applicant(): Promise<Applicant> {
  const user = await createUser(t, { firstName: "Noor" });
  return { id: user.id, email: user.email, password: user.password, headers: bearer(await signIn(t.app, user.email, user.password)) };
}

async function uploadCertificate(headers: Headers, bytes: Buffer = PDF, name = "resale-certificate.pdf", type = "application/pdf") {
  const body = await multipartBody("file", bytes, name, type);
  return t.app.inject({ method: "POST", url: "/api/v6/wholesale-form-submission/resale-certificate/", headers: { ...headers, ...body.headers }, payload: body.payload });
}

const form = (key: string, overrides: Record<string, unknown> = {}) => ({
  company_name: "Lane & Co. Resale",
  tax_id: "12-3456789",
  business_type: "boutique",
  website: "https://laneco.example",
  phone: "+1 212 555 0100",
  monthly_volume: "10k_50k",
  categories: "Bags, watches",
  resale_certificate_key: key,
  resale_certificate_name: "resale-certificate.pdf",
  ...overrides,
});

async function apply(a: Applicant): Promise<{ id: string; state: string }> {
  const upload = await uploadCertificate(a.headers);
  expect(upload.statusCode, upload.body).toBe(201);
  const response = await call("POST", "/api/v6/wholesale-form-submission/", a.headers, form(upload.json().key));
  expect(response.statusCode, response.body).toBe(201);
  return response.json();
}

beforeAll(async () => {
  t = await createTestApp();
  await insertCollections(t.context.db.kysely);
  await insertProduct(t.context.db.kysely, { vendor: "Goyard", title: "Saint Louis Tote", tags: ["wholesale", "whnew"] });
  await insertProduct(t.context.db.kysely, { vendor: "Chanel", title: "Boy Bag", tags: [] });
  support = (await signedInStaff(t, ["support"])).headers;
  pricer = (await signedInStaff(t, ["pricing"], "Iris")).headers;
});
afterAll(() => t.close());

describe("the business signup (spec 2 §2, §7 wholesale-form-submission/)", () => {
  it("takes the company, tax id, resale certificate and volumes, and waits for review", async () => {
    const a = await applicant();
    const application = await apply(a);
    expect(application).toMatchObject({ state: "submitted", status_label: "Under review", company_name: "Lane & Co. Resale", tax_id: "12-3456789", monthly_volume: "10k_50k", resale_certificate_name: "resale-certificate.pdf", decline_reason: null });
    const access = (await call("GET", "/api/v6/wholesale/access/", a.headers)).json();
    expect(access).toMatchObject({ is_b2b: false, menu_visible: false, application: { id: application.id, state: "submitted" } });
    expect((await emailsTo(t, a.email)).some((m) => m.subject === "We received Lane & Co. Resale's wholesale application")).toBe(true);
  });

  it("refuses bad input with a 400 naming the field, never a 500", async () => {
    const a = await applicant();
    const key = (await uploadCertificate(a.headers)).json().key as string;
    for (const [field, value] of [["company_name", ""], ["tax_id", "12<345"], ["monthly_volume", "lots"], ["business_type", 3], ["resale_certificate_key", "products/x.pdf"]] as const) {
      const response = await call("POST", "/api/v6/wholesale-form-submission/", a.headers, form(key, { [field]: value }));
      expect(response.statusCode, `${field}: ${response.body}`).toBe(400);
      expect(response.body).toContain(field);
    }
  });

  it("accepts a PDF, JPEG or PNG certificate by its bytes and refuses anything else", async () => {
    const a = await applicant();
    expect((await uploadCertificate(a.headers, await photoBytes("png"), "scan.png", "image/png")).statusCode).toBe(201);
    const text = await uploadCertificate(a.headers, Buffer.from("not a certificate"), "cert.pdf", "application/pdf");
    expect(text.statusCode).toBe(400);
    expect(text.json()).toMatchObject({ code: "certificate_invalid", field: "resale_certificate", message: "Upload the resale certificate as a PDF, JPEG or PNG file." });
    const tooBig = await uploadCertificate(a.headers, Buffer.concat([PDF, Buffer.alloc(5 * 1024 * 1024)]));
    expect(tooBig.statusCode).toBe(400);
    expect(tooBig.json().message).toBe("The resale certificate must be 5 MB or smaller.");
  });

  it("refuses another account's certificate, and signed-out callers", async () => {
    const a = await applicant();
    const b = await applicant();
    const key = (await uploadCertificate(a.headers)).json().key as string;
    const stolen = await call("POST", "/api/v6/wholesale-form-submission/", b.headers, form(key));
    expect(stolen.statusCode).toBe(400);
    expect(stolen.json().field).toBe("resale_certificate");
    expect((await call("POST", "/api/v6/wholesale-form-submission/", {}, form(key))).statusCode).toBe(401);
  });

  it("keeps one application waiting per account, even when two race", async () => {
    const a = await applicant();
    const key = (await uploadCertificate(a.headers)).json().key as string;
    const results = await Promise.all([1, 2, 3].map(() => call("POST", "/api/v6/wholesale-form-submission/", a.headers, form(key))));
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 409, 409]);
    expect(results.find((r) => r.statusCode === 409)!.json().code).toBe("application_pending");
  });

  it("shows the applicant its certificate and another account a 404", async () => {
    const a = await applicant();
    const b = await applicant();
    const application = await apply(a);
    const own = await call("GET", `/api/v6/wholesale/applications/${application.id}/certificate/`, a.headers);
    expect(own.statusCode).toBe(200);
    expect(own.headers["content-type"]).toBe("application/pdf");
    expect(own.rawPayload.equals(PDF)).toBe(true);
    expect((await call("GET", `/api/v6/wholesale/applications/${application.id}/certificate/`, b.headers)).statusCode).toBe(404);
    expect((await call("GET", `/api/v6/wholesale/applications/${application.id}/certificate/`, support)).statusCode).toBe(200);
  });
});

describe("the console's review (support capability)", () => {
  it("lists applications to review and lets support approve one: the account becomes b2b and is told", async () => {
    const a = await applicant();
    const application = await apply(a);
    const queue = (await call("GET", "/api/ops/wholesale/?queue=submitted", support)).json();
    expect(queue.applications.map((x: { id: string }) => x.id)).toContain(application.id);
    expect(queue.applications.find((x: { id: string }) => x.id === application.id).applicant_email).toBe(a.email);

    const approved = await call("POST", `/api/ops/wholesale/${application.id}/approve/`, support);
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json()).toMatchObject({ state: "approved", decided_at: t.clock.now().toISOString() });
    const profile = (await call("GET", "/api/v6/my-account/", a.headers)).json();
    expect(profile).toMatchObject({ is_b2b: true, can_see_wholesale_menu: true });
    expect(profile.roles).toContain("b2b");
    expect((await emailsTo(t, a.email)).some((m) => m.subject === "Welcome to Maison for Business")).toBe(true);
    const again = await call("POST", "/api/v6/wholesale-form-submission/", a.headers, form((await uploadCertificate(a.headers)).json().key));
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe("already_wholesale");
  });

  it("declines with a reason; the account stays a shopper and may apply again", async () => {
    const a = await applicant();
    const application = await apply(a);
    expect((await call("POST", `/api/ops/wholesale/${application.id}/decline/`, support, { reason: "" })).statusCode).toBe(400);
    const declined = await call("POST", `/api/ops/wholesale/${application.id}/decline/`, support, { reason: "The resale certificate has expired." });
    expect(declined.json()).toMatchObject({ state: "declined", decline_reason: "The resale certificate has expired." });
    expect((await call("GET", "/api/v6/my-account/", a.headers)).json().is_b2b).toBe(false);
    expect((await emailsTo(t, a.email)).find((m) => m.subject === "Your Maison for Business application")?.text).toContain("The resale certificate has expired.");
    expect((await apply(a)).state).toBe("submitted");
  });

  it("lets exactly one of two racing decisions win", async () => {
    const a = await applicant();
    const application = await apply(a);
    const [approve, decline] = await Promise.all([
      call("POST", `/api/ops/wholesale/${application.id}/approve/`, support),
      call("POST", `/api/ops/wholesale/${application.id}/decline/`, support, { reason: "Duplicate." }),
    ]);
    expect([approve.statusCode, decline.statusCode].sort()).toEqual([200, 409]);
    const final = (await call("GET", `/api/ops/wholesale/${application.id}/`, support)).json();
    const isB2b = (await call("GET", "/api/v6/my-account/", a.headers)).json().is_b2b;
    expect(isB2b).toBe(final.state === "approved");
  });

  it("refuses staff without the capability, and customers", async () => {
    const a = await applicant();
    const application = await apply(a);
    expect((await call("GET", "/api/ops/wholesale/", pricer)).statusCode).toBe(403);
    expect((await call("POST", `/api/ops/wholesale/${application.id}/approve/`, pricer)).statusCode).toBe(403);
    expect((await call("POST", `/api/ops/wholesale/${application.id}/approve/`, a.headers)).statusCode).toBe(403);
    expect((await call("POST", "/api/ops/wholesale/wha_doesnotexist00/approve/", support)).statusCode).toBe(404);
  });
});

describe("what only business accounts see (spec 1 §4, §6; spec 2 §6)", () => {
  let businessUser: Applicant;
  let shopperUser: Applicant;
  let business: Headers;
  let shopper: Headers;

  beforeAll(async () => {
    businessUser = await applicant();
    const application = await apply(businessUser);
    await call("POST", `/api/ops/wholesale/${application.id}/approve/`, support);
    business = businessUser.headers;
    shopperUser = await applicant();
    shopper = shopperUser.headers;
  });

  it("shows the wholesale menu to b2b only inside 2024-02-14 13:00 to 2027-02-27 07:59:59, by the server's clock", async () => {
    const now = t.clock.now();
    const menu = async (headers: Headers) => (await call("GET", "/api/v6/wholesale/access/", headers)).json().menu_visible as boolean;
    try {
      for (const [at, open] of [["2024-02-14T12:59:59Z", false], ["2024-02-14T13:00:00Z", true], ["2027-02-27T07:59:59Z", true], ["2027-02-27T08:00:00Z", false]] as const) {
        t.clock.set(at);
        // A session of that day (one from another year would have lapsed).
        const b2b = bearer(await signIn(t.app, businessUser.email, businessUser.password));
        const other = bearer(await signIn(t.app, shopperUser.email, shopperUser.password));
        expect(await menu(b2b), at).toBe(open);
        expect((await call("GET", "/api/v6/my-account/", b2b)).json().can_see_wholesale_menu, at).toBe(open);
        expect(await menu(other), at).toBe(false);
        expect(await menu({}), at).toBe(false);
      }
    } finally {
      t.clock.set(now);
    }
  });

  it("opens the wholesale collection to b2b and answers others 403 with the way to request access", async () => {
    const open = await call("GET", "/api/v6/collections/wholesale/", business);
    expect(open.statusCode).toBe(200);
    expect(open.json().products.map((p: { title: string; wholesaleTag: string | null }) => [p.title, p.wholesaleTag])).toEqual([["Saint Louis Tote", "whnew"]]);
    for (const headers of [shopper, {}]) {
      const refused = await call("GET", "/api/v6/collections/wholesale/", headers);
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toMatchObject({ code: "wholesale_only", message: "The wholesale collection is for approved business partners. Request access to shop it." });
      expect((await call("GET", "/api/v6/shop/product/?collection=wholesale", headers)).statusCode).toBe(403);
    }
  });

  it("refuses the wholesale filters to a shopper with a 403 and applies them for b2b", async () => {
    const refinement = { navigationName: "wholesale", type: "Value", value: "Wholesale New" };
    const search = (headers: Headers) => call("POST", "/api/v6/search/", headers, { refinements: [refinement] });
    expect((await search(shopper)).statusCode).toBe(403);
    const found = await search(business);
    expect(found.statusCode, found.body).toBe(200);
    expect(found.json().records.map((r: { allMeta: { title: string } }) => r.allMeta.title)).toEqual(["Saint Louis Tote"]);
    // Nor may a shopper search inside the wholesale collection.
    const inside = await call("POST", "/api/v6/search/", shopper, { pageCategories: ["wholesale"] });
    expect(inside.statusCode).toBe(403);
    expect(inside.json().code).toBe("wholesale_only");
    expect((await call("POST", "/api/v6/search/", business, { pageCategories: ["wholesale"] })).json().totalRecordCount).toBe(1);
  });

  it("shows wholesale tags on cards to b2b only", async () => {
    const all = async (headers: Headers) => (await call("GET", "/api/v6/shop/product/?collection=all", headers)).json().products.find((p: { title: string }) => p.title === "Saint Louis Tote").wholesaleTag;
    expect(await all(business)).toBe("whnew");
    expect(await all(shopper)).toBeNull();
  });
});
