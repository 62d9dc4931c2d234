import { z } from 'zod';
import { SITES } from '../sites.ts';
import { emailSchema } from '../validation.ts';
import { isValidPostalCode, VALIDATION_MESSAGES } from '../validation-rules.ts';
import { storeIdSchema } from './common.ts';

/**
 * The back-office's stores, employees and associates (decision 080), under /api/admin/v1: store records
 * and opening hours (stores:write), employees with their discount entitlement and in-store associates
 * (staff:manage), and the sites and locales, read from the one table of sites.
 */

const siteIds = SITES.map((site) => site.id) as [string, ...string[]];

/** "09:30": 24-hour clock, minutes. */
export const STORE_TIME_PATTERN = /^([01]\d|2[0-3]):[0-5]\d$/;
const time = z.string().trim().regex(STORE_TIME_PATTERN, 'must be a time such as 09:30').nullable();

/** One weekday's hours: both times, or both null when the store is closed that day (STR400 otherwise). */
export const adminStoreDaySchema = z.object({ opens: time, closes: time });
export type AdminStoreDay = z.infer<typeof adminStoreDaySchema>;

const text = (max: number) =>
  z.string().trim().min(1, VALIDATION_MESSAGES.required).max(max, VALIDATION_MESSAGES.maxLength(max));

export const adminStoreRequestSchema = z
  .object({
    siteId: z.enum(siteIds),
    name: text(60),
    addressLine1: text(60),
    city: text(40),
    province: z
      .string()
      .trim()
      .max(30, VALIDATION_MESSAGES.maxLength(30))
      .transform((value) => value || null)
      .nullable()
      .default(null),
    postalCode: text(10),
    countryCode: z.enum(['US', 'CA', 'GB', 'DE', 'FR']),
    /** As shown to shoppers: "+1 212-555-0142"; 6 to 15 digits. */
    phone: z
      .string()
      .trim()
      .regex(/^\+?[\d\s().-]{6,24}$/, VALIDATION_MESSAGES.phone)
      .refine((phone) => {
        const digits = phone.replace(/\D/g, '').length;
        return digits >= 6 && digits <= 15;
      }, VALIDATION_MESSAGES.phone),
    latitude: z.number().min(-90, 'must be -90 to 90').max(90, 'must be -90 to 90'),
    longitude: z.number().min(-180, 'must be -180 to 180').max(180, 'must be -180 to 180'),
    isPickupPoint: z.boolean().default(false),
    /** Sunday (0) to Saturday (6). */
    hours: z.array(adminStoreDaySchema).length(7, 'must list the seven weekdays, Sunday first'),
  })
  .strict()
  .superRefine((store, ctx) => {
    const site = SITES.find((s) => s.id === store.siteId);
    if (site && !(site.shipsTo as readonly string[]).includes(store.countryCode)) {
      ctx.addIssue({
        code: 'custom',
        path: ['countryCode'],
        message: `must be a country of the site: ${site.shipsTo.join(', ')}`,
      });
    }
    if (!isValidPostalCode(store.countryCode, store.postalCode)) {
      ctx.addIssue({ code: 'custom', path: ['postalCode'], message: VALIDATION_MESSAGES.postalCode });
    }
    // North American addresses name their state or province by its two-letter code.
    if (
      (store.countryCode === 'US' || store.countryCode === 'CA') &&
      !/^[A-Z]{2}$/.test(store.province ?? '')
    ) {
      ctx.addIssue({ code: 'custom', path: ['province'], message: 'must be a two-letter code such as NY' });
    }
  });
export type AdminStoreRequest = z.infer<typeof adminStoreRequestSchema>;

export const adminStoreSchema = z.object({
  storeId: z.string(),
  siteId: z.string(),
  name: z.string(),
  addressLine1: z.string(),
  city: z.string(),
  province: z.string().nullable(),
  postalCode: z.string(),
  countryCode: z.string(),
  phone: z.string(),
  latitude: z.number(),
  longitude: z.number(),
  isPickupPoint: z.boolean(),
  active: z.boolean(),
  hours: z.array(adminStoreDaySchema),
});
export type AdminStore = z.infer<typeof adminStoreSchema>;

/** A calendar date, YYYY-MM-DD, that exists (2026-02-30 does not). */
export const storeDateSchema = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a date such as 2026-12-25')
  .refine((value) => {
    const date = new Date(`${value}T00:00:00Z`);
    return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
  }, 'must be a date such as 2026-12-25');

/**
 * A special day of a store (decision 088): closed (both times null) or open at these hours instead of the
 * weekday's, on one date, with the reason shoppers read, per language (English required).
 */
export const adminStoreSpecialDayRequestSchema = z
  .object({
    opens: time.default(null),
    closes: time.default(null),
    reason: z
      .object({
        en: text(60),
        fr: z.string().trim().max(60, VALIDATION_MESSAGES.maxLength(60)).optional(),
        de: z.string().trim().max(60, VALIDATION_MESSAGES.maxLength(60)).optional(),
      })
      .strict(),
  })
  .strict();
export type AdminStoreSpecialDayRequest = z.infer<typeof adminStoreSpecialDayRequestSchema>;
export const adminStoreSpecialDaySchema = z.object({
  date: z.string(),
  opens: z.string().nullable(),
  closes: z.string().nullable(),
  reason: z.record(z.string(), z.string()),
});
export type AdminStoreSpecialDay = z.infer<typeof adminStoreSpecialDaySchema>;
export const adminStoreSpecialDayListSchema = z.object({ items: z.array(adminStoreSpecialDaySchema) });
export const adminStoreSpecialDayParamsSchema = z.object({ storeId: storeIdSchema, date: storeDateSchema });

export const adminStoreListQuerySchema = z.object({
  /** Part of a name, or a city's, postal code's or store id's beginning. */
  q: z.string().trim().max(60).optional(),
  siteId: z.enum(siteIds).optional(),
  status: z.enum(['active', 'inactive', 'all']).default('all'),
});
export const adminStoreListSchema = z.object({ items: z.array(adminStoreSchema) });

export const adminStoreParamsSchema = z.object({ storeId: storeIdSchema });
export const adminStoreActiveRequestSchema = z.object({ active: z.boolean() }).strict();

// Employees: consumer accounts of type EMPLOYEE with the employee programme (the discount's annual cap).
const money = z.number().int('must be in minor units').min(0, 'must be 0 or more').max(100_000_000);

export const adminEmployeeSchema = z.object({
  customerId: z.string(),
  email: z.string().nullable(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  currency: z.string().nullable(),
  annualLimit: z.number().int().nullable(),
  currentSpend: z.number().int().nullable(),
  termsAccepted: z.boolean(),
  /** The stores where the employee is an associate. */
  associateOf: z.array(z.object({ storeId: z.string(), storeEmployeeId: z.string() })),
});
export type AdminEmployee = z.infer<typeof adminEmployeeSchema>;
export const adminEmployeeListQuerySchema = z.object({ q: z.string().trim().max(120).optional() });
export const adminEmployeeListSchema = z.object({ items: z.array(adminEmployeeSchema) });
export const adminEmployeeRequestSchema = z
  .object({
    email: emailSchema,
    currency: z.enum(['USD', 'CAD', 'GBP', 'EUR']),
    annualLimit: money,
  })
  .strict();
export type AdminEmployeeRequest = z.infer<typeof adminEmployeeRequestSchema>;
export const adminEmployeeParamsSchema = z.object({ customerId: z.string().uuid('must be a customer id') });

// Associates: an employee's account selling in one store under a store employee id.
export const adminAssociateSchema = z.object({
  storeId: z.string(),
  storeEmployeeId: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  /** The consumer account the associate signs in with; null for associates listed before decision 080. */
  customerId: z.string().nullable(),
  email: z.string().nullable(),
});
export type AdminAssociate = z.infer<typeof adminAssociateSchema>;
export const adminAssociateListSchema = z.object({ items: z.array(adminAssociateSchema) });
export const adminAssociateRequestSchema = z
  .object({
    email: emailSchema,
    storeEmployeeId: z
      .string()
      .trim()
      .regex(/^[A-Z0-9]{2,12}$/, 'must be 2 to 12 capital letters or digits, such as A1003'),
  })
  .strict();
export type AdminAssociateRequest = z.infer<typeof adminAssociateRequestSchema>;
export const adminAssociateParamsSchema = z.object({
  storeId: storeIdSchema,
  storeEmployeeId: z.string().regex(/^[A-Z0-9]{2,12}$/, 'must be a store employee id'),
});

// Sites and locales: the one table of sites, read only.
export const adminSiteListSchema = z.object({
  items: z.array(
    z.object({
      siteId: z.string(),
      name: z.string(),
      currency: z.string(),
      region: z.string(),
      country: z.string(),
      locales: z.array(z.string()),
      defaultLocale: z.string(),
      shipsTo: z.array(z.string()),
      activeStores: z.number().int(),
    }),
  ),
});
