import { Link, Outlet, redirect, useLocation } from 'react-router';
import { useCheckoutSteps } from '../analytics/use-track.ts';
import { TotalsTable } from '../components/totals.tsx';
import { ContentSlot } from '../content/registry.tsx';
import { CHECKOUT_STEPS, reachableStep, stepsOf } from '../lib/checkout.ts';
import { fixedPageContent } from '../lib/content-api.server.ts';
import { useLocale, useT } from '../lib/hooks.ts';
import { messagesFor } from '../lib/i18n.ts';
import { localeOf, pageMeta } from '../lib/meta.ts';
import { formatMoney } from '../lib/money.ts';
import { metaTranslate } from '../lib/translate.ts';
import type { Route } from './+types/checkout';

export async function loader({ params, context }: Route.LoaderArgs) {
  const locale = localeOf(params);
  const api = context.api(locale);
  const [cart, content] = await Promise.all([
    api.cart(),
    // Reassurance from the checkout's content slots (spec 3 section 2).
    fixedPageContent(api, 'checkout').catch(() => null),
  ]);
  if (!cart || cart.items.length === 0) throw redirect(`/${locale}/cart`);
  return {
    translations: messagesFor(locale, ['commerceBlocks', 'discovery']),
    cart,
    reachable: reachableStep(cart),
    content: content?.slots ?? {},
  };
}

/** A payment dialog (3-D Secure, pay later) answered by an action: keep the page, the cart may be closed. */
export function shouldRevalidate({
  actionResult,
  defaultShouldRevalidate,
}: {
  actionResult?: unknown;
  defaultShouldRevalidate: boolean;
}) {
  if (
    actionResult &&
    typeof actionResult === 'object' &&
    ('challenge' in actionResult || 'gateway' in actionResult)
  ) {
    return false;
  }
  return defaultShouldRevalidate;
}

export function meta({ matches }: Route.MetaArgs) {
  const t = metaTranslate(matches);
  return [
    ...pageMeta(t('meta.checkout.title'), t('meta.checkout.description')),
    { name: 'robots', content: 'noindex' },
  ];
}

export default function Checkout({ loaderData }: Route.ComponentProps) {
  const { cart, reachable, content } = loaderData;
  useCheckoutSteps(cart, reachable);
  const t = useT();
  const locale = useLocale();
  const location = useLocation();
  // A cart of e-gift cards only has no shipping step.
  const steps = stepsOf(cart);
  const current = CHECKOUT_STEPS.find((step) => location.pathname.endsWith(`/${step}`)) ?? steps[0]!;
  const currentIndex = steps.indexOf(current);
  const reachableIndex = steps.indexOf(reachable);
  return (
    <div className="container checkout">
      <h1 className="page-title">{t('checkout.title')}</h1>
      <nav aria-label={t('a11y.checkoutSteps')} className="steps">
        <ol>
          {steps.map((step, index) => {
            const label = t(`checkout.step.${step}`);
            const state = index === currentIndex ? 'current' : index < currentIndex ? 'done' : 'todo';
            return (
              <li key={step} data-state={state}>
                {index <= reachableIndex && index !== currentIndex ? (
                  <Link to={`/${locale}/checkout/${step}`}>
                    <span className="step-number" aria-hidden="true">
                      {index + 1}
                    </span>
                    {label}
                  </Link>
                ) : (
                  <span aria-current={index === currentIndex ? 'step' : undefined}>
                    <span className="step-number" aria-hidden="true">
                      {index + 1}
                    </span>
                    {label}
                  </span>
                )}
              </li>
            );
          })}
        </ol>
      </nav>
      <ContentSlot blocks={content.top} />
      <div className="checkout-layout">
        <div className="checkout-main">
          <Outlet />
        </div>
        <aside className="summary-card checkout-aside" aria-labelledby="checkout-summary">
          <h2 id="checkout-summary">{t('cart.summary')}</h2>
          <ul className="mini-lines">
            {cart.items.map((item) => (
              <li key={item.id}>
                <img src={item.image.src} alt="" width={64} height={64} loading="lazy" />
                <div>
                  <p className="mini-name">{item.name}</p>
                  <p className="muted small">
                    {item.color.label} · {item.size} · ×{item.qty}
                  </p>
                </div>
                <p className="mini-price">{formatMoney(item.price.rowTotal, item.price.currency, locale)}</p>
              </li>
            ))}
          </ul>
          <TotalsTable totals={cart.totals} shippingKnown={Boolean(cart.shipments[0]?.shippingMethod)} />
        </aside>
      </div>
      <ContentSlot blocks={content.bottom} firstPosition={1} />
    </div>
  );
}
