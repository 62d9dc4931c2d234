import {
  type AdminOrderReturns,
  type AdminReturn,
  formatMoney,
  ONLINE_LOCATION,
  RETURN_CONDITIONS,
  RETURN_DISPOSITIONS,
  RETURN_REASONS,
  WRITE_OFF_REASONS,
} from '@ridgeline/contracts';
import { ConfirmAction, InlineConfirm } from '@ridgeline/storefront/components/confirm-action.tsx';
import { Field, FormNotice, SelectField } from '@ridgeline/storefront/components/form.tsx';
import { Notice } from '@ridgeline/storefront/components/notice.tsx';
import { fieldErrorOf } from '@ridgeline/storefront/lib/forms.ts';
import { Form, useNavigation } from 'react-router';
import { useLocale, useT } from '../lib/hooks.ts';
import type { OrderReply } from '../lib/order-forms.server.ts';
import { DataTable } from './data-table.tsx';

type Returns = AdminOrderReturns;

/** A submit button that says the page is working while its form is being sent. */
function Submit({ intent, label, primary = true }: { intent: string; label: string; primary?: boolean }) {
  const t = useT();
  const navigation = useNavigation();
  const busy = navigation.state === 'submitting' && navigation.formData?.get('intent') === intent;
  return (
    <button
      type="submit"
      className={primary ? 'button button-primary' : 'button button-secondary'}
      disabled={busy}
      aria-busy={busy || undefined}
    >
      {busy ? t('admin.returns.working') : label}
    </button>
  );
}

/**
 * The order screen's Returns section (decision 078): the order's returns with their status and steps, the
 * form to authorise one, and per return the receipt form, the refund and the cancellation behind a
 * confirmation (a dialog with JavaScript, a page state without: `?confirmReturn=<step>:<id>`).
 */
export function ReturnsSection({
  data,
  loadError,
  reply,
  canManage,
  confirming,
  orderNumber,
}: {
  data: Returns | null;
  loadError: string | null;
  reply?: OrderReply | undefined;
  canManage: boolean;
  confirming: string | null;
  orderNumber: string;
}) {
  const t = useT();
  const locale = useLocale();
  // A form's refusals stay on the form; successes show at the top of the section, since the form that
  // asked may be gone (a received return has no receipt form, a fully returned order no authorise form).
  const replyTo = (form: string, returnId?: string) =>
    reply?.form === form &&
    reply.status !== 'success' &&
    (returnId === undefined || reply.returnId === returnId)
      ? reply
      : undefined;
  if (!data) {
    return (
      <section aria-labelledby="returns-title">
        <h2 id="returns-title">{t('admin.returns.title')}</h2>
        <Notice type="error">{t('admin.returns.loadFailed', { message: loadError ?? '' })}</Notice>
      </section>
    );
  }
  const money = (amount: number) => formatMoney(amount, data.currency, locale);
  const date = (iso: string) =>
    new Date(iso).toLocaleString(locale, { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' });
  const place = (id: string | null) =>
    id === ONLINE_LOCATION
      ? t('admin.returns.location.online')
      : (data.locations.find((location) => location.id === id)?.name ?? id ?? '');
  const steps = (r: AdminReturn) =>
    [
      t('admin.returns.step.authorised', {
        at: date(r.authorised.at),
        name: r.authorised.byName ?? r.authorised.by,
      }),
      r.received
        ? t('admin.returns.step.received', {
            at: date(r.received.at),
            name: r.received.byName ?? r.received.by,
          })
        : null,
      r.closed
        ? t('admin.returns.step.closed', { at: date(r.closed.at), name: r.closed.byName ?? r.closed.by })
        : null,
      r.cancelled
        ? t('admin.returns.step.cancelled', {
            at: date(r.cancelled.at),
            name: r.cancelled.byName ?? r.cancelled.by,
            reason: r.cancelReason ?? '',
          })
        : null,
    ].filter((step): step is string => step !== null);
  const lineText = (line: AdminReturn['lines'][number]) => {
    const what = t('admin.returns.line', {
      qty: line.qty,
      name: line.name,
      color: line.color,
      size: line.size,
      reason: t(`admin.returns.reason.${line.reason as (typeof RETURN_REASONS)[number]}`),
    });
    if (!line.disposition || !line.condition) return what;
    const condition = t(`admin.returns.condition.${line.condition as (typeof RETURN_CONDITIONS)[number]}`);
    const outcome =
      line.disposition === 'restock'
        ? t('admin.returns.outcome.restock', { location: place(line.location), condition })
        : t('admin.returns.outcome.write_off', {
            location: place(line.location),
            condition,
            reason: t(
              `admin.returns.writeOffReason.${(line.writeOffReason ?? 'damaged') as (typeof WRITE_OFF_REASONS)[number]}`,
            ),
          });
    return `${what} · ${outcome}`;
  };
  const open = data.returns.filter((r) => r.status === 'authorised' || r.status === 'received');
  const sectionReply =
    reply?.form?.startsWith('return-') &&
    (reply.status === 'success' || ['return-refund', 'return-cancel'].includes(reply.form))
      ? reply
      : undefined;
  return (
    <section aria-labelledby="returns-title">
      <h2 id="returns-title">{t('admin.returns.title')}</h2>
      <FormNotice reply={sectionReply} />
      <DataTable<AdminReturn>
        caption={t('admin.returns.caption')}
        rows={data.returns}
        rowKey={(r) => r.id}
        empty={t('admin.returns.none')}
        columns={[
          { id: 'reference', header: t('admin.returns.reference'), cell: (r) => r.reference },
          {
            id: 'status',
            header: t('admin.returns.status'),
            cell: (r) => <span data-testid="return-status">{t(`admin.returns.status.${r.status}`)}</span>,
          },
          {
            id: 'lines',
            header: t('admin.returns.lines'),
            cell: (r) => (
              <ul className="plain-list">
                {r.lines.map((line) => (
                  <li key={line.id}>{lineText(line)}</li>
                ))}
              </ul>
            ),
          },
          {
            id: 'amount',
            header: t('admin.returns.amount'),
            numeric: true,
            cell: (r) => money(r.refundedAmount ?? r.amount),
          },
          {
            id: 'steps',
            header: t('admin.returns.history'),
            cell: (r) => (
              <ul className="plain-list">
                {steps(r).map((step) => (
                  <li key={step}>{step}</li>
                ))}
              </ul>
            ),
          },
        ]}
      />
      {canManage
        ? open.map((r) =>
            r.status === 'authorised' ? (
              <AuthorisedReturn
                key={r.id}
                item={r}
                data={data}
                place={place}
                reply={replyTo('return-receive', r.id)}
                confirming={confirming === `cancel:${r.id}`}
                orderNumber={orderNumber}
              />
            ) : (
              <ReceivedReturn
                key={r.id}
                item={r}
                currency={data.currency}
                confirming={confirming === `refund:${r.id}`}
                orderNumber={orderNumber}
              />
            ),
          )
        : null}
      {canManage ? <AuthoriseForm data={data} reply={replyTo('return-authorise')} /> : null}
    </section>
  );
}

function AuthoriseForm({ data, reply }: { data: Returns; reply?: OrderReply | undefined }) {
  const t = useT();
  const returnable = data.lines.filter((line) => line.returnable > 0);
  return (
    <section className="admin-card" aria-labelledby="authorise-return-title">
      <h3 id="authorise-return-title">{t('admin.returns.authorise')}</h3>
      {returnable.length === 0 ? (
        <p className="empty-state">{t('admin.returns.nothingReturnable')}</p>
      ) : (
        <Form method="post" className="admin-form" aria-labelledby="authorise-return-title">
          <FormNotice reply={reply} />
          <input type="hidden" name="intent" value="return-authorise" />
          {returnable.map((line) => (
            <fieldset key={line.orderItemId} className="admin-fieldset">
              <legend>
                {line.name} ({line.color}, {line.size})
              </legend>
              <Field
                id={`return-qty-${line.orderItemId}`}
                name={`qty.${line.orderItemId}`}
                type="number"
                inputMode="numeric"
                min={0}
                max={line.returnable}
                defaultValue="0"
                label={t('admin.returns.qtyOf', { name: line.name, color: line.color, size: line.size })}
                hint={t('admin.returns.qtyHint', { count: line.returnable })}
                error={fieldErrorOf(reply, `qty.${line.orderItemId}`)}
              />
              <SelectField
                id={`return-reason-${line.orderItemId}`}
                name={`reason.${line.orderItemId}`}
                label={t('admin.returns.reasonOf', { name: line.name })}
                error={fieldErrorOf(reply, `reason.${line.orderItemId}`)}
              >
                {RETURN_REASONS.map((reason) => (
                  <option key={reason} value={reason}>
                    {t(`admin.returns.reason.${reason}`)}
                  </option>
                ))}
              </SelectField>
            </fieldset>
          ))}
          <SelectField
            id="return-reference"
            name="reference"
            label={t('admin.returns.label')}
            error={fieldErrorOf(reply, 'reference')}
            defaultValue={data.labels[0] ?? ''}
          >
            <option value="">{t('admin.returns.label.new')}</option>
            {data.labels.map((label) => (
              <option key={label} value={label}>
                {label}
              </option>
            ))}
          </SelectField>
          <Field id="return-note" name="note" label={t('admin.returns.note')} maxLength={500} />
          <Submit intent="return-authorise" label={t('admin.returns.authoriseSubmit')} />
        </Form>
      )}
    </section>
  );
}

function AuthorisedReturn({
  item,
  data,
  place,
  reply,
  confirming,
  orderNumber,
}: {
  item: AdminReturn;
  data: Returns;
  place: (id: string) => string;
  reply?: OrderReply | undefined;
  confirming: boolean;
  orderNumber: string;
}) {
  const t = useT();
  const titleId = `receive-${item.id}`;
  const cancelFields = { intent: 'return-cancel', returnId: item.id };
  const question = t('admin.returns.cancelQuestion', { reference: item.reference });
  const reasonInput = (id: string) => (
    <Field id={id} name="reason" label={t('admin.order.reason')} required maxLength={500} />
  );
  return (
    <section className="admin-card" aria-labelledby={titleId}>
      <h3 id={titleId}>{t('admin.returns.receive', { reference: item.reference })}</h3>
      <Form method="post" className="admin-form" aria-labelledby={titleId}>
        <FormNotice reply={reply} />
        <input type="hidden" name="intent" value="return-receive" />
        <input type="hidden" name="returnId" value={item.id} />
        {item.lines.map((line) => (
          <fieldset key={line.id} className="admin-fieldset">
            <legend>
              {line.qty} × {line.name} ({line.color}, {line.size})
            </legend>
            <SelectField
              id={`condition-${line.id}`}
              name={`condition.${line.id}`}
              label={t('admin.returns.conditionOf', { name: line.name })}
            >
              {RETURN_CONDITIONS.map((condition) => (
                <option key={condition} value={condition}>
                  {t(`admin.returns.condition.${condition}`)}
                </option>
              ))}
            </SelectField>
            <SelectField
              id={`disposition-${line.id}`}
              name={`disposition.${line.id}`}
              label={t('admin.returns.dispositionOf', { name: line.name })}
            >
              {RETURN_DISPOSITIONS.map((disposition) => (
                <option key={disposition} value={disposition}>
                  {t(`admin.returns.disposition.${disposition}`)}
                </option>
              ))}
            </SelectField>
            <SelectField
              id={`location-${line.id}`}
              name={`location.${line.id}`}
              label={t('admin.returns.locationOf', { name: line.name })}
              error={fieldErrorOf(reply, `location.${line.id}`)}
            >
              {data.locations.map((location) => (
                <option key={location.id} value={location.id}>
                  {place(location.id)}
                </option>
              ))}
            </SelectField>
            <SelectField
              id={`write-off-${line.id}`}
              name={`writeOffReason.${line.id}`}
              label={t('admin.returns.writeOffReasonOf', { name: line.name })}
              error={fieldErrorOf(reply, `writeOffReason.${line.id}`)}
            >
              <option value="">{t('admin.returns.writeOffReason.none')}</option>
              {WRITE_OFF_REASONS.map((reason) => (
                <option key={reason} value={reason}>
                  {t(`admin.returns.writeOffReason.${reason}`)}
                </option>
              ))}
            </SelectField>
          </fieldset>
        ))}
        <Submit intent="return-receive" label={t('admin.returns.receiveSubmit')} />
      </Form>
      {confirming ? (
        <InlineConfirm
          question={question}
          confirmLabel={t('admin.returns.cancel')}
          cancelLabel={t('admin.returns.keep')}
          cancelHref={`/orders/${orderNumber}`}
          fields={cancelFields}
          inputs={reasonInput(`cancel-return-reason-inline-${item.id}`)}
        />
      ) : (
        <p>
          <ConfirmAction
            trigger={t('admin.returns.cancel')}
            question={question}
            confirmLabel={t('admin.returns.cancel')}
            cancelLabel={t('admin.returns.keep')}
            fallbackHref={`?confirmReturn=cancel:${item.id}`}
            fields={cancelFields}
            inputs={reasonInput(`cancel-return-reason-${item.id}`)}
          />
        </p>
      )}
    </section>
  );
}

function ReceivedReturn({
  item,
  currency,
  confirming,
  orderNumber,
}: {
  item: AdminReturn;
  currency: string;
  confirming: boolean;
  orderNumber: string;
}) {
  const t = useT();
  const locale = useLocale();
  const titleId = `refund-return-${item.id}`;
  const fields = { intent: 'return-refund', returnId: item.id, currency };
  const question = t('admin.returns.refundQuestion', {
    amount: formatMoney(item.amount, currency, locale),
    reference: item.reference,
  });
  return (
    <section className="admin-card" aria-labelledby={titleId}>
      <h3 id={titleId}>
        {t('admin.returns.refund')}: {item.reference}
      </h3>
      {confirming ? (
        <InlineConfirm
          question={question}
          confirmLabel={t('admin.returns.refund')}
          cancelLabel={t('admin.returns.notNow')}
          cancelHref={`/orders/${orderNumber}`}
          fields={fields}
        />
      ) : (
        <p>
          <ConfirmAction
            trigger={t('admin.returns.refund')}
            question={question}
            confirmLabel={t('admin.returns.refund')}
            cancelLabel={t('admin.returns.notNow')}
            fallbackHref={`?confirmReturn=refund:${item.id}`}
            fields={fields}
          />
        </p>
      )}
    </section>
  );
}
