import type { AuthResponse, UserProfile } from "@maison/contracts/identity";

/** Reads the profile the storefront receives; the account module's ProfileService provides it. */
export interface ProfileReader {
  profile(userId: string): Promise<UserProfile>;
}

/** The answer to a successful sign-in (spec 2 §7, POST /v7/login). */
export function signedInResponse(user: UserProfile, authToken: string, multipassUrl: string | null): AuthResponse {
  return {
    is_authenticated: true,
    error: null,
    auth_token: authToken,
    user,
    multipass_url: multipassUrl,
    is_valid_phone: user.is_valid_phone,
    user_hash: user.user_hash,
  };
}
