import type { Order } from '@ridgeline/contracts';
import { Form, useNavigation } from 'react-router';
import { useT } from '../lib/hooks.ts';

type OrderItem = Order['items'][number];

/**
 * Under a line of a placed order that is a gift. A gift message: who it is for and the note. An e-gift
 * card: who it is for and from, its card, and a form that sends its email again (to the same or a
 * corrected address); a plain form that works without JavaScript, the order page answering with a
 * confirmation message.
 */
export function GiftLineNote({
  item,
  order,
  action,
}: {
  item: OrderItem;
  order: Order;
  /** The order page that handles the resend (its action reads `intent=resend-egift`). */
  action: string;
}) {
  const t = useT();
  const navigation = useNavigation();
  const gift = item.giftOption;
  if (!gift) return null;
  if (item.deliveryMethod !== 'digital') {
    return (
      <p className="small muted gift-message-note">
        {gift.message
          ? t('confirmation.giftMessage', { to: gift.to, message: gift.message })
          : t('confirmation.giftFor', { to: gift.to })}
      </p>
    );
  }
  const sending = navigation.state !== 'idle' && navigation.formData?.get('itemId') === item.id;
  const active = item.giftCard?.status === 'active' && order.status !== 'cancelled';
  const fieldId = `resend-email-${item.id}`;
  return (
    <div className="egift-line">
      <p className="small">{t('gifting.line.to', { name: gift.to, email: gift.email })}</p>
      <p className="small muted">
        {t('gifting.line.from', { name: gift.from })} · {t('gifting.line.delivery')}
        {item.giftCard ? ` · ${t('gifting.line.card', { number: item.giftCard.maskedNumber })}` : null}
      </p>
      {gift.message ? <p className="small muted egift-message">“{gift.message}”</p> : null}
      {item.giftCard && !active ? <p className="small">{t('gifting.line.void')}</p> : null}
      {active ? (
        <Form method="post" action={action} className="egift-resend">
          <input type="hidden" name="intent" value="resend-egift" />
          <input type="hidden" name="itemId" value={item.id} />
          <div className="field">
            <label htmlFor={fieldId}>{t('gifting.resend.email')}</label>
            <input id={fieldId} name="recipientEmail" type="email" defaultValue={gift.email} required />
          </div>
          <button type="submit" className="button button-secondary" disabled={sending}>
            {sending ? t('gifting.resend.sending') : t('gifting.resend.button')}
          </button>
        </Form>
      ) : null}
    </div>
  );
}
