import { Fragment, type ReactNode } from 'react';
import type { MessageKey } from '../lib/i18n.ts';
import type { Translate } from '../lib/translate.ts';

const MARK = '\u0001';

/**
 * A message whose `{name}` placeholders are links (or any element): the sentence is translated whole, so each
 * language orders it as it needs, and the elements are put in where their placeholders landed.
 */
export function LinkedMessage({
  t,
  id,
  parts,
}: {
  t: Translate;
  id: MessageKey;
  parts: Record<string, ReactNode>;
}) {
  const marks = Object.fromEntries(Object.keys(parts).map((name) => [name, `${MARK}${name}${MARK}`]));
  const pieces = t(id, marks).split(MARK);
  // Odd pieces are the placeholders' names, even pieces the text between them.
  return pieces.map((piece, index) => (
    // biome-ignore lint/suspicious/noArrayIndexKey: the pieces of one fixed sentence never reorder
    <Fragment key={index}>{index % 2 === 1 ? (parts[piece] ?? piece) : piece}</Fragment>
  ));
}
