import type { ReactNode } from 'react';
import { data } from 'react-router';
import { ApiError } from '../lib/api.server.ts';
import { useLocale, useT } from '../lib/hooks.ts';
import { messagesFor } from '../lib/i18n.ts';
import { LOCALES } from '../lib/locale.ts';
import { localeOf } from '../lib/meta.ts';
import { metaTranslate } from '../lib/translate.ts';
import type { Route } from './+types/mailbox';

export function meta({ matches }: Route.MetaArgs) {
  const t = metaTranslate(matches);
  return [{ title: `${t('identity.mailbox.title')} | Ridgeline` }, { name: 'robots', content: 'noindex' }];
}

/** The development mailbox: only where the API serves it (no SMTP, not production); elsewhere a 404. */
export async function loader({ params, context }: Route.LoaderArgs) {
  const api = context.api(localeOf(params));
  try {
    const mailbox = await api.call('mailbox');
    return { ...mailbox, translations: messagesFor(localeOf(params), ['identity']) };
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) throw data(null, { status: 404 });
    throw error;
  }
}

const LINK = /https?:\/\/[^\s]+/g;
const STOREFRONT_PATH = new RegExp(`^/(?:${LOCALES.join('|')})(?:/|$)`);

/** Links to the storefront open on this server, whatever PUBLIC_URL the API wrote them with. */
function withLinks(text: string): ReactNode[] {
  const parts: ReactNode[] = [];
  let last = 0;
  for (const match of text.matchAll(LINK)) {
    const index = match.index ?? 0;
    parts.push(text.slice(last, index));
    let href = match[0];
    try {
      const url = new URL(href);
      if (STOREFRONT_PATH.test(url.pathname)) href = `${url.pathname}${url.search}`;
    } catch {
      // Not a URL after all: keep the text.
    }
    parts.push(
      <a key={index} href={href}>
        {href}
      </a>,
    );
    last = index + match[0].length;
  }
  parts.push(text.slice(last));
  return parts;
}

export default function MailboxPage({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const locale = useLocale();
  const dateFormat = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'medium' });
  return (
    <div className="container identity-page">
      <h1 className="page-title">{t('identity.mailbox.title')}</h1>
      <p className="muted">{t('identity.mailbox.intro')}</p>
      {loaderData.messages.length === 0 ? (
        <p>{t('identity.mailbox.empty')}</p>
      ) : (
        <ol className="mailbox">
          {loaderData.messages.map((message) => (
            <li key={message.id} className="mailbox-message">
              <h2>{message.subject}</h2>
              <p className="muted small">
                {t('identity.mailbox.to', { to: message.to })} ·{' '}
                <time dateTime={message.createdAt}>{dateFormat.format(new Date(message.createdAt))}</time>
              </p>
              <p className="mailbox-text">{withLinks(message.text)}</p>
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}
