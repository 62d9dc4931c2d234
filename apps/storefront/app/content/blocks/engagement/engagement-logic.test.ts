import type { ContentDocument } from '@ridgeline/contracts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DISMISSED_MAX_IDS, dismissedIds, withDismissed } from './dismissals.ts';
import { eventDays } from './event-logic.ts';
import {
  POPUP_DEFAULT_DELAY_MS,
  type PopupAction,
  type PopupState,
  popupAllowedOn,
  popupKind,
  popupReducer,
  popupToShow,
  schedulePopup,
} from './popup-logic.ts';
import {
  autorotateMs,
  PROMO_BAR_MAX_MESSAGES,
  type PromoMessage,
  rotate,
  shownMessages,
} from './promo-bar-logic.ts';

const text = (value: string) => ({
  type: 'doc' as const,
  content: [{ type: 'paragraph' as const, content: value ? [{ type: 'text' as const, text: value }] : [] }],
});
const message = (id: string, value: string, targets: PromoMessage['targets'] = []): PromoMessage => ({
  id,
  clickable: false,
  richText: text(value),
  targets,
});

describe('promo bar', () => {
  it('keeps the first N non-empty messages', () => {
    const messages = [
      message('a', 'Free shipping'),
      message('empty', '   '),
      message('b', ''),
      ...Array.from({ length: 8 }, (_, i) => message(`m${i}`, `Message ${i}`)),
    ];
    messages[2] = message('b', '', [{ url: '/sale', text: 'Shop the sale', targetAttribute: '_self' }]);
    const shown = shownMessages(messages);
    expect(shown).toHaveLength(PROMO_BAR_MAX_MESSAGES);
    expect(shown.map((m) => m.id)).toEqual(['a', 'b', 'm0', 'm1', 'm2']);
    expect(shownMessages(messages, 2).map((m) => m.id)).toEqual(['a', 'b']);
  });

  it('rotates forwards and backwards, wrapping around, every autorotateTime seconds', () => {
    expect(rotate(0, 3, 1)).toBe(1);
    expect(rotate(2, 3, 1)).toBe(0);
    expect(rotate(0, 3, -1)).toBe(2);
    expect(rotate(0, 0, 1)).toBe(0);
    expect(autorotateMs(5)).toBe(5000);
  });
});

describe('pop-up', () => {
  afterEach(() => vi.useRealTimers());
  const doc = (id: string, name: string) => ({ id, name, type: 'popup' }) as ContentDocument;

  it('is a newsletter pop-up when its name says so, else a registration one', () => {
    expect(popupKind('Spring NEWSLETTER pop-up')).toBe('newsletter');
    expect(popupKind('Create an account')).toBe('registration');
  });

  it('shows the first pop-up not dismissed that fits the visitor', () => {
    const popups = [doc('1', 'Newsletter'), doc('2', 'Join Ridgeline'), doc('3', 'Newsletter 2')];
    const guest = { signedIn: false, subscribed: false };
    expect(popupToShow(popups, new Set(), guest)?.id).toBe('1');
    expect(popupToShow(popups, new Set(['1']), guest)?.id).toBe('2');
    expect(popupToShow(popups, new Set(['1']), { signedIn: true, subscribed: false })?.id).toBe('3');
    expect(popupToShow(popups, new Set(['1']), { signedIn: true, subscribed: true })).toBeNull();
  });

  it('displays minimised at once, expands after the delay (2000 ms by default), and stays dismissed', () => {
    vi.useFakeTimers();
    let state: PopupState = 'pending';
    const seen: PopupState[] = [];
    const dispatch = (action: PopupAction) => {
      state = popupReducer(state, action);
      seen.push(state);
    };
    const cancel = schedulePopup(POPUP_DEFAULT_DELAY_MS, dispatch);
    expect(state).toBe('minimized');
    vi.advanceTimersByTime(1999);
    expect(state).toBe('minimized');
    vi.advanceTimersByTime(1);
    expect(state).toBe('maximized');
    expect(seen).toEqual(['minimized', 'maximized']);
    dispatch('minimize');
    expect(state).toBe('minimized');
    dispatch('expand');
    expect(state).toBe('maximized');
    dispatch('dismiss');
    dispatch('expand');
    dispatch('display');
    expect(state).toBe('dismissed');
    cancel();
  });

  it('does not expand once it left the page', () => {
    vi.useFakeTimers();
    let state: PopupState = 'pending';
    const cancel = schedulePopup(2000, (action) => {
      state = popupReducer(state, action);
    });
    cancel();
    vi.advanceTimersByTime(5000);
    expect(state).toBe('minimized');
  });
});

describe('remembered closing', () => {
  const id = (n: number) => `75000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
  it('reads the closed ids from the cookie, ignoring anything else', () => {
    expect(dismissedIds(`a=1; rl_closed=${id(1)}.${id(2)}.nonsense; b=2`)).toEqual(new Set([id(1), id(2)]));
    expect(dismissedIds(null)).toEqual(new Set());
  });
  it('keeps the latest ids only', () => {
    let ids = new Set<string>();
    for (let n = 0; n < DISMISSED_MAX_IDS + 5; n++)
      ids = dismissedIds(`rl_closed=${withDismissed(ids, id(n))}`);
    expect(ids.size).toBe(DISMISSED_MAX_IDS);
    expect(ids.has(id(0))).toBe(false);
    expect(ids.has(id(DISMISSED_MAX_IDS + 4))).toBe(true);
  });
});

describe('event days', () => {
  it('lists the days from the first to the last', () => {
    expect(eventDays('2027-06-12', '2027-06-13')).toEqual(['2027-06-12', '2027-06-13']);
    expect(eventDays('2027-02-27', '2027-03-01')).toEqual(['2027-02-27', '2027-02-28', '2027-03-01']);
  });
});

describe('where pop-ups may show', () => {
  it('never on a page where the shopper is busy with a task', () => {
    for (const path of [
      '/en-us/cart',
      '/en-us/checkout/shipping',
      '/fr-fr/order-confirmation',
      '/en-us/order-status/RL123',
      '/en-us/login',
      '/en-us/register',
      '/de-de/account/orders',
    ]) {
      expect(popupAllowedOn(path), path).toBe(false);
    }
  });

  it('on browsing pages', () => {
    for (const path of [
      '/en-us',
      '/en-us/c/mens-hiking-boots-1101',
      '/en-us/p/crestone-RL100002',
      '/en-us/journal',
    ]) {
      expect(popupAllowedOn(path), path).toBe(true);
    }
  });
});
