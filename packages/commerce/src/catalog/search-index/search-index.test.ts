import { describe, expect, it } from 'vitest';
import { BitColumn } from './columns.ts';
import { firstInOrder } from './listing.ts';
import { editDistance, Vocabulary } from './spelling.ts';
import { parseTsvector, TextIndex } from './text-index.ts';

const lexemesOf = (text: string) => {
  const found: [string, number][] = [];
  parseTsvector(text, (lexeme, weight) => found.push([lexeme, weight]));
  return found;
};

describe('parseTsvector', () => {
  it('reads each lexeme with its heaviest weight (D when a position has no letter)', () => {
    expect(lexemesOf("'boot':2A,9 'hike':1B 'olive':5C 'trail':12 'warm'")).toEqual([
      ['boot', 4],
      ['hike', 3],
      ['olive', 2],
      ['trail', 1],
      ['warm', 1],
    ]);
  });

  it('unescapes quotes and backslashes', () => {
    expect(lexemesOf("'o''neil':1A 'a\\\\b':2")).toEqual([
      ["o'neil", 4],
      ['a\\b', 1],
    ]);
  });
});

describe('TextIndex', () => {
  const index = new TextIndex();
  index.set(0, "'boot':1A 'hike':2A 'waterproof':3D");
  index.set(1, "'boot':5D 'hike':1A");
  index.set(2, "'jacket':1A 'waterproof':2A");

  it('requires every term, each as a prefix, and ranks by the weight each matched with', () => {
    const { slots, scores } = index.match(['hik', 'boot'], 3);
    expect(slots.sort()).toEqual([0, 1]);
    expect(scores[0]).toBeGreaterThan(scores[1]!);
    expect(index.match(['hik', 'jacket'], 3).slots).toEqual([]);
    expect(index.match(['waterp'], 3).slots.sort()).toEqual([0, 2]);
  });

  it('forgets what a product held when its words change', () => {
    const changing = new TextIndex();
    changing.set(0, "'boot':1A");
    changing.set(0, "'sandal':1A");
    expect(changing.match(['boot'], 1).slots).toEqual([]);
    expect(changing.hasPrefix('boo')).toBe(false);
    expect(changing.hasPrefix('san')).toBe(true);
  });
});

describe('spelling', () => {
  it('counts a swap of neighbouring letters as one edit and stops past the limit', () => {
    expect(editDistance('jakcet', 'jacket', 2)).toBe(1);
    expect(editDistance('hikng', 'hiking', 1)).toBe(1);
    expect(editDistance('zzzqqxx', 'jacket', 2)).toBe(3);
  });

  it('corrects to the closest word, the most used among equals, within what the length allows', () => {
    const vocabulary = new Vocabulary();
    vocabulary.set(0, 'Summit Hiking Boot');
    vocabulary.set(1, 'Ridge hiking boot');
    vocabulary.set(2, 'Ridge Boat Shoe');
    expect(vocabulary.correct('hikng')).toBe('hiking');
    expect(vocabulary.correct('bot')).toBe('boot');
    expect(vocabulary.correct('xy')).toBeNull();
    expect(vocabulary.correct('zzzqqxx')).toBeNull();
    vocabulary.remove(0);
    vocabulary.remove(1);
    expect(vocabulary.correct('hikng')).toBeNull();
  });
});

describe('firstInOrder', () => {
  it('keeps the first k rows of any order, as a full sort would', () => {
    const rows = Array.from({ length: 500 }, (_, slot) => slot);
    const key = (slot: number) => (slot * 7919) % 500;
    const order = (a: number, b: number) => key(a) - key(b);
    expect(firstInOrder(rows, 10, order)).toEqual([...rows].sort(order).slice(0, 10));
    expect(firstInOrder(rows, 400, order)).toEqual([...rows].sort(order).slice(0, 400));
  });
});

describe('BitColumn', () => {
  it('keeps each slot’s codes when a code needs a wider row or more slots', () => {
    const column = new BitColumn(2);
    column.set(0, [1, 3]);
    column.set(1, [31]);
    column.set(1, [2, 40]);
    column.grow(8);
    column.set(5, [0]);
    const counts = new Int32Array(column.words * 32);
    for (const slot of [0, 1, 5]) column.count(slot, counts);
    expect([...counts.entries()].filter(([, n]) => n > 0)).toEqual([
      [0, 1],
      [1, 1],
      [2, 1],
      [3, 1],
      [40, 1],
    ]);
    expect(column.holdsAny(1, column.mask([40]))).toBe(true);
    expect(column.holdsAny(0, column.mask([2, 40]))).toBe(false);
  });
});
