import { type CompiledMessage, compileMessageOrThrow } from '@lingui/message-utils/compileMessage';

/** Turns a message's letters into look-alikes and marks its ends, so untranslated text stands out. */
const PSEUDO: Record<string, string> = Object.fromEntries(
  [...'aeiouyAEIOUYcnCNsz'].map((letter, index) => [letter, [...'àéîöüýÀÉÎÖÜÝçñÇÑšž'][index] as string]),
);

function pseudoText(text: string): string {
  return text.replace(/[a-zA-Z]/g, (letter) => PSEUDO[letter] ?? letter);
}

/**
 * Compiles one ICU message for the runtime; `pseudo` gives the pseudo-locale's version (accented letters
 * between ⟦ ⟧, values and plural syntax untouched). A message that does not parse throws, naming itself.
 */
export function compileMessage(key: string, text: string, pseudo = false): CompiledMessage {
  try {
    const compiled = compileMessageOrThrow(text, pseudo ? pseudoText : undefined);
    return pseudo ? ['⟦', ...compiled, '⟧'] : compiled;
  } catch (error) {
    throw new Error(`Message ${key} is not valid ICU MessageFormat: ${(error as Error).message}`);
  }
}
