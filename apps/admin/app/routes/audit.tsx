import { auditQuerySchema } from '@ridgeline/contracts';
import { data, Form, Link } from 'react-router';
import { type Column, DataTable } from '../components/data-table.tsx';
import { FilterActions } from '../components/filter-actions.tsx';
import { Forbidden } from '../components/forbidden.tsx';
import { Pager } from '../components/pager.tsx';
import { adminApi, isApiError, signedIn } from '../lib/admin-api.server.ts';
import { useLocale, useT } from '../lib/hooks.ts';
import type { Route } from './+types/audit';

const PAGE_SIZE = 25;
const ACTOR_TYPES = ['operator', 'cli', 'associate'] as const;

/** The search's values from the query string; a value the API would refuse is left out. */
function filtersOf(url: URL) {
  const raw = Object.fromEntries(
    ['entityType', 'entityId', 'actorType', 'actorId', 'page']
      .map((key) => [key, url.searchParams.get(key)?.trim() || undefined] as const)
      .filter(([, value]) => value !== undefined),
  );
  const parsed = auditQuerySchema.safeParse({ ...raw, pageSize: PAGE_SIZE });
  return parsed.success ? parsed.data : auditQuerySchema.parse({ pageSize: PAGE_SIZE });
}

/** The audit log (audit:read, the owner's): by record and by operator, newest first, paged on the server. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const api = adminApi(request, context);
  const filters = filtersOf(new URL(request.url));
  try {
    const log = await signedIn(request, () => api.call('audit', { query: filters }));
    return { log, filters };
  } catch (error) {
    if (isApiError(error, 'ADM403')) throw data({ forbidden: true }, { status: 403 });
    throw error;
  }
}

type Entry = Route.ComponentProps['loaderData']['log']['items'][number];

const show = (value: unknown) =>
  value === undefined ? undefined : typeof value === 'string' ? value : JSON.stringify(value);

/** The fields an entry changed, with their values before and after (all fields of a creation or removal). */
function changesOf(entry: Entry): { field: string; before?: string; after?: string }[] {
  const before = (entry.before ?? {}) as Record<string, unknown>;
  const after = (entry.after ?? {}) as Record<string, unknown>;
  const fields = [...new Set([...Object.keys(before), ...Object.keys(after)])];
  return fields
    .filter((field) => show(before[field]) !== show(after[field]) || !entry.before || !entry.after)
    .map((field) => ({ field, before: show(before[field]), after: show(after[field]) }));
}

function Changes({ entry }: { entry: Entry }) {
  const t = useT();
  const changes = changesOf(entry);
  if (changes.length === 0) return <>{t('admin.audit.none')}</>;
  return (
    <dl className="audit-changes">
      {changes.map((change) => (
        <div key={change.field}>
          <dt>{change.field}</dt>
          <dd>
            <span className="visually-hidden">{t('admin.audit.before')}: </span>
            <del>{change.before ?? t('admin.audit.none')}</del>
            {' → '}
            <span className="visually-hidden">{t('admin.audit.after')}: </span>
            <ins>{change.after ?? t('admin.audit.none')}</ins>
          </dd>
        </div>
      ))}
    </dl>
  );
}

export default function AuditLog({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const locale = useLocale();
  const { log, filters } = loaderData;
  const when = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'medium', timeZone: 'UTC' });
  const columns: Column<Entry>[] = [
    {
      id: 'when',
      header: t('admin.audit.when'),
      cell: (entry) => `${when.format(new Date(entry.createdAt))} UTC`,
    },
    {
      id: 'actor',
      header: t('admin.audit.actor'),
      cell: (entry) => (
        <Link
          to={`?actorType=${encodeURIComponent(entry.actorType)}&actorId=${encodeURIComponent(entry.actorId)}`}
          title={t('admin.audit.actorHistory')}
        >
          {entry.actorType}: {entry.actorId}
        </Link>
      ),
    },
    { id: 'action', header: t('admin.audit.action'), cell: (entry) => entry.action },
    {
      id: 'record',
      header: t('admin.audit.record'),
      cell: (entry) => (
        <Link
          to={`?entityType=${encodeURIComponent(entry.entityType)}&entityId=${encodeURIComponent(entry.entityId)}`}
          title={t('admin.audit.recordHistory')}
        >
          {entry.entityType}: {entry.entityId}
        </Link>
      ),
    },
    { id: 'changes', header: t('admin.audit.changes'), cell: (entry) => <Changes entry={entry} /> },
  ];
  return (
    <>
      <title>{t('admin.meta.title', { page: t('admin.audit.title') })}</title>
      <h1>{t('admin.audit.title')}</h1>
      <Form method="get" className="admin-filters" aria-labelledby="audit-filters">
        <h2 id="audit-filters">{t('admin.audit.filters')}</h2>
        <div className="field">
          <label htmlFor="entityType">{t('admin.audit.entityType')}</label>
          <input id="entityType" name="entityType" defaultValue={filters.entityType ?? ''} maxLength={64} />
        </div>
        <div className="field">
          <label htmlFor="entityId">{t('admin.audit.entityId')}</label>
          <input id="entityId" name="entityId" defaultValue={filters.entityId ?? ''} maxLength={128} />
        </div>
        <div className="field">
          <label htmlFor="actorType">{t('admin.audit.actorType')}</label>
          <select id="actorType" name="actorType" defaultValue={filters.actorType ?? ''}>
            <option value="">{t('admin.audit.actor.any')}</option>
            {ACTOR_TYPES.map((type) => (
              <option key={type} value={type}>
                {t(`admin.audit.actor.${type}`)}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor="actorId">{t('admin.audit.actorId')}</label>
          <input id="actorId" name="actorId" defaultValue={filters.actorId ?? ''} maxLength={128} />
        </div>
        <FilterActions
          submitLabel={t('admin.audit.search')}
          clearTo="/audit"
          clearLabel={t('admin.audit.clear')}
        />
      </Form>
      <DataTable<Entry>
        caption={t('admin.audit.caption')}
        rows={log.items}
        rowKey={(entry) => entry.id}
        empty={t('admin.audit.empty')}
        columns={columns}
      />
      <Pager page={log.page} pageSize={log.pageSize} total={log.total} />
    </>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <Forbidden error={error} />;
}
