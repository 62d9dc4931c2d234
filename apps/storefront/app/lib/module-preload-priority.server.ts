import { Transform, type TransformCallback } from 'node:stream';

const PRELOAD = '<link rel="modulepreload"';
const LOW_PRELOAD = '<link rel="modulepreload" fetchpriority="low"';

/**
 * The page's HTML with React Router's module preloads asked for at low priority (decision 096). The browser
 * still fetches every module at once, but behind the stylesheet and the hero image that the first paint
 * waits for; on a slow phone link the 19 modules of the home page (150 kB) otherwise share the line with
 * them at high priority. React Router's `<Scripts>` offers no option for it, so the stream is rewritten;
 * the tail of each chunk that could be the start of a split tag is held for the next one.
 */
export function lowPriorityModulePreloads(onFinal?: () => void): Transform {
  let held = '';
  const rewrite = (text: string) => text.replaceAll(PRELOAD, LOW_PRELOAD);
  return new Transform({
    transform(chunk: Buffer | string, _encoding: BufferEncoding, callback: TransformCallback) {
      const text = held + chunk.toString();
      const keep = partialTagAtEnd(text);
      held = text.slice(text.length - keep);
      callback(null, rewrite(text.slice(0, text.length - keep)));
    },
    flush(callback: TransformCallback) {
      onFinal?.();
      callback(null, rewrite(held));
    },
  });
}

/** How many characters at the end of text could begin a preload tag the next chunk completes. */
function partialTagAtEnd(text: string): number {
  for (let length = Math.min(PRELOAD.length - 1, text.length); length > 0; length--) {
    if (PRELOAD.startsWith(text.slice(text.length - length))) return length;
  }
  return 0;
}
