import { describe, expect, it } from 'vitest';
import { previewEnvironmentOf } from './preview-environment.ts';

describe('the preview frame’s environment label', () => {
  const production = 'shop.ridgeline.example';

  it('names loopback, pull-request previews, dev, qa and preprod hosts', () => {
    expect(previewEnvironmentOf('localhost:3000', production)).toBe('localhost');
    expect(previewEnvironmentOf('127.0.0.1:3000', production)).toBe('localhost');
    expect(previewEnvironmentOf('pr-482.preview.ridgeline.example', production)).toBe('pr');
    expect(previewEnvironmentOf('storefront-pr-17.ridgeline.example', production)).toBe('pr');
    expect(previewEnvironmentOf('dev.ridgeline.example', production)).toBe('dev');
    expect(previewEnvironmentOf('qa.ridgeline.example', production)).toBe('qa');
    expect(previewEnvironmentOf('preprod.ridgeline.example', production)).toBe('preprod');
    expect(previewEnvironmentOf('staging.ridgeline.example', production)).toBe('preprod');
  });

  it('names the public host production, and any other host unknown', () => {
    expect(previewEnvironmentOf('shop.ridgeline.example', production)).toBe('production');
    expect(previewEnvironmentOf('SHOP.ridgeline.example:443', production)).toBe('production');
    expect(previewEnvironmentOf('shop.ridgeline.example', null)).toBe('unknown');
    expect(previewEnvironmentOf('devotion.example', production)).toBe('unknown');
    expect(previewEnvironmentOf('ridgeline.example', production)).toBe('unknown');
  });
});
