import type { BlockComponents } from '../block.ts';
import { BenefitBar } from './engagement/benefit-bar.tsx';
import { EventSignup } from './engagement/event-signup.tsx';
import { NewsletterSignup } from './engagement/newsletter-signup.tsx';
import { Popup } from './engagement/popup.tsx';
import { PromoBar } from './engagement/promo-bar.tsx';

/** Engagement blocks: promo bar, benefit bar, pop-ups, newsletter and event sign-up. */
export const engagementBlocks: BlockComponents = {
  'promo-bar': PromoBar,
  'benefit-bar': BenefitBar,
  popup: Popup,
  'newsletter-signup': NewsletterSignup,
  'event-signup': EventSignup,
};
