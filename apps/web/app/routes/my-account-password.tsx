import { PRIVATE_PAGE_HEADERS } from "../features/account/account-api.server.ts";
import { AccountSection } from "../features/account/account-section.tsx";
import { PasswordChangeForm } from "../features/account/password-change-form.tsx";
import { useViewer } from "../features/identity/use-viewer.ts";
import type { Route } from "./+types/my-account-password";

export const meta: Route.MetaFunction = () => [{ title: "Password | My Account | Maison" }, { name: "robots", content: "noindex" }];

export const headers: Route.HeadersFunction = () => PRIVATE_PAGE_HEADERS;

export default function Password() {
  const viewer = useViewer();
  if (!viewer) return null;
  return (
    <AccountSection title="Change password" description="Use a password you don't use anywhere else.">
      <PasswordChangeForm email={viewer.email} />
    </AccountSection>
  );
}
