import type { ContentFields } from '@ridgeline/contracts';

/** A size in CSS pixels. */
export interface Size {
  width: number;
  height: number;
}

/**
 * The sizes a block shows an image at (decision 083): on phones (`size`, also everywhere not
 * overridden), from 768 px (`md`) and from 1024 px (`lg`). A media-library image is fetched as exactly
 * these renditions (cropped by the server around its focal point), 1x and doubled; the CSS box keeps
 * `ratio` (width / height) so nothing moves while it loads.
 */
export interface ImageFrame {
  size: Size;
  md?: Size;
  lg?: Size;
  ratio: number;
}

/** The widest a phone column gets before the md breakpoint (a 767 px phone in landscape is rare). */
const PHONE = 480;
const TABLET = 1024;
/** `--container` in tokens.css. */
const CONTAINER = 1320;

const sized = (width: number, ratio: number): Size => ({ width, height: Math.round(width / ratio) });

/** A frame of one shape whose width follows the column: full on phones, `md` and `lg` from there up. */
export function frameOf(ratio: number, widths: { sm: number; md?: number; lg?: number }): ImageFrame {
  return {
    ratio,
    size: sized(widths.sm, ratio),
    ...(widths.md ? { md: sized(widths.md, ratio) } : {}),
    ...(widths.lg ? { lg: sized(widths.lg, ratio) } : {}),
  };
}

type BannerFields = ContentFields<'banner'>;

/**
 * A banner's image frame by kind (the CSS in content-editorial.css draws these boxes). The hero has a
 * fixed height per screen (clamp(520px, 48vw, 640px), full width), so its frames differ in shape.
 */
export function bannerFrame(
  kind: BannerFields['kind'] | 'card',
  splitImageWidth: number | undefined = 60,
): ImageFrame {
  const full = { sm: PHONE, md: TABLET, lg: CONTAINER };
  switch (kind) {
    case 'hero':
      return {
        ratio: 1440 / 640,
        size: { width: PHONE, height: 540 },
        md: { width: TABLET, height: 540 },
        lg: { width: 1440, height: 640 },
      };
    case 'overlay':
      return frameOf(9 / 4, full);
    case 'image':
      return frameOf(2, full);
    case 'block-below':
      return frameOf(16 / 9, full);
    case 'split': {
      const share = splitImageWidth / 100;
      return frameOf(4 / 3, {
        sm: PHONE,
        md: Math.round(TABLET * share),
        lg: Math.round(CONTAINER * share),
      });
    }
    case 'thin':
      return frameOf(6, full);
    case 'espot':
      return frameOf(16 / 9, { sm: PHONE, md: 720 });
    case 'menu':
      return frameOf(3 / 2, { sm: PHONE, md: 720 });
    case 'card':
      // Full width up to 30rem on phones, a third of the row from 768 px.
      return frameOf(4 / 5, { sm: PHONE, md: 360, lg: 440 });
  }
}

/** Category cards are square: two across on phones, three on tablets, `across` on large screens. */
export const categoryCardFrame = (across: number): ImageFrame =>
  frameOf(1, { sm: 240, md: 360, lg: Math.round(CONTAINER / across) });

/** An article's card in the grid (3:2) and its page's picture (16:9, at most 1200 px wide). */
export const ARTICLE_CARD_FRAME = frameOf(3 / 2, { sm: PHONE, md: 420 });
export const ARTICLE_HERO_FRAME = frameOf(16 / 9, { sm: PHONE, md: TABLET, lg: 1200 });
/** A mega menu panel's banner (its column is 320 px wide). */
export const MENU_BANNER_FRAME = frameOf(8 / 5, { sm: 320 });
/** A multi-link card's square image. */
export const MULTI_LINK_FRAME = frameOf(1, { sm: PHONE });

/** A video's poster: the video's shape across the column, never wider than the video itself. */
export const videoPosterFrame = (width: number, height: number): ImageFrame =>
  frameOf(width / height, {
    sm: Math.min(PHONE, width),
    md: Math.min(TABLET, width),
    lg: Math.min(CONTAINER, width),
  });

/** A frame as `ContentImage`'s size props. */
export const frameProps = (frame: ImageFrame) => ({
  width: frame.size.width,
  height: frame.size.height,
  md: frame.md,
  lg: frame.lg,
});
