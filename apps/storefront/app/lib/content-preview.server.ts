import { type ContentType, PREVIEW_DOC_TYPES, PREVIEW_LIMITS, showcaseSchema } from '@ridgeline/contracts';
import { type AppLoadContext, data } from 'react-router';
import type { z } from 'zod';
import { translator } from './i18n.ts';
import { type Locale, siteOf } from './locale.ts';
import { OPERATOR_COOKIE, operatorTokenOf } from './operator-cookie.server.ts';

/** The preview tool's query (spec 3 section 2): docType, layoutVariant, limit (10, 20, 50) and page. */
export interface PreviewQuery {
  docType: ContentType | null;
  layoutVariant: string;
  limit: (typeof PREVIEW_LIMITS)[number];
  page: number;
}

export const DEFAULT_PREVIEW_LIMIT = 20;

/** The query of a preview URL; anything unknown falls back to the defaults (no doc type: nothing to show). */
export function previewQueryOf(url: URL): PreviewQuery {
  const docType = url.searchParams.get('docType') ?? '';
  const limit = Number(url.searchParams.get('limit'));
  const page = Number(url.searchParams.get('page'));
  return {
    docType: (PREVIEW_DOC_TYPES as readonly string[]).includes(docType) ? (docType as ContentType) : null,
    layoutVariant: (url.searchParams.get('layoutVariant') ?? '').slice(0, 100),
    limit: (PREVIEW_LIMITS as readonly number[]).includes(limit)
      ? (limit as PreviewQuery['limit'])
      : DEFAULT_PREVIEW_LIMIT,
    page: Number.isInteger(page) && page >= 0 && page <= 10_000 ? page : 0,
  };
}

export type Showcase = z.output<typeof showcaseSchema>;

/**
 * The documents of a type as the content service's preview shows them (`showcase`), asked for with the
 * operator's own session: the API decides whether they may (content:write), so a shopper's browser that
 * opens this page gets the API's 401 or 403, never content.
 */
export async function previewShowcase(
  request: Request,
  context: AppLoadContext,
  locale: Locale,
  query: PreviewQuery & { docType: ContentType },
): Promise<Showcase> {
  const t = translator(locale);
  // The page's error boundary has no translations of its own: the refusal comes worded.
  const refused = (status: 401 | 403) =>
    data({ message: t(status === 401 ? 'admin.preview.signIn' : 'admin.preview.forbidden') }, { status });
  const token = operatorTokenOf(request);
  if (!token) throw refused(401);
  const search = new URLSearchParams({
    locale,
    limit: String(query.limit),
    offset: String(query.page * query.limit),
  });
  if (query.layoutVariant) search.set('layoutVariant', query.layoutVariant);
  const response = await context.apiTransport({
    method: 'GET',
    path: `/api/preview/caas/v1/canvas/showcase/${siteOf(locale)}/${query.docType}?${search}`,
    headers: { accept: 'application/json', cookie: `${OPERATOR_COOKIE}=${token}` },
  });
  if (response.status === 401 || response.status === 403) throw refused(response.status);
  if (response.status !== 200) throw new Error(`content preview answered ${response.status}`);
  return showcaseSchema.parse(JSON.parse(response.body));
}
