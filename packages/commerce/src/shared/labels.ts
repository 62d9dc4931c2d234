import { hasMessage, translator } from '@ridgeline/contracts/messages/catalogue';

/**
 * The catalogue's label for a key built from data (a badge id, a shipping code, a detail name) in the locale's
 * language; `fallback` when the catalogue has no such label (new data keeps showing its own text).
 */
export function labelOf(locale: string, key: string, fallback: string): string {
  return hasMessage(key) ? translator(locale)(key) : fallback;
}
