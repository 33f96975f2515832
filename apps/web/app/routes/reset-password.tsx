import { PRIVATE_PAGE_HEADERS } from "../features/account/account-api.server.ts";
import { ResetRequestForm } from "../features/identity/reset-request-form.tsx";
import type { Route } from "./+types/reset-password";

export const meta: Route.MetaFunction = () => [{ title: "Reset your password | Maison" }, { name: "robots", content: "noindex" }];

export const headers: Route.HeadersFunction = () => PRIVATE_PAGE_HEADERS;

export function loader({ request }: Route.LoaderArgs) {
  return { email: new URL(request.url).searchParams.get("email") ?? "" };
}

export default function ResetPassword({ loaderData }: Route.ComponentProps) {
  return (
    <div className="page-width narrow-page">
      <header className="narrow-page-header">
        <p className="eyebrow">My Account</p>
        <h1 className="narrow-page-title">Reset your password</h1>
        <p className="narrow-page-lede">Enter the e-mail of your account and we will send you a link to choose a new password.</p>
      </header>
      <ResetRequestForm initialEmail={loaderData.email} />
    </div>
  );
}
