import type { ContentEventName } from '@ridgeline/contracts';
import { track } from '../../../analytics/bus.ts';

/**
 * The analytics pushes of spec 3 section 7 (footer link click, newsletter impression/submit/confirmed,
 * promotion click/impression, top navigation click, mobile menu section expand, pop-up impression/expand/
 * click): through the one analytics bus (decision 099), consent-gated, to `window.dataLayer` and the
 * first-party collector. Nothing is pushed on the server.
 */
export type ContentEvent = ContentEventName;

export function pushContentEvent(event: ContentEvent, details: Record<string, unknown> = {}): void {
  if (typeof window === 'undefined') return;
  track(event, details);
}
