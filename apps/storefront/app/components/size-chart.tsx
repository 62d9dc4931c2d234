import type { SizeChartResponse } from '@ridgeline/contracts';
import { Link, useFetcher } from 'react-router';
import { useLocale, useT } from '../lib/hooks.ts';
import { Dialog, DialogState, useDialog } from './dialog.tsx';

export function SizeChartTables({ chart }: { chart: SizeChartResponse }) {
  return (
    <div className="size-chart">
      <p>{chart.howToMeasure}</p>
      {chart.sections.map((section) => (
        <section key={section.id} className="size-chart-section" aria-labelledby={`size-chart-${section.id}`}>
          <h3 id={`size-chart-${section.id}`}>{section.label}</h3>
          <div className="table-scroll">
            <table className="data-table">
              <thead>
                <tr>
                  <th scope="col">{section.sizeLabel}</th>
                  {section.columns.map((column) => (
                    <th key={column.id} scope="col">
                      {column.label}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {section.rows.map((row) => (
                  <tr key={row.size}>
                    <th scope="row">{row.size}</th>
                    {row.cells.map((cell, index) => (
                      <td key={section.columns[index]?.id ?? index}>{cell}</td>
                    ))}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </section>
      ))}
    </div>
  );
}

/** "Size chart" link next to the size selector: a page without JavaScript, a dialog with it. */
export function SizeChartLink({ productType, backPath }: { productType: string; backPath: string }) {
  const t = useT();
  const locale = useLocale();
  const dialog = useDialog();
  const fetcher = useFetcher<{ chart: SizeChartResponse | null }>();
  const path = `/${locale}/size-chart/${encodeURIComponent(productType)}`;
  const chart = fetcher.data?.chart;
  return (
    <>
      <Link
        to={`${path}?back=${encodeURIComponent(backPath)}`}
        className="text-link"
        aria-haspopup="dialog"
        onClick={(event) => {
          event.preventDefault();
          dialog.open();
          if (!chart) fetcher.load(path);
        }}
      >
        {t('discovery.sizeChart.link')}
      </Link>
      <Dialog
        id="size-chart-dialog"
        title={chart?.title ?? t('discovery.sizeChart.link')}
        dialogRef={dialog.ref}
      >
        <DialogState
          state={fetcher.state === 'idle' && fetcher.data === undefined ? 'loading' : fetcher.state}
          failed={fetcher.data !== undefined && !chart}
        >
          {chart ? <SizeChartTables chart={chart} /> : null}
        </DialogState>
      </Dialog>
    </>
  );
}
