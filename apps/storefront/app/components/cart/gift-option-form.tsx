import type { CartItem } from '@ridgeline/contracts';
import { useFetcher } from 'react-router';
import { type CartActionResult, CartIntent } from '../../lib/cart/intents.ts';
import { type FormConstraints, fieldErrorOf, formErrorOf } from '../../lib/forms.ts';
import { useT } from '../../lib/hooks.ts';
import { Field, TextAreaField } from '../form.tsx';

/**
 * A line's gift message: recipient and message, saved or removed without leaving the cart. `pageReply` is
 * the answer of a page post about this line (without JavaScript).
 */
export function GiftOptionForm({
  item,
  constraints,
  pageReply,
}: {
  item: CartItem;
  constraints: FormConstraints;
  pageReply: CartActionResult | undefined;
}) {
  const t = useT();
  const fetcher = useFetcher<CartActionResult>();
  const reply = fetcher.data ?? pageReply;
  const formError = formErrorOf(reply);
  return (
    <details className="gift-option" open={Boolean(item.giftOption) || undefined}>
      <summary>{item.giftOption ? t('cart.gift.edit') : t('cart.gift.add')}</summary>
      <fetcher.Form method="post" className="gift-form">
        <input type="hidden" name="itemId" value={item.id} />
        <input type="hidden" name="qty" value={item.qty} />
        <Field
          id={`gift-to-${item.id}`}
          name="giftOption.to"
          label={t('cart.gift.to')}
          defaultValue={item.giftOption?.to ?? ''}
          error={fieldErrorOf(reply, 'giftOption.to')}
          {...constraints['giftOption.to']}
        />
        <TextAreaField
          id={`gift-message-${item.id}`}
          name="giftOption.message"
          label={t('cart.gift.message')}
          rows={3}
          defaultValue={item.giftOption?.message ?? ''}
          error={fieldErrorOf(reply, 'giftOption.message')}
          {...constraints['giftOption.message']}
        />
        <div className="inline-actions">
          <button
            type="submit"
            name="intent"
            value={CartIntent.SetGift}
            className="button button-secondary button-small"
          >
            {t('cart.gift.save')}
          </button>
          {item.giftOption ? (
            <button type="submit" name="intent" value={CartIntent.RemoveGift} className="link-button">
              {t('cart.gift.remove')}
            </button>
          ) : null}
        </div>
        {fetcher.data?.notice || formError ? (
          <p className={formError ? 'field-error' : 'muted small'} role="status">
            {formError ?? fetcher.data?.notice}
          </p>
        ) : null}
      </fetcher.Form>
    </details>
  );
}
