// No zod here: the back-office's browser code lists content types with these (like admin-roles.ts).

/** Every content document type of spec 3 (decision 067); `CONTENT_BLOCK_SCHEMAS` has one schema for each. */
export const CONTENT_TYPES = [
  'page',
  'rich-text',
  'banner',
  'accordion',
  'article-grid',
  'article-page',
  'benefit-bar',
  'category-cards',
  'collection',
  'vertical-link-list',
  'cta-buttons',
  'icon-and-text',
  'linked-card',
  'mega-menu',
  'secondary-nav',
  'footer',
  'visual-selector',
  'multi-link-card',
  'picture',
  'recommendations',
  'upsell',
  'newsletter-signup',
  'event-signup',
  'popup',
  'promo-bar',
  'spacer',
  'segmentation',
  'experience',
  'filter-by',
  'curalate',
  'ugc',
  'olapic',
  'video',
  'video-player',
] as const;
export type ContentType = (typeof CONTENT_TYPES)[number];

/** The preview tool's doc types: every type but the promo bar and the mega menu (spec 3 section 2). */
export const PREVIEW_DOC_TYPES = CONTENT_TYPES.filter((type) => type !== 'promo-bar' && type !== 'mega-menu');

/** The preview tool's page sizes (spec 3 section 9); 20 unless asked. */
export const PREVIEW_LIMITS = [10, 20, 50] as const;
