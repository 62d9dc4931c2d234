import type { Readable } from 'node:stream';
import type { AdminCsvProblem, AdminCsvReport, CsvKind } from '@ridgeline/contracts';
import { translator } from '@ridgeline/contracts/messages/catalogue';
import { parse } from 'csv-parse/sync';
import { stringify } from 'csv-stringify';

/**
 * CSV for the back-office's bulk import and export (decision 071): csv-parse and csv-stringify read and
 * write the files (RFC 4180 quoting, a BOM from spreadsheets, streams for export); the modules that own
 * the tables check the rows and apply them.
 */

/** Most data rows an import takes in one file. */
export const MAX_IMPORT_ROWS = 50_000;
/** Most problems a report lists (it counts them all). */
export const MAX_REPORTED_PROBLEMS = 500;

export interface CsvRow {
  /** The line of the file it starts on (the header is line 1). */
  line: number;
  cells: Record<string, string>;
}

export type ProblemKey =
  | 'required'
  | 'missingColumn'
  | 'unknownColumn'
  | 'notCsv'
  | 'noRows'
  | 'tooManyRows'
  | 'wholeNumber'
  | 'notNegative'
  | 'amount'
  | 'saleBelowList'
  | 'unknownProduct'
  | 'unknownVariant'
  | 'unknownLocation'
  | 'unknownCurrency'
  | 'duplicate'
  | 'tooLong';

/** Collects a file's problems, each worded in the operator's language. */
export class CsvProblems {
  readonly list: AdminCsvProblem[] = [];
  count = 0;
  private readonly t: ReturnType<typeof translator>;

  constructor(locale: string) {
    this.t = translator(locale);
  }

  add(row: number, column: string, key: ProblemKey, values: Record<string, string | number> = {}): void {
    this.count++;
    if (this.list.length >= MAX_REPORTED_PROBLEMS) return;
    this.list.push({ row, column, message: this.t(`admin.csv.problem.${key}`, { column, ...values }) });
  }

  report(kind: CsvKind, rows: number, changes: number, applied: boolean): AdminCsvReport {
    return { kind, rows, changes, applied, problems: this.list, problemCount: this.count };
  }
}

/**
 * Reads a file with the given columns (in any order; `optional` ones may be absent). A file that is not
 * CSV, lacks a column, has one it does not know, has no rows or too many is a problem of line 1.
 */
export function readCsv(
  text: string,
  columns: { required: readonly string[]; optional?: readonly string[] },
  problems: CsvProblems,
): CsvRow[] {
  let records: { record: string[]; info: { lines: number } }[];
  try {
    records = parse(text, {
      bom: true,
      info: true,
      skip_empty_lines: true,
      relax_column_count: true,
    }) as unknown as { record: string[]; info: { lines: number } }[];
  } catch (error) {
    const line = Number((error as { lines?: number }).lines ?? 1);
    problems.add(line, '', 'notCsv', { detail: (error as Error).message });
    return [];
  }
  const [head, ...body] = records;
  if (!head) {
    problems.add(1, '', 'noRows');
    return [];
  }
  const header = head.record.map((name) => name.trim().toLowerCase());
  const known = new Set([...columns.required, ...(columns.optional ?? [])]);
  for (const name of columns.required) if (!header.includes(name)) problems.add(1, name, 'missingColumn');
  for (const name of header) if (!known.has(name)) problems.add(1, name, 'unknownColumn');
  if (body.length === 0) problems.add(1, '', 'noRows');
  if (body.length > MAX_IMPORT_ROWS) problems.add(1, '', 'tooManyRows', { max: MAX_IMPORT_ROWS });
  if (problems.count > 0) return [];
  return body.map(({ record, info }) => ({
    line: info.lines,
    cells: Object.fromEntries(header.map((name, i) => [name, record[i] ?? ''])),
  }));
}

/** A whole number cell, or a problem. */
export function wholeNumber(
  row: CsvRow,
  column: string,
  problems: CsvProblems,
  { min = 0 }: { min?: number } = {},
): number | null {
  const text = (row.cells[column] ?? '').trim();
  if (text === '') {
    problems.add(row.line, column, 'required');
    return null;
  }
  if (!/^-?\d{1,9}$/.test(text)) {
    problems.add(row.line, column, 'wholeNumber', { value: text });
    return null;
  }
  const value = Number(text);
  if (value < min) {
    problems.add(row.line, column, 'notNegative', { value: text });
    return null;
  }
  return value;
}

/** A price cell in major units with a dot ("59.99") as minor units, or a problem; '' is null when allowed. */
export function amountCell(
  row: CsvRow,
  column: string,
  problems: CsvProblems,
  optional = false,
): number | null {
  const text = (row.cells[column] ?? '').trim();
  if (text === '') {
    if (!optional) problems.add(row.line, column, 'required');
    return null;
  }
  const match = /^(\d{1,7})(?:\.(\d{1,2}))?$/.exec(text);
  if (!match || Number(text) <= 0) {
    problems.add(row.line, column, 'amount', { value: text });
    return null;
  }
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
}

/** Minor units as the file writes them ("59.99"). */
export const amountText = (minor: number | null): string =>
  minor === null ? '' : `${Math.floor(minor / 100)}.${String(minor % 100).padStart(2, '0')}`;

/** A CSV file streamed from batches of rows (the header first). */
export function csvStream(
  columns: readonly string[],
  batches: AsyncIterable<readonly (string | number | null)[][]>,
): Readable {
  const out = stringify({ header: true, columns: [...columns] });
  (async () => {
    try {
      for await (const batch of batches) {
        for (const record of batch) {
          if (!out.write(record.map((cell) => (cell === null ? '' : cell)))) {
            await new Promise((resolve) => out.once('drain', resolve));
          }
        }
      }
      out.end();
    } catch (error) {
      out.destroy(error as Error);
    }
  })();
  return out;
}
