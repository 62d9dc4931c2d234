import puckStyles from '@puckeditor/core/no-external.css?url';
import {
  CONTENT_TYPES,
  type ContentType,
  LANGUAGES,
  LOCALES,
  PAGE_SLOTS,
  type PageType,
  studioDefaultsOf,
  studioFieldsOf,
} from '@ridgeline/contracts';
import { Field, SelectField } from '@ridgeline/storefront/components/form.tsx';
import { Notice } from '@ridgeline/storefront/components/notice.tsx';
import { refusalOf } from '@ridgeline/storefront/lib/forms.server.ts';
import { messagesFor, translator } from '@ridgeline/storefront/lib/i18n.ts';
import commerceStyles from '@ridgeline/storefront/styles/features/content-commerce.css?url';
import editorialStyles from '@ridgeline/storefront/styles/features/content-editorial.css?url';
import navigationStyles from '@ridgeline/storefront/styles/features/content-navigation.css?url';
import { type ComponentType, lazy, Suspense, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { data, Form, redirect, type SubmitTarget, useFetcher, useSearchParams } from 'react-router';
import { Forbidden } from '../components/forbidden.tsx';
import type { StudioBlockData, StudioEditorProps } from '../components/studio-editor.tsx';
import { adminApi, isApiError, signedIn } from '../lib/admin-api.server.ts';
import { useHydrated, useLocale, useT } from '../lib/hooks.ts';
import studioStyles from '../styles/studio.css?url';
import type { Route } from './+types/content-studio';

/** Puck and the storefront's blocks load in the browser only, in this route's own chunk. */
const StudioEditor = lazy(() =>
  import('../components/studio-editor.tsx').then((module) => ({
    default: module.StudioEditor as ComponentType<StudioEditorProps>,
  })),
);

const AUTOSAVE_MS = 1500;
const PRESENCE_MS = 20_000;
const EDIT_LOCALES = [...LANGUAGES, ...LOCALES] as readonly string[];

export const links: Route.LinksFunction = () =>
  [puckStyles, editorialStyles, commerceStyles, navigationStyles, studioStyles].map((href) => ({
    rel: 'stylesheet',
    href,
  }));

/**
 * The page studio (decision 100, content:write): a document's latest version in Puck with the
 * storefront's blocks, autosaved as versions based on the one opened (a stale save is refused, CNT412),
 * who else has it open, its versions compared field by field and restored.
 */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const api = adminApi(request, context);
  const t = translator(api.locale);
  const url = new URL(request.url);
  const asked = url.searchParams.get('edit') ?? '';
  const editLocale = EDIT_LOCALES.includes(asked) ? asked : null;
  const documentId = params.documentId;
  try {
    const [studio, versions, presence] = await signedIn(request, () =>
      Promise.all([
        api.call('contentStudio', { params: { documentId }, query: { editLocale } }),
        api.call('contentVersions', { params: { documentId } }),
        api.call('contentPresence', { params: { documentId }, body: {} }),
      ]),
    );
    const numbers = versions.items.map((v) => v.version);
    const from = Number(url.searchParams.get('from') ?? numbers[1] ?? numbers[0]);
    const to = Number(url.searchParams.get('to') ?? numbers[0]);
    const comparison =
      url.searchParams.has('from') && numbers.includes(from) && numbers.includes(to)
        ? await api.call('compareContentVersions', { params: { documentId }, query: { from, to } })
        : null;
    const type = studio.document.type as ContentType;
    const pageType = (studio.fields.pageType ?? 'generic') as PageType;
    const blockTypes = type === 'page' ? CONTENT_TYPES.filter((t) => t !== 'page') : [];
    return {
      studio,
      editLocale,
      versions: versions.items.map(({ version, createdAt }) => ({ version, createdAt })),
      compare: { from, to },
      comparison,
      others: presence.others,
      slotNames: type === 'page' ? (PAGE_SLOTS[pageType] ?? []) : [],
      rootFields: studioFieldsOf(type),
      blockFields: Object.fromEntries(blockTypes.map((block) => [block, studioFieldsOf(block)])),
      blockDefaults: Object.fromEntries(blockTypes.map((block) => [block, studioDefaultsOf(block)])),
      restored: url.searchParams.get('restored'),
      // The storefront's blocks word themselves with these (its own areas), like its content pages.
      translations: messagesFor(api.locale, ['core', 'discovery', 'commerceBlocks']),
      error: null,
    };
  } catch (error) {
    if (isApiError(error, 'ADM403')) throw data({ forbidden: true }, { status: 403 });
    if (isApiError(error, 'CNT404') || isApiError(error, 'REQ400'))
      throw data({ notFound: true }, { status: 404 });
    return { studio: null, error: refusalOf(error, t, t('admin.studio.loadFailed')) } as const;
  }
}

type SaveReply =
  | { ok: true; version: number; savedAt: string; at: number }
  | { ok: false; conflict: boolean; message: string; at: number };

export async function action({ request, context, params }: Route.ActionArgs) {
  const api = adminApi(request, context);
  const t = translator(api.locale);
  const documentId = params.documentId;
  if (request.headers.get('content-type')?.includes('application/json')) {
    const body = (await request.json()) as Record<string, unknown>;
    return signedIn(request, async () => {
      if (body.intent === 'presence') {
        return api.call('contentPresence', { params: { documentId }, body: {} });
      }
      try {
        const saved = await api.call('saveContentStudio', {
          params: { documentId },
          body: {
            baseVersion: Number(body.baseVersion),
            locale: typeof body.locale === 'string' ? body.locale : null,
            fields: (body.fields ?? {}) as Record<string, unknown>,
            slots: (body.slots ?? {}) as Record<string, StudioBlockData[]>,
          },
        });
        return {
          ok: true,
          version: saved.latestVersion,
          savedAt: saved.updatedAt,
          at: Date.now(),
        } as SaveReply;
      } catch (error) {
        return {
          ok: false,
          conflict: isApiError(error, 'CNT412'),
          message: refusalOf(error, t, t('admin.studio.saveFailed')),
          at: Date.now(),
        } as SaveReply;
      }
    });
  }
  const form = await request.formData();
  const intent = String(form.get('intent') ?? '');
  if (intent === 'publish' || intent === 'unpublish') {
    const locale = EDIT_LOCALES.includes(String(form.get('locale'))) ? String(form.get('locale')) : undefined;
    const utc = (name: string) => {
      const value = String(form.get(name) ?? '');
      return value ? `${value.length === 16 ? `${value}:00` : value}Z` : undefined;
    };
    return signedIn(request, async () => {
      try {
        if (intent === 'unpublish') {
          await api.call('unpublishContent', { params: { documentId }, body: { locale } });
        } else {
          const publishAt = utc('publishAt');
          const body = { locale, unpublishAt: utc('unpublishAt') };
          if (publishAt)
            await api.call('scheduleContent', { params: { documentId }, body: { ...body, publishAt } });
          else await api.call('publishContent', { params: { documentId }, body });
        }
        return {
          ok: true as const,
          message: t(intent === 'publish' ? 'admin.studio.published' : 'admin.studio.unpublished'),
          at: Date.now(),
        };
      } catch (error) {
        return { ok: false as const, conflict: false, message: refusalOf(error, t), at: Date.now() };
      }
    });
  }
  const version = Number(form.get('version'));
  const baseVersion = Number(form.get('baseVersion'));
  return signedIn(request, async () => {
    try {
      await api.call('restoreContentVersion', {
        params: { documentId, version: String(version) },
        body: { baseVersion },
      });
      const url = new URL(request.url);
      url.searchParams.set('restored', String(version));
      return redirect(`/content/studio/${documentId}?${url.searchParams}`);
    } catch (error) {
      return {
        ok: false,
        conflict: isApiError(error, 'CNT412'),
        message: refusalOf(error, t),
        at: Date.now(),
      };
    }
  });
}

export function shouldRevalidate({
  json,
  defaultShouldRevalidate,
}: {
  json?: unknown;
  defaultShouldRevalidate: boolean;
}) {
  // Presence refreshes change nothing on the page; saves refresh the versions list.
  if ((json as { intent?: string } | undefined)?.intent === 'presence') return false;
  return defaultShouldRevalidate;
}

export default function ContentStudio({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  const locale = useLocale();
  if (!loaderData.studio) {
    return (
      <>
        <h1>{t('admin.studio.editor')}</h1>
        <Notice type="error">{loaderData.error}</Notice>
      </>
    );
  }
  const { studio, editLocale, versions, compare, comparison, slotNames, restored } = loaderData;
  const time = (iso: string) =>
    new Date(iso).toLocaleString(locale, { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' });
  return (
    <>
      <title>
        {t('admin.meta.title', { page: t('admin.studio.title', { name: studio.document.name }) })}
      </title>
      <h1>{t('admin.studio.title', { name: studio.document.name })}</h1>
      <Form method="get" className="admin-filters studio-locale" aria-labelledby="studio-locale">
        <h2 id="studio-locale" className="visually-hidden">
          {t('admin.studio.editLocale')}
        </h2>
        <SelectField
          id="edit"
          name="edit"
          label={t('admin.studio.editLocale')}
          defaultValue={editLocale ?? ''}
        >
          <option value="">{t('admin.studio.everyLocale')}</option>
          {EDIT_LOCALES.map((code) => (
            <option key={code} value={code}>
              {code}
            </option>
          ))}
        </SelectField>
        <div className="actions">
          <button type="submit" className="button button-secondary">
            {t('admin.studio.switchLocale')}
          </button>
        </div>
      </Form>
      {restored ? <Notice type="success">{t('admin.studio.restored', { version: restored })}</Notice> : null}
      {actionData && 'ok' in actionData && 'message' in actionData ? (
        <Notice type={actionData.ok ? 'success' : 'error'}>{actionData.message}</Notice>
      ) : null}
      <Editor
        key={`${editLocale ?? ''}:${restored ?? ''}`}
        loaderData={loaderData}
        slotNames={slotNames}
        editLocale={editLocale}
      />
      <section aria-labelledby="studio-publishing" className="studio-versions">
        <h2 id="studio-publishing">{t('admin.studio.publishing')}</h2>
        {studio.document.publications.length === 0 ? (
          <p>{t('admin.studio.noPublications')}</p>
        ) : (
          <ul>
            {studio.document.publications.map((p) => (
              <li key={p.id}>
                {t('admin.studio.publicationLine', {
                  version: p.version,
                  locale: p.locale ?? t('admin.studio.everyLocale'),
                  from: time(p.publishAt),
                  until: p.unpublishAt ? time(p.unpublishAt) : t('admin.studio.noEnd'),
                })}
              </li>
            ))}
          </ul>
        )}
        <Form method="post" className="admin-filters" aria-labelledby="studio-publishing">
          <SelectField
            id="publish-locale"
            name="locale"
            label={t('admin.studio.publishLocale')}
            defaultValue=""
          >
            <option value="">{t('admin.studio.everyLocale')}</option>
            {EDIT_LOCALES.map((code) => (
              <option key={code} value={code}>
                {code}
              </option>
            ))}
          </SelectField>
          <Field id="publishAt" name="publishAt" type="datetime-local" label={t('admin.studio.publishAt')} />
          <Field
            id="unpublishAt"
            name="unpublishAt"
            type="datetime-local"
            label={t('admin.studio.unpublishAt')}
          />
          <div className="actions">
            <button type="submit" name="intent" value="publish" className="button button-primary">
              {t('admin.studio.publish')}
            </button>
            <button type="submit" name="intent" value="unpublish" className="button button-secondary">
              {t('admin.studio.unpublish')}
            </button>
          </div>
        </Form>
      </section>
      <section aria-labelledby="studio-versions" className="studio-versions">
        <h2 id="studio-versions">{t('admin.studio.versions')}</h2>
        <ol reversed>
          {versions.map((v) => (
            <li key={v.version}>
              {t('admin.studio.versionLine', { version: v.version, date: time(v.createdAt) })}
              {v.version !== studio.version ? (
                <Form method="post" className="inline-form">
                  <input type="hidden" name="intent" value="restore" />
                  <input type="hidden" name="version" value={v.version} />
                  <input type="hidden" name="baseVersion" value={studio.version} />
                  <button type="submit" className="button button-link">
                    {t('admin.studio.restore', { version: v.version })}
                  </button>
                </Form>
              ) : null}
            </li>
          ))}
        </ol>
        {versions.length > 1 ? (
          <Form method="get" className="admin-filters" aria-labelledby="studio-compare">
            <h3 id="studio-compare">{t('admin.studio.compare')}</h3>
            {editLocale ? <input type="hidden" name="edit" value={editLocale} /> : null}
            <SelectField
              id="from"
              name="from"
              label={t('admin.studio.from')}
              defaultValue={String(compare.from)}
            >
              {versions.map((v) => (
                <option key={v.version} value={v.version}>
                  {v.version}
                </option>
              ))}
            </SelectField>
            <SelectField id="to" name="to" label={t('admin.studio.to')} defaultValue={String(compare.to)}>
              {versions.map((v) => (
                <option key={v.version} value={v.version}>
                  {v.version}
                </option>
              ))}
            </SelectField>
            <div className="actions">
              <button type="submit" className="button button-secondary">
                {t('admin.studio.compare')}
              </button>
            </div>
          </Form>
        ) : null}
        {comparison ? <Comparison comparison={comparison} /> : null}
      </section>
    </>
  );
}

const shown = (value: unknown) => {
  if (value === undefined) return '';
  const text = typeof value === 'string' ? value : JSON.stringify(value);
  return text.length > 300 ? `${text.slice(0, 300)}…` : text;
};

function Comparison({
  comparison,
}: {
  comparison: {
    from: number;
    to: number;
    changes: { path: string; change: string; before?: unknown; after?: unknown }[];
  };
}) {
  const t = useT();
  const caption = t('admin.studio.comparison', { from: comparison.from, to: comparison.to });
  if (comparison.changes.length === 0) {
    return (
      <p role="status">
        {caption}: {t('admin.studio.noChanges')}
      </p>
    );
  }
  return (
    <table className="data-table studio-diff">
      <caption>{caption}</caption>
      <thead>
        <tr>
          <th scope="col">{t('admin.studio.field')}</th>
          <th scope="col">{t('admin.studio.change')}</th>
          <th scope="col">{t('admin.studio.before')}</th>
          <th scope="col">{t('admin.studio.after')}</th>
        </tr>
      </thead>
      <tbody>
        {comparison.changes.map((change) => (
          <tr key={change.path}>
            <th scope="row">
              <code>{change.path}</code>
            </th>
            <td>{t(`admin.studio.change.${change.change as 'added' | 'removed' | 'changed'}`)}</td>
            <td>{shown(change.before)}</td>
            <td>{shown(change.after)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

type LoadedData = Exclude<Route.ComponentProps['loaderData'], { studio: null }>;

type Status =
  | { kind: 'opened' }
  | { kind: 'unsaved' }
  | { kind: 'saving' }
  | { kind: 'saved'; version: number; savedAt: string }
  | { kind: 'refused'; message: string; conflict: boolean };

/** The editor with autosave (debounced, based on the version opened) and presence. */
function Editor({
  loaderData,
  slotNames,
  editLocale,
}: {
  loaderData: LoadedData;
  slotNames: readonly string[];
  editLocale: string | null;
}) {
  const t = useT();
  const hydrated = useHydrated();
  const [searchParams] = useSearchParams();
  const { studio } = loaderData;
  const save = useFetcher<SaveReply>();
  const presence = useFetcher<{ others: { name: string }[] }>();
  const baseVersion = useRef(studio.version);
  const pending = useRef<{
    fields: Record<string, unknown>;
    slots: Record<string, StudioBlockData[]>;
  } | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const [status, setStatus] = useState<Status>({ kind: 'opened' });
  const blocked = status.kind === 'refused' && status.conflict;

  const flush = useCallback(() => {
    clearTimeout(timer.current);
    if (!pending.current || save.state !== 'idle' || blocked) return;
    const change = pending.current;
    pending.current = null;
    setStatus({ kind: 'saving' });
    save.submit(
      {
        intent: 'save',
        baseVersion: baseVersion.current,
        locale: editLocale,
        ...change,
      } as unknown as SubmitTarget,
      { method: 'post', encType: 'application/json' },
    );
  }, [save, editLocale, blocked]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: each reply once
  useEffect(() => {
    const reply = save.data;
    if (!reply || save.state !== 'idle') return;
    if (reply.ok) {
      baseVersion.current = reply.version;
      setStatus({ kind: 'saved', version: reply.version, savedAt: reply.savedAt });
      // Changes made while saving go next.
      if (pending.current) timer.current = setTimeout(flush, AUTOSAVE_MS);
    } else {
      setStatus({ kind: 'refused', message: reply.message, conflict: reply.conflict });
    }
  }, [save.data, save.state]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: one interval while open
  useEffect(() => {
    const refresh = () =>
      presence.submit({ intent: 'presence' }, { method: 'post', encType: 'application/json' });
    const interval = setInterval(refresh, PRESENCE_MS);
    return () => clearInterval(interval);
  }, []);

  const onChange = useCallback(
    (change: { fields: Record<string, unknown>; slots: Record<string, StudioBlockData[]> }) => {
      const before = JSON.stringify(pending.current ?? null);
      if (before === JSON.stringify(change)) return;
      pending.current = change;
      if (blocked) return;
      setStatus((current) => (current.kind === 'saving' ? current : { kind: 'unsaved' }));
      clearTimeout(timer.current);
      timer.current = setTimeout(flush, AUTOSAVE_MS);
    },
    [flush, blocked],
  );

  const others = presence.data?.others ?? loaderData.others;
  const slotLabel = useCallback((slot: string) => t('admin.studio.slot', { slot }), [t]);
  const viewportLabels = useMemo(
    () => ({
      phone: t('admin.studio.phone'),
      tablet: t('admin.studio.tablet'),
      desktop: t('admin.studio.desktop'),
    }),
    [t],
  );
  const clock = (iso: string) => new Date(iso).toISOString().slice(11, 16);
  const statusText =
    status.kind === 'saving'
      ? t('admin.studio.saving')
      : status.kind === 'unsaved'
        ? t('admin.studio.unsaved')
        : status.kind === 'saved'
          ? t('admin.studio.savedAt', { time: `${clock(status.savedAt)} UTC`, version: status.version })
          : t('admin.studio.opened', { version: studio.version });

  const headerActions = (
    <>
      <output className="studio-status" aria-live="polite">
        {status.kind === 'refused' ? '' : statusText}
      </output>
      <button type="button" className="button button-primary" onClick={flush} disabled={blocked}>
        {t('admin.studio.save')}
      </button>
    </>
  );

  return (
    <section aria-label={t('admin.studio.editor')} className="studio">
      {others.length > 0 ? (
        <Notice type="info">
          {t('admin.studio.othersHere', {
            names: others.map((o) => o.name).join(', '),
            count: others.length,
          })}
        </Notice>
      ) : null}
      {status.kind === 'refused' ? (
        <Notice type="error">
          {status.message}{' '}
          {status.conflict ? (
            <a href={`/admin/content/studio/${studio.document.id}?${searchParams}`}>
              {t('admin.studio.reload')}
            </a>
          ) : null}
        </Notice>
      ) : null}
      <div className="studio-canvas">
        {hydrated ? (
          <Suspense fallback={<p>{statusText}</p>}>
            <StudioEditor
              documentType={studio.document.type as ContentType}
              fields={studio.fields}
              slots={studio.slots as Record<string, StudioBlockData[]>}
              slotNames={slotNames}
              rootFields={loaderData.rootFields}
              blockFields={loaderData.blockFields}
              blockDefaults={loaderData.blockDefaults}
              slotLabel={slotLabel}
              onChange={onChange}
              headerActions={headerActions}
              viewportLabels={viewportLabels}
              canvasTitle={t('admin.studio.canvas')}
            />
          </Suspense>
        ) : (
          <p>{statusText}</p>
        )}
      </div>
    </section>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <Forbidden error={error} />;
}
