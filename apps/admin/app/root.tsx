import { messagesFor } from '@ridgeline/storefront/lib/i18n.ts';
import { htmlLang, type Locale } from '@ridgeline/storefront/lib/locale.ts';
import type { Messages } from '@ridgeline/storefront/lib/translate.ts';
import type { ReactNode } from 'react';
import { isRouteErrorResponse, Links, Meta, Outlet, Scripts, ScrollRestoration } from 'react-router';
import type { Route } from './+types/root';
import { useLocale, useT } from './lib/hooks.ts';
import { operatorLocale } from './lib/locale.server.ts';
import styles from './styles/admin.css?url';

export const links: Route.LinksFunction = () => [{ rel: 'stylesheet', href: styles, precedence: 'default' }];

export interface AdminRootData {
  locale: Locale;
  translations: Messages;
}

/** The operator's language (switcher or browser) and the back-office's messages in it. */
export async function loader({ request }: Route.LoaderArgs): Promise<AdminRootData> {
  const locale = operatorLocale(request);
  return { locale, translations: messagesFor(locale, ['admin']) };
}

export function Layout({ children }: { children: ReactNode }) {
  const locale = useLocale();
  return (
    <html lang={htmlLang(locale)}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="robots" content="noindex, nofollow" />
        <Meta />
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

export default function App() {
  return <Outlet />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const t = useT();
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  if (!notFound) console.error(error);
  return (
    <main id="main" className="admin-message">
      <title>
        {t('admin.meta.title', { page: t(notFound ? 'admin.notFound.title' : 'admin.error.title') })}
      </title>
      <h1>{t(notFound ? 'admin.notFound.title' : 'admin.error.title')}</h1>
      {notFound ? null : <p>{t('admin.error.text')}</p>}
      <p>
        <a href="/admin">{t('admin.back')}</a>
      </p>
    </main>
  );
}
