import { LOCALES, PREVIEW_DOC_TYPES, PREVIEW_LIMITS } from '@ridgeline/contracts';
import { config } from '@ridgeline/contracts/config';
import { Field, SelectField } from '@ridgeline/storefront/components/form.tsx';
import { useSyncScroll } from '@ridgeline/storefront/components/sync-scroll.tsx';
import { previewQueryOf } from '@ridgeline/storefront/lib/content-preview.server.ts';
import { refusalOf } from '@ridgeline/storefront/lib/forms.server.ts';
import { translator } from '@ridgeline/storefront/lib/i18n.ts';
import { DEFAULT_LOCALE, isLocale, type Locale, siteOf } from '@ridgeline/storefront/lib/locale.ts';
import { useCallback, useRef, useState } from 'react';
import { data, Form, Link, useSubmit } from 'react-router';
import { Forbidden } from '../components/forbidden.tsx';
import { adminApi, isApiError, signedIn } from '../lib/admin-api.server.ts';
import { useT } from '../lib/hooks.ts';
import { previewEnvironmentOf } from '../lib/preview-environment.ts';
import type { Route } from './+types/content-preview';

/**
 * The editor preview tool (spec 3 section 2, content:write): the controls (doc type, layout variant,
 * limit, page), and a frame showing the storefront's viewer of those documents, labelled with the
 * environment it runs on. The viewer is the storefront's page under /admin/preview (its own blocks).
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const api = adminApi(request, context);
  const t = translator(api.locale);
  const url = new URL(request.url);
  const query = previewQueryOf(url);
  const asked = url.searchParams.get('locale');
  const locale: Locale = isLocale(asked) ? asked : DEFAULT_LOCALE;
  const submitted = url.searchParams.has('docType');
  const productionHost = config().PUBLIC_URL ? new URL(config().PUBLIC_URL!).host : null;
  const environment = previewEnvironmentOf(url.host, productionHost);
  const base = { query, locale, environment, total: null as number | null, error: null as string | null };
  if (!query.docType) {
    return { ...base, error: submitted ? t('admin.preview.docTypeRequired') : null };
  }
  const docType = query.docType;
  try {
    const showcase = await signedIn(request, () =>
      api.call('contentShowcase', {
        params: { siteId: siteOf(locale), docType },
        query: {
          locale,
          limit: query.limit,
          offset: query.page * query.limit,
          layoutVariant: query.layoutVariant,
        },
      }),
    );
    return { ...base, total: showcase.total };
  } catch (error) {
    if (isApiError(error, 'ADM403')) throw data({ forbidden: true }, { status: 403 });
    return { ...base, error: refusalOf(error, t, t('admin.preview.failed')) };
  }
}

export default function ContentPreview({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const submit = useSubmit();
  const { query, locale, environment, total, error } = loaderData;
  const [required, setRequired] = useState(false);
  const frame = useRef<HTMLIFrameElement>(null);
  const frameWindow = useCallback(() => frame.current?.contentWindow ?? null, []);
  useSyncScroll(frameWindow);

  const search = (page: number) =>
    new URLSearchParams({
      docType: query.docType ?? '',
      layoutVariant: query.layoutVariant,
      limit: String(query.limit),
      page: String(page),
      locale,
    });
  const frameSource = query.docType ? `/admin/preview/${locale}/showcase?${search(query.page)}` : null;
  const pages = total === null ? 0 : Math.max(1, Math.ceil(total / query.limit));
  const problem = required ? t('admin.preview.docTypeRequired') : error;

  // Validates on change: a chosen doc type shows its documents from the first page at once.
  const onChange = (event: React.FormEvent<HTMLFormElement>) => {
    const form = event.currentTarget;
    const docType = new FormData(form).get('docType');
    setRequired(!docType);
    if (docType) submit(form);
  };
  const onSubmit = (event: React.FormEvent<HTMLFormElement>) => {
    if (new FormData(event.currentTarget).get('docType')) return;
    event.preventDefault();
    setRequired(true);
  };

  return (
    <>
      <title>{t('admin.meta.title', { page: t('admin.preview.title') })}</title>
      <h1>{t('admin.preview.title')}</h1>
      <Form
        method="get"
        className="admin-filters"
        aria-labelledby="preview-controls"
        onChange={onChange}
        onSubmit={onSubmit}
        noValidate
      >
        <h2 id="preview-controls">{t('admin.preview.controls')}</h2>
        {/* The page resets whenever the form is submitted. */}
        <input type="hidden" name="page" value="0" />
        <SelectField
          id="docType"
          name="docType"
          label={t('admin.preview.docType')}
          defaultValue={query.docType ?? ''}
          error={problem ?? undefined}
        >
          <option value="">{t('admin.preview.chooseDocType')}</option>
          {PREVIEW_DOC_TYPES.map((type) => (
            <option key={type} value={type}>
              {type}
            </option>
          ))}
        </SelectField>
        <Field
          id="layoutVariant"
          name="layoutVariant"
          label={t('admin.preview.layoutVariant')}
          hint={t('admin.preview.layoutVariantHint')}
          type="search"
          maxLength={100}
          defaultValue={query.layoutVariant}
        />
        <SelectField
          id="limit"
          name="limit"
          label={t('admin.preview.limit')}
          defaultValue={String(query.limit)}
        >
          {PREVIEW_LIMITS.map((limit) => (
            <option key={limit} value={limit}>
              {limit}
            </option>
          ))}
        </SelectField>
        <SelectField id="locale" name="locale" label={t('admin.language')} defaultValue={locale}>
          {LOCALES.map((code) => (
            <option key={code} value={code}>
              {code}
            </option>
          ))}
        </SelectField>
        <div className="actions">
          <button type="submit" className="button button-primary">
            {t('admin.preview.go')}
          </button>
        </div>
      </Form>

      {frameSource && total !== null ? (
        <section aria-labelledby="preview-frame-label" className="preview-tool">
          <p id="preview-frame-label" className="preview-environment">
            {t('admin.preview.environment')}{' '}
            <a href={frameSource} target="_blank" rel="noopener">
              {t('admin.preview.openFrame', { environment: t(`admin.preview.env.${environment}`) })}
            </a>
          </p>
          <p aria-live="polite">{t('admin.preview.total', { count: total, page: query.page + 1, pages })}</p>
          <nav aria-label={t('admin.preview.controls')} className="pager">
            {query.page > 0 ? (
              <Link to={`?${search(query.page - 1)}`}>{t('admin.preview.previous')}</Link>
            ) : null}{' '}
            {query.page + 1 < pages ? (
              <Link to={`?${search(query.page + 1)}`}>{t('admin.preview.next')}</Link>
            ) : null}
          </nav>
          <iframe
            ref={frame}
            key={frameSource}
            src={frameSource}
            title={t('admin.preview.frameTitle', { docType: query.docType ?? '' })}
            className="preview-frame"
          />
        </section>
      ) : null}
    </>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <Forbidden error={error} />;
}
