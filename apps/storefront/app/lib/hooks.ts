import { type RefObject, useEffect, useMemo, useRef, useState } from 'react';
import { useLocation, useMatches, useRouteLoaderData } from 'react-router';
import { DEFAULT_LOCALE, type Locale } from './locale.ts';
import { createTranslate, type Messages, messagesOfMatches, type Translate } from './translate.ts';

export interface RootData {
  locale: Locale;
  origin: string;
  cartCount: number;
  categories: import('@ridgeline/contracts').CategoryNode[];
  translations: Messages;
  /** The signed-in shopper for the header; null for a guest. */
  shopper?: import('../components/account-menu.tsx').ShopperSummary | null;
  /** The content's menu, footer, promo and benefit bars and pop-up (decision 075); null parts fall back. */
  chrome?: import('../content/blocks/navigation/chrome-data.ts').ChromeBlocks;
  /** The site's favorites switch (decision 079): off hides the header's favorites link. */
  favorites?: boolean;
  /**
   * Cookie consent (decision 097): what the visitor allows (C0002 performance and analytics, C0003 functional,
   * C0004 targeting) and whether the banner asks. Anything needing a category checks it here first.
   */
  consent?: import('@ridgeline/contracts').ConsentState;
}

export function useRootData(): RootData | undefined {
  return useRouteLoaderData('root') as RootData | undefined;
}

export function useLocale(): Locale {
  return useRootData()?.locale ?? DEFAULT_LOCALE;
}

/** Translates with the messages the matched routes' loaders sent (the root's `core` and each route's areas). */
export function useT(): Translate {
  const matches = useMatches();
  const locale = useLocale();
  return useMemo(() => createTranslate(locale, messagesOfMatches(matches)), [locale, matches]);
}

/** True after hydration: lets components switch from CSS-only behaviour to scripted behaviour. */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return hydrated;
}

/**
 * Runs `close` after each navigation (a new path or query; with `pathOnly`, a new path only), but not when
 * the page first hydrates: a menu or panel the shopper opened before the script ran stays open.
 */
export function useCloseOnNavigation(close: () => void, { pathOnly = false } = {}): void {
  const location = useLocation();
  const at = pathOnly ? location.pathname : `${location.pathname}${location.search}`;
  const shownAt = useRef(at);
  const latestClose = useRef(close);
  latestClose.current = close;
  useEffect(() => {
    if (shownAt.current === at) return;
    shownAt.current = at;
    latestClose.current();
  }, [at]);
}

/**
 * Before the script runs, CSS opens a menu's panel under the pointer or focus. Once React takes over, this
 * hands the id (`data-item-id`) of the item under the pointer or focus to `open`, so the panel stays open
 * under the shopper's hand instead of closing.
 */
export function useKeepCssOpenedItem(container: RefObject<HTMLElement | null>, open: (id: string) => void) {
  const latestOpen = useRef(open);
  latestOpen.current = open;
  useEffect(() => {
    const shown = container.current?.querySelector<HTMLElement>(
      '[data-item-id]:hover, [data-item-id]:focus-within',
    );
    if (shown?.dataset.itemId) latestOpen.current(shown.dataset.itemId);
  }, [container]);
}
