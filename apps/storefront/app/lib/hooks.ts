import { useEffect, useMemo, useState } from 'react';
import { useRouteLoaderData } from 'react-router';
import { DEFAULT_LOCALE, type Locale } from './locale.ts';
import { createTranslate, type Dictionary } from './translate.ts';

export interface RootData {
  locale: Locale;
  origin: string;
  cartCount: number;
  categories: import('@ridgeline/contracts').CategoryNode[];
  messages: Dictionary;
  /** The signed-in shopper for the header; null for a guest. */
  shopper?: import('../components/account-menu.tsx').ShopperSummary | null;
}

export function useRootData(): RootData | undefined {
  return useRouteLoaderData('root') as RootData | undefined;
}

export function useLocale(): Locale {
  return useRootData()?.locale ?? DEFAULT_LOCALE;
}

export function useT() {
  const messages = useRootData()?.messages;
  return useMemo(() => (messages ? createTranslate(messages) : (key: string) => key), [messages]);
}

/** True after hydration: lets components switch from CSS-only behaviour to scripted behaviour. */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return hydrated;
}
