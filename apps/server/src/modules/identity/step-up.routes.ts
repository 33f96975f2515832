import { ErrorBody } from "@maison/contracts/error";
import { StepUpChallengeResponse, StepUpVerifyRequest, StepUpVerifyResponse } from "@maison/contracts/identity";
import { STEP_UP_MESSAGES } from "@maison/domain/actor/actor";
import type { ApiInstance } from "../../http/api-scope.ts";
import { requireUser } from "../../http/auth.ts";
import type { StepUpService } from "./step-up.service.ts";

const REFUSALS = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 429: ErrorBody };

/** The step-up calls: send a security code, then confirm it (the wallet's two-factor screens use them). */
export async function stepUpRoutes(api: ApiInstance, stepUp: StepUpService): Promise<void> {
  api.post(
    "/step-up/",
    { schema: { tags: ["account"], summary: "Sends a security code to the verified phone, else the e-mail (rate limited).", response: { 200: StepUpChallengeResponse, ...REFUSALS } } },
    async (request) => ({ ...(await stepUp.challenge(requireUser(request))), detail: STEP_UP_MESSAGES.sent }),
  );
  api.post(
    "/step-up/verify/",
    { schema: { tags: ["account"], summary: "Confirms the security code: the session counts as stepped up for ten minutes.", body: StepUpVerifyRequest, response: { 200: StepUpVerifyResponse, ...REFUSALS } } },
    async (request) => stepUp.verify(requireUser(request), request.body.code),
  );
}
