/**
 * Analytics pushes of the commerce blocks (spec 3 section 7: upsell and recommendation impressions and
 * clicks) to the tag manager's `window.dataLayer`.
 */
type DataLayerEvent = Record<string, unknown> & { event: string };

export function pushEvent(event: DataLayerEvent): void {
  if (typeof window === 'undefined') return;
  const global = window as unknown as { dataLayer?: DataLayerEvent[] };
  global.dataLayer ??= [];
  global.dataLayer.push(event);
}
