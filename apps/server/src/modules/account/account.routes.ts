import { ErrorBody } from "@maison/contracts/error";
import {
  PhoneValidationRequest,
  PhoneValidationResponse,
  ProfileUpdateRequest,
  Subscriptions,
  SubscriptionsUpdate,
  UserProfile,
} from "@maison/contracts/identity";
import { IDENTITY_SERVER_MESSAGES } from "@maison/domain/identity/messages";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { ApiInstance } from "../../http/api-scope.ts";
import { requireUser } from "../../http/auth.ts";
import type { ProfileService } from "../identity/profile.service.ts";
import { IdentityErrorCode } from "@maison/contracts/identity";
import { actorOf } from "../../http/actor.ts";

const REFUSALS = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody, 429: ErrorBody };

/** The signed-in user's own profile, subscriptions and phone check (spec 2 §7, under /v6/my-account). */
export async function accountRoutes(api: ApiInstance, profiles: ProfileService): Promise<void> {
  await api.register(async (child) => {
    const scope = child.withTypeProvider<ZodTypeProvider>();

    scope.get(
      "/v6/my-account/",
      { schema: { tags: ["account"], summary: "The signed-in user's profile.", response: { 200: UserProfile, ...REFUSALS } } },
      async (request) => profiles.profile(requireUser(request).userId),
    );

    scope.put(
      "/v6/my-account/",
      {
        schema: {
          tags: ["account"],
          summary: "Changes names and main phone; a new phone must be verified again.",
          body: ProfileUpdateRequest,
          response: { 200: UserProfile, ...REFUSALS },
        },
      },
      async (request) => profiles.updateProfile(requireUser(request).userId, actorOf(request), request.body),
    );

    scope.get(
      "/v6/register/subscriptions/",
      { schema: { tags: ["account"], summary: "SMS and e-mail marketing consent.", response: { 200: Subscriptions, ...REFUSALS } } },
      async (request) => profiles.subscriptions(requireUser(request).userId),
    );

    scope.put(
      "/v6/my-account/subscriptions/",
      {
        schema: {
          tags: ["account"],
          summary: "Changes SMS and e-mail marketing consent.",
          body: SubscriptionsUpdate,
          response: { 200: Subscriptions, ...REFUSALS },
        },
      },
      async (request) => profiles.updateSubscriptions(requireUser(request).userId, actorOf(request), request.body),
    );

    scope.post(
      "/v6/my-account/phone_validation/",
      {
        schema: {
          tags: ["account"],
          summary: "{phone, force_resend} texts a 4-digit code and answers 403 (code sent); {code} confirms the phone.",
          body: PhoneValidationRequest,
          response: { 200: PhoneValidationResponse, ...REFUSALS },
        },
      },
      async (request, reply) => {
        const { userId } = requireUser(request);
        const body = request.body;
        if (body.kind === "check") {
          await profiles.confirmPhone(userId, actorOf(request), body.code);
          return { detail: IDENTITY_SERVER_MESSAGES.phoneVerified, is_valid_phone: true };
        }
        await profiles.startPhoneVerification(userId, actorOf(request), body.phone);
        // The client reads 403 as "code sent" (spec 2 §8).
        const sent = IDENTITY_SERVER_MESSAGES.codeSent;
        return reply.code(403).send({ code: IdentityErrorCode.enum.phone_code_sent, message: sent, detail: sent });
      },
    );
  });
}
