import { Form, NavLink, Outlet, useLocation, useNavigation } from 'react-router';
import { adminApi, signedIn } from '../lib/admin-api.server.ts';
import { type ShellData, useLocale, useT } from '../lib/hooks.ts';
import type { ADMIN_LOCALES } from '../lib/locale.server.ts';
import { may, roleLabel, SECTIONS } from '../lib/operator.ts';
import type { Route } from './+types/shell';

/** Every page behind sign-in: the operator, read from the API on each navigation (a role change applies at once). */
export async function loader({ request, context }: Route.LoaderArgs): Promise<ShellData> {
  const api = adminApi(request, context);
  const operator = await signedIn(request, () => api.call('me'));
  return { operator };
}

const LANGUAGE_NAMES: Record<keyof typeof ADMIN_LOCALES, string> = {
  en: 'English',
  fr: 'Français',
  de: 'Deutsch',
};

export default function Shell({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const locale = useLocale();
  const { operator } = loaderData;
  const navigation = useNavigation();
  const location = useLocation();
  const busy = navigation.state !== 'idle';
  return (
    <div className="admin-shell">
      <a className="skip-link" href="#main">
        {t('admin.skip')}
      </a>
      <header className="admin-header">
        <p className="admin-brand">{t('admin.brand')}</p>
        <nav aria-label={t('admin.nav.label')} className="admin-nav">
          <ul>
            {SECTIONS.filter((section) => may(operator, section.permission)).map((section) => (
              <li key={section.path}>
                <NavLink to={section.path} end={section.path === '/' || section.path === '/content'}>
                  {t(section.label)}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className="admin-operator">
          <p>{t('admin.signedInAs', { name: operator.name, role: t(roleLabel(operator.role)) })}</p>
          <Form method="post" action="/language" className="admin-language">
            <input type="hidden" name="back" value={location.pathname + location.search} />
            <label htmlFor="admin-language">{t('admin.language')}</label>
            <select id="admin-language" name="language" defaultValue={locale.slice(0, 2)}>
              {Object.entries(LANGUAGE_NAMES).map(([code, name]) => (
                <option key={code} value={code} lang={code}>
                  {name}
                </option>
              ))}
            </select>
            <button type="submit" className="button button-secondary">
              {t('admin.language.apply')}
            </button>
          </Form>
          <Form method="post" action="/sign-out">
            <button type="submit" className="button button-secondary">
              {t('admin.signOut')}
            </button>
          </Form>
        </div>
      </header>
      <p className="admin-loading" role="status" aria-live="polite">
        {busy ? t('admin.loading') : ''}
      </p>
      <main id="main" className="admin-main" aria-busy={busy || undefined} tabIndex={-1}>
        <Outlet />
      </main>
    </div>
  );
}

export function ErrorBoundary() {
  const t = useT();
  return (
    <main id="main" className="admin-message">
      <title>{t('admin.meta.title', { page: t('admin.error.title') })}</title>
      <h1>{t('admin.error.title')}</h1>
      <p>{t('admin.error.text')}</p>
      <p>
        <a href="/admin">{t('admin.back')}</a>
      </p>
    </main>
  );
}
