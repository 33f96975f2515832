import { describe, expect, it } from "vitest";
import { formFieldOf, submissionActionBody, submissionFormValues, type SubmissionFormValues } from "./submission-forms.ts";

const values = (fields: Partial<SubmissionFormValues>): SubmissionFormValues => ({ amount: "", expected_resale: "", note: "", reason: "", questions: [], photo_sets: [], method: "", ...fields });

describe("the submission page's forms", () => {
  it("reads what was posted, repeated checkboxes as lists", () => {
    const form = new FormData();
    form.set("amount", "1,250");
    form.append("questions", "has_receipt");
    form.append("questions", "repairs");
    form.append("photo_sets", "corners");
    expect(submissionFormValues(form)).toEqual({ amount: "1,250", expected_resale: "", note: "", reason: "", questions: ["has_receipt", "repairs"], photo_sets: ["corners"], method: "" });
  });

  it("quotes in cents from dollars as staff type them", () => {
    expect(submissionActionBody("quote", values({ amount: "$2,150.50", expected_resale: "3,900", note: " Lovely piece " }))).toEqual({
      body: { amount_cents: 215_050, expected_resale_cents: 390_000, note: "Lovely piece" },
    });
    expect(submissionActionBody("quote", values({ amount: "2150" }))).toEqual({ body: { amount_cents: 215_000, expected_resale_cents: null, note: "" } });
  });

  it("names the quote field at fault before anything is sent", () => {
    expect(submissionActionBody("quote", values({ amount: "" }))).toEqual({ fields: { amount: "Enter the cash offer." } });
    expect(submissionActionBody("quote", values({ amount: "about 2k", expected_resale: "lots" }))).toEqual({
      fields: { amount: "Enter an amount in dollars, like 1,250 or 1,250.50.", expected_resale: "Enter an amount in dollars, like 1,250 or 1,250.50." },
    });
    expect(submissionActionBody("quote", values({ amount: "0.50" }))).toEqual({ fields: { amount: "Enter at least $1." } });
  });

  it("asks for at least one question or photo set, with a note", () => {
    expect(submissionActionBody("ask", values({ note: "" }))).toEqual({ fields: { note: "Write a short note to the seller.", questions: "Ask at least one question or for one photo set." } });
    expect(submissionActionBody("ask", values({ questions: ["date_code"], photo_sets: ["hardware"], note: "The stamp, please." }))).toEqual({
      body: { questions: ["date_code"], photo_sets: ["hardware"], note: "The stamp, please." },
    });
    expect(submissionActionBody("ask", values({ questions: ["colour_of_sky"], note: "x" }))).toEqual({ fields: { questions: "Choose a question from the list." } });
  });

  it("rejects and fails only with a reason, pays only by a known method", () => {
    expect(submissionActionBody("reject", values({ reason: "  " }))).toEqual({ fields: { reason: "Say why." } });
    expect(submissionActionBody("fail_authentication", values({ reason: "Stitching is not the house's" }))).toEqual({ body: { reason: "Stitching is not the house's" } });
    expect(submissionActionBody("pay", values({ method: "site_credit" }))).toEqual({ body: { method: "site_credit" } });
    expect(submissionActionBody("pay", values({ method: "cash" }))).toEqual({ fields: { method: "Choose store credit or a payout." } });
    expect(submissionActionBody("receive", values({}))).toEqual({ body: {} });
  });

  it("puts the API's errors next to the field that caused them", () => {
    expect(formFieldOf("amount_cents")).toBe("amount");
    expect(formFieldOf("expected_resale_cents")).toBe("expected_resale");
    expect(formFieldOf("questions.1")).toBe("questions");
    expect(formFieldOf("reason")).toBe("reason");
  });
});
