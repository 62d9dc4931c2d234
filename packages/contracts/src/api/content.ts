import { z } from 'zod';
import { LOCALES, type Locale, SITES } from '../sites.ts';
import { contentTypeSchema, FIXED_PAGES } from './content-blocks.ts';
import { PREVIEW_LIMITS } from './content-types.ts';

export { PREVIEW_LIMITS } from './content-types.ts';

/** The content service (spec 3 section 7) and the editors' API (decision 067). */

const SITE_IDS = SITES.map((site) => site.id) as [string, ...string[]];
export const contentSiteIdSchema = z.enum(SITE_IDS);
export const contentModeSchema = z.enum(['live', 'preview']);
export const fixedPageSchema = z.enum(FIXED_PAGES);

const slug = z.string().regex(/^[a-z0-9][a-z0-9-]{0,119}$/, 'must be a lowercase slug');
const key = z.string().regex(/^[A-Za-z0-9][A-Za-z0-9_-]{0,63}$/, 'must be letters, digits, - or _');
const booleanText = z.enum(['true', 'false']);

/** Preview date header of the content service (an ISO date-time, like the previewDateTime parameter). */
export const PREVIEW_DATE_HEADER = 'x-preview-date-time';

/** Page-content query parameters of spec 3 section 2, plus removeNulls (section 7). */
export const contentQuerySchema = z.object({
  /** The locale's path segment, e.g. /fr-ca (the locale parameter works too). */
  localePath: z
    .string()
    .regex(/^\/?[a-z]{2}-[a-z]{2}\/?$/, 'must be a locale path such as /en-us')
    .optional(),
  locale: z.enum(LOCALES as [Locale, ...Locale[]]).optional(),
  siteId: contentSiteIdSchema.optional(),
  preview: booleanText.optional(),
  previewDateTime: z.iso.datetime({ offset: true, message: 'must be an ISO date-time' }).optional(),
  p13n_testcontext: z.string().max(2000).optional(),
  leadSource: z.string().max(200).optional(),
  storeNum: z
    .string()
    .regex(/^\d{1,10}$/, 'must be a store number')
    .optional(),
  enrollment_marketing_source: z.string().max(200).optional(),
  referral_code: z.string().max(64).optional(),
  consumerId: z.string().max(128).optional(),
  email: z.string().max(254).optional(),
  /** true: null values are left out of the answer (a reference not published at the time is null). */
  removeNulls: booleanText.default('false'),
});
export type ContentQuery = z.infer<typeof contentQuerySchema>;

export const showcaseQuerySchema = contentQuerySchema.extend({
  layoutVariant: z.string().max(100).optional(),
  limit: z.coerce
    .number()
    .int()
    .refine((n) => (PREVIEW_LIMITS as readonly number[]).includes(n), 'must be 10, 20 or 50')
    .default(20),
  offset: z.coerce.number().int().min(0).max(100_000).default(0),
});

/** A repeated query parameter (tagId=a&tagId=b): always a list after parsing. */
const tagIds = z
  .union([key.transform((id) => [id]), z.array(key).max(30, 'must have at most 30 tags')])
  .default([]);

/** The article search (spec 3 section 7, decision 076): tags (any of them), offset and limit. */
export const articleSearchQuerySchema = contentQuerySchema.extend({
  tagId: tagIds,
  /** The grid's fixed scope (its initialQueryNotFiltered): articles with any of these tags. */
  scopeTagId: tagIds,
  slug: slug.optional(),
  exclude: z.string().uuid('must be a content document id').optional(),
  offset: z.coerce.number().int().min(0).max(100_000).default(0),
  limit: z.coerce.number().int().min(1, 'must be at least 1').max(48, 'must be at most 48').default(12),
});
export type ArticleSearchQuery = z.input<typeof articleSearchQuerySchema>;

const articleTagSchema = z.object({ id: z.string(), label: z.string() });
export const articleSummarySchema = z.object({
  id: z.string(),
  slug: z.string(),
  url: z.string(),
  title: z.string(),
  eyebrow: z.string().nullable(),
  picture: z.object({ url: z.string(), alt: z.string() }).nullable(),
  publishedOn: z.string().nullable(),
  tags: z.array(articleTagSchema),
});
export type ArticleSummary = z.infer<typeof articleSummarySchema>;
export const articleSearchSchema = z.object({
  result: z.array(articleSummarySchema),
  facets: z.array(articleTagSchema.extend({ count: z.number().int() })),
  numFound: z.number().int(),
  offset: z.number().int(),
  limit: z.number().int(),
});
export type ArticleSearch = z.infer<typeof articleSearchSchema>;

export const contentParams = {
  mode: z.object({ mode: contentModeSchema }),
  site: z.object({ mode: contentModeSchema, siteId: contentSiteIdSchema }),
  fixed: z.object({ mode: contentModeSchema, fixedPage: fixedPageSchema, siteId: contentSiteIdSchema }),
  page: z.object({ mode: contentModeSchema, siteId: contentSiteIdSchema, page: slug }),
  category: z.object({
    mode: contentModeSchema,
    siteId: contentSiteIdSchema,
    categoryId: z.string().regex(/^\d{4,10}$/, 'must be 4 to 10 digits'),
  }),
  product: z.object({
    mode: contentModeSchema,
    siteId: contentSiteIdSchema,
    productId: z.string().regex(/^[A-Z0-9]{8,14}$/, 'must be 8 to 14 uppercase letters or digits'),
  }),
  search: z.object({ mode: contentModeSchema, siteId: contentSiteIdSchema, searchType: key }),
  children: z.object({ mode: contentModeSchema, siteId: contentSiteIdSchema, parentPageSlug: slug }),
  fragment: z.object({
    mode: contentModeSchema,
    fragmentId: z.string().uuid('must be a content document id'),
  }),
  showcase: z.object({ mode: contentModeSchema, siteId: contentSiteIdSchema, docType: contentTypeSchema }),
};

/** A document as published at the time asked for, in the locale asked for. */
export const contentDocumentSchema = z.object({
  id: z.string(),
  type: z.string(),
  name: z.string(),
  siteId: z.string().nullable(),
  route: z.object({ kind: z.string(), key: z.string(), parentSlug: z.string().nullable() }).nullable(),
  layoutVariant: z.string().nullable(),
  version: z.number().int(),
  locale: z.string(),
  modificationDate: z.string(),
  fields: z.record(z.string(), z.unknown()),
});
export type ContentDocument = z.infer<typeof contentDocumentSchema>;

/** An augmented page: its slots' references replaced by the documents (null when not published then). */
export const augmentedPageSchema = contentDocumentSchema.extend({
  slots: z.record(z.string(), z.array(z.unknown())),
});

export const contentListSchema = z.object({ items: z.array(contentDocumentSchema) });

export const showcaseSchema = z.object({
  docType: z.string(),
  layoutVariant: z.string().nullable(),
  limit: z.number().int(),
  offset: z.number().int(),
  total: z.number().int(),
  results: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      referrersCount: z.number().int(),
      modificationDate: z.string(),
      document: contentDocumentSchema,
    }),
  ),
});

// ------------------------------------------------------------------------------------------------
// Editors' API (/api/admin/v1/content, content:write)
// ------------------------------------------------------------------------------------------------
export const CONTENT_ROUTE_KINDS = [
  'page',
  'fixed',
  'category',
  'product',
  'search',
  'footer',
  'menu',
] as const;
export type ContentRouteKind = (typeof CONTENT_ROUTE_KINDS)[number];

export const contentRouteSchema = z.object({
  kind: z.enum(CONTENT_ROUTE_KINDS),
  /** Page slug, fixed page, category id, product id or search type; none for footer and menu. */
  key: z.string().max(120).default(''),
  parentSlug: slug.optional(),
});

/** Per-locale (en-us) or per-language (fr) overrides of top-level fields, checked merged over the fields. */
export const localizedFieldsSchema = z.record(
  z.string().regex(/^[a-z]{2}(-[a-z]{2})?$/, 'must be a locale (fr-ca) or a language (fr)'),
  z.record(z.string(), z.unknown()),
);

export const createContentRequestSchema = z.object({
  type: contentTypeSchema,
  siteId: contentSiteIdSchema.nullable().default(null),
  route: contentRouteSchema.nullable().default(null),
  layoutVariant: z.string().max(100).nullable().default(null),
  fields: z.record(z.string(), z.unknown()),
  localized: localizedFieldsSchema.default({}),
});
export type CreateContentRequest = z.infer<typeof createContentRequestSchema>;

export const updateContentRequestSchema = z.object({
  /**
   * The version this save was based on (the page studio sends it, decision 100): when someone saved a
   * later one meanwhile, the save is refused (CNT412) instead of overwriting it.
   */
  baseVersion: z.number().int().min(1).optional(),
  layoutVariant: z.string().max(100).nullable().optional(),
  fields: z.record(z.string(), z.unknown()),
  localized: localizedFieldsSchema.default({}),
});
export type UpdateContentRequest = z.infer<typeof updateContentRequestSchema>;

const instant = z.iso.datetime({ offset: true, message: 'must be an ISO date-time' });
const publicationLocale = z
  .string()
  .regex(/^[a-z]{2}(-[a-z]{2})?$/, 'must be a locale (fr-ca) or a language (fr)')
  .optional();
export const publishContentRequestSchema = z.object({
  /** The latest version when absent. */
  version: z.number().int().min(1).optional(),
  unpublishAt: instant.optional(),
  /** Publish for this locale or language only (decision 100); every locale when absent. */
  locale: publicationLocale,
});
export const scheduleContentRequestSchema = publishContentRequestSchema.extend({ publishAt: instant });
export const unpublishContentRequestSchema = z.object({
  at: instant.optional(),
  /** End only this locale's or language's publications (decision 100). */
  locale: publicationLocale,
});

export const contentDocumentParamsSchema = z.object({
  documentId: z.string().uuid('must be a content document id'),
});
export const contentListQuerySchema = z.object({
  type: contentTypeSchema.optional(),
  /** Part of the name, any case (the back-office's document list, decision 100). */
  q: z.string().trim().max(100).optional(),
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(25),
});

export const contentPublicationSchema = z.object({
  id: z.string(),
  version: z.number().int(),
  publishAt: z.string(),
  unpublishAt: z.string().nullable(),
  /** null: every locale. */
  locale: z.string().nullable(),
  createdAt: z.string(),
});
export const contentVersionSchema = z.object({
  version: z.number().int(),
  fields: z.record(z.string(), z.unknown()),
  localized: z.record(z.string(), z.record(z.string(), z.unknown())),
  createdBy: z.string(),
  createdAt: z.string(),
});
export const editorDocumentSchema = z.object({
  id: z.string(),
  type: z.string(),
  name: z.string(),
  siteId: z.string().nullable(),
  route: z.object({ kind: z.string(), key: z.string(), parentSlug: z.string().nullable() }).nullable(),
  layoutVariant: z.string().nullable(),
  latestVersion: z.number().int(),
  referrersCount: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
  publications: z.array(contentPublicationSchema),
});
export type EditorDocument = z.infer<typeof editorDocumentSchema>;
export const editorDocumentListSchema = z.object({
  items: z.array(editorDocumentSchema),
  page: z.number().int(),
  pageSize: z.number().int(),
  total: z.number().int(),
});
export const contentVersionListSchema = z.object({ items: z.array(contentVersionSchema) });

// ------------------------------------------------------------------------------------------------
// The page studio (decision 100): restore, compare, presence
// ------------------------------------------------------------------------------------------------
export const contentVersionParamsSchema = contentDocumentParamsSchema.extend({
  version: z.coerce.number().int().min(1, 'must be a version number'),
});
export const restoreContentRequestSchema = z.object({
  /** The version the editor was looking at: refused (CNT412) when someone saved a later one. */
  baseVersion: z.number().int().min(1),
});
export const compareContentQuerySchema = z.object({
  from: z.coerce.number().int().min(1, 'must be a version number'),
  to: z.coerce.number().int().min(1, 'must be a version number'),
});
export const contentFieldChangeSchema = z.object({
  /** Where the change is: `title`, `slots.main[2]`, `localized.fr.title`. */
  path: z.string(),
  change: z.enum(['added', 'removed', 'changed']),
  before: z.unknown().optional(),
  after: z.unknown().optional(),
});
export type ContentFieldChange = z.infer<typeof contentFieldChangeSchema>;
export const contentComparisonSchema = z.object({
  from: z.number().int(),
  to: z.number().int(),
  changes: z.array(contentFieldChangeSchema),
});
export const contentPresenceSchema = z.object({
  /** The other editors who have the document open now (seen in the last minute). */
  others: z.array(z.object({ operatorId: z.string(), name: z.string(), seenAt: z.string() })),
});

const studioLocaleSchema = z
  .string()
  .regex(/^[a-z]{2}(-[a-z]{2})?$/, 'must be a locale (fr-ca) or a language (fr)')
  .nullable();
export const studioQuerySchema = z.object({
  /** The locale (or language) the studio edits; absent: the document's own fields. */
  editLocale: studioLocaleSchema.optional(),
});
export const studioBlockSchema = z.object({
  documentId: z.string().uuid('must be a content document id'),
  type: contentTypeSchema,
  fields: z.record(z.string(), z.unknown()),
});
export const studioDocumentSchema = z.object({
  document: editorDocumentSchema,
  version: z.number().int(),
  locale: z.string().nullable(),
  fields: z.record(z.string(), z.unknown()),
  slots: z.record(z.string(), z.array(studioBlockSchema)),
});
export type StudioDocument = z.infer<typeof studioDocumentSchema>;
export const studioSaveRequestSchema = z.object({
  /** The page's version the editor started from: CNT412 when someone saved a later one. */
  baseVersion: z.number().int().min(1),
  locale: studioLocaleSchema.default(null),
  fields: z.record(z.string(), z.unknown()),
  /** Each slot's blocks in order; a block with a new documentId is created. */
  slots: z.record(z.string().regex(/^[a-z0-9-]{1,40}$/), z.array(studioBlockSchema).max(50)).default({}),
});
export type StudioSaveRequest = z.infer<typeof studioSaveRequestSchema>;
