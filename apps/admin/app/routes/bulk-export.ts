import { CSV_KINDS, type CsvKind } from '@ridgeline/contracts';
import { data } from 'react-router';
import { adminContext } from '../lib/context.ts';
import { OPERATOR_COOKIE, operatorTokenOf } from '../lib/session.server.ts';
import type { Route } from './+types/bulk-export';

/** A CSV export (decision 071): the API's file handed over as a download, under the operator's session. */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const kind = params.kind as CsvKind;
  if (!(CSV_KINDS as readonly string[]).includes(kind)) throw data(null, { status: 404 });
  const token = operatorTokenOf(request);
  if (!token) throw data(null, { status: 401 });
  const { apiTransport, clientIp } = adminContext(context);
  const response = await apiTransport({
    method: 'GET',
    path: `/api/admin/v1/bulk/${kind}.csv`,
    headers: {
      accept: 'text/csv',
      cookie: `${OPERATOR_COOKIE}=${token}`,
      ...(clientIp ? { 'x-forwarded-for': clientIp } : {}),
    },
  });
  if (response.status !== 200) throw data(null, { status: response.status });
  return new Response(response.body, {
    headers: {
      'content-type': 'text/csv; charset=utf-8',
      'content-disposition': `attachment; filename="ridgeline-${kind}.csv"`,
      'cache-control': 'private, no-store',
    },
  });
}
