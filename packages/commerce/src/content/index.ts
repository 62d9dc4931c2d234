export {
  type ContentRequest,
  childPages,
  fragment,
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
