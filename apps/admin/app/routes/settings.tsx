import { REVIEW_MODERATION_MODES, SITES } from '@ridgeline/contracts';
import { FormNotice } from '@ridgeline/storefront/components/form.tsx';
import { Notice } from '@ridgeline/storefront/components/notice.tsx';
import { formErrorReply, refusalOf, successReply } from '@ridgeline/storefront/lib/forms.server.ts';
import type { FormReply } from '@ridgeline/storefront/lib/forms.ts';
import { translator } from '@ridgeline/storefront/lib/i18n.ts';
import { data, Form, Link, useNavigation } from 'react-router';
import { Forbidden } from '../components/forbidden.tsx';
import { adminApi, isApiError, signedIn } from '../lib/admin-api.server.ts';
import { useT } from '../lib/hooks.ts';
import { siteName } from '../lib/orders.ts';
import { refusalReply } from '../lib/refusals.server.ts';
import type { Route } from './+types/settings';

// The contracts' lists reach the page as data: their module holds zod schemas the browser does not need.
const modes: readonly string[] = REVIEW_MODERATION_MODES;
const siteIds: readonly string[] = SITES.map((site) => site.id);

/** The owner's settings (settings:write): per site, reviews and questions moderated before or after. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const api = adminApi(request, context);
  const t = translator(api.locale);
  try {
    const { sites } = await signedIn(request, () => api.call('siteSettings'));
    return { sites, modes, error: null };
  } catch (error) {
    if (isApiError(error, 'ADM403')) throw data({ forbidden: true }, { status: 403 });
    return { sites: [], modes, error: refusalOf(error, t, t('admin.settings.loadFailed')) };
  }
}

type SettingsReply = FormReply & { siteId?: string };

export async function action({ request, context }: Route.ActionArgs): Promise<SettingsReply> {
  const api = adminApi(request, context);
  const t = translator(api.locale);
  const form = await request.formData();
  const siteId = String(form.get('siteId') ?? '');
  const mode = String(form.get('reviewModeration') ?? '');
  if (!siteIds.includes(siteId) || !(REVIEW_MODERATION_MODES as readonly string[]).includes(mode)) {
    return formErrorReply(t('validation.invalid'), { siteId });
  }
  const reviewModeration = mode as (typeof REVIEW_MODERATION_MODES)[number];
  return signedIn(request, async () => {
    try {
      const saved = await api.call('updateSiteSettings', { params: { siteId }, body: { reviewModeration } });
      return successReply(
        t('admin.settings.saved', {
          site: siteName(siteId),
          mode: t(`admin.settings.moderation.${saved.reviewModeration}`),
        }),
        { siteId },
      );
    } catch (error) {
      return refusalReply(error, t, [], { siteId });
    }
  });
}

export default function Settings({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  const { sites, modes, error } = loaderData;
  const reply = actionData as SettingsReply | undefined;
  const navigation = useNavigation();
  return (
    <>
      <title>{t('admin.meta.title', { page: t('admin.settings.title') })}</title>
      <h1>{t('admin.settings.title')}</h1>
      {error ? <Notice type="error">{error}</Notice> : null}
      <FormNotice reply={reply} />
      <nav className="admin-card" aria-labelledby="settings-pricing">
        <h2 id="settings-pricing">{t('admin.settings.pricingIntro')}</h2>
        <ul>
          {siteIds.map((siteId) => (
            <li key={siteId}>
              <Link to={`/settings/sites/${siteId}`}>
                {t('admin.settings.siteLink', { site: siteName(siteId) })}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <section className="admin-card" aria-labelledby="settings-sites">
        <h2 id="settings-sites">{t('admin.settings.sites')}</h2>
        <p>{t('admin.settings.sitesIntro')}</p>
        {sites.map((site) => {
          const name = siteName(site.siteId);
          const id = `moderation-${site.siteId}`;
          return (
            <Form
              key={`${site.siteId}-${site.reviewModeration}`}
              method="post"
              className="inline-form"
              aria-label={t('admin.settings.moderation', { site: name })}
            >
              <input type="hidden" name="siteId" value={site.siteId} />
              <label htmlFor={id}>{t('admin.settings.moderation', { site: name })}</label>
              <select id={id} name="reviewModeration" defaultValue={site.reviewModeration}>
                {modes.map((mode) => (
                  <option key={mode} value={mode}>
                    {t(`admin.settings.moderation.${mode as 'post'}`)}
                  </option>
                ))}
              </select>
              <button
                type="submit"
                className="button button-secondary"
                disabled={navigation.state === 'submitting'}
              >
                {t('admin.settings.save', { site: name })}
              </button>
            </Form>
          );
        })}
      </section>
    </>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <Forbidden error={error} />;
}
