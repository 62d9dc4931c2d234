import { type ApproachingPromotion, formatMoney, interpolate } from '@ridgeline/contracts';
import type { ThresholdProgress } from './engine.ts';

/** The callout's three parts, or null: callouts without exactly three parts are ignored (spec). */
export function calloutParts(callout: string): [string, string, string] | null {
  const parts = callout.split('|').map((part) => part.trim());
  return parts.length === 3 ? (parts as [string, string, string]) : null;
}

/**
 * Approaching-promotion messages, rebuilt from scratch on each cart read. Status: Below Threshold
 * while the subtotal is short (the "before" text on an empty cart, else the "approaching" text with
 * the distance), Threshold Reached when it matches exactly, Above Threshold beyond it.
 */
export function approachingMessages(
  progress: ThresholdProgress[],
  currency: string,
  locale: string,
): ApproachingPromotion[] {
  return progress.flatMap(({ rule, threshold, subtotal }) => {
    const parts = calloutParts(rule.calloutMessage);
    if (!parts) return [];
    const distance = Math.max(0, threshold - subtotal);
    const status =
      subtotal < threshold
        ? 'Below Threshold'
        : subtotal === threshold
          ? 'Threshold Reached'
          : 'Above Threshold';
    const text = subtotal === 0 ? parts[0] : distance > 0 ? parts[1] : parts[2];
    return [
      {
        id: `approaching-${rule.id}`,
        promotionId: rule.id,
        promotionClass: rule.level,
        contexts: ['cart', 'mini-cart'],
        thresholdStatus: status,
        distanceFromConditionThreshold: distance,
        approachingDisplayLevel: 'cart',
        calloutMessage: rule.calloutMessage,
        message: interpolate(text, { distance: formatMoney(distance, currency, locale) }),
      },
    ];
  });
}
