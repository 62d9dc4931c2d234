import { data, Form, Link, redirect, useNavigation } from 'react-router';
import { Field } from '../components/form.tsx';
import { Notice } from '../components/notice.tsx';
import { isApiError } from '../lib/api.server.ts';
import { useLocale, useRootData, useT } from '../lib/hooks.ts';
import { messagesFor, translator } from '../lib/i18n.ts';
import { localeOf, pageMeta } from '../lib/meta.ts';
import { ORDER_NUMBER } from '../lib/order-detail.server.ts';
import { trackOrder } from '../lib/orders-api.server.ts';
import { metaTranslate } from '../lib/translate.ts';
import type { Route } from './+types/order-status';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function loader({ params, context, request }: Route.LoaderArgs) {
  const orderNo = new URL(request.url).searchParams.get('orderNo') ?? '';
  return {
    translations: messagesFor(localeOf(params), ['orders']),
    flash: context.session.takeFlash(),
    orderNo: ORDER_NUMBER.test(orderNo) ? orderNo : '',
  };
}

interface LookupResult {
  values: { email: string; orderNumber: string };
  errors: { email?: string; orderNumber?: string };
  error?: string;
}

/** Email and order number: TrackOrder checks both (ORD400 when they do not name an order); a match opens the order's page. */
export async function action({ params, request, context }: Route.ActionArgs) {
  const locale = localeOf(params);
  const t = translator(locale);
  const form = await request.formData();
  const values = {
    email: String(form.get('email') ?? '').trim(),
    orderNumber: String(form.get('orderNumber') ?? '')
      .replace(/\s+/g, '')
      .toUpperCase(),
  };
  const errors: LookupResult['errors'] = {};
  if (!values.email) errors.email = t('validation.required');
  else if (!EMAIL.test(values.email) || values.email.length > 100) errors.email = t('validation.email');
  if (!values.orderNumber) errors.orderNumber = t('validation.required');
  else if (!ORDER_NUMBER.test(values.orderNumber)) errors.orderNumber = t('orders.lookup.orderNumberInvalid');
  if (errors.email || errors.orderNumber) return data<LookupResult>({ values, errors }, { status: 400 });
  try {
    const found = await trackOrder(context.api(locale), values.email, values.orderNumber);
    context.session.rememberOrder(found.orderNumber, found.st);
    return redirect(`/${locale}/order-status/${found.orderNumber}`);
  } catch (error) {
    if (isApiError(error) && error.status < 500) {
      return data<LookupResult>(
        { values, errors: {}, error: error.message || t('error.generic') },
        { status: error.status },
      );
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
  const values = result?.values ?? { email: '', orderNumber: loaderData.orderNo };
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
      {result?.error ? <Notice type="error">{result.error}</Notice> : null}
      <Form method="post" className="lookup-form" noValidate>
        <Field
          id="lookup-email"
          name="email"
          type="email"
          label={t('orders.lookup.email')}
          autoComplete="email"
          defaultValue={values.email}
          error={result?.errors.email}
          required
        />
        <Field
          id="lookup-orderNumber"
          name="orderNumber"
          label={t('orders.lookup.orderNumber')}
          hint={t('orders.lookup.orderNumberHint')}
          autoComplete="off"
          defaultValue={values.orderNumber}
          error={result?.errors.orderNumber}
          required
        />
        <button type="submit" className="button button-primary" disabled={busy}>
          {busy ? t('orders.lookup.searching') : t('orders.lookup.submit')}
        </button>
      </Form>
    </div>
  );
}
