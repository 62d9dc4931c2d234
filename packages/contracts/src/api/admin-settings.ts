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
