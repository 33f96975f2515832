import { data, redirect, type AppLoadContext } from "react-router";
import type { NmiRequest } from "@maison/contracts/selling";
import { NMI_QUESTIONS, answerProblem, type NmiChoiceKey } from "@maison/domain/selling/nmi-questions";
import { finalizeNmi, finalizeQuote, getNmi, needsSignIn } from "./selling-api.server.ts";
import { uploadFormPhotos } from "./photo-upload.server.ts";
import { orderDetailsPage, SELLING_PAGES } from "./selling-paths.ts";
import { answerField, filesField, photosField, type NmiActionData } from "./nmi-action-data.ts";

export type NmiPageData = { kind: "signed-out" } | { kind: "failed"; status: number; message: string } | { kind: "request"; nmi: NmiRequest; quote: string };

/** The needs-more-info page: pricing's questions and the photo sets it asks for (spec 2 §7 GET /nmi/{id}/?version=1). */
export async function loadNmiPage(context: AppLoadContext, request: Request, quote: string, nmiId: string): Promise<NmiPageData> {
  const outcome = await getNmi(context, request, nmiId);
  if (needsSignIn(outcome)) return { kind: "signed-out" };
  if (!outcome.ok) return { kind: "failed", status: outcome.status, message: outcome.error.message };
  return { kind: "request", nmi: outcome.value, quote };
}

function text(form: FormData, name: string): string {
  const value = form.get(name);
  return typeof value === "string" ? value.trim() : "";
}

/**
 * Finalizes the request (PUT /nmi/{id}/finalize/) with every answer and each set's photos, or
 * declines to answer (finalize-quote declined_from_nmi). Answers are checked first with the
 * domain's rule, so the seller sees each problem beside its question.
 */
export async function nmiAction(context: AppLoadContext, request: Request, quote: string, nmiId: string) {
  const form = await request.formData();
  const current = await getNmi(context, request, nmiId);
  if (!current.ok) return data<NmiActionData>({ message: current.error.message, fields: {}, values: {} }, { status: current.status >= 500 ? 502 : current.status });
  const nmi = current.value;
  if (form.get("intent") === "decline") {
    const outcome = await finalizeQuote(context, request, quote, { declined_from_nmi: [nmi.item_id] });
    if (!outcome.ok) return data<NmiActionData>({ message: outcome.error.message, fields: {}, values: {} }, { status: outcome.status >= 500 ? 502 : outcome.status });
    throw redirect(SELLING_PAGES.submissions);
  }
  const fields: Record<string, string> = {};
  const values: Record<string, string> = {};
  const answers = nmi.questions.map((question) => {
    const answer = text(form, answerField(question.id));
    values[answerField(question.id)] = answer;
    const problem = question.choice_key in NMI_QUESTIONS ? answerProblem(question.choice_key as NmiChoiceKey, answer) : answer ? null : "Please answer this question.";
    if (problem) fields[answerField(question.id)] = problem;
    return { id: question.id, answer };
  });
  const sets = [];
  for (const set of nmi.photo_sets) {
    const uploaded = await uploadFormPhotos(context, request, form, filesField(set.id));
    if (!uploaded.ok) {
      fields[photosField(set.id)] = uploaded.error.message;
      continue;
    }
    const photos = [...form.getAll(photosField(set.id)).filter((v): v is string => typeof v === "string" && v !== ""), ...uploaded.keys];
    if (photos.length === 0) fields[photosField(set.id)] = "Add at least one photo.";
    sets.push({ id: set.id, photos });
  }
  if (Object.keys(fields).length > 0) return data<NmiActionData>({ message: "Please complete what is marked below.", fields, values }, { status: 400 });
  const outcome = await finalizeNmi(context, request, nmiId, { evaluationneedsmoreinfo_set: answers, evaluationphoto_set: sets });
  if (!outcome.ok) return data<NmiActionData>({ message: outcome.error.message, fields: {}, values }, { status: outcome.status >= 500 ? 502 : outcome.status });
  throw redirect(`${orderDetailsPage(quote)}?provided=1`);
}
