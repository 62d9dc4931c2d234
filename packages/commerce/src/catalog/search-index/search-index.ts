import { type DbOrTx, sql } from '@ridgeline/db';
import { rowsOf } from '../sql-rows.ts';
import { SEARCH_LANGUAGES, type SearchLanguage } from '../text-query.ts';
import { Codes, ListingColumns } from './columns.ts';
import { Vocabulary } from './spelling.ts';
import { TextIndex } from './text-index.ts';

/** The unit separator joins array values in the statements below: no id, size or code holds it. */
const SEPARATOR = '\u001f';
const split = (joined: string): string[] => (joined === '' ? [] : joined.split(SEPARATOR));

interface SearchRowRecord {
  horizon: string;
  product_id: string | null;
  category_id: string;
  category_path: string;
  sizes: string;
  color_codes: string;
  in_stock: boolean;
  badge: string | null;
  rating_score: number;
  reviews_count: number;
  created: number;
  price_usd: number | null;
  price_cad: number | null;
  price_gbp: number | null;
  price_eur: number | null;
}

interface TextRecord {
  product_id: string;
  language: SearchLanguage;
  document: string;
  words: string;
}

/**
 * The catalogue's search rows held in the API process (decision 046): listing rows for filters, facets
 * and sorting, and per language (loaded when first searched) the inverted words and the vocabulary for
 * typos. PostgreSQL stays the source: product_search_refresh() keeps its tables current and stamps each
 * row with the transaction that wrote it, and before every search the index re-reads the rows whose
 * transaction is not older than the oldest one that was still running at its previous read. A change
 * committed before a search started is therefore always seen by it.
 */
export class SearchIndex {
  /** Product id per slot; a product keeps its slot for the life of the process. */
  readonly ids: string[] = [];
  readonly columns = new ListingColumns();
  readonly sizes = new Codes();
  readonly colors = new Codes();
  readonly categories = new Codes();
  readonly badges = new Codes();
  private readonly slotOf = new Map<string, number>();
  private byId: Int32Array | null = null;
  private readonly texts = new Map<SearchLanguage, LanguageText>();
  /** Rows written by a transaction at or after this one may not have been read yet. */
  private horizon = '0';
  private queue: Promise<unknown> = Promise.resolve();
  private pendingSync: Promise<void> | null = null;

  get size(): number {
    return this.ids.length;
  }

  /**
   * Every slot in product id order (the order of a listing without words), with the columns'
   * `position` set. Sorted once, and again only after a product was added.
   */
  inIdOrder(): Int32Array {
    if (!this.byId) {
      const ids = this.ids;
      const slots = Int32Array.from(ids.keys()).sort((a, b) =>
        ids[a]! < ids[b]! ? -1 : ids[a]! > ids[b]! ? 1 : 0,
      );
      slots.forEach((slot, position) => {
        this.columns.position[slot] = position;
      });
      this.byId = slots;
    }
    return this.byId;
  }

  /** The words and vocabulary of a language, read from the database the first time they are needed. */
  async text(db: DbOrTx, language: SearchLanguage) {
    const loaded = this.texts.get(language);
    if (loaded) return loaded;
    return this.exclusive(async () => {
      const again = this.texts.get(language);
      if (again) return again;
      const text: LanguageText = { words: new TextIndex(), vocabulary: new Vocabulary(), hashes: new Map() };
      const found = await rowsOf<TextRecord>(
        db,
        sql`select product_id, language, document::text as document, words
          from product_search_text where language = ${language}`,
      );
      for (const record of found) this.setText(text, record);
      this.texts.set(language, text);
      return text;
    });
  }

  /**
   * Reads what changed since the last read. Searches arriving while a read runs share the next one,
   * which starts after it: a read that began before a search began could miss what that shopper just did.
   */
  sync(db: DbOrTx): Promise<void> {
    if (!this.pendingSync) {
      this.pendingSync = this.exclusive(async () => {
        this.pendingSync = null;
        await this.pull(db);
      });
    }
    return this.pendingSync;
  }

  private async pull(db: DbOrTx) {
    const changed = await rowsOf<SearchRowRecord>(
      db,
      sql`with snapshot as (select pg_snapshot_xmin(pg_current_snapshot())::text as horizon)
        select snapshot.horizon, ps.product_id, ps.category_id,
          array_to_string(ps.category_path, ${SEPARATOR}) as category_path,
          array_to_string(ps.sizes, ${SEPARATOR}) as sizes,
          array_to_string(ps.color_codes, ${SEPARATOR}) as color_codes,
          ps.in_stock, ps.badge, ps.rating_score, ps.reviews_count,
          (extract(epoch from ps.created_at) * 1000)::float8 as created,
          ps.price_usd, ps.price_cad, ps.price_gbp, ps.price_eur
        from snapshot left join product_search ps on ps.changed_xid >= ${this.horizon}::bigint
        order by ps.product_id collate "C"`,
    );
    const first = changed[0];
    if (!first) return;
    let count = 0;
    for (const record of changed) {
      if (record.product_id === null) continue;
      this.setRow(record);
      count++;
    }
    if (count && this.texts.size) {
      const languages = sql.join(
        [...this.texts.keys()].map((language) => sql`${language}`),
        sql`, `,
      );
      const texts = await rowsOf<TextRecord>(
        db,
        sql`select t.product_id, t.language, t.document::text as document, t.words
          from product_search ps join product_search_text t on t.product_id = ps.product_id
          where ps.changed_xid >= ${this.horizon}::bigint and t.language in (${languages})`,
      );
      for (const record of texts) {
        const text = this.texts.get(record.language);
        if (text) this.setText(text, record);
      }
    }
    this.horizon = first.horizon;
  }

  private setRow(record: SearchRowRecord) {
    const id = record.product_id!;
    let slot = this.slotOf.get(id);
    if (slot === undefined) {
      slot = this.ids.length;
      this.slotOf.set(id, slot);
      this.ids.push(id);
      this.byId = null;
    }
    this.columns.set(slot, {
      category: this.categories.code(record.category_id),
      path: split(record.category_path).map((category) => this.categories.code(category)),
      sizes: split(record.sizes).map((size) => this.sizes.code(size)),
      colors: split(record.color_codes).map((color) => this.colors.code(color)),
      inStock: record.in_stock,
      badge: record.badge === null ? -1 : this.badges.code(record.badge),
      rating: Number(record.rating_score),
      reviews: Number(record.reviews_count),
      created: Number(record.created),
      prices: [record.price_usd, record.price_cad, record.price_gbp, record.price_eur].map((price) =>
        price === null ? -1 : Number(price),
      ),
    });
  }

  /**
   * Indexes a product's text, unless the index holds it already: a stock or price change rewrites the
   * text rows unchanged. (Two different texts with the same 32-bit hash, one in four billion, would
   * keep the older words until the product's text changes again.)
   */
  private setText(text: LanguageText, record: TextRecord) {
    const slot = this.slotOf.get(record.product_id);
    if (slot === undefined) return;
    const hash = hashOf(record.document, record.words);
    if (text.hashes.get(slot) === hash) return;
    text.hashes.set(slot, hash);
    text.words.set(slot, record.document);
    text.vocabulary.set(slot, record.words);
  }

  /** Runs changes to the index one at a time. */
  private exclusive<T>(work: () => Promise<T>): Promise<T> {
    const run = this.queue.then(work);
    this.queue = run.catch(() => undefined);
    return run;
  }
}

interface LanguageText {
  words: TextIndex;
  vocabulary: Vocabulary;
  /** A hash of the text each slot was indexed from. */
  hashes: Map<number, number>;
}

/** 32-bit FNV-1a of the two texts. */
function hashOf(document: string, words: string): number {
  let hash = 0x811c9dc5;
  for (const text of [document, words]) {
    for (let i = 0; i < text.length; i++) hash = Math.imul(hash ^ text.charCodeAt(i), 0x01000193);
    hash = Math.imul(hash ^ 0, 0x01000193);
  }
  return hash;
}

const indexes = new WeakMap<object, SearchIndex>();

/** The search index of a database, current as of now (read in full on first use). */
export async function searchIndex(db: DbOrTx): Promise<SearchIndex> {
  let index = indexes.get(db);
  if (!index) {
    index = new SearchIndex();
    indexes.set(db, index);
  }
  await index.sync(db);
  return index;
}

/**
 * Reads the whole search index (listing rows and every language's words) ahead of the first search:
 * at 100,000 products that takes seconds, which no shopper should wait for.
 */
export async function warmSearchIndex(db: DbOrTx): Promise<void> {
  const index = await searchIndex(db);
  for (const language of SEARCH_LANGUAGES) await index.text(db, language);
}
