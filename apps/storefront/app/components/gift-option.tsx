import { ORDER_GIFT_MESSAGE_MAX, type OrderGiftOption } from '@ridgeline/contracts';
import { Form } from 'react-router';
import { useT } from '../lib/hooks.ts';
import { TextAreaField } from './form.tsx';
import { RouteDialog } from './route-dialog.tsx';

type GiftView = Required<OrderGiftOption>;

/** What the order's gift option asks for, as the review step, confirmation and order pages show it. */
export function GiftOptionSummary({ gift }: { gift: GiftView }) {
  const t = useT();
  return (
    <ul className="gift-summary">
      {gift.wrap ? <li>{t('checkout.gift.wrapped')}</li> : null}
      {gift.giftReceipt ? <li>{t('checkout.gift.receiptIncluded')}</li> : null}
      {gift.message ? <li>{t('checkout.gift.messageLine', { message: gift.message })}</li> : null}
    </ul>
  );
}

/**
 * Spec dialog "add gift option" at the review step (`?gift=1`): gift wrap, a gift receipt without prices
 * and a message. Without JavaScript it is a form in the page.
 */
export function GiftOptionDialog({
  gift,
  action,
  closeHref,
  error,
}: {
  gift: GiftView | null;
  action: string;
  closeHref: string;
  error?: string | undefined;
}) {
  const t = useT();
  return (
    <RouteDialog id="gift-option" title={t('checkout.gift.title')} closeHref={closeHref}>
      <Form method="post" action={action} className="gift-option-form">
        <input type="hidden" name="intent" value="gift" />
        <label className="checkbox">
          <input type="checkbox" name="wrap" defaultChecked={gift?.wrap ?? false} />
          <span>{t('checkout.gift.wrap')}</span>
        </label>
        <label className="checkbox">
          <input type="checkbox" name="giftReceipt" defaultChecked={gift?.giftReceipt ?? true} />
          <span>{t('checkout.gift.receipt')}</span>
        </label>
        <TextAreaField
          id="gift-message"
          name="message"
          label={t('checkout.gift.message', { max: ORDER_GIFT_MESSAGE_MAX })}
          defaultValue={gift?.message ?? ''}
          maxLength={ORDER_GIFT_MESSAGE_MAX}
          rows={3}
          error={error}
        />
        <button type="submit" className="button button-primary">
          {t('checkout.gift.save')}
        </button>
      </Form>
    </RouteDialog>
  );
}
