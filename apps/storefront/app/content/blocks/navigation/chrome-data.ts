import type { ContentDocument } from '@ridgeline/contracts';
import { asBlock, type Block, referencedBlock } from '../../block.ts';
import { dismissedIds } from '../engagement/dismissals.ts';
import { popupToShow } from '../engagement/popup-logic.ts';

/** What the root sends every page for the content chrome (null: none published, or closed here). */
export interface ChromeBlocks {
  menu: Block<'mega-menu'> | null;
  footer: Block<'footer'> | null;
  promoBar: Block<'promo-bar'> | null;
  benefitBar: Block<'benefit-bar'> | null;
  popup: Block<'popup'> | null;
}

const ofType = <T extends Block['type']>(document: ContentDocument | null, type: T): Block<T> | null => {
  const block = asBlock(document);
  return block && block.type === type ? (block as Block<T>) : null;
};

/**
 * The chrome of one page: the site's menu (its promo and benefit bars taken out of it), footer and the one
 * pop-up to show, leaving out what this browser closed (the `rl_closed` cookie) and what does not fit the
 * visitor (a registration pop-up for a signed-in shopper, a newsletter one for a subscriber).
 */
export function chromeForPage(
  chrome: { menu: ContentDocument | null; footer: ContentDocument | null; popups: ContentDocument[] },
  cookieHeader: string | null,
  visitor: { signedIn: boolean; subscribed: boolean },
): ChromeBlocks {
  const closed = dismissedIds(cookieHeader);
  const menu = ofType(chrome.menu, 'mega-menu');
  const open = <T extends Block['type']>(block: Block<T> | null) =>
    block && !closed.has(block.id) ? block : null;
  const promoBar = open(referencedBlock(menu?.fields.promoBar, 'promo-bar'));
  const benefitBar = open(referencedBlock(menu?.fields.benefitBar, 'benefit-bar'));
  const popup = ofType(popupToShow(chrome.popups, closed, visitor), 'popup');
  return {
    menu: menu ? { ...menu, fields: { ...menu.fields, promoBar: undefined, benefitBar: undefined } } : null,
    footer: ofType(chrome.footer, 'footer'),
    promoBar,
    benefitBar,
    popup,
  };
}
