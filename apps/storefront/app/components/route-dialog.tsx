import { type ReactNode, useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { useT } from '../lib/hooks.ts';

/**
 * Without JavaScript an open dialog stays in the page flow; with it, it shows only once modal, so hydration
 * shifts nothing. A style in <noscript> is the only one a browser without JavaScript applies.
 */
const NO_SCRIPT_STYLE = '.route-dialog:not(:modal) { display: block }';

/**
 * A dialog the page renders while a URL parameter asks for it (e.g. `?pickupItem=`, `?signedIn=`). Without
 * JavaScript it is an open, non-modal <dialog>: an inline section of the page. With JavaScript it becomes
 * modal (focus moves in and is trapped, Escape closes) and closing goes to `closeHref`; focus then returns to
 * the element that had it, or to the page's main content when the dialog opened with the page. Render it at
 * block level (never inside a <p>).
 */
export function RouteDialog({
  id,
  title,
  closeHref,
  replace = false,
  waiting = false,
  initialFocus,
  children,
}: {
  id: string;
  title: string;
  closeHref: string;
  /** Closing replaces the history entry (a confirmation that must not come back with the Back button). */
  replace?: boolean;
  /** With JavaScript, stays hidden while another dialog of the page goes first; opens once this turns false. */
  waiting?: boolean;
  /** Selector of the control to focus when the dialog opens (a confirmation's main button); else the first. */
  initialFocus?: string;
  children: ReactNode;
}) {
  const t = useT();
  const ref = useRef<HTMLDialogElement>(null);
  const navigate = useNavigate();
  useEffect(() => {
    const dialog = ref.current;
    if (waiting || !dialog || dialog.matches(':modal')) return;
    const active = document.activeElement;
    const opener = active instanceof HTMLElement && active !== document.body ? active : null;
    dialog.close();
    dialog.showModal();
    if (initialFocus) dialog.querySelector<HTMLElement>(initialFocus)?.focus();
    return () => {
      const target = opener?.isConnected ? opener : document.getElementById('main');
      target?.focus({ preventScroll: true });
    };
  }, [waiting, initialFocus]);
  const close = () => navigate(closeHref, { preventScrollReset: true, replace });
  return (
    <>
      <noscript>
        <style>{NO_SCRIPT_STYLE}</style>
      </noscript>
      <dialog
        ref={ref}
        open
        id={`${id}-dialog`}
        className="route-dialog"
        aria-labelledby={`${id}-title`}
        onCancel={(event) => {
          event.preventDefault();
          close();
        }}
      >
        <div className="route-dialog-head">
          <h2 id={`${id}-title`}>{title}</h2>
          <a
            href={closeHref}
            className="link-button"
            onClick={(event) => {
              event.preventDefault();
              close();
            }}
          >
            {t('a11y.closeDialog')}
          </a>
        </div>
        {children}
      </dialog>
    </>
  );
}
