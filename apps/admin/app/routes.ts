import { index, layout, type RouteConfig, route } from '@react-router/dev/routes';

// Under the basename /admin (react-router.config.ts).
export default [
  route('sign-in', 'routes/sign-in.tsx'),
  route('sign-out', 'routes/sign-out.ts'),
  route('language', 'routes/language.ts'),
  layout('routes/shell.tsx', [
    index('routes/dashboard.tsx'),
    route('orders', 'routes/orders.tsx'),
    route('orders/:orderNumber', 'routes/order.tsx'),
    route('payments-to-watch', 'routes/payments-to-watch.tsx'),
    route('reviews', 'routes/reviews.tsx'),
    route('questions', 'routes/questions.tsx'),
    route('support', 'routes/support.tsx'),
    route('support/:caseId', 'routes/support-case.tsx'),
    route('outbox', 'routes/outbox.tsx'),
    route('outbox/:emailId', 'routes/outbox-email.tsx'),
    route('operators', 'routes/operators.tsx'),
    route('audit', 'routes/audit.tsx'),
    route('*', 'routes/not-found.tsx'),
  ]),
] satisfies RouteConfig;
