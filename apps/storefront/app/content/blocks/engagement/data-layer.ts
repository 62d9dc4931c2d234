/**
 * The analytics pushes of spec 3 section 7 (footer link click, newsletter impression/submit/confirmed,
 * promotion click/impression, top navigation click, mobile menu section expand, pop-up impression/expand/
 * click): events on `window.dataLayer`, which the tag manager reads. Nothing is pushed on the server.
 */
export type ContentEvent =
  | 'footer_link_click'
  | 'newsletter_impression'
  | 'newsletter_submit'
  | 'newsletter_confirmed'
  | 'promotion_click'
  | 'promotion_impression'
  | 'top_navigation_click'
  | 'mobile_menu_section_expand'
  | 'popup_impression'
  | 'popup_expand'
  | 'popup_click'
  | 'event_signup';

declare global {
  interface Window {
    dataLayer?: Record<string, unknown>[];
  }
}

export function pushContentEvent(event: ContentEvent, details: Record<string, unknown> = {}): void {
  if (typeof window === 'undefined') return;
  window.dataLayer ??= [];
  window.dataLayer.push({ event, ...details });
}
