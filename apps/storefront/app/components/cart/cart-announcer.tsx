import type { Cart } from '@ridgeline/contracts';
import { useEffect, useRef, useState } from 'react';
import { useT } from '../../lib/hooks.ts';

/** Announces quantity changes and removals to screen readers. */
export function CartAnnouncer({ cart }: { cart: Cart | null }) {
  const t = useT();
  const count = cart?.totalItems ?? 0;
  const previous = useRef(count);
  const [message, setMessage] = useState('');
  useEffect(() => {
    if (previous.current !== count) {
      previous.current = count;
      setMessage(t('cart.updated'));
    }
  }, [count, t]);
  return (
    <div className="visually-hidden" role="status" aria-live="polite">
      {message}
    </div>
  );
}
