import { z } from 'zod';
import { CSV_KINDS, STOCK_REASONS } from './inventory-words.ts';

export {
  CSV_KINDS,
  type CsvKind,
  ONLINE_LOCATION,
  STOCK_REASONS,
  type StockReason,
} from './inventory-words.ts';

/**
 * The back-office's inventory and bulk edits (decision 071), under /api/admin/v1/inventory and
 * /api/admin/v1/bulk: stock per location, adjustments with a reason and their history, low stock, holds,
 * CSV import and export of products, prices and stock, and bulk price edits.
 */

const pageQuery = {
  start: z.coerce.number().int().min(0).max(100_000).default(0),
  pageSize: z.coerce.number().int().min(1).max(100).default(25),
};
const pageFields = { start: z.number().int(), pageSize: z.number().int(), hasMore: z.boolean() };

const upc = z
  .string()
  .trim()
  .regex(/^\d{6,14}$/, 'must be a UPC (6 to 14 digits)');
const location = z.string().trim().min(1, 'must name a location').max(40);

export const adminStockQuerySchema = z.object({
  /** A master or colour product id, or a UPC. */
  q: z.string().trim().min(1, 'must name a product or a UPC').max(40),
});

export const adminStockLevelSchema = z.object({
  location: z.string(),
  /** The store's name; null for online. */
  name: z.string().nullable(),
  quantity: z.number().int(),
});

export const adminStockVariantSchema = z.object({
  upc: z.string(),
  productId: z.string(),
  colorId: z.string(),
  name: z.string(),
  color: z.string(),
  size: z.string(),
  online: z.number().int(),
  /** Online units carts hold right now (reserved, not yet sold). */
  held: z.number().int(),
  /** Online units a shopper can still buy. */
  available: z.number().int(),
  stores: z.array(adminStockLevelSchema),
});
export type AdminStockVariant = z.infer<typeof adminStockVariantSchema>;

export const adminStockListSchema = z.object({ items: z.array(adminStockVariantSchema) });

export const adminStockAdjustmentRequestSchema = z
  .object({
    lines: z
      .array(z.object({ upc, location }).strict())
      .min(1, 'must name at least one variant')
      .max(500, 'must name at most 500 variants'),
    /** 'add': change by `amount` (negative takes units away); 'set': the count becomes `amount`. */
    mode: z.enum(['add', 'set']),
    amount: z.coerce.number().int('must be a whole number').min(-100_000).max(100_000),
    reason: z.enum(STOCK_REASONS),
    note: z.string().trim().max(500).optional(),
  })
  .strict()
  .refine((body) => body.mode === 'set' || body.amount !== 0, {
    path: ['amount'],
    message: 'must not be zero',
  })
  .refine((body) => body.mode === 'add' || body.amount >= 0, {
    path: ['amount'],
    message: 'must not be negative',
  });
export type AdminStockAdjustmentRequest = z.infer<typeof adminStockAdjustmentRequestSchema>;

export const adminStockAdjustmentSchema = z.object({
  id: z.string(),
  upc: z.string(),
  location: z.string(),
  reason: z.string(),
  note: z.string().nullable(),
  before: z.number().int(),
  after: z.number().int(),
  actorType: z.string(),
  actorId: z.string(),
  /** The operator's name when an operator made it. */
  actorName: z.string().nullable(),
  createdAt: z.string(),
});
export type AdminStockAdjustment = z.infer<typeof adminStockAdjustmentSchema>;

export const adminStockAdjustmentResultSchema = z.object({
  adjustments: z.array(adminStockAdjustmentSchema),
});

export const adminStockHistoryQuerySchema = z.object({
  upc: upc.optional(),
  ...pageQuery,
});
export const adminStockHistoryPageSchema = z.object({
  items: z.array(adminStockAdjustmentSchema),
  ...pageFields,
});

export const adminLowStockQuerySchema = z.object({
  threshold: z.coerce.number().int().min(0).max(10_000).default(3),
  ...pageQuery,
});
export const adminLowStockItemSchema = z.object({
  upc: z.string(),
  productId: z.string(),
  name: z.string(),
  color: z.string(),
  size: z.string(),
  quantity: z.number().int(),
});
export const adminLowStockPageSchema = z.object({
  threshold: z.number().int(),
  items: z.array(adminLowStockItemSchema),
  ...pageFields,
});

export const adminStockHoldSchema = z.object({
  upc: z.string(),
  name: z.string(),
  /** The cart's id, shortened: enough to tell holds apart, not to act on the cart. */
  cart: z.string(),
  qty: z.number().int(),
  expiresAt: z.string(),
});
export const adminStockHoldsSchema = z.object({ items: z.array(adminStockHoldSchema) });

export const adminCsvImportRequestSchema = z
  .object({
    /** The file's text (UTF-8, comma separated, a header row first). */
    csv: z.string().min(1, 'must not be empty').max(8_000_000, 'must be at most 8 MB'),
    /** false: check every row and report, change nothing (the preview); true: apply when every row is good. */
    apply: z.boolean().default(false),
  })
  .strict();

export const adminCsvProblemSchema = z.object({
  /** The line of the file (the header is line 1). */
  row: z.number().int(),
  column: z.string(),
  message: z.string(),
});
export type AdminCsvProblem = z.infer<typeof adminCsvProblemSchema>;

export const adminCsvReportSchema = z.object({
  kind: z.enum(CSV_KINDS),
  /** Data rows read (the header not counted). */
  rows: z.number().int(),
  /** Rows that would change something (the preview) or did (applied). */
  changes: z.number().int(),
  applied: z.boolean(),
  /** The first 500 problems; `problemCount` says how many there are in all. */
  problems: z.array(adminCsvProblemSchema),
  problemCount: z.number().int(),
});
export type AdminCsvReport = z.infer<typeof adminCsvReportSchema>;

export const adminPriceListQuerySchema = z.object({
  q: z.string().trim().max(80).optional(),
  currency: z.enum(['USD', 'CAD', 'GBP', 'EUR']).default('USD'),
  ...pageQuery,
});
export const adminPriceRowSchema = z.object({
  productId: z.string(),
  name: z.string(),
  currency: z.string(),
  listAmount: z.number().int(),
  saleAmount: z.number().int().nullable(),
});
export type AdminPriceRow = z.infer<typeof adminPriceRowSchema>;
export const adminPricePageSchema = z.object({ items: z.array(adminPriceRowSchema), ...pageFields });

export const adminBulkPriceRequestSchema = z
  .object({
    productIds: z
      .array(z.string().trim().min(1).max(20))
      .min(1, 'must name at least one product')
      .max(500, 'must name at most 500 products'),
    currency: z.enum(['USD', 'CAD', 'GBP', 'EUR']),
    /** In minor units (cents). */
    listAmount: z.coerce.number().int('must be a whole number of cents').min(1).max(10_000_000),
    /** In minor units; null ends a sale. Must be below the list price. */
    saleAmount: z.coerce.number().int().min(1).max(10_000_000).nullable().default(null),
  })
  .strict()
  .refine((body) => body.saleAmount === null || body.saleAmount < body.listAmount, {
    path: ['saleAmount'],
    message: 'must be below the list price',
  });
export const adminBulkPriceResultSchema = z.object({ updated: z.number().int() });
