import type { ContentDocument, ContentFields, ContentType } from '@ridgeline/contracts';
import type { ReactNode } from 'react';

/**
 * A content document rendered as a block. Its fields were checked against its type's schema when it was
 * saved (defaults filled in), so they are typed by that schema here. Where the schema has a reference
 * (`{ documentId }`), the content service has put the referenced document instead; `referencedBlock` reads it.
 */
export interface Block<T extends ContentType = ContentType> {
  id: string;
  type: T;
  name: string;
  layoutVariant: string | null;
  fields: ContentFields<T>;
}

export interface BlockProps<T extends ContentType = ContentType> {
  block: Block<T>;
  /** The block's place on the page, 0 first: the first blocks are above the fold (images load eagerly). */
  position: number;
}

export type BlockComponent<T extends ContentType> = (props: BlockProps<T>) => ReactNode;

/** Components by block type; each group of blocks (blocks/*.tsx) exports one of these. */
export type BlockComponents = { [T in ContentType]?: BlockComponent<T> };

function isDocument(value: unknown): value is ContentDocument {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as ContentDocument).type === 'string' &&
    typeof (value as ContentDocument).fields === 'object'
  );
}

/** A content document as a block of its type; null for anything else (an unpublished reference). */
export function asBlock(value: unknown): Block | null {
  if (!isDocument(value)) return null;
  return {
    id: value.id,
    type: value.type as ContentType,
    name: value.name,
    layoutVariant: value.layoutVariant,
    fields: value.fields as ContentFields<ContentType>,
  };
}

/** The document a reference field points to, as a block, when the content service expanded it. */
export function referencedBlock<T extends ContentType>(reference: unknown, type?: T): Block<T> | null {
  const block = asBlock(reference);
  if (!block || (type && block.type !== type)) return null;
  return block as Block<T>;
}

/** The blocks of a list of references (a page slot, a collection's cards), in order, unpublished ones left out. */
export function referencedBlocks(references: readonly unknown[] | undefined): Block[] {
  return (references ?? []).map((reference) => asBlock(reference)).filter((block) => block !== null);
}
