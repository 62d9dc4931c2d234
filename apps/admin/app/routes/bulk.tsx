import { type AdminCsvReport, CSV_KINDS, type CsvKind, type Permission } from '@ridgeline/contracts';
import { InlineConfirm } from '@ridgeline/storefront/components/confirm-action.tsx';
import { FormNotice } from '@ridgeline/storefront/components/form.tsx';
import { formErrorReply } from '@ridgeline/storefront/lib/forms.server.ts';
import type { FormReply } from '@ridgeline/storefront/lib/forms.ts';
import { translator } from '@ridgeline/storefront/lib/i18n.ts';
import { Form, useNavigation, useRouteLoaderData } from 'react-router';
import { DataTable } from '../components/data-table.tsx';
import { Forbidden } from '../components/forbidden.tsx';
import { adminApi, signedIn } from '../lib/admin-api.server.ts';
import { type ShellData, useT } from '../lib/hooks.ts';
import { may } from '../lib/operator.ts';
import { refusalReply } from '../lib/refusals.server.ts';
import type { Route } from './+types/bulk';

/** The permission each file needs (the API checks it again). */
const ACCESS: Record<CsvKind, Permission> = {
  products: 'catalogue:write',
  prices: 'prices:write',
  stock: 'inventory:write',
};

interface ImportReply {
  report?: AdminCsvReport;
  /** The checked file, kept for the confirmation when it is clean. */
  csv?: string;
  fileName?: string;
}

/**
 * CSV import and export (decision 071). 'preview' checks every row and shows the report; a clean file is
 * then applied after a confirmation, all of it or nothing.
 */
export async function action({ request, context }: Route.ActionArgs): Promise<FormReply & ImportReply> {
  const api = adminApi(request, context);
  const t = translator(api.locale);
  const form = await request.formData();
  const intent = String(form.get('intent') ?? 'preview');
  const kind = String(form.get('kind') ?? '') as CsvKind;
  if (!(CSV_KINDS as readonly string[]).includes(kind)) return formErrorReply(t('error.generic'));
  let csv = '';
  let fileName = String(form.get('fileName') ?? '');
  if (intent === 'apply') csv = String(form.get('csv') ?? '');
  else {
    const file = form.get('file');
    if (file && typeof file !== 'string') {
      csv = await file.text();
      fileName = file.name;
    }
  }
  if (csv.trim() === '') return formErrorReply(t('admin.bulk.noFile'));
  return signedIn(request, async () => {
    try {
      const report = await api.call('importCsv', {
        params: { kind },
        body: { csv, apply: intent === 'apply' },
      });
      return {
        status: report.problemCount > 0 ? 'error' : 'success',
        at: Date.now(),
        report,
        ...(report.problemCount === 0 && !report.applied ? { csv, fileName } : {}),
      };
    } catch (error) {
      return refusalReply(error, t, []);
    }
  });
}

function Report({ report }: { report: AdminCsvReport }) {
  const t = useT();
  const failed = report.problemCount > 0;
  return (
    <section aria-labelledby="report-title">
      <h2 id="report-title">{t('admin.bulk.report')}</h2>
      <p
        className={`notice ${failed ? 'notice-error' : 'notice-success'}`}
        role={failed ? 'alert' : 'status'}
      >
        {failed
          ? t('admin.bulk.failed', { count: report.problemCount })
          : report.applied
            ? t('admin.bulk.applied', { changes: report.changes, rows: report.rows })
            : t('admin.bulk.clean', { rows: report.rows, changes: report.changes })}
      </p>
      {failed ? (
        <>
          <DataTable
            caption={t('admin.bulk.problemsCaption')}
            rows={report.problems}
            rowKey={(problem) => `${problem.row}:${problem.column}:${problem.message}`}
            empty=""
            columns={[
              { id: 'row', header: t('admin.bulk.row'), cell: (problem) => problem.row, numeric: true },
              { id: 'column', header: t('admin.bulk.column'), cell: (problem) => problem.column },
              { id: 'problem', header: t('admin.bulk.problem'), cell: (problem) => problem.message },
            ]}
          />
          {report.problemCount > report.problems.length ? (
            <p>{t('admin.bulk.more', { count: report.problemCount - report.problems.length })}</p>
          ) : null}
        </>
      ) : null}
    </section>
  );
}

export default function Bulk({ actionData }: Route.ComponentProps) {
  const t = useT();
  const shell = useRouteLoaderData('routes/shell') as ShellData | undefined;
  const operator = shell?.operator ?? { permissions: [] };
  const kinds = CSV_KINDS.filter((kind) => may(operator, ACCESS[kind]));
  const navigation = useNavigation();
  const working = navigation.state === 'submitting';
  const reply = actionData;
  const report = reply?.report;
  return (
    <>
      <title>{t('admin.meta.title', { page: t('admin.bulk.title') })}</title>
      <h1>{t('admin.bulk.title')}</h1>
      <section aria-labelledby="export-title">
        <h2 id="export-title">{t('admin.bulk.export')}</h2>
        <p>{t('admin.bulk.exportHint')}</p>
        <ul>
          {kinds.map((kind) => (
            <li key={kind}>
              <a href={`/admin/bulk/${kind}/export`} download>
                {t('admin.bulk.download', { kind: t(`admin.bulk.kind.${kind}`) })}
              </a>
            </li>
          ))}
        </ul>
      </section>
      <Form
        method="post"
        encType="multipart/form-data"
        className="admin-filters"
        aria-labelledby="import-title"
      >
        <h2 id="import-title">{t('admin.bulk.import')}</h2>
        <p>{t('admin.bulk.importHint')}</p>
        <input type="hidden" name="intent" value="preview" />
        <div className="field">
          <label htmlFor="kind">{t('admin.bulk.fileKind')}</label>
          <select id="kind" name="kind" defaultValue={report?.kind ?? kinds[0]}>
            {kinds.map((kind) => (
              <option key={kind} value={kind}>
                {t(`admin.bulk.kind.${kind}`)}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor="file">{t('admin.bulk.file')}</label>
          <input id="file" name="file" type="file" accept=".csv,text/csv" required />
        </div>
        <div className="actions">
          <button type="submit" className="button button-primary" disabled={working}>
            {t('admin.bulk.preview')}
          </button>
        </div>
      </Form>
      <p role="status" aria-live="polite">
        {working ? t('admin.bulk.working') : ''}
      </p>
      {report ? null : <FormNotice reply={reply} />}
      {report ? <Report report={report} /> : null}
      {report && reply?.csv ? (
        report.changes > 0 ? (
          <InlineConfirm
            question={t('admin.bulk.confirmApply', { count: report.changes, file: reply.fileName ?? '' })}
            confirmLabel={t('admin.bulk.apply')}
            cancelLabel={t('admin.cancel')}
            cancelHref="/bulk"
            fields={{ intent: 'apply', kind: report.kind, csv: reply.csv, fileName: reply.fileName ?? '' }}
          />
        ) : null
      ) : null}
    </>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <Forbidden error={error} />;
}
