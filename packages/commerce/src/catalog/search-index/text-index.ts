/**
 * The words of every product in one language, inverted: for each lexeme of the products' tsvectors
 * (PostgreSQL's stemmed words, decision 046), the products holding it and the heaviest weight it has
 * there (name A, brand and categories B, colours C, description D). Products are known by their slot
 * in the search index.
 */

/** Weight codes, heaviest last; a lexeme without a weight letter is D. */
const WEIGHT_CODE: Record<string, number> = { A: 4, B: 3, C: 2, D: 1 };
/**
 * What a query word adds to a product's relevance by the weight it matched with: PostgreSQL's default
 * ts_rank weights for A, B and C; a match in the description only adds nothing, so such a product
 * ranks after every product named, branded, categorised or coloured for the word.
 */
const WEIGHT_SCORE = [0, 0, 0.2, 0.4, 1];

/** Growable list of (slot, weight) pairs. */
class Postings {
  slots = new Int32Array(8);
  weights = new Uint8Array(8);
  length = 0;

  add(slot: number, weight: number) {
    if (this.length === this.slots.length) {
      const slots = new Int32Array(this.length * 2);
      slots.set(this.slots);
      this.slots = slots;
      const weights = new Uint8Array(this.length * 2);
      weights.set(this.weights);
      this.weights = weights;
    }
    this.slots[this.length] = slot;
    this.weights[this.length] = weight;
    this.length++;
  }

  remove(slot: number) {
    const at = this.slots.subarray(0, this.length).indexOf(slot);
    if (at < 0) return;
    this.length--;
    this.slots[at] = this.slots[this.length]!;
    this.weights[at] = this.weights[this.length]!;
  }
}

/**
 * Calls `visit` with each lexeme of a tsvector's text form (`'lexeme':1A,5 'other'`) and the code of
 * its heaviest weight. A hand-written scan: a catalogue's worth of tsvectors is parsed when a language
 * is first searched.
 */
export function parseTsvector(text: string, visit: (lexeme: string, weight: number) => void) {
  let i = 0;
  while (i < text.length) {
    if (text[i] !== "'") {
      i++;
      continue;
    }
    let lexeme = '';
    let start = ++i;
    for (; i < text.length; i++) {
      const char = text[i];
      if (char === '\\') {
        lexeme += text.slice(start, i) + text[i + 1];
        start = ++i + 1;
      } else if (char === "'") {
        if (text[i + 1] !== "'") break;
        lexeme += text.slice(start, i + 1);
        start = ++i + 1;
      }
    }
    lexeme += text.slice(start, i++);
    let weight = 1;
    if (text[i] === ':') {
      for (; i < text.length && text[i] !== ' '; i++) {
        const code = WEIGHT_CODE[text[i]!];
        if (code !== undefined && code > weight) weight = code;
      }
    }
    visit(lexeme, weight);
  }
}

export interface TextMatches {
  /** Matching slots, in no particular order. */
  slots: number[];
  /** Relevance per slot (indexed by slot; meaningful for matching slots only). */
  scores: Float32Array;
}

export class TextIndex {
  private readonly codes = new Map<string, number>();
  private readonly postings: Postings[] = [];
  /** Every lexeme, sorted, for prefix lookups; null when a lexeme was added since (sorted lazily). */
  private sorted: { lexemes: string[]; codes: number[] } | null = null;
  /** The codes of the lexemes each product holds, to take it out of their postings when it changes. */
  private readonly lexemesOf: (Int32Array | undefined)[] = [];

  /** Replaces what the product in `slot` holds with the lexemes of its tsvector (text form). */
  set(slot: number, tsvector: string) {
    this.remove(slot);
    const held: number[] = [];
    parseTsvector(tsvector, (lexeme, weight) => {
      let code = this.codes.get(lexeme);
      if (code === undefined) {
        code = this.postings.length;
        this.codes.set(lexeme, code);
        this.postings.push(new Postings());
        this.sorted = null;
      }
      this.postings[code]!.add(slot, weight);
      held.push(code);
    });
    this.lexemesOf[slot] = Int32Array.from(held);
  }

  remove(slot: number) {
    for (const code of this.lexemesOf[slot] ?? []) this.postings[code]!.remove(slot);
    this.lexemesOf[slot] = undefined;
  }

  /** Whether some product holds a lexeme starting with `prefix`. */
  hasPrefix(prefix: string): boolean {
    return this.lexemesStarting(prefix).some((code) => this.postings[code]!.length > 0);
  }

  /**
   * Products holding, for every term, a lexeme that starts with it (all terms required, each a prefix,
   * as `to_tsquery('w1:* & w2:*')`), with their relevance: per term, the score of the heaviest weight
   * it matched with, summed.
   */
  match(terms: readonly string[], slotCount: number): TextMatches {
    const scores = new Float32Array(slotCount);
    if (terms.length === 0) return { slots: [], scores };
    const hits = new Uint8Array(slotCount);
    const best = new Uint8Array(slotCount);
    let slots: number[] = [];
    terms.forEach((term, position) => {
      const touched: number[] = [];
      for (const code of this.lexemesStarting(term)) {
        const list = this.postings[code]!;
        for (let i = 0; i < list.length; i++) {
          const slot = list.slots[i]!;
          if (hits[slot] !== position) continue;
          if (best[slot] === 0) touched.push(slot);
          if (list.weights[i]! > best[slot]!) best[slot] = list.weights[i]!;
        }
      }
      for (const slot of touched) {
        hits[slot] = position + 1;
        scores[slot]! += WEIGHT_SCORE[best[slot]!]!;
        best[slot] = 0;
      }
      slots = touched;
    });
    return { slots, scores };
  }

  /** The codes of the lexemes that start with `prefix`. */
  private lexemesStarting(prefix: string): number[] {
    if (!this.sorted) {
      const lexemes = [...this.codes.keys()].sort();
      this.sorted = { lexemes, codes: lexemes.map((lexeme) => this.codes.get(lexeme)!) };
    }
    const { lexemes, codes } = this.sorted;
    let low = 0;
    let high = lexemes.length;
    while (low < high) {
      const middle = (low + high) >> 1;
      if (lexemes[middle]! < prefix) low = middle + 1;
      else high = middle;
    }
    const found: number[] = [];
    for (let i = low; i < lexemes.length && lexemes[i]!.startsWith(prefix); i++) found.push(codes[i]!);
    return found;
  }
}
