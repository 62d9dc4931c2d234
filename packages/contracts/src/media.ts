// No zod here: the storefront's <Picture> and the back-office's browser code build rendition URLs with
// these, and the API checks requests against the same sets (decision 069).

/**
 * Every width or height a rendition may have. Requests for other sizes are refused (a DoS guard: a
 * caller cannot make the server encode and store arbitrary sizes); <Picture> snaps up to the next one.
 */
export const MEDIA_DIMENSIONS = [
  16, 24, 32, 48, 64, 80, 96, 120, 128, 160, 192, 200, 240, 256, 280, 300, 320, 360, 400, 420, 480, 540, 560,
  600, 640, 720, 768, 800, 840, 900, 960, 1024, 1080, 1120, 1200, 1280, 1440, 1600, 1800, 1920, 2000, 2048,
  2160, 2400, 2560, 2880, 3200,
] as const;
export const MEDIA_FORMATS = ['avif', 'webp', 'jpeg'] as const;
export type MediaFormat = (typeof MEDIA_FORMATS)[number];
/** 75 for 1x, 50 for 2x (spec 3: doubled width and height at quality 50), 90 for zoom. */
export const MEDIA_QUALITIES = [50, 75, 90] as const;
export type MediaQuality = (typeof MEDIA_QUALITIES)[number];
export const MEDIA_QUALITY_1X = 75;
export const MEDIA_QUALITY_2X = 50;
export const MEDIA_QUALITY_ZOOM = 90;

/** Upload limits: 15 MB, and the four types browsers show. */
export const MEDIA_MAX_BYTES = 15 * 1024 * 1024;
export const MEDIA_CONTENT_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/avif'] as const;
export type MediaContentType = (typeof MEDIA_CONTENT_TYPES)[number];

/**
 * Product image sizes in CSS pixels (square, like the drawn product images and their frames): the listing
 * tile, the product page, and zoom (one size, quality 90). Tile and page are also made at 2x, quality 50.
 */
export const PRODUCT_IMAGE_SIZES = {
  tile: { width: 320, height: 320 },
  page: { width: 720, height: 720 },
  zoom: { width: 1600, height: 1600 },
} as const;

const ASSET_URL = /^\/api\/media\/assets\/([A-Za-z0-9_-]{1,64})(?:\?v=(\d{1,9}))?$/;

export interface MediaAssetRef {
  id: string;
  /** Bumped by a focal point change: part of rendition URLs so cached crops are not reused. */
  revision: number;
}

/** The asset an URL of the media service points at (`/api/media/assets/{id}` or `...?v=2`), else null. */
export function parseMediaAssetUrl(url: string): MediaAssetRef | null {
  const match = ASSET_URL.exec(url);
  if (!match) return null;
  return { id: match[1]!, revision: match[2] ? Number(match[2]) : 1 };
}

/** The URL content stores for an asset. */
export const mediaAssetUrl = (id: string, revision = 1): string =>
  revision > 1 ? `/api/media/assets/${id}?v=${revision}` : `/api/media/assets/${id}`;

/** The smallest allowed dimension at least `n` (the largest allowed when `n` is larger). */
export function snapMediaDimension(n: number): number {
  for (const d of MEDIA_DIMENSIONS) if (d >= n) return d;
  return MEDIA_DIMENSIONS[MEDIA_DIMENSIONS.length - 1]!;
}

export interface RenditionRequest {
  width: number;
  height: number;
  format: MediaFormat;
  quality: MediaQuality;
}

/** A rendition's URL: `/api/media/assets/{id}/r{revision}/{width}x{height}-q{quality}.{format}`. */
export const mediaRenditionUrl = (asset: MediaAssetRef, r: RenditionRequest): string =>
  `/api/media/assets/${asset.id}/r${asset.revision}/${r.width}x${r.height}-q${r.quality}.${r.format}`;

export const MEDIA_FORMAT_CONTENT_TYPE: Record<MediaFormat, string> = {
  avif: 'image/avif',
  webp: 'image/webp',
  jpeg: 'image/jpeg',
};
