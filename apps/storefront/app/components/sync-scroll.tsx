import { useEffect } from 'react';

/** The message the preview viewer and the preview tool exchange (spec 3 section 2). */
export interface SyncScrollMessage {
  type: 'syncScroll';
  /** How far down the page is scrolled, as a share of what can be scrolled (0 to 1). */
  ratio: number;
}

export function isSyncScroll(value: unknown): value is SyncScrollMessage {
  const message = value as SyncScrollMessage | null;
  return (
    message?.type === 'syncScroll' && typeof message.ratio === 'number' && Number.isFinite(message.ratio)
  );
}

const scrollable = () => Math.max(1, document.documentElement.scrollHeight - window.innerHeight);

/**
 * Keeps this window's scroll position and another's in step through `syncScroll` messages: the preview
 * viewer with the tool that frames it. Only same-origin messages count; a position received is applied
 * without echoing it back.
 */
export function useSyncScroll(target: () => Window | null) {
  useEffect(() => {
    let applying = false;
    const onMessage = (event: MessageEvent) => {
      if (event.origin !== window.location.origin || !isSyncScroll(event.data)) return;
      applying = true;
      window.scrollTo({ top: Math.min(1, Math.max(0, event.data.ratio)) * scrollable() });
      requestAnimationFrame(() => {
        applying = false;
      });
    };
    const onScroll = () => {
      const other = target();
      if (applying || !other || other === window) return;
      const message: SyncScrollMessage = { type: 'syncScroll', ratio: window.scrollY / scrollable() };
      other.postMessage(message, window.location.origin);
    };
    window.addEventListener('message', onMessage);
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      window.removeEventListener('message', onMessage);
      window.removeEventListener('scroll', onScroll);
    };
  }, [target]);
}
