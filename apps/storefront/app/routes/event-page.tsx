import { data } from 'react-router';
import { ContentSlot } from '../content/registry.tsx';
import { contentPage } from '../lib/content-api.server.ts';
import { messagesFor } from '../lib/i18n.ts';
import { localeOf, pageMeta } from '../lib/meta.ts';
import type { Route } from './+types/event-page';

/**
 * An event's page (decision 075): a content page by slug (`page/{siteId}/{slug}`) whose slots hold the
 * event sign-up and what goes with it. 404 when the brand has not published it.
 */
export async function loader({ params, context }: Route.LoaderArgs) {
  const locale = localeOf(params);
  const page = await contentPage(context.api(locale), params.slug);
  if (!page) throw data(null, { status: 404 });
  return { translations: messagesFor(locale, ['discovery', 'commerceBlocks']), page };
}

export function meta({ data: loaded }: Route.MetaArgs) {
  if (!loaded) return [];
  const fields = loaded.page.fields as { title?: string; seoTitle?: string; seoDescription?: string };
  const title = fields.seoTitle ?? fields.title ?? loaded.page.name;
  return pageMeta(title, fields.seoDescription ?? title);
}

export default function EventPage({ loaderData }: Route.ComponentProps) {
  const { page } = loaderData;
  const fields = page.fields as { title?: string };
  const slots = (page.slots ?? {}) as Record<string, readonly unknown[]>;
  let position = 0;
  return (
    <div className="container content-page event-page">
      {fields.title ? <h1 className="page-title">{fields.title}</h1> : null}
      {['top', 'main', 'bottom'].map((slot) => {
        const blocks = slots[slot];
        const first = position;
        position += blocks?.length ?? 0;
        return blocks ? <ContentSlot key={slot} blocks={blocks} firstPosition={first} /> : null;
      })}
    </div>
  );
}
