import type { ContentEventName } from '@ridgeline/contracts';
import { track } from '../../../analytics/bus.ts';

/**
 * Analytics pushes of the commerce blocks (spec 3 section 7: upsell and recommendation impressions and
 * clicks), through the one analytics bus (decision 099).
 */
type DataLayerEvent = Record<string, unknown> & { event: ContentEventName };

export function pushEvent({ event, ...details }: DataLayerEvent): void {
  if (typeof window === 'undefined') return;
  track(event, details);
}
