export {
  type ArticleFacet,
  type ArticleQuery,
  type ArticleSearchResult,
  type ArticleSummary,
  JOURNAL_PATH,
  searchArticles,
} from './articles.ts';
export {
  articleSearch,
  type ContentRequest,
  childPages,
  fragment,
  type LiveEvent,
  liveEvent,
  popups,
  type Resolved,
  type RouteKind,
  routedDocument,
  showcase,
} from './delivery.ts';
export {
  type ContentActor,
  createDocument,
  documentExists,
  documentVersions,
  editorDocument,
  listDocuments,
  type PublicationRequest,
  publishDocument,
  unpublishDocument,
  updateDocument,
} from './editing.ts';
export { fieldsInLocale, type LocalizedFields } from './localize.ts';
export { isLiveAt, livePublication, nextBoundary, type PublicationWindow } from './publication.ts';
export {
  compareVersions,
  diffFields,
  leavePresence,
  PRESENCE_TTL_MS,
  restoreVersion,
  type StudioBlock,
  type StudioSave,
  saveStudio,
  studioDocument,
  touchPresence,
} from './studio.ts';
export { checkDocument } from './validation.ts';
