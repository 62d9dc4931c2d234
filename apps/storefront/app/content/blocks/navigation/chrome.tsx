import { BenefitBar } from '../engagement/benefit-bar.tsx';
import { Popup } from '../engagement/popup.tsx';
import { PromoBar } from '../engagement/promo-bar.tsx';
import type { ChromeBlocks } from './chrome-data.ts';

/** Above the header on every page: the promo bar, then the benefit bar (when published and not closed). */
export function ChromeTop({ chrome }: { chrome: ChromeBlocks | undefined }) {
  if (!chrome?.promoBar && !chrome?.benefitBar) return null;
  return (
    <div className="chrome-top">
      {chrome.promoBar ? <PromoBar block={chrome.promoBar} position={0} /> : null}
      {chrome.benefitBar ? <BenefitBar block={chrome.benefitBar} position={0} /> : null}
    </div>
  );
}

/** The page's pop-up, if one is for this visitor (keyed by id: a new pop-up starts its own timer). */
export function ContentPopup({ chrome }: { chrome: ChromeBlocks | undefined }) {
  return chrome?.popup ? <Popup key={chrome.popup.id} block={chrome.popup} /> : null;
}
