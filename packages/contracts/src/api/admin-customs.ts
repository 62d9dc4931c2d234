import { z } from 'zod';
import { CURRENCIES } from '../sites.ts';
import { VALIDATION_MESSAGES } from '../validation-rules.ts';
import { productIdSchema } from './common.ts';

/**
 * The back-office's customisation templates (decision 087), under /api/admin/v1/customs-templates: what a
 * made-to-order product offers (its zones and their colours, in English, French and German), its
 * surcharges per currency and its monogram. Needs catalogue:write (merchandisers and owners).
 */

/** The languages a template's names are written in. */
export const CUSTOMS_LANGUAGES = ['en', 'fr', 'de'] as const;

/** Lower-case letters, digits and hyphens: a zone or colour code as designs store it. */
export const CUSTOMS_CODE_PATTERN = /^[a-z0-9][a-z0-9-]{0,23}$/;
/** The most zones a template has, and colours a zone offers. */
export const CUSTOMS_MAX_ZONES = 8;
export const CUSTOMS_MAX_COLORS = 24;
export const CUSTOMS_MAX_MONOGRAM = 10;

const code = z
  .string()
  .trim()
  .regex(CUSTOMS_CODE_PATTERN, 'must be 1 to 24 lower-case letters, digits or hyphens');
const label = z
  .string()
  .trim()
  .min(1, VALIDATION_MESSAGES.required)
  .max(40, VALIDATION_MESSAGES.maxLength(40));
/** A label in each language the catalogue is written in. */
const labels = z.object({ en: label, fr: label, de: label }).strict();
/** Minor units (cents) per currency, each site's currency required. */
const perCurrency = z
  .object(
    Object.fromEntries(
      CURRENCIES.map((currency) => [
        currency,
        z.number().int('must be a whole number of cents').min(0, 'must be 0 or more').max(100_000_00),
      ]),
    ) as Record<string, z.ZodNumber>,
  )
  .strict();

export const adminCustomsColorSchema = z
  .object({
    code,
    label: labels,
    /** The swatch shown on the product page: #rrggbb. */
    hex: z
      .string()
      .trim()
      .regex(/^#[0-9a-fA-F]{6}$/, 'must be a colour such as #1d1d1b')
      .transform((hex) => hex.toLowerCase()),
    /** A disabled colour is not offered to shoppers; designs already made with it keep it. */
    enabled: z.boolean().default(true),
  })
  .strict();
export type AdminCustomsColor = z.infer<typeof adminCustomsColorSchema>;

export const adminCustomsZoneSchema = z
  .object({
    code,
    label: labels,
    colors: z
      .array(adminCustomsColorSchema)
      .min(1, 'must offer at least one colour')
      .max(CUSTOMS_MAX_COLORS, `must offer at most ${CUSTOMS_MAX_COLORS} colours`),
  })
  .strict();
export type AdminCustomsZone = z.infer<typeof adminCustomsZoneSchema>;

/** A template as the back-office writes it (PUT replaces it whole). */
export const adminCustomsTemplateRequestSchema = z
  .object({
    zones: z
      .array(adminCustomsZoneSchema)
      .min(1, 'must have at least one zone')
      .max(CUSTOMS_MAX_ZONES, `must have at most ${CUSTOMS_MAX_ZONES} zones`),
    /** The most letters of a monogram; 0 when the product takes none. */
    monogramMaxLength: z
      .number()
      .int()
      .min(0, 'must be 0 or more')
      .max(CUSTOMS_MAX_MONOGRAM, `must be at most ${CUSTOMS_MAX_MONOGRAM}`),
    /** What any design adds to the size's price, per currency (minor units). */
    surcharge: perCurrency,
    /** What a monogram adds on top, per currency (minor units). */
    monogramSurcharge: perCurrency,
  })
  .strict();
export type AdminCustomsTemplateRequest = z.input<typeof adminCustomsTemplateRequestSchema>;

/** Attaching a template to a product: the product, and its template. */
export const adminCreateCustomsTemplateRequestSchema = adminCustomsTemplateRequestSchema
  .extend({ productId: productIdSchema })
  .strict();
export type AdminCreateCustomsTemplateRequest = z.input<typeof adminCreateCustomsTemplateRequestSchema>;

export const adminCustomsTemplateParamsSchema = z.object({ productId: productIdSchema });

export const adminCustomsTemplateSchema = z.object({
  productId: z.string(),
  /** The product's English name. */
  productName: z.string(),
  zones: z.array(
    z.object({
      code: z.string(),
      label: z.object({ en: z.string(), fr: z.string(), de: z.string() }),
      colors: z.array(
        z.object({
          code: z.string(),
          label: z.object({ en: z.string(), fr: z.string(), de: z.string() }),
          hex: z.string(),
          enabled: z.boolean(),
        }),
      ),
    }),
  ),
  monogramMaxLength: z.number().int(),
  surcharge: z.record(z.string(), z.number().int()),
  monogramSurcharge: z.record(z.string(), z.number().int()),
  /** Curated designs of the product (precreatedCustomsCode) and whether shoppers are offered them. */
  curated: z.array(z.object({ code: z.string(), name: z.string(), offered: z.boolean() })),
});
export type AdminCustomsTemplate = z.infer<typeof adminCustomsTemplateSchema>;

export const adminCustomsTemplateListSchema = z.object({
  items: z.array(
    z.object({
      productId: z.string(),
      productName: z.string(),
      zones: z.number().int(),
      /** Colours offered to shoppers, and disabled ones. */
      enabledColors: z.number().int(),
      disabledColors: z.number().int(),
      monogramMaxLength: z.number().int(),
    }),
  ),
});
export type AdminCustomsTemplateList = z.infer<typeof adminCustomsTemplateListSchema>;
