import { data, Link } from "react-router";
import { EmptyState } from "../components/ui/empty-state.tsx";
import { PRIVATE_PAGE_HEADERS } from "../features/account/account-api.server.ts";
import { SignInPrompt } from "../features/account/sign-in-prompt.tsx";
import { NmiForm } from "../features/selling/nmi-form.tsx";
import { loadNmiPage, nmiAction } from "../features/selling/nmi.server.ts";
import { SELLING_PAGES } from "../features/selling/selling-paths.ts";
import "../features/selling/selling.css";
import type { Route } from "./+types/submissions-provide-information";

export const meta: Route.MetaFunction = () => [{ title: "Provide Information | Maison" }, { name: "robots", content: "noindex" }];

export const headers: Route.HeadersFunction = () => PRIVATE_PAGE_HEADERS;

export async function loader({ context, request, params }: Route.LoaderArgs) {
  const page = await loadNmiPage(context, request, params.quote, params.id);
  return page.kind === "failed" ? data(page, { status: page.status === 404 ? 404 : 502 }) : page;
}

export async function action({ context, request, params }: Route.ActionArgs) {
  return nmiAction(context, request, params.quote, params.id);
}

export default function ProvideInformation({ loaderData, actionData }: Route.ComponentProps) {
  if (loaderData.kind === "signed-out") return <SignInPrompt />;
  return (
    <div className="page-width sell-page nmi-page">
      <header className="sell-header">
        <p className="eyebrow">Your submission</p>
        <h1 className="sell-title">A few more details</h1>
        <p className="sell-lede">Our specialists need these answers and photos to price your piece. It takes a few minutes.</p>
      </header>
      <div className="sell-layout is-single">
        <div className="sell-main">
          {loaderData.kind === "failed" ? (
            <EmptyState
              title="We cannot show this request"
              actions={
                <Link to={SELLING_PAGES.submissions} className="button button-secondary">
                  My submissions
                </Link>
              }
            >
              <p>{loaderData.message}</p>
            </EmptyState>
          ) : (
            <NmiForm nmi={loaderData.nmi} quote={loaderData.quote} actionData={actionData} />
          )}
        </div>
      </div>
    </div>
  );
}
