import { type RefObject, useEffect } from 'react';

/** Spec 3 section 7: analytics pushes go to the tag manager's `window.dataLayer`. */
declare global {
  interface Window {
    dataLayer?: Record<string, unknown>[];
  }
}

export function pushDataLayer(event: Record<string, unknown>): void {
  if (typeof window === 'undefined') return;
  window.dataLayer ??= [];
  window.dataLayer.push(event);
}

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
  pushDataLayer({
    event: 'select_promotion',
    ecommerce: { ...promotion(tracking, slot), link_text: linkText },
  });
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
      pushDataLayer({
        event: 'view_promotion',
        ecommerce: promotion({ promotionId: id, promotionName: name, creativeName: creative }, slot),
      });
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
