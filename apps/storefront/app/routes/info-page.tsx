import { useLocation } from 'react-router';
import { useT } from '../lib/hooks.ts';
import type { MessageKey } from '../lib/i18n.ts';
import { pageMeta } from '../lib/meta.ts';
import { metaTranslate } from '../lib/translate.ts';
import type { Route } from './+types/info-page';

const PAGES: Record<string, { title: MessageKey; text: MessageKey }> = {
  '/help/contact-us': { title: 'page.contact.title', text: 'page.contact.text' },
  '/help/returns/how-to-return': { title: 'page.returns.title', text: 'page.returns.text' },
  '/policies/shipping-terms': { title: 'page.shippingTerms.title', text: 'page.shippingTerms.text' },
  '/sale-terms': { title: 'page.saleTerms.title', text: 'page.saleTerms.text' },
  '/brand-terms': { title: 'page.brandTerms.title', text: 'page.brandTerms.text' },
  '/privacy': { title: 'page.privacy.title', text: 'page.privacy.text' },
};

function pageOf(pathname: string) {
  return PAGES[pathname.replace(/^\/[a-z]{2}-[a-z]{2}/, '')] ?? PAGES['/help/contact-us']!;
}

export function meta({ location, matches }: Route.MetaArgs) {
  const t = metaTranslate(matches);
  const page = pageOf(location.pathname);
  return pageMeta(t('meta.page.title', { name: t(page.title) }), t(page.text));
}

export default function InfoPage() {
  const t = useT();
  const page = pageOf(useLocation().pathname);
  return (
    <div className="container narrow info-page">
      <h1>{t(page.title)}</h1>
      <p>{t(page.text)}</p>
    </div>
  );
}
