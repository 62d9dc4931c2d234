import { type ReactNode, useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { useT } from '../lib/hooks.ts';

/**
 * A dialog the page renders while a URL parameter asks for it (e.g. `?pickupItem=`). Without JavaScript it is
 * an open, non-modal <dialog>: an inline section of the page. With JavaScript it becomes modal (focus trapped,
 * Escape closes) and closing goes to `closeHref`.
 */
export function RouteDialog({
  id,
  title,
  closeHref,
  initialFocus,
  children,
}: {
  id: string;
  title: string;
  closeHref: string;
  /** Selector of the control to focus when the dialog opens (a confirmation's main button); else the first. */
  initialFocus?: string;
  children: ReactNode;
}) {
  const t = useT();
  const ref = useRef<HTMLDialogElement>(null);
  const navigate = useNavigate();
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog || dialog.matches(':modal')) return;
    dialog.close();
    dialog.showModal();
    if (initialFocus) dialog.querySelector<HTMLElement>(initialFocus)?.focus();
  }, [initialFocus]);
  return (
    <dialog
      ref={ref}
      open
      className="route-dialog"
      aria-labelledby={`${id}-title`}
      onCancel={(event) => {
        event.preventDefault();
        navigate(closeHref, { preventScrollReset: true });
      }}
    >
      <div className="route-dialog-head">
        <h2 id={`${id}-title`}>{title}</h2>
        <a
          href={closeHref}
          className="link-button"
          onClick={(event) => {
            event.preventDefault();
            navigate(closeHref, { preventScrollReset: true });
          }}
        >
          {t('checkout.dialog.close')}
        </a>
      </div>
      {children}
    </dialog>
  );
}
