import { z } from 'zod';
import { SITES } from '../sites.ts';

/** The back-office's settings per site (decision 073), under /api/admin/v1/settings (settings:write). */

const siteIds = SITES.map((site) => site.id) as [string, ...string[]];

/** 'post': reviews and questions go live at once, moderated after; 'pre': they wait for a moderator. */
export const REVIEW_MODERATION_MODES = ['post', 'pre'] as const;
export type ReviewModerationMode = (typeof REVIEW_MODERATION_MODES)[number];

export const adminSiteSettingsSchema = z.object({
  siteId: z.string(),
  reviewModeration: z.enum(REVIEW_MODERATION_MODES),
  /** Null while the site has the defaults. */
  updatedAt: z.string().nullable(),
});
export type AdminSiteSettings = z.infer<typeof adminSiteSettingsSchema>;

export const adminSiteSettingsListSchema = z.object({ sites: z.array(adminSiteSettingsSchema) });

export const adminSiteParamsSchema = z.object({ siteId: z.enum(siteIds) });

export const adminSiteSettingsUpdateSchema = z
  .object({ reviewModeration: z.enum(REVIEW_MODERATION_MODES) })
  .strict();
export type AdminSiteSettingsUpdate = z.infer<typeof adminSiteSettingsUpdateSchema>;

// ---------------------------------------------------------------------------------------------
// Shipping, taxes and feature switches per site (decision 079). Money in minor units of the site's currency.
// ---------------------------------------------------------------------------------------------

/** Home-delivery methods an owner can change (store deliveries are always free). */
export const CONFIGURABLE_SHIPPING_METHODS = ['standard', 'express'] as const;

const minorUnits = z
  .number()
  .int('must be a whole number of minor units (cents)')
  .min(0, 'must be 0 or more')
  .max(10_000_000, 'must be at most 10000000 minor units');

const shippingRateSchema = z.object({
  enabled: z.boolean(),
  price: z.number().int(),
  /** Merchandise total from which the method is free; null when never free. */
  freeFrom: z.number().int().nullable(),
});

export const adminShippingMethodSettingSchema = shippingRateSchema.extend({
  code: z.enum(CONFIGURABLE_SHIPPING_METHODS),
  deliveryTime: z.string(),
  /** The code's rate, what "reset to default" restores. */
  defaults: shippingRateSchema,
  /** Null while the method has the defaults. */
  updatedAt: z.string().nullable(),
});
export type AdminShippingMethodSetting = z.infer<typeof adminShippingMethodSettingSchema>;

export const adminShippingSettingsSchema = z.object({
  siteId: z.string(),
  currency: z.string(),
  methods: z.array(adminShippingMethodSettingSchema),
});
export type AdminShippingSettings = z.infer<typeof adminShippingSettingsSchema>;

export const adminShippingMethodParamsSchema = z.object({
  siteId: z.enum(siteIds),
  code: z.enum(CONFIGURABLE_SHIPPING_METHODS),
});

export const adminShippingMethodUpdateSchema = z
  .object({ enabled: z.boolean(), price: minorUnits, freeFrom: minorUnits.nullable() })
  .strict();
export type AdminShippingMethodUpdate = z.infer<typeof adminShippingMethodUpdateSchema>;

/**
 * A tax rate is a fraction (0.0725 is 7.25 %), 0 to 1 with at most six decimals; the back-office's form
 * shows and takes percents.
 */
export const taxRateSchema = z
  .number()
  .min(0, 'must be between 0 and 1 (0.0725 is 7.25 %)')
  .max(1, 'must be between 0 and 1 (0.0725 is 7.25 %)')
  .refine((rate) => Math.abs(rate * 1_000_000 - Math.round(rate * 1_000_000)) < 1e-6, {
    message: 'must have at most six decimals',
  });

export const adminTaxRegionSettingSchema = z.object({
  countryCode: z.string(),
  /** State or province code; the country code for a VAT country. */
  regionCode: z.string(),
  /** 'sales' is added to the total at checkout; 'vat' is already in the shelf prices. */
  kind: z.enum(['sales', 'vat']),
  rate: z.number(),
  defaultRate: z.number(),
  updatedAt: z.string().nullable(),
});
export type AdminTaxRegionSetting = z.infer<typeof adminTaxRegionSettingSchema>;

export const adminTaxSettingsSchema = z.object({
  siteId: z.string(),
  regions: z.array(adminTaxRegionSettingSchema),
});
export type AdminTaxSettings = z.infer<typeof adminTaxSettingsSchema>;

export const adminTaxRegionParamsSchema = z.object({
  siteId: z.enum(siteIds),
  countryCode: z.string().regex(/^[A-Z]{2}$/, 'must be a two-letter country code such as US'),
  regionCode: z.string().regex(/^[A-Z]{2}$/, 'must be a two-letter state, province or country code'),
});

export const adminTaxRateUpdateSchema = z.object({ rate: taxRateSchema }).strict();
export type AdminTaxRateUpdate = z.infer<typeof adminTaxRateUpdateSchema>;

/** The switches the specs name: mini cart on add, express checkout, simplified enrolment, favorites. */
export const FEATURE_SWITCHES = [
  'miniCartOnAdd',
  'expressCheckout',
  'simplifiedEnrolment',
  'favorites',
] as const;
export type FeatureSwitch = (typeof FEATURE_SWITCHES)[number];

export const siteFeaturesSchema = z.object({
  miniCartOnAdd: z.boolean(),
  expressCheckout: z.boolean(),
  simplifiedEnrolment: z.boolean(),
  favorites: z.boolean(),
});
export type SiteFeatures = z.infer<typeof siteFeaturesSchema>;

export const adminSiteFeaturesSchema = z.object({
  siteId: z.string(),
  features: siteFeaturesSchema,
  defaults: siteFeaturesSchema,
});
export type AdminSiteFeatures = z.infer<typeof adminSiteFeaturesSchema>;

/** Only the switches named change; the others keep their value. */
export const adminSiteFeaturesUpdateSchema = siteFeaturesSchema.partial().strict();
export type AdminSiteFeaturesUpdate = z.infer<typeof adminSiteFeaturesUpdateSchema>;
