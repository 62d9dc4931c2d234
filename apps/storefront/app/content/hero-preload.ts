import { type ContentFields, parseMediaAssetUrl } from '@ridgeline/contracts';
import type { PreloadOptions } from 'react-dom';
import { pictureSrcSet } from '../components/picture.tsx';
import { asBlock } from './block.ts';
import { bannerFrame, type Size } from './image-sizes.ts';

interface PageLike {
  slots: Record<string, unknown[]>;
}

/** One `preload(href, options)` call of react-dom. */
export interface ImagePreload {
  href: string;
  options: PreloadOptions & { as: 'image' };
}

/**
 * The `<link rel="preload" as="image">` hints for a page's hero (decision 089): the first block of the page
 * (position 0, the one `ContentPageSlots` renders eagerly with high priority) when it is a hero banner with
 * a media-library image. One AVIF preload per breakpoint, each with the `media` range that `<Picture>`'s
 * sources use and the same 1x/2x `imagesrcset`, so the browser fetches the very rendition the `<img>`
 * will pick, from the document's head, before the scripts. Anything else (another first block, a video
 * hero, an external image) preloads nothing.
 */
export function heroPreloads(page: PageLike, slotOrder: readonly string[]): ImagePreload[] {
  const first = slotOrder.map((slot) => page.slots[slot] ?? []).find((blocks) => blocks.length > 0)?.[0];
  const block = asBlock(first);
  if (block?.type !== 'banner') return [];
  const fields = block.fields as ContentFields<'banner'>;
  if (fields.kind !== 'hero' || fields.heroVariant === 'video') return [];
  const url = fields.media?.url;
  if (!url || !parseMediaAssetUrl(url)) return [];
  // The same frame BannerBlock gives the hero (a split hero uses the split frame).
  const frame = bannerFrame(fields.heroVariant === 'split' ? 'split' : 'hero', fields.splitImageWidth);
  const ranges: [Size, string | null][] = [[frame.size, null]];
  if (frame.md) ranges.push([frame.md, '(min-width: 768px)']);
  if (frame.lg) ranges.push([frame.lg, '(min-width: 1024px)']);
  // Each range ends where the next begins, as the <source> order (lg, md, then the default) decides.
  return ranges.map(([size, from], index) => {
    const next = ranges[index + 1]?.[1];
    const upTo = next ? `(max-width: ${Number(/\d+/.exec(next)![0]) - 0.02}px)` : null;
    const media = [from, upTo].filter(Boolean).join(' and ') || undefined;
    const imageSrcSet = pictureSrcSet(url, size, 'avif')!;
    return {
      // Browsers that read imagesrcset ignore href; it is the 1x rendition for any that do not.
      href: imageSrcSet.slice(0, imageSrcSet.indexOf(' ')),
      options: {
        as: 'image',
        type: 'image/avif',
        imageSrcSet,
        fetchPriority: 'high',
        ...(media ? { media } : {}),
      },
    };
  });
}
