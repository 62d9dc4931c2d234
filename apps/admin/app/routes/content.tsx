import {
  CONTENT_TYPES,
  type ContentType,
  type EditorDocument,
  PREVIEW_DOC_TYPES,
} from '@ridgeline/contracts';
import { Field, SelectField } from '@ridgeline/storefront/components/form.tsx';
import { Notice } from '@ridgeline/storefront/components/notice.tsx';
import { refusalOf } from '@ridgeline/storefront/lib/forms.server.ts';
import { translator } from '@ridgeline/storefront/lib/i18n.ts';
import { data, Form, Link } from 'react-router';
import { DataTable } from '../components/data-table.tsx';
import { Forbidden } from '../components/forbidden.tsx';
import { Pager } from '../components/pager.tsx';
import { adminApi, isApiError, signedIn } from '../lib/admin-api.server.ts';
import { useLocale, useT } from '../lib/hooks.ts';
import type { Route } from './+types/content';

const PAGE_SIZE = 25;
const isType = (value: string | null): value is ContentType =>
  (CONTENT_TYPES as readonly string[]).includes(value ?? '');

/**
 * The content documents (content:write), of one type or all, searched by name, most recently changed
 * first (decision 100): each opens in the page studio; a type links to the preview tool's showcase.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const api = adminApi(request, context);
  const t = translator(api.locale);
  const url = new URL(request.url);
  const asked = url.searchParams.get('type');
  const type = isType(asked) ? asked : null;
  const q = (url.searchParams.get('q') ?? '').trim().slice(0, 100);
  const page = Math.max(1, Number.parseInt(url.searchParams.get('page') ?? '1', 10) || 1);
  try {
    const list = await signedIn(request, () =>
      api.call('contentDocuments', { query: { type, q, page, pageSize: PAGE_SIZE } }),
    );
    return { type, q, list, error: null };
  } catch (error) {
    if (isApiError(error, 'ADM403')) throw data({ forbidden: true }, { status: 403 });
    return { type, q, list: null, error: refusalOf(error, t, t('admin.content.loadFailed')) };
  }
}

export default function Content({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const locale = useLocale();
  const { type, q, list, error } = loaderData;
  const date = (iso: string) =>
    new Date(iso).toLocaleString(locale, { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' });
  return (
    <>
      <title>{t('admin.meta.title', { page: t('admin.content.title') })}</title>
      <h1>{t('admin.content.title')}</h1>
      <Form method="get" className="admin-filters" aria-labelledby="content-filters">
        <h2 id="content-filters">{t('admin.content.filters')}</h2>
        <SelectField id="type" name="type" label={t('admin.content.type')} defaultValue={type ?? ''}>
          <option value="">{t('admin.content.allTypes')}</option>
          {CONTENT_TYPES.map((code) => (
            <option key={code} value={code}>
              {code}
            </option>
          ))}
        </SelectField>
        <Field
          id="q"
          name="q"
          type="search"
          maxLength={100}
          label={t('admin.content.search')}
          defaultValue={q}
        />
        <div className="actions">
          <button type="submit" className="button button-primary">
            {t('admin.content.find')}
          </button>
        </div>
      </Form>
      {type && (PREVIEW_DOC_TYPES as readonly string[]).includes(type) ? (
        <p>
          <Link to={`/content/preview?docType=${type}&page=0`}>
            {t('admin.content.previewType', { type })}
          </Link>
        </p>
      ) : null}
      {error ? <Notice type="error">{error}</Notice> : null}
      {list ? (
        <>
          <DataTable<EditorDocument>
            caption={t('admin.content.title')}
            rows={list.items}
            rowKey={(row) => row.id}
            empty={t('admin.content.empty')}
            columns={[
              {
                id: 'name',
                header: t('admin.content.name'),
                cell: (row) => (
                  <Link
                    to={`/content/studio/${row.id}`}
                    aria-label={`${t('admin.content.openStudio')}: ${row.name}`}
                  >
                    {row.name}
                  </Link>
                ),
              },
              { id: 'type', header: t('admin.content.type'), cell: (row) => row.type },
              {
                id: 'version',
                header: t('admin.content.version'),
                cell: (row) => row.latestVersion,
                numeric: true,
              },
              {
                id: 'published',
                header: t('admin.content.published'),
                cell: (row) => row.publications.length,
                numeric: true,
              },
              { id: 'modified', header: t('admin.content.modified'), cell: (row) => date(row.updatedAt) },
            ]}
          />
          <Pager page={list.page} pageSize={list.pageSize} total={list.total} />
        </>
      ) : null}
    </>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <Forbidden error={error} />;
}
