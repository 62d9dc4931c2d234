import { describe, expect, it } from 'vitest';
import { coverCrop, isAllowedDimension, isAllowedQuality } from './renditions.ts';

describe('coverCrop', () => {
  const photo = { width: 2400, height: 1600 };

  it('scales to cover and centres on the focal point', () => {
    expect(coverCrop(photo, { width: 400, height: 400 }, { x: 0.5, y: 0.5 })).toEqual({
      scaledWidth: 600,
      scaledHeight: 400,
      left: 100,
      top: 0,
    });
    expect(coverCrop(photo, { width: 400, height: 400 }, { x: 0.6, y: 0.5 }).left).toBe(160);
  });

  it('stops at the edges when the focal point is near one', () => {
    expect(coverCrop(photo, { width: 400, height: 400 }, { x: 0, y: 0 }).left).toBe(0);
    expect(coverCrop(photo, { width: 400, height: 400 }, { x: 1, y: 1 }).left).toBe(200);
    const tall = coverCrop(photo, { width: 1200, height: 200 }, { x: 0.5, y: 0.95 });
    expect([tall.scaledWidth, tall.scaledHeight, tall.top]).toEqual([1200, 800, 600]);
  });

  it('enlarges a small image to the size asked for', () => {
    expect(coverCrop({ width: 100, height: 50 }, { width: 400, height: 400 }, { x: 0.5, y: 0.5 })).toEqual({
      scaledWidth: 800,
      scaledHeight: 400,
      left: 200,
      top: 0,
    });
  });
});

describe('allowed renditions', () => {
  it('accepts only the listed sizes and qualities', () => {
    expect([320, 640, 3200].every(isAllowedDimension)).toBe(true);
    expect([0, 333, 3201, 10_000].some(isAllowedDimension)).toBe(false);
    expect([50, 75, 90].every(isAllowedQuality)).toBe(true);
    expect(isAllowedQuality(100)).toBe(false);
  });
});
