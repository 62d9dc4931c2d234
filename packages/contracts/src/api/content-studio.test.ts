import { describe, expect, it } from 'vitest';
import { fieldLabel, type StudioField, studioDefaultsOf, studioFieldsOf } from './content-studio.ts';
import { CONTENT_TYPES } from './content-types.ts';

const fieldsOfType = (type: (typeof CONTENT_TYPES)[number]) => studioFieldsOf(type);

describe('schema → studio (Puck) fields', () => {
  it.each(CONTENT_TYPES)('gives %s fields, a name first among them, without throwing', (type) => {
    const fields = fieldsOfType(type);
    expect(fields.name).toEqual({ type: 'text', label: 'Name' });
    expect(Object.keys(fields).length).toBeGreaterThan(0);
    expect(() => JSON.stringify(fields)).not.toThrow();
    expect(fields.id).toBeUndefined();
    expect(() => studioDefaultsOf(type)).not.toThrow();
  });

  it('maps strings to text, enums to selects, numbers with bounds, booleans to yes/no, rich text to a textarea', () => {
    const banner = fieldsOfType('rich-text');
    expect(banner.richText).toEqual({ type: 'textarea', label: 'Rich text', format: 'richText' });
    expect(banner.alignment).toEqual({
      type: 'select',
      label: 'Alignment',
      options: ['left', 'center', 'right'].map((value) => ({ label: value, value })),
    });
    const popup = fieldsOfType('popup') as Record<string, StudioField>;
    const delay = Object.values(popup).find((field) => field.type === 'number');
    expect(delay).toBeDefined();
    const video = fieldsOfType('video');
    expect(Object.values(video).some((field) => field.type === 'radio')).toBe(true);
  });

  it('maps arrays of objects to array fields with item defaults, and nested objects to object fields', () => {
    const buttons = fieldsOfType('cta-buttons');
    const list = Object.values(buttons).find((field) => field.type === 'array');
    expect(list?.type).toBe('array');
    if (list?.type === 'array') expect(list.arrayFields.url).toEqual({ type: 'text', label: 'Url' });
    const picture = fieldsOfType('picture');
    expect(Object.values(picture).some((field) => field.type === 'object')).toBe(true);
  });

  it('keeps the page slots out of the form: they are the drop zones', () => {
    expect(fieldsOfType('page').slots).toBeUndefined();
    expect(fieldsOfType('page').pageType?.type).toBe('select');
    expect(studioDefaultsOf('page')).toMatchObject({ pageType: 'generic' });
  });

  it('labels fields from their keys', () => {
    expect(fieldLabel('backgroundColor')).toBe('Background color');
    expect(fieldLabel('cta2')).toBe('Cta 2');
  });
});
