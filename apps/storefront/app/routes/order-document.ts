import { redirect } from 'react-router';
import { z } from 'zod';
import { isApiError } from '../lib/api.server.ts';
import { parseForm, refusalOf } from '../lib/forms.server.ts';
import { translator } from '../lib/i18n.ts';
import type { Locale } from '../lib/locale.ts';
import { localeOf } from '../lib/meta.ts';
import { ORDER_NUMBER, orderPagePath } from '../lib/order-detail.server.ts';
import { invoice, returnLabel } from '../lib/orders-api.server.ts';
import type { Route } from './+types/order-document';

/** A return label's form: only the order page to go back to (checked by `orderPagePath`). */
const documentForm = z.object({ back: z.string().optional() });

/**
 * An order's PDFs, streamed from the API: the invoice (GET, it changes nothing) and a return label
 * (POST, each one is a new return). A guest is let in by the token this browser keeps, an owner by the
 * session; when the API refuses, the shopper goes back to the order page with its message.
 */
async function download(
  context: Route.LoaderArgs['context'],
  locale: Locale,
  orderNo: string,
  document: string,
  back: string | null,
): Promise<Response> {
  const page = orderPagePath(locale, orderNo, back);
  const make = document === 'invoice' ? invoice : document === 'return-label' ? returnLabel : null;
  if (!make || !ORDER_NUMBER.test(orderNo)) throw new Response('Not found', { status: 404 });
  const api = context.api(locale);
  try {
    const file = await make(api, orderNo, context.session.orderToken(orderNo));
    return new Response(new Blob([new Uint8Array(file.bytes)]), {
      headers: {
        'content-type': file.contentType || 'application/pdf',
        'content-disposition': `attachment; filename="${document}-${orderNo}.pdf"`,
        'cache-control': 'private, no-store',
      },
    });
  } catch (error) {
    if (!isApiError(error)) throw error;
    context.session.setFlash({ type: 'error', message: refusalOf(error, translator(locale)) });
    return redirect(page);
  }
}

export function loader({ params, request, context }: Route.LoaderArgs) {
  const locale = localeOf(params);
  const back = new URL(request.url).searchParams.get('back');
  // A return label is made by a POST only; a GET of its address goes back to the order.
  if (params.document !== 'invoice') return redirect(orderPagePath(locale, params.orderNo, back));
  return download(context, locale, params.orderNo, params.document, back);
}

export async function action({ params, request, context }: Route.ActionArgs) {
  const locale = localeOf(params);
  const submission = parseForm(await request.formData(), documentForm, translator(locale));
  const back = submission.status === 'success' ? (submission.value.back ?? null) : null;
  return download(context, locale, params.orderNo, params.document, back);
}
