import { Readable } from 'node:stream';
import { text } from 'node:stream/consumers';
import { describe, expect, it } from 'vitest';
import { lowPriorityModulePreloads } from './module-preload-priority.server.ts';

const through = (chunks: string[]) => text(Readable.from(chunks).pipe(lowPriorityModulePreloads()));

describe('module preloads at low priority', () => {
  it('asks for every module preload at low priority and leaves the rest of the page as it was', async () => {
    const page =
      '<head><link rel="stylesheet" href="/a.css"/><link rel="modulepreload" href="/a.js"/>' +
      '<link rel="modulepreload" href="/b.js"/></head><body><p>rel="modulepreload"</p></body>';
    expect(await through([page])).toBe(
      '<head><link rel="stylesheet" href="/a.css"/><link rel="modulepreload" fetchpriority="low" href="/a.js"/>' +
        '<link rel="modulepreload" fetchpriority="low" href="/b.js"/></head><body><p>rel="modulepreload"</p></body>',
    );
  });

  it('rewrites a tag split across chunks at any point', async () => {
    const page = '<p>x</p><link rel="modulepreload" href="/a.js"/><p>y</p>';
    const expected = '<p>x</p><link rel="modulepreload" fetchpriority="low" href="/a.js"/><p>y</p>';
    for (let at = 1; at < page.length; at++) {
      expect(await through([page.slice(0, at), page.slice(at)])).toBe(expected);
    }
  });
});
