import { useEffect, useRef, useState } from 'react';
import { useT } from '../lib/hooks.ts';

/** Marks a return URL as reached inside the payment dialog: its route then waits for the page to take over. */
export const FRAME_PARAM = 'frame';

/**
 * The payment provider's page (3-D Secure challenge, pay-later approval) in a modal dialog. The provider
 * answers by redirecting the frame to our return URL (marked with `frame=1`); the page then follows that URL
 * itself, without the mark, so the return route does its work at the top level.
 */
export function GatewayDialog({ url, title, onClose }: { url: string; title: string; onClose: () => void }) {
  const t = useT();
  const ref = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const dialog = ref.current;
    if (dialog && !dialog.open) dialog.showModal();
  }, []);
  const followReturn = (frame: HTMLIFrameElement) => {
    let location: Location;
    try {
      location = frame.contentWindow!.location;
    } catch {
      return;
    }
    if (location.pathname.startsWith('/gateway/') || location.href === 'about:blank') return;
    const next = new URL(location.href);
    next.searchParams.delete(FRAME_PARAM);
    window.location.assign(`${next.pathname}${next.search}`);
  };
  return (
    <dialog
      ref={ref}
      className="route-dialog gateway-dialog"
      aria-labelledby="gateway-dialog-title"
      onClose={onClose}
    >
      <div className="route-dialog-head">
        <h2 id="gateway-dialog-title">{title}</h2>
        <button type="button" className="link-button" onClick={() => ref.current?.close()}>
          {t('a11y.closeDialog')}
        </button>
      </div>
      <iframe
        src={url}
        title={title}
        className="gateway-frame"
        onLoad={(event) => followReturn(event.currentTarget)}
      />
    </dialog>
  );
}

/** The provider URL with our return path (marked for the dialog when `inDialog`). */
export function gatewayUrl(actionUrl: string, returnPath: string, inDialog: boolean): string {
  const back = inDialog ? `${returnPath}${returnPath.includes('?') ? '&' : '?'}${FRAME_PARAM}=1` : returnPath;
  return `${actionUrl}${actionUrl.includes('?') ? '&' : '?'}returnUrl=${encodeURIComponent(back)}`;
}

/** A hidden `dialog=1` once the page is hydrated: the action may then answer with a dialog, not a redirect. */
export function DialogCapable() {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return hydrated ? <input type="hidden" name="dialog" value="1" /> : null;
}
