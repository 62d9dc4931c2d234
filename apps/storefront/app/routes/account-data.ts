import { redirect } from 'react-router';
import { retrieveUserData } from '../lib/account-api.server.ts';
import { requireSignedIn } from '../lib/auth.server.ts';
import { translator } from '../lib/i18n.ts';
import { localeOf } from '../lib/meta.ts';
import type { Route } from './+types/account-data';

/** Personal data export: everything the API holds about the consumer, as a JSON file download. */
export async function action({ params, request, context }: Route.ActionArgs) {
  const locale = localeOf(params);
  const shopper = requireSignedIn(request, context, locale);
  try {
    const data = await retrieveUserData(context.api(locale));
    return new Response(JSON.stringify(data, null, 2), {
      headers: {
        'content-type': 'application/json; charset=utf-8',
        'content-disposition': `attachment; filename="ridgeline-data-${shopper.consumerNo.replace(/[^A-Za-z0-9]/g, '')}.json"`,
        'cache-control': 'no-store',
      },
    });
  } catch (error) {
    console.error(error);
    context.session.setFlash({ type: 'error', message: translator(locale)('account.data.failed') });
    return redirect(`/${locale}/account`);
  }
}

export function loader({ params }: Route.LoaderArgs) {
  return redirect(`/${localeOf(params)}/account`);
}
