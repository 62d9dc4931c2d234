import { data, Form, Link, redirect, useNavigation } from 'react-router';
import { Field, FormNotice } from '../components/form.tsx';
import { Notice } from '../components/notice.tsx';
import { isApiError } from '../lib/api.server.ts';
import { constraintsOf, parseForm, refusalOf, replyOf } from '../lib/forms.server.ts';
import { fieldErrorOf, submittedValue } from '../lib/forms.ts';
import { useLocale, useRootData, useT } from '../lib/hooks.ts';
import { messagesFor, translator } from '../lib/i18n.ts';
import { localeOf, pageMeta } from '../lib/meta.ts';
import { ORDER_NUMBER, orderLookupForm } from '../lib/order-detail.server.ts';
import { trackOrder } from '../lib/orders-api.server.ts';
import { metaTranslate } from '../lib/translate.ts';
import type { Route } from './+types/order-status';

export function loader({ params, context, request }: Route.LoaderArgs) {
  const orderNo = new URL(request.url).searchParams.get('orderNo') ?? '';
  return {
    translations: messagesFor(localeOf(params), ['orders']),
    flash: context.session.takeFlash(),
    orderNo: ORDER_NUMBER.test(orderNo) ? orderNo : '',
    constraints: constraintsOf(orderLookupForm),
  };
}

/** Email and order number: TrackOrder checks both (ORD400 when they do not name an order); a match opens the order's page. */
export async function action({ params, request, context }: Route.ActionArgs) {
  const locale = localeOf(params);
  const t = translator(locale);
  const submission = parseForm(await request.formData(), orderLookupForm, t);
  if (submission.status !== 'success') return data(replyOf(submission), { status: 400 });
  const { email, orderNumber } = submission.value;
  try {
    const found = await trackOrder(context.api(locale), email, orderNumber);
    context.session.rememberOrder(found.orderNumber, found.st);
    return redirect(`/${locale}/order-status/${found.orderNumber}`);
  } catch (error) {
    if (isApiError(error) && error.status < 500) {
      return data(replyOf(submission, { formErrors: [refusalOf(error, t)] }), { status: error.status });
    }
    throw error;
  }
}

export function meta({ matches }: Route.MetaArgs) {
  const t = metaTranslate(matches);
  return [
    ...pageMeta(t('orders.meta.lookupTitle'), t('orders.meta.lookupDescription')),
    { name: 'robots', content: 'noindex' },
  ];
}

export default function OrderStatus({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  const locale = useLocale();
  const signedIn = Boolean(useRootData()?.shopper);
  const result = actionData;
  const navigation = useNavigation();
  const busy = navigation.state !== 'idle' && navigation.formMethod === 'POST';
  const values = {
    email: submittedValue(result, 'email'),
    orderNumber: result ? submittedValue(result, 'orderNumber') : loaderData.orderNo,
  };
  return (
    <div className="container narrow order-lookup">
      <h1 className="page-title">{t('orders.lookup.title')}</h1>
      <p>{t('orders.lookup.intro')}</p>
      {signedIn ? (
        <p>
          <Link to={`/${locale}/account/orders`} className="text-link">
            {t('orders.lookup.signedIn')}
          </Link>
        </p>
      ) : null}
      {loaderData.flash ? <Notice type={loaderData.flash.type}>{loaderData.flash.message}</Notice> : null}
      <FormNotice reply={result} />
      <Form method="post" className="lookup-form" noValidate>
        <Field
          id="lookup-email"
          name="email"
          type="email"
          label={t('orders.lookup.email')}
          autoComplete="email"
          {...loaderData.constraints.email}
          defaultValue={values.email}
          error={fieldErrorOf(result, 'email')}
        />
        <Field
          id="lookup-orderNumber"
          name="orderNumber"
          label={t('orders.lookup.orderNumber')}
          hint={t('orders.lookup.orderNumberHint')}
          autoComplete="off"
          {...loaderData.constraints.orderNumber}
          defaultValue={values.orderNumber}
          error={fieldErrorOf(result, 'orderNumber')}
        />
        <button type="submit" className="button button-primary" disabled={busy}>
          {busy ? t('orders.lookup.searching') : t('orders.lookup.submit')}
        </button>
      </Form>
    </div>
  );
}
