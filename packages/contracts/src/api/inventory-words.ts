// No zod here: the back-office's browser code lists these in its forms (decision 071).

/** Where units are: 'online' (the one warehouse every site sells from) or a store's id. */
export const ONLINE_LOCATION = 'online';

/** Why an operator changes a count; 'import' is what a stock CSV records. */
export const STOCK_REASONS = ['received', 'damaged', 'correction', 'count', 'returned', 'lost'] as const;
export type StockReason = (typeof STOCK_REASONS)[number] | 'import';

/** What a CSV file holds. */
export const CSV_KINDS = ['products', 'prices', 'stock'] as const;
export type CsvKind = (typeof CSV_KINDS)[number];
