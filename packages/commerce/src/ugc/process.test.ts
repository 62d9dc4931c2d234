import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { processPhoto } from './process.ts';
import { cleanCaption } from './service.ts';

/** A camera-like JPEG: camera make, a date and a GPS position in its EXIF, rotated by its orientation tag. */
async function cameraPhoto() {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="800">
    <rect width="1200" height="400" fill="#6aa0d8"/><rect y="400" width="1200" height="400" fill="#4d7a3a"/></svg>`;
  return sharp(Buffer.from(svg))
    .withExif({
      IFD0: { Make: 'TrailCam', Model: 'X100' },
      IFD2: { DateTimeOriginal: '2026:07:14 06:12:00' },
      IFD3: {
        GPSLatitudeRef: 'N',
        GPSLatitude: '46/1 33/1 0/1',
        GPSLongitudeRef: 'E',
        GPSLongitude: '7/1 58/1 0/1',
      },
    })
    .withMetadata({ orientation: 6 })
    .jpeg()
    .toBuffer();
}

describe('processPhoto', () => {
  it('keeps no EXIF, GPS position or other metadata, and turns the photo upright', async () => {
    const original = await cameraPhoto();
    const before = await sharp(original).metadata();
    expect(before.exif?.toString('latin1')).toContain('TrailCam');
    expect(before.orientation).toBe(6);

    const files = await processPhoto(original);
    expect(files.map((file) => file.size)).toEqual(['thumb', 'large']);
    for (const file of files) {
      const meta = await sharp(file.data).metadata();
      expect(meta.format).toBe('webp');
      expect(meta.exif).toBeUndefined();
      expect(meta.xmp).toBeUndefined();
      expect(meta.iptc).toBeUndefined();
      expect(meta.orientation).toBeUndefined();
      expect(file.data.includes(Buffer.from('TrailCam'))).toBe(false);
      expect(file.data.includes(Buffer.from('GPS'))).toBe(false);
    }
    // Orientation 6 (a quarter turn): the 1200 x 800 photo is shown 800 x 1200.
    expect(files.find((file) => file.size === 'large')).toMatchObject({ width: 800, height: 1200 });
    expect(files.find((file) => file.size === 'thumb')).toMatchObject({ width: 267, height: 400 });
  });
});

describe('cleanCaption', () => {
  it('keeps plain text and refuses markup', () => {
    expect(cleanCaption('  Top of the pass, 3 < 5 km to go \u0007 ')).toBe('Top of the pass, 3 < 5 km to go');
    for (const caption of [
      '<script>alert(1)</script>',
      'hi <b>there</b>',
      '<img src=x onerror=alert(1)>',
      'javascript:alert(1)',
      '&lt;script&gt;',
    ]) {
      expect(() => cleanCaption(caption), caption).toThrow('UGC411');
    }
  });
});
