import { Link } from 'react-router';
import { useT } from '../../../lib/hooks.ts';
import { LOCALE_NAMES, type Locale } from '../../../lib/locale.ts';
import { type Block, referencedBlock } from '../../block.ts';
import { ContentLink } from '../../links.tsx';
import { RichTextView } from '../../rich-text.tsx';
import { pushContentEvent } from '../engagement/data-layer.ts';
import { NewsletterSignup } from '../engagement/newsletter-signup.tsx';

/**
 * The footer from content (`footer/{siteId}`): its columns of links, the newsletter sign-up it refers to,
 * social links and legal text, around the brand and locale of the storefront's own footer. A link click
 * is reported (spec 3 section 7).
 */
export function ContentFooter({ footer, locale }: { footer: Block<'footer'>; locale: Locale }) {
  const t = useT();
  const { fields } = footer;
  const newsletter = referencedBlock(fields.newsletter, 'newsletter-signup');
  const clicked = (url: string, column: string) => () =>
    pushContentEvent('footer_link_click', { url, column });
  return (
    <footer className="site-footer content-footer">
      {newsletter ? (
        <div className="container content-footer-newsletter">
          <NewsletterSignup block={newsletter} position={99} />
        </div>
      ) : null}
      <div className="container footer-grid">
        <div className="footer-brand">
          <p className="footer-logo">{t('site.name')}</p>
          <p>{t('site.tagline')}</p>
        </div>
        <nav aria-label={t('a11y.footerNav')} className="footer-nav">
          {fields.columns.map((column) => (
            <div key={column.title}>
              <h2 className="footer-heading">{column.title}</h2>
              <ul>
                {column.targets.map((target) => (
                  <li key={`${target.url}-${target.text}`}>
                    <ContentLink
                      url={target.url}
                      targetAttribute={target.targetAttribute}
                      onClick={clicked(target.url, column.title)}
                    >
                      {target.text ?? target.url}
                    </ContentLink>
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </nav>
        <div className="footer-locale">
          <h2 className="footer-heading">{t('footer.locale')}</h2>
          <p>{LOCALE_NAMES[locale]}</p>
          {fields.socialLinks.length > 0 ? (
            <>
              <h2 className="footer-heading">{t('engagement.footer.social')}</h2>
              <ul className="footer-social">
                {fields.socialLinks.map((target) => (
                  <li key={target.url}>
                    <ContentLink
                      url={target.url}
                      targetAttribute={target.targetAttribute}
                      onClick={clicked(target.url, 'social')}
                    >
                      {target.text ?? target.url}
                    </ContentLink>
                  </li>
                ))}
              </ul>
            </>
          ) : null}
        </div>
      </div>
      <div className="container footer-bottom">
        {fields.legalText ? <RichTextView value={fields.legalText} className="footer-legal" /> : null}
        <p>
          <Link to={`/${locale}/cookie-settings`}>{t('engagement.consent.footerLink')}</Link>
        </p>
        <p>{t('footer.copyright', { year: new Date().getFullYear() })}</p>
      </div>
    </footer>
  );
}
