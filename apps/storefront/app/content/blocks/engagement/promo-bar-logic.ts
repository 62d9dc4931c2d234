import type { ContentFields } from '@ridgeline/contracts';

export type PromoMessage = ContentFields<'promo-bar'>['messages'][number];

/**
 * The promo bar's configured maximum message count (spec 3 section 9: "from configuration"): only the
 * first N non-empty messages are kept.
 */
export const PROMO_BAR_MAX_MESSAGES = 5;
/** Spec 3 section 9: the promo bar's maximum width. */
export const PROMO_BAR_MAX_WIDTH_PX = 548;

function hasText(message: PromoMessage): boolean {
  const walk = (nodes: readonly unknown[] | undefined): boolean =>
    (nodes ?? []).some((node) => {
      const n = node as { type: string; text?: string; content?: unknown[] };
      return n.type === 'text' ? Boolean(n.text?.trim()) : walk(n.content);
    });
  return walk(message.richText.content) || message.targets.some((target) => Boolean(target.text?.trim()));
}

/** The messages shown: empty ones dropped, then the first `max`. */
export function shownMessages(
  messages: readonly PromoMessage[],
  max = PROMO_BAR_MAX_MESSAGES,
): PromoMessage[] {
  return messages.filter(hasText).slice(0, max);
}

/** The message after (step 1) or before (step -1) the active one, wrapping around. */
export function rotate(active: number, count: number, step: 1 | -1): number {
  if (count <= 0) return 0;
  return (active + step + count) % count;
}

/** Autorotate times are authored in seconds (spec 3 section 9). */
export const autorotateMs = (seconds: number): number => seconds * 1000;
