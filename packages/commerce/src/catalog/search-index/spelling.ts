/**
 * The words of product names, brands and leaf categories in one language, as shoppers type them, with
 * how many products use each: what a mistyped query word is corrected to (decision 046).
 */
export class Vocabulary {
  private readonly codes = new Map<string, number>();
  private readonly words: string[] = [];
  /** How many products use each word (by code). */
  private uses: Int32Array = new Int32Array(256);
  private readonly wordsOf: (Int32Array | undefined)[] = [];

  /** Replaces the words the product in `slot` contributes (its `words` column). */
  set(slot: number, text: string) {
    this.remove(slot);
    const held = new Set<number>();
    for (const word of text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []) held.add(this.codeOf(word));
    for (const code of held) this.uses[code]!++;
    this.wordsOf[slot] = Int32Array.from(held);
  }

  remove(slot: number) {
    for (const code of this.wordsOf[slot] ?? []) this.uses[code]!--;
    this.wordsOf[slot] = undefined;
  }

  private codeOf(word: string): number {
    let code = this.codes.get(word);
    if (code === undefined) {
      code = this.words.length;
      this.codes.set(word, code);
      this.words.push(word);
      if (code === this.uses.length) {
        const uses = new Int32Array(code * 2);
        uses.set(this.uses);
        this.uses = uses;
      }
    }
    return code;
  }

  /**
   * The known word closest to `word` within the edits its length allows (none up to 2 letters, 1 up to
   * 5, else 2; a swap of neighbours is one edit), the most used among equals; null when none is.
   */
  correct(word: string): string | null {
    const allowed = word.length <= 2 ? 0 : word.length <= 5 ? 1 : 2;
    let best: string | null = null;
    let bestDistance = allowed + 1;
    let bestUses = 0;
    for (let code = 0; code < this.words.length; code++) {
      const candidate = this.words[code]!;
      const uses = this.uses[code]!;
      if (uses === 0 || Math.abs(candidate.length - word.length) > allowed) continue;
      const distance = editDistance(word, candidate, allowed);
      if (distance < bestDistance || (distance === bestDistance && uses > bestUses)) {
        best = candidate;
        bestDistance = distance;
        bestUses = uses;
      }
    }
    return bestDistance <= allowed ? best : null;
  }
}

/**
 * Optimal string alignment distance (insertions, deletions, substitutions and swaps of neighbouring
 * letters), or `limit + 1` as soon as it must exceed `limit`.
 */
export function editDistance(a: string, b: string, limit: number): number {
  let beforePrevious = new Array<number>(b.length + 1).fill(0);
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    let rowMinimum = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let value = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) {
        value = Math.min(value, beforePrevious[j - 2]! + 1);
      }
      current.push(value);
      rowMinimum = Math.min(rowMinimum, value);
    }
    if (rowMinimum > limit) return limit + 1;
    beforePrevious = previous;
    previous = current;
  }
  return Math.min(previous[b.length]!, limit + 1);
}
