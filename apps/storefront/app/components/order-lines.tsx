import type { Cart, CartItem, Order } from '@ridgeline/contracts';
import type { ReactNode } from 'react';
import { useLocale, useT } from '../lib/hooks.ts';
import { formatMoney } from '../lib/money.ts';
import { CustomsLineNote } from './customs-form.tsx';

export interface OrderLine {
  id: string;
  name: string;
  imageSrc: string;
  /** Colour and size; null for an e-gift card, which has neither. */
  colour: string | null;
  size: string | null;
  qty: number;
  rowTotal: number;
  /** A customs line's design in words (decision 045); null for catalogue lines. */
  customs?: string | null;
  /** Shown under the line, e.g. how a cart line is delivered. */
  note?: ReactNode;
}

/** The items of a cart at the summary step or of a placed order: picture, name, colour, size, quantity, price. */
export function OrderLines({
  lines,
  currency,
  headingId,
}: {
  lines: OrderLine[];
  currency: string;
  headingId: string;
}) {
  const t = useT();
  const locale = useLocale();
  return (
    <section className="review-card" aria-labelledby={headingId}>
      <h2 id={headingId}>{t('checkout.items')}</h2>
      <ul className="review-items">
        {lines.map((line) => (
          <li key={line.id}>
            <img src={line.imageSrc} alt="" width={80} height={80} loading="lazy" />
            <div>
              <p className="mini-name">{line.name}</p>
              <p className="muted small">
                {line.colour && line.size
                  ? `${t('cart.colour', { colour: line.colour })} · ${t('cart.size', { size: line.size })} · `
                  : null}
                ×{line.qty}
              </p>
              <CustomsLineNote summary={line.customs ?? null} />
              {line.note}
            </div>
            <p className="mini-price">{formatMoney(line.rowTotal, currency, locale)}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** The lines of a placed order, as OrderLines shows them. */
export const linesOfOrder = (order: Order, note?: (item: Order['items'][number]) => ReactNode): OrderLine[] =>
  order.items.map((item) => ({
    note: note?.(item),
    id: item.id,
    name: item.name,
    imageSrc: item.image.src,
    ...(item.deliveryMethod === 'digital'
      ? { colour: null, size: null }
      : { colour: item.color, size: item.size }),
    qty: item.qty,
    rowTotal: item.price.rowTotal,
    customs: item.customsSummary,
  }));

/** The lines of a cart, as OrderLines shows them, with an optional note per item. */
export const linesOfCart = (cart: Cart, note?: (item: CartItem) => ReactNode): OrderLine[] =>
  cart.items.map((item) => ({
    note: note?.(item),
    id: item.id,
    name: item.name,
    imageSrc: item.image.src,
    ...(item.selectedShippingOption === 'digital'
      ? { colour: null, size: null }
      : { colour: item.color.label, size: item.size }),
    qty: item.qty,
    rowTotal: item.price.rowTotal,
    customs: item.customsSummary,
  }));
