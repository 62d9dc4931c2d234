import type { BlockComponents } from '../block.ts';
import { SecondaryNav } from './navigation/secondary-nav.tsx';
import { VisualSelector } from './navigation/visual-selector.tsx';

/**
 * Navigation blocks: secondary nav and visual selectors in page slots. The mega menu and the footer are the
 * page's chrome (the root renders them from `menu/{siteId}` and `footer/{siteId}`: navigation/chrome.tsx).
 */
export const navigationBlocks: BlockComponents = {
  'secondary-nav': SecondaryNav,
  'visual-selector': VisualSelector,
};
