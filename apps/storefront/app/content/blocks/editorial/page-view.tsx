import { useEffect, useRef } from 'react';
import { Dialog } from '../../../components/dialog.tsx';
import { ContentSlot } from '../../registry.tsx';

interface PageLike {
  id: string;
  name: string;
  fields: Record<string, unknown>;
  slots: Record<string, unknown[]>;
}

/** A page's slots, in the order given, numbered as one page: only the page's first block loads eagerly. */
export function ContentPageSlots({
  page,
  slots,
  firstPosition = 0,
}: {
  page: PageLike;
  slots: readonly string[];
  /** Below other content (a product's details): 1, so even the first image loads lazily. */
  firstPosition?: number;
}) {
  let position = firstPosition;
  return slots.map((slot) => {
    const blocks = page.slots[slot] ?? [];
    const first = position;
    position += blocks.length;
    return blocks.length > 0 ? (
      <div key={slot} className={`content-slot content-slot-${slot}`} data-slot={slot}>
        <ContentSlot blocks={blocks} firstPosition={first} />
      </div>
    ) : null;
  });
}

/** The slots a page type shows in order (a page document's own slots, known ones first). */
export const PAGE_SLOT_ORDER = ['top', 'main', 'grid-inline', 'below-details', 'bottom'] as const;

export interface ModalPage {
  hash: string;
  page: PageLike;
}

/**
 * The modal pages of a page's targets as closed native dialogs, and the little script that opens the one
 * the location's hash names (on load and on every hash change) and clears the hash when it closes.
 */
export function ContentModals({ modals }: { modals: readonly ModalPage[] }) {
  const refs = useRef(new Map<string, HTMLDialogElement | null>());
  useEffect(() => {
    if (modals.length === 0) return;
    const open = () => {
      const hash = decodeURIComponent(window.location.hash.slice(1));
      const dialog = refs.current.get(hash);
      if (dialog && !dialog.open) dialog.showModal();
    };
    open();
    window.addEventListener('hashchange', open);
    return () => window.removeEventListener('hashchange', open);
  }, [modals]);
  return modals.map(({ hash, page }) => {
    const title = (typeof page.fields.title === 'string' && page.fields.title) || page.name;
    return (
      <ModalDialog
        key={hash}
        hash={hash}
        title={title}
        page={page}
        register={(element) => refs.current.set(hash, element)}
      />
    );
  });
}

function ModalDialog({
  hash,
  title,
  page,
  register,
}: {
  hash: string;
  title: string;
  page: PageLike;
  register: (element: HTMLDialogElement | null) => void;
}) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    register(dialogRef.current);
    return () => register(null);
  }, [register]);
  return (
    <Dialog
      id={`content-modal-${hash}`}
      title={title}
      dialogRef={dialogRef}
      onClose={() => {
        if (window.location.hash === `#${hash}`) {
          window.history.replaceState(
            window.history.state,
            '',
            window.location.pathname + window.location.search,
          );
        }
      }}
    >
      <ContentPageSlots page={page} slots={Object.keys(page.slots)} />
    </Dialog>
  );
}
