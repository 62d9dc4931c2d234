import { adminApi, isApiError, signedIn } from '../lib/admin-api.server.ts';
import type { Route } from './+types/promotion-codes-csv';

/** A promotion's codes as a CSV download (the API's export, behind the operator's session). */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const api = adminApi(request, context);
  try {
    const csv = await signedIn(request, () =>
      api.text('exportPromotionCodes', { params: { promotionId: params.promotionId } }),
    );
    return new Response(csv, {
      headers: {
        'content-type': 'text/csv; charset=utf-8',
        'content-disposition': `attachment; filename="${params.promotionId.replace(/[^\w-]/g, '')}-codes.csv"`,
        'cache-control': 'private, no-store',
      },
    });
  } catch (error) {
    if (isApiError(error, 'ADM403')) return new Response('Forbidden', { status: 403 });
    if (isApiError(error, 'PRA404')) return new Response('Not found', { status: 404 });
    throw error;
  }
}
