import type { Api } from '../../../lib/api.server.ts';
import { contentPage, fixedPageContent } from '../../../lib/content-api.server.ts';
import { modalHashes } from './modals.ts';
import { personalize } from './personalize.server.ts';

export type AugmentedPage = NonNullable<Awaited<ReturnType<typeof contentPage>>>;

/** At most this many modal pages are loaded with one page (a page links to one or two in practice). */
const MODAL_LIMIT = 4;

export interface ContentModal {
  hash: string;
  page: AugmentedPage;
}

/** The spec's modal fixed pages (spec 3 section 2): `#sign-in-modal` reads `sign-in-modal/{siteId}`. */
const MODAL_FIXED_PAGES = ['sign-in-modal', 'sign-up-modal', 'loyalty-modal'] as const;
type ModalFixedPage = (typeof MODAL_FIXED_PAGES)[number];
const isModalFixedPage = (hash: string): hash is ModalFixedPage =>
  (MODAL_FIXED_PAGES as readonly string[]).includes(hash);

/**
 * The modal pages a content tree's targets open (`#slug` or `?query#slug` naming a published content page,
 * or one of the modal fixed pages): loaded with the page and rendered as closed dialogs, so a CTA opens its
 * modal without a round trip.
 */
export async function modalPagesOf(api: Api, request: Request, content: unknown): Promise<ContentModal[]> {
  const hashes = modalHashes(content).slice(0, MODAL_LIMIT);
  const pages = await Promise.all(
    hashes.map(async (hash) => {
      const read = isModalFixedPage(hash) ? fixedPageContent(api, hash) : contentPage(api, hash);
      const page = await read.catch(() => null);
      return page ? { hash, page: await personalize(api, request, page) } : null;
    }),
  );
  return pages.filter((modal) => modal !== null);
}

/** A content page by slug for this visitor (segmentations decided), with the modal pages it links to. */
export async function loadContentPage(api: Api, request: Request, slug: string) {
  const page = await contentPage(api, slug);
  if (!page) return null;
  const [personalized, modals] = await Promise.all([
    personalize(api, request, page),
    modalPagesOf(api, request, page),
  ]);
  return { page: personalized, modals };
}

/** Category or product slots for this visitor, with their modal pages. */
export async function withModals(api: Api, request: Request, page: AugmentedPage | null) {
  if (!page) return { page: null, modals: [] };
  const [personalized, modals] = await Promise.all([
    personalize(api, request, page),
    modalPagesOf(api, request, page),
  ]);
  return { page: personalized, modals };
}

/**
 * The content slots of a catalogue page (category landing, product): read beside the page's own data; a
 * failure is logged and the page shows without them.
 */
export function slotsContent(api: Api, request: Request, read: Promise<AugmentedPage | null>, what: string) {
  return read
    .then((page) => withModals(api, request, page))
    .catch((error: unknown) => {
      console.error(`${what} content could not be read`, error);
      return { page: null, modals: [] as ContentModal[] };
    });
}
