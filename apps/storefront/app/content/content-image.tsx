import type { mediaSchema } from '@ridgeline/contracts';
import type { z } from 'zod';
import { Picture, type PictureSize } from '../components/picture.tsx';

type Media = z.output<typeof mediaSchema>;

export interface ContentImageProps {
  media: Media;
  /**
   * The size the block shows the image at on phones (CSS pixels), and everywhere `md`/`lg` do not
   * override it. It reserves the image's box (no layout shift) and, for a media-library image, is the
   * rendition the server crops around the image's focal point.
   */
  width: number;
  height: number;
  /** The size from 768 px up, when it differs. */
  md?: PictureSize | undefined;
  /** The size from 1024 px up, when it differs. */
  lg?: PictureSize | undefined;
  /** The page's largest image above the fold: loads at once, with high fetch priority. */
  priority?: boolean;
  /** Above the fold but not the largest paint: loads at once, at normal priority. */
  eager?: boolean;
  className?: string;
}

/**
 * Every content block's image goes through here (decision 083): a media-library image becomes the
 * `<Picture>` of decision 069 (AVIF and WebP, 1x at quality 75 and the doubled width and height at
 * quality 50, per breakpoint); any other URL stays a plain `<img>` with the same width and height.
 * Lazy unless `priority` or `eager`.
 */
export function ContentImage({
  media,
  width,
  height,
  md,
  lg,
  priority = false,
  eager = false,
  className,
}: ContentImageProps) {
  return (
    <Picture
      media={media}
      size={{ width, height }}
      md={md}
      lg={lg}
      priority={priority}
      eager={eager}
      decorative={media.alt === ''}
      className={className}
    />
  );
}
