import { type ReactNode, useEffect } from 'react';
import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  type ShouldRevalidateFunctionArgs,
  useLocation,
  useMatches,
  useNavigation,
} from 'react-router';
import type { Route } from './+types/root';
import { startWebVitals } from './analytics/vitals.ts';
import { SessionNotice } from './components/account-menu.tsx';
import { CanonicalLinks } from './components/canonical-links.tsx';
import { ConsentBanner } from './components/consent-banner.tsx';
import { ErrorPage } from './components/error-page.tsx';
import { Footer } from './components/footer.tsx';
import { Header } from './components/header.tsx';
import { popupAllowedOn } from './content/blocks/engagement/popup-logic.ts';
import { ChromeTop, ContentPopup } from './content/blocks/navigation/chrome.tsx';
import { chromeForPage } from './content/blocks/navigation/chrome-data.ts';
import { ContentFooter } from './content/blocks/navigation/footer.tsx';
import { shopperSummary } from './lib/auth.server.ts';
import { consentOf } from './lib/consent.server.ts';
import { siteChromeContent } from './lib/content-api.server.ts';
import { type RootData, useRootData } from './lib/hooks.ts';
import { messagesFor } from './lib/i18n.ts';
import { DEFAULT_LOCALE, htmlLang, isLocale, negotiateLocale } from './lib/locale.ts';
import { errorMeta } from './lib/meta.ts';
import { siteFeatures } from './lib/site-features.server.ts';
import { metaTranslate } from './lib/translate.ts';
import styles from './styles/index.css?url';

export const links: Route.LinksFunction = () => [
  // A precedence makes React write the stylesheet first in <head>, before the hydration scripts'
  // modulepreload links: the browser asks for the CSS (which holds up the first paint) first. One file
  // (index.css bundles its parts, decision 054): each stylesheet is a render-blocking request of its own.
  { rel: 'stylesheet', href: styles, precedence: 'default' },
  { rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' },
];

export async function loader({ request, params, context }: Route.LoaderArgs): Promise<RootData> {
  const locale = isLocale(params.locale)
    ? params.locale
    : negotiateLocale(request.headers.get('accept-language'));
  const url = new URL(request.url);
  const api = context.api(locale);
  const [catalog, cart, siteChrome, features] = await Promise.all([
    api.catalog().catch(() => ({ categories: [] })),
    api.cart().catch(() => null),
    siteChromeContent(api),
    siteFeatures(api),
  ]);
  const shopper = await shopperSummary(api);
  return {
    locale,
    origin: url.origin,
    cartCount: cart?.totalItems ?? 0,
    categories: catalog.categories,
    translations: messagesFor(locale, ['core', 'engagement']),
    shopper,
    favorites: features.favorites,
    consent: consentOf(request, locale).state,
    chrome: chromeForPage(siteChrome, request.headers.get('cookie'), {
      signedIn: shopper !== null,
      subscribed: shopper?.newsletter === true,
    }),
  };
}

export function shouldRevalidate({
  formMethod,
  currentParams,
  nextParams,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) {
  if (formMethod && formMethod !== 'GET') return defaultShouldRevalidate;
  if (currentParams.locale !== nextParams.locale) return true;
  return false;
}

export function Layout({ children }: { children: ReactNode }) {
  const data = useRootData();
  const locale = data?.locale ?? DEFAULT_LOCALE;
  return (
    <html lang={htmlLang(locale)}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#1f3a2e" />
        <Meta />
        {data ? <CanonicalLinks origin={data.origin} /> : null}
        <Links />
      </head>
      <body>
        {children}
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

function Shell({ children }: { children: ReactNode }) {
  const data = useRootData();
  const locale = data?.locale ?? DEFAULT_LOCALE;
  const navigation = useNavigation();
  const location = useLocation();
  const consent = data?.consent;
  return (
    <>
      {consent?.needsPrompt ? <ConsentBanner locale={locale} gpc={consent.gpc} /> : null}
      <div
        className="nav-progress"
        data-active={navigation.state !== 'idle' ? 'true' : undefined}
        aria-hidden="true"
      />
      <ChromeTop chrome={data?.chrome} />
      <Header
        locale={locale}
        categories={data?.categories ?? []}
        cartCount={data?.cartCount ?? 0}
        shopper={data?.shopper ?? null}
        menu={data?.chrome?.menu ?? null}
        favorites={data?.favorites ?? true}
      />
      <main id="main" tabIndex={-1}>
        <SessionNotice />
        {children}
      </main>
      {data?.chrome?.footer ? (
        <ContentFooter footer={data.chrome.footer} locale={locale} />
      ) : (
        <Footer locale={locale} />
      )}
      {popupAllowedOn(location.pathname) && !consent?.needsPrompt ? (
        <ContentPopup chrome={data?.chrome} />
      ) : null}
    </>
  );
}

/** A route whose handle says `bare` (the content preview viewer) renders without the header and footer. */
export default function App() {
  const bare = useMatches().some((match) => (match.handle as { bare?: boolean } | undefined)?.bare);
  // Core Web Vitals of this page load, with consent (decision 099).
  useEffect(() => startWebVitals(), []);
  if (bare) return <Outlet />;
  return (
    <Shell>
      <Outlet />
    </Shell>
  );
}

export function meta({ error, matches }: Route.MetaArgs) {
  if (error) {
    const status = isRouteErrorResponse(error) ? error.status : 500;
    return errorMeta(metaTranslate(matches), status === 404, status === 429);
  }
  return [];
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const status = isRouteErrorResponse(error) ? error.status : 500;
  if (!isRouteErrorResponse(error)) console.error(error);
  return (
    <Shell>
      <ErrorPage kind={status === 404 ? 'notFound' : status === 429 ? 'busy' : 'failed'} />
    </Shell>
  );
}
