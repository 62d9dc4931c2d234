import {
  MEDIA_QUALITY_1X,
  MEDIA_QUALITY_2X,
  MEDIA_QUALITY_ZOOM,
  type MediaFormat,
  mediaRenditionUrl,
  PRODUCT_IMAGE_SIZES,
  parseMediaAssetUrl,
  snapMediaDimension,
} from '@ridgeline/contracts';
import type { CSSProperties } from 'react';

/** A size in CSS pixels. */
export interface PictureSize {
  width: number;
  height: number;
}

/** What content holds for an image: a contracts `mediaSchema` value (`url`, `alt`, optional intrinsic size). */
export interface PictureMedia {
  url: string;
  alt: string;
  width?: number | undefined;
  height?: number | undefined;
}

/** A breakpoint's size, and its own image when art-directed (another URL than `media.url`). */
export interface PictureOverride extends PictureSize {
  url?: string | undefined;
}

export interface PictureProps {
  media: PictureMedia;
  /** The size the image renders at on phones, and on every screen without an override. */
  size: PictureSize;
  /** The size (and image, when art-directed) from the md breakpoint (768 px) up, when it differs. */
  md?: PictureOverride | undefined;
  /** The size (and image, when art-directed) from the lg breakpoint (1024 px) up, when it differs. */
  lg?: PictureOverride | undefined;
  /** Where the subject is, 0..1 from the left and top: CSS crops keep it in frame (object-position). */
  focal?: { x: number; y: number } | undefined;
  /** Above the fold (the page's largest paint): loads eagerly with high fetch priority. */
  priority?: boolean | undefined;
  /** Loads eagerly without raising its priority. */
  eager?: boolean | undefined;
  /** Decorative (the link or text around it says it all): alt="". */
  decorative?: boolean | undefined;
  className?: string | undefined;
}

const BREAKPOINTS = { lg: '(min-width: 1024px)', md: '(min-width: 768px)' } as const;
const SOURCE_FORMATS: MediaFormat[] = ['avif', 'webp'];

/**
 * `srcset` of a rendered size: 1x at quality 75, 2x at doubled width and height and quality 50 (spec 3),
 * each snapped up to the media service's allowed sizes.
 */
export function pictureSrcSet(url: string, size: PictureSize, format: MediaFormat): string | null {
  const asset = parseMediaAssetUrl(url);
  if (!asset) return null;
  const at = (scale: number, quality: 50 | 75) =>
    mediaRenditionUrl(asset, {
      width: snapMediaDimension(size.width * scale),
      height: snapMediaDimension(size.height * scale),
      format,
      quality,
    });
  return `${at(1, MEDIA_QUALITY_1X)} 1x, ${at(2, MEDIA_QUALITY_2X)} 2x`;
}

const objectPosition = (focal: PictureProps['focal']): CSSProperties | undefined =>
  focal
    ? {
        objectPosition: `${Math.round(focal.x * 1000) / 10}% ${Math.round(focal.y * 1000) / 10}%`,
      }
    : undefined;

/**
 * An image from content (decision 069). Media-service images (`/api/media/assets/{id}`) become a
 * `<picture>` with AVIF and WebP sources and a JPEG fallback, per breakpoint, 1x and 2x; anything else
 * (drawn product SVGs, https:// images) is a plain `<img>`. Width and height are always set so the page
 * does not shift as images arrive; images load lazily unless `priority` or `eager`.
 */
export function Picture({
  media,
  size,
  md,
  lg,
  focal,
  priority = false,
  eager = false,
  decorative = false,
  className,
}: PictureProps) {
  const alt = decorative ? '' : media.alt;
  const common = {
    width: size.width,
    height: size.height,
    loading: priority || eager ? ('eager' as const) : ('lazy' as const),
    fetchPriority: priority ? ('high' as const) : undefined,
    decoding: 'async' as const,
    style: objectPosition(focal),
    className,
  };
  const overrides = (
    [
      ['lg', lg],
      ['md', md],
    ] as const
  ).filter((entry): entry is ['lg' | 'md', PictureOverride] => !!entry[1]);
  // Per breakpoint: a media-library image as AVIF, WebP and JPEG at 1x and 2x; any other URL as itself.
  const overrideSources = overrides.flatMap(([breakpoint, at]) => {
    const url = at.url ?? media.url;
    const box = { width: at.width, height: at.height };
    if (!parseMediaAssetUrl(url)) {
      return [<source key={breakpoint} media={BREAKPOINTS[breakpoint]} srcSet={url} {...box} />];
    }
    return [...SOURCE_FORMATS, 'jpeg' as const].map((format) => (
      <source
        key={`${breakpoint}-${format}`}
        media={BREAKPOINTS[breakpoint]}
        type={`image/${format}`}
        srcSet={pictureSrcSet(url, at, format)!}
        {...box}
      />
    ));
  });

  const fallback = pictureSrcSet(media.url, size, 'jpeg');
  if (!fallback) {
    const img = <img src={media.url} alt={alt} {...common} />;
    const artDirected = overrides.some(([, at]) => at.url && at.url !== media.url);
    return artDirected ? (
      <picture>
        {overrideSources}
        {img}
      </picture>
    ) : (
      img
    );
  }

  const asset = parseMediaAssetUrl(media.url)!;
  const src = mediaRenditionUrl(asset, {
    width: snapMediaDimension(size.width),
    height: snapMediaDimension(size.height),
    format: 'jpeg',
    quality: MEDIA_QUALITY_1X,
  });
  return (
    <picture>
      {overrideSources}
      {SOURCE_FORMATS.map((format) => (
        <source key={format} type={`image/${format}`} srcSet={pictureSrcSet(media.url, size, format)!} />
      ))}
      <img src={src} srcSet={fallback} alt={alt} {...common} />
    </picture>
  );
}

/**
 * The zoom rendition of a media-service image (PRODUCT_IMAGE_SIZES.zoom at quality 90; decision 087) in a
 * format, or null for any other URL (the drawn product images are SVGs and scale by themselves).
 */
export function zoomUrl(url: string, format: MediaFormat): string | null {
  const asset = parseMediaAssetUrl(url);
  if (!asset) return null;
  const { width, height } = PRODUCT_IMAGE_SIZES.zoom;
  return mediaRenditionUrl(asset, { width, height, format, quality: MEDIA_QUALITY_ZOOM });
}

/** A product image at zoom size: AVIF and WebP sources with a JPEG fallback (media-service images only). */
export function ZoomPicture({ media }: { media: PictureMedia }) {
  const jpeg = zoomUrl(media.url, 'jpeg');
  if (!jpeg) return null;
  const { width, height } = PRODUCT_IMAGE_SIZES.zoom;
  return (
    <picture>
      {SOURCE_FORMATS.map((format) => (
        <source key={format} type={`image/${format}`} srcSet={zoomUrl(media.url, format)!} />
      ))}
      <img src={jpeg} alt={media.alt} width={width} height={height} decoding="async" />
    </picture>
  );
}
