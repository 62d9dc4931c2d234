import { errorMessage } from '@ridgeline/contracts';
import { refusalOf } from '@ridgeline/storefront/lib/forms.server.ts';
import { translator } from '@ridgeline/storefront/lib/i18n.ts';
import { ApiError, adminApi, signedIn } from '../lib/admin-api.server.ts';
import { customerIdOf } from '../lib/customer-forms.server.ts';
import type { Route } from './+types/customer-export';

/**
 * The data export (right of access) as a JSON file to hand to the customer: a POST, since the API audits
 * each export (decision 073). A refusal answers its words as text, with its status.
 */
export async function action({ request, context, params }: Route.ActionArgs) {
  const api = adminApi(request, context);
  const t = translator(api.locale);
  const id = customerIdOf(params);
  if (!id.success) return new Response(errorMessage('ADM415', api.locale), { status: 404 });
  try {
    const document = await signedIn(request, () => api.call('exportCustomer', { params: id.data }));
    return new Response(`${JSON.stringify(document, null, 2)}\n`, {
      headers: {
        'content-type': 'application/json; charset=utf-8',
        'content-disposition': `attachment; filename="customer-${id.data.customerId}.json"`,
        'cache-control': 'no-store',
      },
    });
  } catch (error) {
    if (error instanceof Response) throw error;
    return new Response(refusalOf(error, t), {
      status: error instanceof ApiError ? error.status : 500,
      headers: { 'content-type': 'text/plain; charset=utf-8' },
    });
  }
}

export function loader() {
  return new Response(null, { status: 405, headers: { allow: 'POST' } });
}
