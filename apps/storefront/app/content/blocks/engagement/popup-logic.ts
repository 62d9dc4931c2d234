import type { ContentDocument } from '@ridgeline/contracts';

/** Spec 3 section 9: a pop-up expands this long after it is shown, unless its content says otherwise. */
export const POPUP_DEFAULT_DELAY_MS = 2000;

/** A pop-up whose name contains "newsletter" signs up for the newsletter; any other invites to register. */
export type PopupKind = 'newsletter' | 'registration';
export const popupKind = (name: string): PopupKind =>
  name.toLowerCase().includes('newsletter') ? 'newsletter' : 'registration';

/**
 * Pages where a shopper is busy with a task (buying, tracking an order, signing in, their account): no
 * marketing pop-up interrupts them there, as on any leading storefront.
 */
const TASK_PAGES = new Set([
  'cart',
  'checkout',
  'order-confirmation',
  'order-status',
  'orders',
  'login',
  'register',
  'forgot-password',
  'enrolment',
  'account',
  'associate-login',
  'employee-terms',
]);

/** Whether a page (its path, `/{locale}/...`) may show a pop-up. */
export function popupAllowedOn(pathname: string): boolean {
  const section = pathname.split('/')[2] ?? '';
  return !TASK_PAGES.has(section);
}

/**
 * The pop-up to show: the first one not dismissed in this browser; a registration pop-up only to a
 * visitor who is not signed in, a newsletter pop-up only to one who is not subscribed.
 */
export function popupToShow(
  popups: readonly ContentDocument[],
  dismissed: ReadonlySet<string>,
  visitor: { signedIn: boolean; subscribed: boolean },
): ContentDocument | null {
  return (
    popups.find((popup) => {
      if (dismissed.has(popup.id)) return false;
      const kind = popupKind(popup.name);
      return kind === 'registration' ? !visitor.signedIn : !visitor.subscribed;
    }) ?? null
  );
}

/**
 * The pop-up's states (spec 3 section 4): not yet shown (the server's page), minimised when displayed
 * (an impression), maximised after the delay or when the shopper opens it (an expand), minimised again on
 * Escape or the minimise button, gone for good once dismissed.
 */
export type PopupState = 'pending' | 'minimized' | 'maximized' | 'dismissed';
export type PopupAction = 'display' | 'expand' | 'minimize' | 'dismiss';

export function popupReducer(state: PopupState, action: PopupAction): PopupState {
  if (state === 'dismissed') return state;
  switch (action) {
    case 'display':
      return state === 'pending' ? 'minimized' : state;
    case 'expand':
      return state === 'pending' ? state : 'maximized';
    case 'minimize':
      return state === 'maximized' ? 'minimized' : state;
    case 'dismiss':
      return 'dismissed';
  }
}

/**
 * Displays the pop-up at once and expands it after `delay` ms: `dispatch('display')` now, then
 * `dispatch('expand')`; the returned function cancels the expansion (the pop-up left the page).
 */
export function schedulePopup(delay: number, dispatch: (action: PopupAction) => void): () => void {
  dispatch('display');
  const timer = setTimeout(() => dispatch('expand'), Math.max(0, delay));
  return () => clearTimeout(timer);
}
