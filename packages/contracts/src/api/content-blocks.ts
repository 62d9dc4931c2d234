import { z } from 'zod';
import { CONTENT_TYPES, type ContentType } from './content-types.ts';

export { CONTENT_TYPES, type ContentType, PREVIEW_DOC_TYPES } from './content-types.ts';

/**
 * The content blocks of spec 3 (decision 067): one Zod schema per block type. The same schema validates
 * the editors' API, will drive the editor's forms, and types the storefront's props. Rich text is
 * structured JSON (never editor HTML), and every link is a safe URL.
 */

const text = (max = 500) => z.string().max(max);
const color = z
  .string()
  .regex(/^(#[0-9a-fA-F]{3,8}|[a-z][a-z0-9-]{0,40})$/, 'must be a hex colour or a design token name');

/** Relative paths, in-page hashes, query strings with a modal hash, https and mailto: never javascript:. */
export const contentUrlSchema = z
  .string()
  .max(2000)
  .regex(/^(\/(?!\/)|#|\?|https:\/\/|mailto:)/, 'must be a path, #hash, ?query, https:// or mailto: link');

export const mediaSchema = z.object({
  url: contentUrlSchema,
  alt: text(300).default(''),
  seoTitle: text(300).optional(),
  width: z.number().int().positive().optional(),
  height: z.number().int().positive().optional(),
});

export const targetAttributeSchema = z.enum(['_self', '_blank']);

/** A button or link: an in-page modal hash, a query plus a modal hash, or a URL (spec 3 section 2). */
export const targetSchema = z.object({
  id: text(64).optional(),
  text: text(200).optional(),
  url: contentUrlSchema,
  targetAttribute: targetAttributeSchema.default('_self'),
  style: z.enum(['primary', 'secondary', 'tertiary', 'link']).optional(),
  size: z.enum(['small', 'medium', 'large']).optional(),
});

// ------------------------------------------------------------------------------------------------
// Rich text: a small ProseMirror-like tree, rendered by the storefront, never stored as HTML.
// ------------------------------------------------------------------------------------------------
const markSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('bold') }),
  z.object({ type: z.literal('italic') }),
  z.object({ type: z.literal('underline') }),
  z.object({
    type: z.literal('link'),
    href: contentUrlSchema,
    targetAttribute: targetAttributeSchema.optional(),
  }),
]);
export type RichTextNode =
  | { type: 'text'; text: string; marks?: z.infer<typeof markSchema>[] | undefined }
  | { type: 'hardBreak' }
  | { type: 'paragraph' | 'bulletList' | 'orderedList' | 'listItem'; content?: RichTextNode[] | undefined }
  | { type: 'heading'; level: 1 | 2 | 3 | 4 | 5 | 6; content?: RichTextNode[] | undefined };
export const richTextNodeSchema: z.ZodType<RichTextNode> = z.lazy(() =>
  z.union([
    z.object({ type: z.literal('text'), text: z.string().max(5000), marks: z.array(markSchema).optional() }),
    z.object({ type: z.literal('hardBreak') }),
    z.object({
      type: z.enum(['paragraph', 'bulletList', 'orderedList', 'listItem']),
      content: z.array(richTextNodeSchema).max(500).optional(),
    }),
    z.object({
      type: z.literal('heading'),
      level: z.union([z.literal(1), z.literal(2), z.literal(3), z.literal(4), z.literal(5), z.literal(6)]),
      content: z.array(richTextNodeSchema).max(500).optional(),
    }),
  ]),
);
export const richTextSchema = z.object({
  type: z.literal('doc'),
  content: z.array(richTextNodeSchema).max(500),
});
export type RichText = z.infer<typeof richTextSchema>;

/** A reference to another content document (counted in its referrers). */
export const documentRefSchema = z.object({ documentId: z.string().uuid('must be a content document id') });

const promotionTrackingSchema = z.object({
  creativeName: text(200).optional(),
  promotionId: text(200).optional(),
  promotionName: text(200).optional(),
});
const breakpointFlagsSchema = z.object({ sm: z.boolean().default(false), lg: z.boolean().default(false) });
const marginsSchema = z.object({
  sm: z.number().int().min(0).max(400).optional(),
  md: z.number().int().min(0).max(400).optional(),
  lg: z.number().int().min(0).max(400).optional(),
});

// ------------------------------------------------------------------------------------------------
// Banners (spec 3 section 3: common fields and layout enumerations)
// ------------------------------------------------------------------------------------------------
export const BANNER_KINDS = [
  'block-below',
  'espot',
  'image',
  'menu',
  'overlay',
  'split',
  'thin',
  'hero',
] as const;
export const ALIGNMENTS = ['left', 'center', 'right'] as const;
export const OVERLAY_WIDTHS = ['xs', 'sm', 'md', 'lg'] as const;
export const SPLIT_IMAGE_WIDTHS = [60, 50, 40] as const;
export const SPLIT_ALIGNMENTS = [
  'left',
  'right',
  'left-3-top',
  'right-3-top',
  'left-3-bottom',
  'right-3-bottom',
] as const;
export const HERO_VARIANTS = ['full', 'contained', 'video', 'split'] as const;
export const LINKED_CARD_LAYOUTS = ['overlay', 'overlay-top', 'overlay-bottom', 'below'] as const;

const bannerFields = {
  name: text(200),
  title: text(300).optional(),
  titleHtml: richTextSchema.optional(),
  titleColor: color.optional(),
  titleStyle: text(64).optional(),
  titleH1: z.boolean().default(false),
  hideTitle: z.boolean().default(false),
  subtitle: text(500).optional(),
  overline: text(200).optional(),
  eyebrowText: text(200).optional(),
  eyebrowLogo: mediaSchema.optional(),
  richText: richTextSchema.optional(),
  richTextBelowTargets: richTextSchema.optional(),
  media: mediaSchema.optional(),
  mediaTarget: targetSchema.optional(),
  targets: z.array(targetSchema).max(6).default([]),
  linkType: z.enum(['CTA', 'No-CTA']).default('CTA'),
  caption: z
    .object({
      text: text(300),
      position: z.enum(['top-left', 'top-right', 'bottom-left', 'bottom-right']).default('bottom-left'),
      style: text(64).optional(),
      color: color.optional(),
    })
    .optional(),
  gradient: z
    .object({
      /** full: 35 % of the height, focused: 50 % (spec 3 section 9). */
      style: z.enum(['full', 'focused']),
      tone: z.enum(['dark', 'light']).default('dark'),
      breakpoints: z.array(z.enum(['sm', 'md', 'lg'])).default(['sm', 'md', 'lg']),
    })
    .optional(),
  backgroundColor: color.optional(),
  backdrop: color.optional(),
  equalTargetSize: z.boolean().default(false),
  promotionTracking: promotionTrackingSchema.optional(),
  alignment: z.enum(ALIGNMENTS).default('left'),
};

export const bannerSchema = z.object({
  ...bannerFields,
  kind: z.enum(BANNER_KINDS),
  overlayWidth: z.enum(OVERLAY_WIDTHS).optional(),
  splitImageWidth: z.union([z.literal(60), z.literal(50), z.literal(40)]).default(60),
  splitAlignment: z.enum(SPLIT_ALIGNMENTS).optional(),
  heroVariant: z.enum(HERO_VARIANTS).optional(),
});

export const linkedCardSchema = z.object({
  ...bannerFields,
  layout: z.enum(LINKED_CARD_LAYOUTS).default('below'),
});

// ------------------------------------------------------------------------------------------------
// Collections, carousels, grids
// ------------------------------------------------------------------------------------------------
const collectionBreakpointSchema = z.object({
  type: z.enum(['carousel', 'grid']).default('grid'),
  slideWidth: text(32).optional(),
  slideMaxWidth: text(32).optional(),
  margin: z.number().min(0).max(200).optional(),
  slidePadding: z.number().min(0).max(200).optional(),
  autoplay: z.boolean().default(false),
  /** Seconds (converted to milliseconds by the storefront). */
  autorotateTime: z.number().min(1).max(120).optional(),
  loop: z.boolean().default(false),
  showArrows: z.boolean().default(true),
  showIndicators: z.boolean().default(false),
  showProgress: z.boolean().default(false),
});
/** A collection whose name contains [stacked] is stacked (spec 3 section 3). */
export const collectionSchema = z.object({
  name: text(200),
  type: z.enum(['carousel', 'grid', 'cta-carousel', 'category-cards']).default('grid'),
  breakpoints: z.object({
    sm: collectionBreakpointSchema.optional(),
    md: collectionBreakpointSchema.optional(),
    lg: collectionBreakpointSchema.optional(),
  }),
  items: z.array(documentRefSchema).max(48).default([]),
  alignment: z.enum(ALIGNMENTS).default('left'),
  variant: z.enum(['highlightCenter', 'threeCardGrid']).optional(),
});

export const categoryCardsSchema = z.object({
  name: text(200),
  title: text(300).optional(),
  cards: z
    .array(
      z.object({
        title: text(200),
        media: mediaSchema,
        target: targetSchema,
        categoryId: text(32).optional(),
      }),
    )
    .max(24),
});

// ------------------------------------------------------------------------------------------------
// Simple blocks
// ------------------------------------------------------------------------------------------------
export const richTextBlockSchema = z.object({
  name: text(200),
  richText: richTextSchema,
  alignment: z.enum(ALIGNMENTS).default('left'),
  backgroundColor: color.optional(),
});

export const accordionSchema = z.object({
  name: text(200),
  title: text(300).optional(),
  items: z.array(z.object({ id: text(64), title: text(300), richText: richTextSchema })).max(50),
  allowMultiple: z.boolean().default(false),
});

export const verticalLinkListSchema = z.object({
  name: text(200),
  title: text(300).optional(),
  targets: z.array(targetSchema).max(50),
});

export const ctaButtonsSchema = z.object({
  name: text(200),
  targets: z.array(targetSchema).min(1).max(6),
  alignment: z.enum(ALIGNMENTS).default('center'),
  equalTargetSize: z.boolean().default(false),
});

export const benefitBarSchema = z.object({
  name: text(200),
  logo: mediaSchema.optional(),
  backgroundImage: mediaSchema.optional(),
  alignment: z.enum(ALIGNMENTS).default('center'),
  showCloseButton: z.boolean().default(false),
  infoIcon: z.boolean().default(false),
  targets: z.array(z.object({ id: text(64), url: contentUrlSchema, text: text(200) })).max(8),
});

export const iconAndTextSchema = z.object({
  name: text(200),
  variant: z.enum(['icon-left', 'icon-above-text', 'one-column']).default('icon-left'),
  iconSize: z.enum(['small', 'medium', 'large']).default('medium'),
  /** Four items form a two-column grid. */
  items: z
    .array(z.object({ icon: mediaSchema, title: text(200).optional(), richText: richTextSchema.optional() }))
    .max(12),
});

export const visualSelectorSchema = z.object({
  name: text(200),
  title: text(200),
  mediaObject: z.object({
    url: contentUrlSchema,
    alt: text(300).default(''),
    seoTitle: text(300).optional(),
  }),
  target: targetSchema,
});

export const multiLinkCardSchema = z.object({
  name: text(200),
  alignment: z.enum(['center', 'left']).default('left'),
  media: mediaSchema,
  title: text(300).optional(),
  titleHtml: richTextSchema.optional(),
  titleStyle: text(64).optional(),
  titleTarget: targetSchema.optional(),
  targets: z.array(z.object({ text: text(200), url: contentUrlSchema })).max(20),
});

export const pictureSchema = z.object({
  name: text(200),
  media: z.object({ sm: mediaSchema, md: mediaSchema.optional(), lg: mediaSchema.optional() }),
  target: targetSchema.optional(),
});

export const spacerSchema = z.object({
  name: text(200),
  backgroundColor: color.optional(),
  bottomMargins: marginsSchema,
});

// ------------------------------------------------------------------------------------------------
// Navigation
// ------------------------------------------------------------------------------------------------
export const TITLE_VISIBILITY = [
  'title-then-icon',
  'icon-then-title',
  'title-only',
  'icon-only',
  'hidden',
] as const;
export type MenuItem = {
  id: string;
  title: string;
  titleHtml?: RichText | undefined;
  target?: { url: string; targetAttribute: '_self' | '_blank' } | undefined;
  menuStyle?: string | undefined;
  menuIcon?: { icon: string } | undefined;
  titleVisibility: (typeof TITLE_VISIBILITY)[number];
  columns: { id: string; title?: string | undefined; children: MenuItem[] }[];
  menuBanner?: z.infer<typeof documentRefSchema> | undefined;
  visualSelectors: z.infer<typeof documentRefSchema>[];
  visualSelectorsTitle?: string | undefined;
  hideShopAll: { sm: boolean; lg: boolean };
  overrideShopAll?: string | undefined;
  children: MenuItem[];
};
export const menuItemSchema: z.ZodType<MenuItem, unknown> = z.lazy(() =>
  z.object({
    id: text(64),
    title: text(200),
    titleHtml: richTextSchema.optional(),
    target: z
      .object({ url: contentUrlSchema, targetAttribute: targetAttributeSchema.default('_self') })
      .optional(),
    menuStyle: text(64).optional(),
    /** Level-1 icons are 26x26 SVGs named from the icon set. */
    menuIcon: z.object({ icon: z.string().regex(/^[a-z0-9-]{1,64}$/) }).optional(),
    titleVisibility: z.enum(TITLE_VISIBILITY).default('title-only'),
    columns: z
      .array(
        z.object({ id: text(64), title: text(200).optional(), children: z.array(menuItemSchema).max(50) }),
      )
      .max(6)
      .default([]),
    menuBanner: documentRefSchema.optional(),
    visualSelectors: z.array(documentRefSchema).max(12).default([]),
    visualSelectorsTitle: text(200).optional(),
    hideShopAll: breakpointFlagsSchema.default({ sm: false, lg: false }),
    overrideShopAll: text(200).optional(),
    children: z.array(menuItemSchema).max(50).default([]),
  }),
);
export const megaMenuSchema = z.object({
  name: text(200),
  /** Desktop panels open on hover unless configured to open on click. */
  openOn: z.enum(['hover', 'click']).default('hover'),
  items: z.array(menuItemSchema).max(20),
  /** The promo bar and benefit bar shown above the header on every page (decision 075). */
  promoBar: documentRefSchema.optional(),
  benefitBar: documentRefSchema.optional(),
});

export const secondaryNavSchema = z.object({
  name: text(200),
  title: text(200).optional(),
  titleHtml: richTextSchema.optional(),
  targets: z
    .array(
      z.object({
        text: text(200),
        url: contentUrlSchema,
        targetAttribute: targetAttributeSchema.default('_self'),
      }),
    )
    .max(30),
  titleColor: color.optional(),
  backgroundColor: color.optional(),
  alignment: z.enum(ALIGNMENTS).default('left'),
  showDividers: z.boolean().default(false),
});

export const footerSchema = z.object({
  name: text(200),
  columns: z.array(z.object({ title: text(200), targets: z.array(targetSchema).max(30) })).max(8),
  socialLinks: z.array(targetSchema).max(12).default([]),
  legalText: richTextSchema.optional(),
  newsletter: documentRefSchema.optional(),
});

// ------------------------------------------------------------------------------------------------
// Pop-up and promo bar
// ------------------------------------------------------------------------------------------------
/** A pop-up whose name contains 'newsletter' is a newsletter pop-up, otherwise account registration. */
export const popupSchema = z.object({
  name: text(200),
  backgroundColor: color.optional(),
  /** Milliseconds before it expands. */
  delay: z.number().int().min(0).max(600_000).default(2000),
  disclaimer: richTextSchema.optional(),
  disclaimerColor: color.optional(),
  minimizedTitle: text(200).optional(),
  maximizedTitle: text(200).optional(),
  title: text(300).optional(),
  titleHtml: richTextSchema.optional(),
  titleColor: color.optional(),
  logo: z
    .object({
      url: contentUrlSchema,
      alt: text(300).default(''),
      width: z.number().int().positive().optional(),
      height: z.number().int().positive().optional(),
    })
    .optional(),
  logoSize: z.enum(['small', 'medium', 'large']).default('small'),
  targets: z.array(targetSchema).max(4).default([]),
});

export const promoBarMessageSchema = z.object({
  id: text(64),
  clickable: z.boolean().default(false),
  richText: richTextSchema,
  targets: z.array(targetSchema).max(3).default([]),
  textColor: color.optional(),
  hoverLinkColor: color.optional(),
  background: color.optional(),
  sectionId: text(64).optional(),
});
export const promoBarSchema = z.object({
  name: text(200),
  /** Seconds. */
  autorotateTime: z.number().min(1).max(120).default(5),
  closable: z.boolean().default(false),
  messages: z.array(promoBarMessageSchema).max(20),
});

// ------------------------------------------------------------------------------------------------
// Personalisation: segmentation and experiences
// ------------------------------------------------------------------------------------------------
export const SEGMENT_CONDITIONS = [
  'logged-out',
  'logged-in',
  'loyalty-member',
  'loyalty-non-member',
  'employee',
  'non-employee',
  'cart-empty',
  'cart-not-empty',
  'partner-a',
  'non-partner-a',
  'partner-b',
  'non-partner-b',
  'partner-any',
  'non-partner-any',
  'athlete',
  'non-athlete',
] as const;
export const segmentationSchema = z.object({
  name: text(200),
  /** The first segment whose condition holds wins, otherwise the first baseline. */
  segments: z
    .array(z.object({ id: z.enum(SEGMENT_CONDITIONS), targets: z.array(documentRefSchema).max(10) }))
    .max(20),
  baselines: z.array(documentRefSchema).max(10).default([]),
  isFullWidth: z.boolean().default(false),
  hideOnBreakpoint: z.array(z.enum(['sm', 'md', 'lg'])).default([]),
});

export const experienceSchema = z.object({
  name: text(200),
  experienceId: text(128),
  baselines: z.array(documentRefSchema).max(10),
  variants: z
    .array(z.object({ name: text(200), variantId: text(128), targets: z.array(documentRefSchema).max(10) }))
    .max(10),
  trackingEvent: text(128).optional(),
  bottomMargins: marginsSchema.optional(),
});

export const filterBySchema = z.object({
  name: text(200),
  by: z.enum(['bySku', 'byCategory']),
  operator: z.enum(['IN', 'NOT IN']),
  ids: z.array(text(32)).max(500),
  components: z.array(documentRefSchema).max(20),
});

// ------------------------------------------------------------------------------------------------
// Media widgets
// ------------------------------------------------------------------------------------------------
export const curalateSchema = z.object({
  name: text(200),
  containerId: text(128),
  /** May hold the placeholders {productId} and {category}, filled from the page path. */
  filter: text(500).optional(),
});
export const ugcSchema = curalateSchema;
export const olapicSchema = z.object({
  name: text(200),
  containerId: text(128),
  title: text(300).optional(),
  subtitle: text(500).optional(),
});

const playerSettingsSchema = z.object({
  autoplay: z.boolean().default(true),
  hideControls: z.boolean().default(true),
  loop: z.boolean().default(true),
  muted: z.boolean().default(true),
});
export const videoSchema = z.object({
  name: text(200),
  source: z.enum(['youtube', 'hosted', 'platform']),
  youtubeId: z
    .string()
    .regex(/^[A-Za-z0-9_-]{6,20}$/)
    .optional(),
  backgroundColor: color.optional(),
  isFullWidth: z.boolean().default(false),
  media: z
    .object({ sm: mediaSchema.optional(), md: mediaSchema.optional(), lg: mediaSchema.optional() })
    .default({}),
  paddings: marginsSchema.optional(),
  playerSettings: playerSettingsSchema.default({
    autoplay: true,
    hideControls: true,
    loop: true,
    muted: true,
  }),
  cloudinaryAsset: z.object({ cloudName: text(128), publicId: text(300) }).optional(),
  tracks: z
    .array(
      z.object({
        src: contentUrlSchema,
        label: text(100),
        srclang: z.string().regex(/^[a-z]{2}(-[A-Za-z]{2})?$/),
        kind: z.enum(['transcripts', 'chapters']),
      }),
    )
    .max(10)
    .default([]),
  seoTitle: text(300).optional(),
  seoDescription: text(1000).optional(),
  width: z.number().int().positive().optional(),
  height: z.number().int().positive().optional(),
});
export const videoPlayerSchema = videoSchema;

// ------------------------------------------------------------------------------------------------
// Commerce blocks: recommendations, upsell
// ------------------------------------------------------------------------------------------------
export const recommendationsSchema = z.object({
  name: text(200),
  title: text(300).optional(),
  titleHtml: richTextSchema.optional(),
  /** The recommendation strategy asked for. */
  strategy: z.enum(['similar', 'complete-the-look', 'recently-viewed', 'top-sellers']).default('similar'),
  quickshop: z.boolean().default(false),
  /** Impressions send up to 24 products. */
  maxProducts: z.number().int().min(1).max(24).default(12),
  collection: documentRefSchema.optional(),
});
export const upsellSchema = z.object({
  name: text(200),
  title: text(300).optional(),
  titleHtml: richTextSchema.optional(),
  stackedCount: z.number().int().min(1).max(12).default(3),
  addToCartControls: z.enum(['cta', 'checkbox']).default('cta'),
  variant: z.enum(['carousel', 'stacked']).default('stacked'),
});

// ------------------------------------------------------------------------------------------------
// Forms: newsletter and event sign-up
// ------------------------------------------------------------------------------------------------
export const newsletterSignupSchema = z.object({
  name: text(200),
  title: text(300).optional(),
  successTitle: text(300).optional(),
  richText: richTextSchema.optional(),
  policyText: richTextSchema.optional(),
  /** Dynamic: hidden for a shopper who is already subscribed. */
  dynamic: z.boolean().default(false),
});
export const eventSignupSchema = z.object({
  name: text(200),
  eventId: text(128),
  title: text(300),
  startDate: z.iso.date(),
  endDate: z.iso.date(),
  enablePlusOne: z.boolean().default(false),
  richText: richTextSchema.optional(),
  confirmationTitle: text(300).optional(),
  confirmationSubtitle: text(500).optional(),
  submitCtaLabel: text(100).optional(),
});

// ------------------------------------------------------------------------------------------------
// Articles
// ------------------------------------------------------------------------------------------------
export const articleGridSchema = z.object({
  name: text(200),
  title: text(300).optional(),
  titleHtml: richTextSchema.optional(),
  gridSize: z.object({
    sm: z.number().int().min(1).max(6).default(1),
    md: z.number().int().min(1).max(6).default(2),
    lg: z.number().int().min(1).max(6).default(3),
  }),
  /** Page size is rows times small columns (fallback 3). */
  rowsToLoad: z.number().int().min(1).max(20).optional(),
  initialQuery: text(500).optional(),
  initialQueryNotFiltered: text(500).optional(),
  showFilterBar: z.boolean().default(false),
  loadMore: z.boolean().default(true),
  hidePageDate: z.boolean().default(false),
});
export const articlePageSchema = z.object({
  name: text(200),
  /** The article's path segment: /{locale}/journal/{slug} (its id when absent; decision 076). */
  slug: z
    .string()
    .regex(/^[a-z0-9][a-z0-9-]{0,119}$/, 'must be a lowercase slug')
    .optional(),
  title: text(300),
  /** The search engines' description of the article page. */
  seoDescription: text(1000).optional(),
  eyebrow: text(200).optional(),
  picture: mediaSchema.optional(),
  publishedOn: z.iso.date().optional(),
  tags: z
    .array(z.object({ id: text(64), label: text(100) }))
    .max(30)
    .default([]),
  body: richTextSchema,
  /** Related articles: up to 4. */
  related: z.array(documentRefSchema).max(4).default([]),
});

// ------------------------------------------------------------------------------------------------
// Pages: slots per page type (spec 3 section 2)
// ------------------------------------------------------------------------------------------------
/** The fixed section slots of spec 3 section 2: each is a page type with its own slots. */
export const SECTION_SLOTS = [
  'account',
  'account-profile',
  'cart',
  'category',
  'checkout',
  'contact-us',
  'error-4xx',
  'generic',
  'gift-card',
  'loyalty-modal',
  'order-confirmation',
  'product',
  'promotions',
  'search',
  'sign-in-modal',
  'sign-up',
  'sign-up-modal',
  'store-locator',
] as const;
export type SectionSlot = (typeof SECTION_SLOTS)[number];

/** The fixed pages the content service answers as `{fixed-page}/{siteId}` (spec 3 section 7). */
export const FIXED_PAGES = [
  'account',
  'account-profile',
  'basecamp',
  'cart',
  'checkout',
  'contact-us',
  'error-4xx',
  'gift-card',
  'loyalty-modal',
  'order-confirmation',
  'promotions',
  'search',
  'sign-in-modal',
  'sign-up',
  'sign-up-modal',
  'store-locator',
  'westend',
] as const;
export type FixedPage = (typeof FIXED_PAGES)[number];

export const PAGE_TYPES = [...new Set([...SECTION_SLOTS, ...FIXED_PAGES])] as readonly (
  | SectionSlot
  | FixedPage
)[];
export type PageType = SectionSlot | FixedPage;

const MODAL_SLOTS = ['main'] as const;
const STANDARD_SLOTS = ['top', 'main', 'bottom'] as const;
/** Named slots of each page type: where the page's blocks go. */
export const PAGE_SLOTS: Readonly<Record<PageType, readonly string[]>> = {
  account: STANDARD_SLOTS,
  'account-profile': STANDARD_SLOTS,
  basecamp: STANDARD_SLOTS,
  cart: ['top', 'empty-cart', 'below-items', 'bottom'],
  category: ['top', 'grid-inline', 'bottom'],
  checkout: ['top', 'bottom'],
  'contact-us': STANDARD_SLOTS,
  'error-4xx': ['main'],
  generic: STANDARD_SLOTS,
  'gift-card': STANDARD_SLOTS,
  'loyalty-modal': MODAL_SLOTS,
  'order-confirmation': ['top', 'bottom'],
  product: ['below-details', 'bottom'],
  promotions: STANDARD_SLOTS,
  search: ['top', 'no-results', 'bottom'],
  'sign-in-modal': MODAL_SLOTS,
  'sign-up': STANDARD_SLOTS,
  'sign-up-modal': MODAL_SLOTS,
  'store-locator': STANDARD_SLOTS,
  westend: STANDARD_SLOTS,
};

export const pageDocumentSchema = z
  .object({
    name: text(200),
    title: text(300).optional(),
    seoTitle: text(300).optional(),
    seoDescription: text(1000).optional(),
    pageType: z.enum(PAGE_TYPES as [PageType, ...PageType[]]).default('generic'),
    slots: z.record(z.string().regex(/^[a-z0-9-]{1,40}$/), z.array(documentRefSchema).max(50)).default({}),
  })
  .superRefine((page, ctx) => {
    const allowed = PAGE_SLOTS[page.pageType];
    for (const slot of Object.keys(page.slots)) {
      if (!allowed.includes(slot)) {
        ctx.addIssue({
          code: 'custom',
          path: ['slots', slot],
          message: `must be one of the ${page.pageType} slots: ${allowed.join(', ')}`,
        });
      }
    }
  });

// ------------------------------------------------------------------------------------------------
// The registry: one schema per document type
// ------------------------------------------------------------------------------------------------
export const CONTENT_BLOCK_SCHEMAS = {
  page: pageDocumentSchema,
  'rich-text': richTextBlockSchema,
  banner: bannerSchema,
  accordion: accordionSchema,
  'article-grid': articleGridSchema,
  'article-page': articlePageSchema,
  'benefit-bar': benefitBarSchema,
  'category-cards': categoryCardsSchema,
  collection: collectionSchema,
  'vertical-link-list': verticalLinkListSchema,
  'cta-buttons': ctaButtonsSchema,
  'icon-and-text': iconAndTextSchema,
  'linked-card': linkedCardSchema,
  'mega-menu': megaMenuSchema,
  'secondary-nav': secondaryNavSchema,
  footer: footerSchema,
  'visual-selector': visualSelectorSchema,
  'multi-link-card': multiLinkCardSchema,
  picture: pictureSchema,
  recommendations: recommendationsSchema,
  upsell: upsellSchema,
  'newsletter-signup': newsletterSignupSchema,
  'event-signup': eventSignupSchema,
  popup: popupSchema,
  'promo-bar': promoBarSchema,
  spacer: spacerSchema,
  segmentation: segmentationSchema,
  experience: experienceSchema,
  'filter-by': filterBySchema,
  curalate: curalateSchema,
  ugc: ugcSchema,
  olapic: olapicSchema,
  video: videoSchema,
  'video-player': videoPlayerSchema,
} as const satisfies Record<ContentType, z.ZodType>;
export const contentTypeSchema = z.enum(CONTENT_TYPES);
export type ContentFields<T extends ContentType> = z.infer<(typeof CONTENT_BLOCK_SCHEMAS)[T]>;

/** Every document id a document's fields refer to (its referrers are counted from these). */
export function referencedDocumentIds(fields: unknown): string[] {
  const found = new Set<string>();
  const walk = (value: unknown) => {
    if (Array.isArray(value)) for (const item of value) walk(item);
    else if (value && typeof value === 'object') {
      const record = value as Record<string, unknown>;
      if (typeof record.documentId === 'string') found.add(record.documentId);
      for (const child of Object.values(record)) walk(child);
    }
  };
  walk(fields);
  return [...found];
}

/**
 * A document's per-locale overrides with each overridden field as its type's schema reads it over the
 * fields (defaults filled in: a French promo bar message without targets gets `targets: []`, like the
 * English one). An override set the schema refuses is returned as it is, for the caller's check to name.
 */
export function localizedWithDefaults(
  type: ContentType,
  fields: Record<string, unknown>,
  localized: Record<string, Record<string, unknown>>,
): Record<string, Record<string, unknown>> {
  return Object.fromEntries(
    Object.entries(localized).map(([locale, overrides]) => {
      const merged = CONTENT_BLOCK_SCHEMAS[type].safeParse({ ...fields, ...overrides });
      if (!merged.success) return [locale, overrides];
      const parsed = merged.data as Record<string, unknown>;
      return [locale, Object.fromEntries(Object.keys(overrides).map((key) => [key, parsed[key]]))];
    }),
  );
}
