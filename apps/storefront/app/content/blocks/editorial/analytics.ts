import { type RefObject, useEffect } from 'react';
import { track } from '../../../analytics/bus.ts';

/** Spec 3 section 7: a banner's promotion impression and click, through the one analytics bus (decision 099). */

export interface PromotionTracking {
  creativeName?: string | undefined;
  promotionId?: string | undefined;
  promotionName?: string | undefined;
}

/** The promotion of a banner as the analytics events name it; `slot` is the block's place on the page. */
function promotion(tracking: PromotionTracking, slot: number) {
  return {
    promotion_id: tracking.promotionId,
    promotion_name: tracking.promotionName,
    creative_name: tracking.creativeName,
    creative_slot: String(slot + 1),
  };
}

export function promotionClick(
  tracking: PromotionTracking | undefined,
  slot: number,
  linkText?: string,
): void {
  if (!tracking) return;
  track('select_promotion', { ...promotion(tracking, slot), link_text: linkText });
}

/**
 * The promotion impression of a banner with promotion tracking: pushed once, when at least half of the
 * banner has been in view (IntersectionObserver; nothing runs for banners without tracking).
 */
export function usePromotionImpression(
  ref: RefObject<Element | null>,
  tracking: PromotionTracking | undefined,
  slot: number,
): void {
  const id = tracking?.promotionId;
  const name = tracking?.promotionName;
  const creative = tracking?.creativeName;
  useEffect(() => {
    const element = ref.current;
    if (!element || (!id && !name && !creative)) return;
    const send = () =>
      track(
        'view_promotion',
        promotion({ promotionId: id, promotionName: name, creativeName: creative }, slot),
      );
    if (typeof IntersectionObserver === 'undefined') {
      send();
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          observer.disconnect();
          send();
        }
      },
      { threshold: 0.5 },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, id, name, creative, slot]);
}
