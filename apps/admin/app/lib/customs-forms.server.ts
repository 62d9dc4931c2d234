import {
  type AdminCustomsTemplate,
  type AdminCustomsTemplateRequest,
  adminCustomsTemplateRequestSchema,
  CURRENCIES,
  CUSTOMS_LANGUAGES,
} from '@ridgeline/contracts';
import type { Translate } from '@ridgeline/storefront/lib/translate.ts';
import { amountText } from './catalogue-forms.server.ts';
import { minorUnitsOf } from './order-forms.server.ts';

/**
 * The customisation template form (decision 087). Its fields are named by position: zone-0-code,
 * zone-0-label-fr, zone-0-color-2-hex, zone-0-color-2-enabled, surcharge-USD… Each zone has a blank row to
 * add a colour, and the form a blank zone to add one; blank rows are left out, as are rows marked removed.
 */
export type CustomsFormValues = Record<string, string>;

/** The form's values for a template (or for a new one: nothing but the blank rows). */
export function customsFormValues(template: AdminCustomsTemplate | null): CustomsFormValues {
  const values: CustomsFormValues = { monogramMaxLength: String(template?.monogramMaxLength ?? 0) };
  for (const currency of CURRENCIES) {
    values[`surcharge-${currency}`] = amountText(template?.surcharge[currency] ?? 0);
    values[`monogramSurcharge-${currency}`] = amountText(template?.monogramSurcharge[currency] ?? 0);
  }
  const zones = template?.zones ?? [];
  values.zones = String(zones.length + 1);
  zones.forEach((zone, z) => {
    values[`zone-${z}-code`] = zone.code;
    for (const lang of CUSTOMS_LANGUAGES) values[`zone-${z}-label-${lang}`] = zone.label[lang];
    values[`zone-${z}-colors`] = String(zone.colors.length + 1);
    zone.colors.forEach((color, c) => {
      const at = `zone-${z}-color-${c}`;
      values[`${at}-code`] = color.code;
      for (const lang of CUSTOMS_LANGUAGES) values[`${at}-label-${lang}`] = color.label[lang];
      values[`${at}-hex`] = color.hex;
      if (color.enabled) values[`${at}-enabled`] = 'on';
    });
  });
  values[`zone-${zones.length}-colors`] = '1';
  values[`zone-${zones.length}-color-0-enabled`] = 'on';
  zones.forEach((zone, z) => {
    values[`zone-${z}-color-${zone.colors.length}-enabled`] = 'on';
  });
  return values;
}

const count = (value: string | undefined, max: number) => {
  const n = Number(value ?? 0);
  return Number.isInteger(n) && n > 0 ? Math.min(n, max) : 0;
};

/** Where each zone and colour of the body came from on the form, to put errors back on its fields. */
interface Positions {
  zones: { z: number; colors: number[] }[];
}

/** The form field an API or schema path names (body.zones.1.colors.0.hex → zone-1-color-0-hex). */
export function customsFieldOf(path: readonly PropertyKey[] | string, positions: Positions): string {
  const parts =
    typeof path === 'string' ? path.replace(/^body\.?/, '').split('.') : path.map((part) => String(part));
  const [head, index, colors, colorIndex, ...rest] = parts;
  if (head === 'surcharge' || head === 'monogramSurcharge') return index ? `${head}-${index}` : head;
  if (head !== 'zones') return head ?? '';
  if (index === undefined) return 'zones';
  const zone = positions.zones[Number(index)];
  if (!zone) return 'zones';
  // zones.1.code → zone-1-code; zones.1.label.fr → zone-1-label-fr
  if (colors !== 'colors') return [`zone-${zone.z}`, colors, colorIndex].filter(Boolean).join('-');
  if (colorIndex === undefined) return `zone-${zone.z}-colors`;
  const c = zone.colors[Number(colorIndex)];
  return c === undefined ? `zone-${zone.z}-colors` : [`zone-${zone.z}-color-${c}`, ...rest].join('-');
}

/** What is wrong with a field, in the operator's language (the schema's and the API's words are English). */
export function customsProblemOf(field: string, t: Translate, apiProblem = ''): string {
  if (/already/.test(apiProblem)) return t('admin.customs.codeTaken');
  if (field.endsWith('-code')) return t('admin.customs.codeInvalid');
  if (field.endsWith('-hex')) return t('admin.customs.hexInvalid');
  if (/-label-(en|fr|de)$/.test(field)) return t('admin.customs.labelInvalid');
  if (field.endsWith('-colors')) return t('admin.customs.colorsInvalid');
  if (field === 'zones') return t('admin.customs.zonesInvalid');
  if (field === 'monogramMaxLength') return t('admin.customs.monogramInvalid');
  if (/urcharge-/.test(field)) return t('admin.customs.amountInvalid');
  return t('validation.invalid');
}

/**
 * Reads the form into the API's body and checks it with the contracts' schema: the body, or the message
 * of each invalid field. Amounts are typed in major units (12.50).
 */
export function customsRequestOf(
  form: FormData,
  t: Translate,
):
  | { ok: true; body: AdminCustomsTemplateRequest; values: CustomsFormValues; positions: Positions }
  | { ok: false; errors: Record<string, string[]>; values: CustomsFormValues; positions: Positions } {
  const values: CustomsFormValues = {};
  for (const [key, value] of form.entries()) if (typeof value === 'string') values[key] = value;
  const text = (name: string) => (values[name] ?? '').trim();
  const errors: Record<string, string[]> = {};
  const money = (name: string) => {
    const minor = minorUnitsOf(text(name));
    if (minor === null || minor === undefined) errors[name] = [t('admin.customs.amountInvalid')];
    return minor ?? 0;
  };
  const positions: Positions = { zones: [] };
  const zones: AdminCustomsTemplateRequest['zones'] = [];
  for (let z = 0; z < count(values.zones, 9); z++) {
    const zone = `zone-${z}`;
    const colors: AdminCustomsTemplateRequest['zones'][number]['colors'] = [];
    const colorPositions: number[] = [];
    const typed = (at: string) =>
      [`${at}-code`, `${at}-hex`, ...CUSTOMS_LANGUAGES.map((lang) => `${at}-label-${lang}`)].some(
        (name) => text(name) !== '',
      );
    for (let c = 0; c < count(values[`${zone}-colors`], 25); c++) {
      const at = `${zone}-color-${c}`;
      if (values[`${at}-remove`] === 'on' || !typed(at)) continue;
      colors.push({
        code: text(`${at}-code`),
        label: { en: text(`${at}-label-en`), fr: text(`${at}-label-fr`), de: text(`${at}-label-de`) },
        hex: text(`${at}-hex`),
        enabled: values[`${at}-enabled`] === 'on',
      });
      colorPositions.push(c);
    }
    if (!typed(zone) && colors.length === 0) continue;
    zones.push({
      code: text(`${zone}-code`),
      label: { en: text(`${zone}-label-en`), fr: text(`${zone}-label-fr`), de: text(`${zone}-label-de`) },
      colors,
    });
    positions.zones.push({ z, colors: colorPositions });
  }
  const candidate = {
    zones,
    monogramMaxLength: text('monogramMaxLength') === '' ? Number.NaN : Number(text('monogramMaxLength')),
    surcharge: Object.fromEntries(CURRENCIES.map((cur) => [cur, money(`surcharge-${cur}`)])),
    monogramSurcharge: Object.fromEntries(CURRENCIES.map((cur) => [cur, money(`monogramSurcharge-${cur}`)])),
  };
  const parsed = adminCustomsTemplateRequestSchema.safeParse(candidate);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const field = customsFieldOf(issue.path, positions);
      errors[field] ??= [customsProblemOf(field, t)];
    }
  }
  if (parsed.success && Object.keys(errors).length === 0) {
    return { ok: true, body: parsed.data, values, positions };
  }
  return { ok: false, errors, values, positions };
}
