import { Link } from 'react-router';
import { useT } from '../lib/hooks.ts';
import { LOCALE_NAMES, type Locale } from '../lib/locale.ts';

export function Footer({ locale }: { locale: Locale }) {
  const t = useT();
  const year = new Date().getFullYear();
  return (
    <footer className="site-footer">
      <div className="container footer-grid">
        <div className="footer-brand">
          <p className="footer-logo">{t('site.name')}</p>
          <p>{t('site.tagline')}</p>
        </div>
        <nav aria-label={t('a11y.footerNav')} className="footer-nav">
          <div>
            <h2 className="footer-heading">{t('footer.help')}</h2>
            <ul>
              <li>
                <Link to={`/${locale}/help/contact-us`}>{t('footer.contact')}</Link>
              </li>
              <li>
                <Link to={`/${locale}/order-status`}>{t('footer.trackOrder')}</Link>
              </li>
              <li>
                <Link to={`/${locale}/p/ridgeline-e-gift-card-RLEGIFTCARD`}>{t('footer.giftCards')}</Link>
              </li>
              <li>
                <Link to={`/${locale}/help/returns/how-to-return`}>{t('footer.returns')}</Link>
              </li>
              <li>
                <Link to={`/${locale}/policies/shipping-terms`}>{t('footer.shippingTerms')}</Link>
              </li>
              <li>
                <Link to={`/${locale}/stores`}>{t('footer.findStore')}</Link>
              </li>
            </ul>
          </div>
          <div>
            <h2 className="footer-heading">{t('footer.legal')}</h2>
            <ul>
              <li>
                <Link to={`/${locale}/sale-terms`}>{t('footer.terms')}</Link>
              </li>
              <li>
                <Link to={`/${locale}/brand-terms`}>{t('footer.brandTerms')}</Link>
              </li>
              <li>
                <Link to={`/${locale}/privacy`}>{t('footer.privacy')}</Link>
              </li>
            </ul>
          </div>
        </nav>
        <div className="footer-locale">
          <h2 className="footer-heading">{t('footer.locale')}</h2>
          <p>{LOCALE_NAMES[locale]}</p>
        </div>
      </div>
      <div className="container footer-bottom">
        <p>
          <Link to={`/${locale}/cookie-settings`}>{t('engagement.consent.footerLink')}</Link>
        </p>
        <p>{t('footer.copyright', { year })}</p>
      </div>
    </footer>
  );
}
