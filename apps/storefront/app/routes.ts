import { index, type RouteConfig, route } from '@react-router/dev/routes';

export default [
  index('routes/locale-redirect.tsx'),
  route('order-confirmation', 'routes/order-confirmation-redirect.tsx', {
    id: 'order-confirmation-redirect',
  }),
  route(':locale', 'routes/locale.tsx', [
    index('routes/home.tsx'),
    route('c/:slugId', 'routes/category.tsx'),
    route('search', 'routes/search.tsx'),
    route('search/suggest', 'routes/search-suggest.ts'),
    route('p/:slugId', 'routes/product.tsx'),
    route('cart', 'routes/cart.tsx'),
    route('checkout', 'routes/checkout.tsx', [
      index('routes/checkout-index.tsx'),
      route('shipping', 'routes/checkout-shipping.tsx'),
      route('billing', 'routes/checkout-billing.tsx'),
      route('payment-return', 'routes/checkout-payment-return.tsx'),
      route('summary', 'routes/checkout-summary.tsx'),
    ]),
    route('order-confirmation', 'routes/order-confirmation.tsx'),
    route('help/contact-us', 'routes/info-page.tsx', { id: 'page-contact' }),
    route('help/returns/how-to-return', 'routes/info-page.tsx', { id: 'page-returns' }),
    route('policies/shipping-terms', 'routes/info-page.tsx', { id: 'page-shipping-terms' }),
    route('sale-terms', 'routes/info-page.tsx', { id: 'page-sale-terms' }),
    route('brand-terms', 'routes/info-page.tsx', { id: 'page-brand-terms' }),
    route('privacy', 'routes/info-page.tsx', { id: 'page-privacy' }),
    route('login', 'routes/login.tsx'),
    route('logout', 'routes/logout.tsx'),
    route('forgot-password', 'routes/forgot-password.tsx'),
    route('mailbox', 'routes/mailbox.tsx'),
    route('register', 'routes/register.tsx'),
    route('enrolment', 'routes/enrolment.tsx'),
    route('account/password', 'routes/account-password.tsx'),
    route('*', 'routes/not-found.tsx', { id: 'locale-not-found' }),
  ]),
  route('*', 'routes/not-found.tsx'),
] satisfies RouteConfig;
