import { describe, expect, it } from 'vitest';
import { basemapFor, frame, mercator, pinPositions } from './store-map.ts';

describe('the store map', () => {
  it('frames the points inside the basemap, no narrower than a region', () => {
    const map = basemapFor('US');
    const santaMonica = mercator(34.0162, -118.4966);
    const view = frame([santaMonica], map);
    expect(view.width).toBeCloseTo(6.5);
    expect(view.width / view.height).toBeCloseTo(8 / 5);
    expect(santaMonica.x).toBeGreaterThan(view.x);
    expect(santaMonica.x).toBeLessThan(view.x + view.width);
    expect(view.x).toBeGreaterThanOrEqual(map.box.x);
    expect(basemapFor('DE').id).toBe('europe');
  });

  it('keeps pins of stores in one city a pin apart', () => {
    const points = [mercator(40.7258, -73.9981), mercator(40.7486, -73.9857), mercator(40.7506, -73.9972)];
    const view = frame([...points, mercator(34, -118)], basemapFor('US'));
    const pins = pinPositions(points, view).map((pin) => ({ x: pin.left * 480, y: pin.top * 300 }));
    for (const [i, a] of pins.entries()) {
      for (const b of pins.slice(i + 1)) expect(Math.hypot(a.x - b.x, a.y - b.y)).toBeGreaterThanOrEqual(31);
    }
  });
});
