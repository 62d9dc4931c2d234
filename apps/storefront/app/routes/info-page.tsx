import { useLocation } from 'react-router';
import { ContentPageSlots } from '../content/blocks/editorial/page-view.tsx';
import { contentPage } from '../lib/content-api.server.ts';
import { useT } from '../lib/hooks.ts';
import { type MessageKey, messagesFor } from '../lib/i18n.ts';
import { localeOf, pageMeta } from '../lib/meta.ts';
import { metaTranslate } from '../lib/translate.ts';
import type { Route } from './+types/info-page';

/**
 * The terms, policy and programme pages (decision 085): each path reads the published content page of its
 * slug (editors change the text in the content service), with its title as the h1 and its main slot below.
 * When the content service cannot answer, the page still shows its title and a one-line summary from the
 * message catalogue and says the full text is not available right now.
 */
const PAGES: Record<string, { slug: string; title: MessageKey; text: MessageKey }> = {
  '/help/returns/how-to-return': {
    slug: 'how-to-return',
    title: 'page.returns.title',
    text: 'page.returns.text',
  },
  '/policies/shipping-terms': {
    slug: 'shipping-terms',
    title: 'page.shippingTerms.title',
    text: 'page.shippingTerms.text',
  },
  '/sale-terms': { slug: 'sale-terms', title: 'page.saleTerms.title', text: 'page.saleTerms.text' },
  '/brand-terms': { slug: 'brand-terms', title: 'page.brandTerms.title', text: 'page.brandTerms.text' },
  '/loyalty-terms': {
    slug: 'loyalty-terms',
    title: 'page.loyaltyTerms.title',
    text: 'page.loyaltyTerms.text',
  },
  '/sms-terms': { slug: 'sms-terms', title: 'page.smsTerms.title', text: 'page.smsTerms.text' },
  '/associate-discount-terms': {
    slug: 'associate-discount-terms',
    title: 'page.associateDiscountTerms.title',
    text: 'page.associateDiscountTerms.text',
  },
  '/privacy': { slug: 'privacy', title: 'page.privacy.title', text: 'page.privacy.text' },
  '/xplr-pass': { slug: 'xplr-pass', title: 'page.xplrPass.title', text: 'page.xplrPass.text' },
};

function pageOf(pathname: string) {
  return PAGES[pathname.replace(/^\/[a-z]{2}-[a-z]{2}/, '').replace(/\/$/, '')] ?? PAGES['/sale-terms']!;
}

export async function loader({ params, context, request }: Route.LoaderArgs) {
  const locale = localeOf(params);
  const api = context.api(locale);
  const { slug } = pageOf(new URL(request.url).pathname);
  const document = await contentPage(api, slug).catch((error: unknown) => {
    console.error(`content page ${slug} could not be read`, error);
    return null;
  });
  // The page's blocks may show products and links whose words are in these areas, as on /pages/{slug}.
  return { translations: messagesFor(locale, ['discovery', 'commerceBlocks']), document };
}

const textField = (value: unknown) => (typeof value === 'string' && value ? value : null);

export function meta({ location, matches, loaderData }: Route.MetaArgs) {
  const t = metaTranslate(matches);
  const page = pageOf(location.pathname);
  const fields = loaderData?.document?.fields ?? {};
  const title = textField(fields.seoTitle) ?? textField(fields.title) ?? t(page.title);
  return pageMeta(t('meta.page.title', { name: title }), textField(fields.seoDescription) ?? t(page.text));
}

export default function InfoPage({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const page = pageOf(useLocation().pathname);
  const { document } = loaderData;
  return (
    <div className="container narrow info-page">
      <h1>{textField(document?.fields.title) ?? t(page.title)}</h1>
      {document ? (
        <ContentPageSlots page={document} slots={['main']} />
      ) : (
        <>
          <p>{t(page.text)}</p>
          <p className="muted">{t('page.unavailable')}</p>
        </>
      )}
    </div>
  );
}
