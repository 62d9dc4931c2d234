import type { z } from 'zod';
import { CONTENT_BLOCK_SCHEMAS, richTextSchema } from './content-blocks.ts';
import type { ContentType } from './content-types.ts';

/**
 * The page studio's fields (decision 100), generated from each block's Zod schema: plain data in the
 * shape of Puck's field config (text, textarea, number, select, radio, array, object), so the server
 * builds them and the back-office's browser code, which must not carry zod (decision 077), only adds
 * the rich text editor. `format: 'richText'` marks a rich text field (a textarea of paragraphs).
 */
export type StudioField =
  | { type: 'text'; label: string }
  | { type: 'textarea'; label: string; format?: 'richText' }
  | { type: 'number'; label: string; min?: number; max?: number }
  | { type: 'select'; label: string; options: { label: string; value: string | number | null }[] }
  | { type: 'radio'; label: string; options: { label: string; value: boolean }[] }
  | { type: 'array'; label: string; arrayFields: StudioFields; defaultItemProps: Record<string, unknown> }
  | { type: 'object'; label: string; objectFields: StudioFields };
export type StudioFields = Record<string, StudioField>;

/** Fields the studio does not show as form fields: a page's slots are its drop zones; `id` is Puck's. */
const NOT_FIELDS = new Set(['slots', 'id']);

type Def = {
  type: string;
  innerType?: z.ZodType;
  element?: z.ZodType;
  shape?: Record<string, z.ZodType>;
  entries?: Record<string, string | number>;
  values?: unknown[];
  options?: z.ZodType[];
  getter?: () => z.ZodType;
  in?: z.ZodType;
  defaultValue?: unknown;
  checks?: { _zod: { def: { check: string; value?: number; inclusive?: boolean } } }[];
};
const defOf = (schema: z.ZodType) => (schema as unknown as { _zod: { def: Def } })._zod.def;

/** `backgroundColor` → "Background color", `cta2` → "Cta 2". */
export function fieldLabel(key: string): string {
  const words = key
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/([a-zA-Z])(\d)/g, '$1 $2')
    .replace(/[-_]/g, ' ')
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** Removes optional/default/nullable/readonly/pipe wrappers: the schema of the value the editor types. */
function unwrap(schema: z.ZodType): z.ZodType {
  let current = schema;
  for (let i = 0; i < 20; i++) {
    const def = defOf(current);
    if (
      ['optional', 'default', 'prefault', 'nullable', 'readonly', 'catch'].includes(def.type) &&
      def.innerType
    ) {
      current = def.innerType;
    } else if (def.type === 'pipe' && def.in) current = def.in;
    else if (def.type === 'lazy' && def.getter && current !== richTextSchema) current = def.getter();
    else return current;
  }
  return current;
}

function numberBounds(def: Def): { min?: number; max?: number } {
  const bounds: { min?: number; max?: number } = {};
  for (const check of def.checks ?? []) {
    const c = check._zod.def;
    if (c.check === 'greater_than' && typeof c.value === 'number')
      bounds.min = c.value + (c.inclusive ? 0 : 1);
    if (c.check === 'less_than' && typeof c.value === 'number') bounds.max = c.value - (c.inclusive ? 0 : 1);
  }
  return bounds;
}

/** The value a new item of an array starts with: each field's default, else empty. */
function defaultProps(shape: Record<string, z.ZodType>): Record<string, unknown> {
  const props: Record<string, unknown> = {};
  for (const [key, schema] of Object.entries(shape)) {
    const def = defOf(schema);
    if (def.type === 'default') {
      const value = def.defaultValue;
      props[key] = typeof value === 'function' ? (value as () => unknown)() : value;
    } else if (def.type === 'object') {
      // A required object (a spacer's margins) starts with its own defaults.
      props[key] = defaultProps(def.shape ?? {});
    } else if (def.type === 'array') props[key] = [];
  }
  return props;
}

/**
 * The studio field for one schema, or null when it has no form field (a record, a nested recursion
 * deeper than the editor shows). Depth keeps recursive schemas (menu items) finite.
 */
export function studioField(schema: z.ZodType, label: string, depth = 0): StudioField | null {
  const inner = unwrap(schema);
  if (inner === richTextSchema) return { type: 'textarea', label, format: 'richText' };
  const def = defOf(inner);
  switch (def.type) {
    case 'string':
      return { type: 'text', label };
    case 'number':
      return { type: 'number', label, ...numberBounds(def) };
    case 'boolean':
      return {
        type: 'radio',
        label,
        options: [
          { label: 'Yes', value: true },
          { label: 'No', value: false },
        ],
      };
    case 'enum':
      return {
        type: 'select',
        label,
        options: Object.values(def.entries ?? {}).map((value) => ({ label: String(value), value })),
      };
    case 'literal': {
      const values = (def.values ?? []).filter((v) => typeof v === 'string' || typeof v === 'number') as (
        | string
        | number
      )[];
      return { type: 'select', label, options: values.map((value) => ({ label: String(value), value })) };
    }
    case 'union': {
      // A union of literals (a heading level, a split width) is a select; anything else is not editable here.
      const values = (def.options ?? []).map((option) => defOf(unwrap(option)));
      if (values.every((v) => v.type === 'literal')) {
        return {
          type: 'select',
          label,
          options: values.flatMap((v) =>
            (v.values ?? []).map((value) => ({ label: String(value), value: value as string | number })),
          ),
        };
      }
      return null;
    }
    case 'object': {
      if (depth > 3) return null;
      return { type: 'object', label, objectFields: studioFieldsOfShape(def.shape ?? {}, depth + 1) };
    }
    case 'array': {
      if (depth > 3 || !def.element) return null;
      const element = unwrap(def.element);
      const elementDef = defOf(element);
      if (elementDef.type === 'object' && element !== richTextSchema) {
        const shape = elementDef.shape ?? {};
        return {
          type: 'array',
          label,
          arrayFields: studioFieldsOfShape(shape, depth + 1),
          defaultItemProps: defaultProps(shape),
        };
      }
      const item = studioField(element, 'Value', depth + 1);
      if (!item) return null;
      return { type: 'array', label, arrayFields: { value: item }, defaultItemProps: {} };
    }
    default:
      return null;
  }
}

function studioFieldsOfShape(shape: Record<string, z.ZodType>, depth: number): StudioFields {
  const fields: StudioFields = {};
  for (const [key, schema] of Object.entries(shape)) {
    if (NOT_FIELDS.has(key)) continue;
    const field = studioField(schema, fieldLabel(key), depth);
    if (field) fields[key] = field;
  }
  return fields;
}

/** The studio's fields of a content type, from its schema. */
export function studioFieldsOf(type: ContentType): StudioFields {
  const def = defOf(CONTENT_BLOCK_SCHEMAS[type] as z.ZodType);
  return studioFieldsOfShape(def.shape ?? {}, 0);
}

/** The defaults of a content type's top-level fields (a block dropped on the page starts with them). */
export function studioDefaultsOf(type: ContentType): Record<string, unknown> {
  return defaultProps(defOf(CONTENT_BLOCK_SCHEMAS[type] as z.ZodType).shape ?? {});
}
