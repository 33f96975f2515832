import { PageViews } from "./layout/page-views.tsx";
import "@fontsource/cormorant-garamond/latin-400.css";
import "@fontsource/cormorant-garamond/latin-400-italic.css";
import "@fontsource/cormorant-garamond/latin-500.css";
import "@fontsource/cormorant-garamond/latin-600.css";
import "@fontsource-variable/inter/wght.css";
import "./styles/tokens.css";
import "./styles/base.css";
import "./styles/ui.css";
import "./styles/header.css";
import "./styles/footer.css";
import "./styles/home.css";
import "./styles/catalog.css";
import "./styles/product.css";
import "./styles/designers.css";
import "./styles/dialog.css";
import "./styles/forms.css";
import "./styles/identity.css";
import "./styles/account.css";
import "./styles/favorites.css";
import "./styles/search.css";
import "./styles/product-extras.css";
import "./lib/load-context.ts";

import type { ReactNode } from "react";
import { isRouteErrorResponse, Links, Meta, Outlet, Scripts, ScrollRestoration } from "react-router";
import { HOUSE } from "@maison/domain/content/house";
import interLatin from "@fontsource-variable/inter/files/inter-latin-wght-normal.woff2?url";
import { PageError } from "./features/content/page-error.tsx";
import { PageNotFound } from "./features/content/page-not-found.tsx";
import { vipPreviewInfo } from "./features/content/use-vip-preview.ts";
import type { VipPreviewInfo } from "./features/content/vip-preview-message.ts";
import { loadCartRootData } from "./features/cart/cart-api.server.ts";
import { CartRoot, type CartRootData } from "./features/cart/cart-root.tsx";
import { loadFavoriteIds } from "./features/favorites/favorites-api.server.ts";
import { IdentityProvider } from "./features/identity/identity-provider.tsx";
import type { RootIdentityData } from "./features/identity/viewer.ts";
import { loadViewer } from "./features/identity/viewer.server.ts";
import { NewsletterDialog } from "./features/newsletter/newsletter-dialog.tsx";
import { SiteFooter } from "./layout/site-footer.tsx";
import { loadSelectedCountry } from "./features/countries/country-api.server.ts";
import type { CountryRootData } from "./features/countries/use-selected-country.ts";
import { sessionHooks } from "./layout/session-hooks.ts";
import { SiteHeader } from "./layout/site-header.tsx";
import { useScriptNonce } from "./lib/script-nonce.ts";
import type { Route } from "./+types/root";

/** Marks the document as scripted before first paint, for CSS that differs with JavaScript. */
const JS_FLAG = "document.documentElement.classList.add('js')";

export const meta: Route.MetaFunction = ({ error }) => {
  if (error) {
    const notFound = isRouteErrorResponse(error) && error.status === 404;
    return [{ title: notFound ? "Page not found | Maison" : "Something went wrong | Maison" }];
  }
  return [
    { title: "Maison | Pre-owned luxury, authenticated" },
    { name: "description", content: HOUSE.description },
  ];
};

/**
 * One face is preloaded: Inter's Latin, the text of every page's first screen (navigation, prices,
 * buttons). Every face is `font-display: swap` over a metric-matched fallback (tokens.css), so no
 * text waits for a font, and the display face (Cormorant) loads when a heading first asks for it
 * instead of competing with the page's largest image (decision 045).
 */
export const links: Route.LinksFunction = () => [
  { rel: "preload", href: interLatin, as: "font", type: "font/woff2", crossOrigin: "anonymous" },
  { rel: "icon", href: HOUSE.squareMark.path, type: "image/svg+xml" },
];

/** Who is signed in, for every page: the header, the sign-in prompts and the phone verification modal read it. */
export async function loader({ context, request }: Route.LoaderArgs): Promise<RootData> {
  const viewer = await loadViewer(context, request);
  const favoriteIds = viewer ? await loadFavoriteIds(context, request) : [];
  const country = await loadSelectedCountry(context, request);
  return { viewer, favoriteIds, vipPreview: vipPreviewInfo(new Date()), country, ...(await loadCartRootData(context, request)) };
}

/** Every page's data: who is signed in, which pieces they favor, and the VIP preview window. */
type RootData = RootIdentityData & CartRootData & CountryRootData & { favoriteIds: string[]; vipPreview: VipPreviewInfo };

export function Layout({ children }: { children: ReactNode }) {
  const nonce = useScriptNonce();
  return (
    <html lang="en" suppressHydrationWarning>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#fbfaf7" />
        <script nonce={nonce} dangerouslySetInnerHTML={{ __html: JS_FLAG }} />
        <Meta />
        <Links />
      </head>
      <body>
        <a href="#main" className="skip-link">
          Skip to content
        </a>
        <IdentityProvider hooks={sessionHooks}>
          <CartRoot>
          <SiteHeader />
          <main id="main" tabIndex={-1}>
            {children}
          </main>
          <SiteFooter />
          <NewsletterDialog />
          </CartRoot>
        </IdentityProvider>
        <PageViews />
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

export default function App() {
  return <Outlet />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (isRouteErrorResponse(error) && error.status === 404) return <PageNotFound />;
  return <PageError />;
}
