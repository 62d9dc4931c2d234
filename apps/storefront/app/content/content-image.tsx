import type { mediaSchema } from '@ridgeline/contracts';
import type { z } from 'zod';

type Media = z.output<typeof mediaSchema>;

export interface ContentImageProps {
  media: Media;
  /** The size the block shows the image at (CSS pixels), which also reserves its space: no layout shift. */
  width: number;
  height: number;
  /** Above the fold (the first blocks of a page): load at once, with high priority. */
  priority?: boolean;
  className?: string;
}

/**
 * Every content block's image goes through here, so one place decides formats, densities and loading
 * (the media service's `<Picture>` takes over when it lands: AVIF/WebP, 2x at quality 50, focal point).
 */
export function ContentImage({ media, width, height, priority = false, className }: ContentImageProps) {
  return (
    <img
      src={media.url}
      alt={media.alt}
      width={width}
      height={height}
      loading={priority ? 'eager' : 'lazy'}
      decoding={priority ? 'sync' : 'async'}
      fetchPriority={priority ? 'high' : 'auto'}
      className={className}
    />
  );
}
