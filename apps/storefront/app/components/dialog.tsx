import { type ReactNode, type RefObject, useCallback, useRef } from 'react';
import { useT } from '../lib/hooks.ts';

/** A native modal dialog: focus moves in on open, Escape closes it, and focus returns to the opener. */
export function Dialog({
  id,
  title,
  dialogRef,
  onClose,
  children,
}: {
  id: string;
  title: string;
  dialogRef: RefObject<HTMLDialogElement | null>;
  onClose?: () => void;
  children: ReactNode;
}) {
  const t = useT();
  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: Escape closes a native modal dialog; the click is for the backdrop
    <dialog
      ref={dialogRef}
      id={id}
      className="dialog"
      aria-labelledby={`${id}-title`}
      onClose={onClose}
      onClick={(event) => {
        if (event.target === event.currentTarget) event.currentTarget.close();
      }}
    >
      <div className="dialog-head">
        <h2 id={`${id}-title`}>{title}</h2>
        <button type="button" className="button button-small" onClick={() => dialogRef.current?.close()}>
          {t('discovery.dialog.close')}
        </button>
      </div>
      <div className="dialog-body">{children}</div>
    </dialog>
  );
}

export function useDialog() {
  const ref = useRef<HTMLDialogElement | null>(null);
  const open = useCallback(() => {
    if (ref.current && !ref.current.open) ref.current.showModal();
  }, []);
  const close = useCallback(() => ref.current?.close(), []);
  return { ref, open, close };
}

/** Loading, error and content states of a dialog whose content a fetcher loads. */
export function DialogState({
  state,
  failed,
  children,
}: {
  state: 'idle' | 'loading' | 'submitting';
  failed: boolean;
  children: ReactNode;
}) {
  const t = useT();
  if (state === 'loading') {
    return (
      <p role="status" aria-live="polite">
        {t('discovery.dialog.loading')}
      </p>
    );
  }
  if (failed) {
    return (
      <p className="notice notice-error" role="alert">
        {t('discovery.dialog.error')}
      </p>
    );
  }
  return <>{children}</>;
}
