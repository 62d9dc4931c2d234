import { createHash } from 'node:crypto';
import { UGC_MAX_BYTES, UGC_MAX_SIDE, UGC_MIN_SIDE, UGC_SIZES, type UgcSize } from '@ridgeline/contracts';
import sharp from 'sharp';
import { inspectImage, MEDIA_MAX_PIXELS } from '../media/index.ts';
import { CommerceError } from '../shared/errors.ts';

export interface ProcessedFile {
  size: UgcSize;
  width: number;
  height: number;
  contentType: string;
  data: Buffer;
  byteSize: number;
  checksum: string;
}

const megabytes = (bytes: number) => (Math.round((bytes / 1024 / 1024) * 10) / 10).toString();

/**
 * A shopper's photo made safe to keep: checked by its bytes (MED413 over 10 MB, MED415 not JPEG, PNG, WebP
 * or AVIF, MED400 unreadable, UGC412 under 320 or over 8,000 pixels a side), turned upright, then re-encoded
 * as WebP at each of the sizes the widgets show. sharp writes no metadata unless asked, so EXIF (camera,
 * GPS position, dates), ICC comments and XMP are gone; the original bytes are never stored.
 */
export async function processPhoto(data: Buffer): Promise<ProcessedFile[]> {
  if (data.length > UGC_MAX_BYTES) {
    throw new CommerceError('MED413', { size: megabytes(data.length), limit: megabytes(UGC_MAX_BYTES) });
  }
  const facts = await inspectImage(data);
  const shortest = Math.min(facts.width, facts.height);
  const longest = Math.max(facts.width, facts.height);
  if (shortest < UGC_MIN_SIDE || longest > UGC_MAX_SIDE) {
    throw new CommerceError('UGC412', {
      width: facts.width,
      height: facts.height,
      min: UGC_MIN_SIDE,
      max: UGC_MAX_SIDE,
    });
  }
  const upright = await sharp(data, { limitInputPixels: MEDIA_MAX_PIXELS }).rotate().toBuffer();
  const files: ProcessedFile[] = [];
  for (const size of Object.keys(UGC_SIZES) as UgcSize[]) {
    const side = UGC_SIZES[size];
    const { data: out, info } = await sharp(upright, { limitInputPixels: MEDIA_MAX_PIXELS })
      .resize(side, side, { fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 80 })
      .toBuffer({ resolveWithObject: true });
    files.push({
      size,
      width: info.width,
      height: info.height,
      contentType: 'image/webp',
      data: out,
      byteSize: out.length,
      checksum: createHash('sha256').update(out).digest('hex'),
    });
  }
  return files;
}
