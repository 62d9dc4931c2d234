import { createHash } from 'node:crypto';
import {
  MEDIA_DIMENSIONS,
  MEDIA_FORMAT_CONTENT_TYPE,
  MEDIA_FORMATS,
  MEDIA_QUALITIES,
  type MediaFormat,
  type RenditionRequest,
} from '@ridgeline/contracts';
import { and, type Db, eq, schema } from '@ridgeline/db';
import sharp from 'sharp';
import { CommerceError } from '../shared/errors.ts';
import { MEDIA_MAX_PIXELS } from './assets.ts';

export const isAllowedDimension = (n: number) => (MEDIA_DIMENSIONS as readonly number[]).includes(n);
export const isAllowedFormat = (f: string): f is MediaFormat =>
  (MEDIA_FORMATS as readonly string[]).includes(f);
export const isAllowedQuality = (q: number) => (MEDIA_QUALITIES as readonly number[]).includes(q);

export interface CropBox {
  /** The size the whole image is scaled to. */
  scaledWidth: number;
  scaledHeight: number;
  left: number;
  top: number;
}

/**
 * Cover crop around a focal point: scale the image so it covers width x height, then take the window of
 * that size whose centre is as near the focal point as the image's edges allow.
 */
export function coverCrop(
  source: { width: number; height: number },
  target: { width: number; height: number },
  focal: { x: number; y: number },
): CropBox {
  const scale = Math.max(target.width / source.width, target.height / source.height);
  const scaledWidth = Math.max(target.width, Math.round(source.width * scale));
  const scaledHeight = Math.max(target.height, Math.round(source.height * scale));
  const clamp = (value: number, max: number) => Math.min(Math.max(value, 0), max);
  return {
    scaledWidth,
    scaledHeight,
    left: clamp(Math.round(focal.x * scaledWidth - target.width / 2), scaledWidth - target.width),
    top: clamp(Math.round(focal.y * scaledHeight - target.height / 2), scaledHeight - target.height),
  };
}

export interface Rendition {
  data: Buffer;
  contentType: string;
  /** A strong ETag: the rendition's sha256. */
  etag: string;
}

/** Encoders: AVIF is slow at high effort, so effort 4 keeps a first request well under a second. */
function encode(pipeline: ReturnType<typeof sharp>, format: MediaFormat, quality: number) {
  if (format === 'avif') return pipeline.avif({ quality, effort: 4 });
  if (format === 'webp') return pipeline.webp({ quality });
  return pipeline.jpeg({ quality, mozjpeg: true, progressive: true });
}

/**
 * A rendition of an asset, made once per revision, size, format and quality and kept in
 * `media_renditions`, so every process serves the same bytes (and the same ETag). MED404 for an unknown
 * asset; sizes, formats and qualities outside the allowed sets are refused (REQ400) before any work.
 */
export async function rendition(
  db: Db,
  assetId: string,
  _revision: number,
  request: RenditionRequest,
): Promise<Rendition> {
  const { width, height, format, quality } = request;
  if (!isAllowedDimension(width) || !isAllowedDimension(height))
    throw new CommerceError('REQ400', { field: 'size', problem: 'is not one of the allowed sizes' });
  if (!isAllowedFormat(format) || !isAllowedQuality(quality))
    throw new CommerceError('REQ400', { field: 'format', problem: 'is not one of the allowed values' });

  const a = schema.mediaAssets;
  const [asset] = await db
    .select({ revision: a.revision, focalX: a.focalX, focalY: a.focalY })
    .from(a)
    .where(eq(a.id, assetId));
  if (!asset) throw new CommerceError('MED404');
  // The URL's revision only keeps caches apart: an older one is answered with the current crop.
  const current = asset.revision;

  const r = schema.mediaRenditions;
  const key = and(
    eq(r.assetId, assetId),
    eq(r.revision, current),
    eq(r.width, width),
    eq(r.height, height),
    eq(r.format, format),
    eq(r.quality, quality),
  );
  const [cached] = await db.select({ data: r.data, checksum: r.checksum }).from(r).where(key);
  const contentType = MEDIA_FORMAT_CONTENT_TYPE[format];
  if (cached) return { data: cached.data, contentType, etag: `"${cached.checksum}"` };

  const [original] = await db
    .select({ data: a.data, width: a.width, height: a.height })
    .from(a)
    .where(eq(a.id, assetId));
  if (!original) throw new CommerceError('MED404');
  const crop = coverCrop(original, { width, height }, { x: asset.focalX, y: asset.focalY });
  const pipeline = sharp(original.data, { limitInputPixels: MEDIA_MAX_PIXELS })
    .rotate()
    .resize(crop.scaledWidth, crop.scaledHeight, { fit: 'fill' })
    .extract({ left: crop.left, top: crop.top, width, height });
  const data = await encode(pipeline, format, quality).toBuffer();
  const checksum = createHash('sha256').update(data).digest('hex');
  const [stored] = await db
    .insert(r)
    .values({
      assetId,
      revision: current,
      width,
      height,
      format,
      quality,
      data,
      byteSize: data.length,
      checksum,
    })
    .onConflictDoNothing()
    .returning({ checksum: r.checksum });
  if (stored) return { data, contentType, etag: `"${checksum}"` };
  // Another process made it at the same time: answer with theirs, so every process has one ETag.
  const [theirs] = await db.select({ data: r.data, checksum: r.checksum }).from(r).where(key);
  return theirs
    ? { data: theirs.data, contentType, etag: `"${theirs.checksum}"` }
    : { data, contentType, etag: `"${checksum}"` };
}
