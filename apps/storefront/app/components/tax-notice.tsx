import { isEmeaSite } from '@ridgeline/contracts';
import { Link } from 'react-router';
import { useLocale, useT } from '../lib/hooks.ts';
import { siteOf } from '../lib/locale.ts';

/** Where the message's {shipping} goes: the link is put in its place. */
const SHIPPING = '\u0000';

/**
 * On the EU and UK sites, that prices include VAT and how shipping is charged ("inkl. MwSt., zzgl.
 * Versandkosten"), the shipping costs linked to the shipping terms (decision 081). Nothing elsewhere.
 */
export function TaxNotice() {
  const t = useT();
  const locale = useLocale();
  if (!isEmeaSite(siteOf(locale))) return null;
  const [before = '', after = ''] = t('price.taxNotice', { shipping: SHIPPING }).split(SHIPPING);
  return (
    <p className="tax-notice">
      {before}
      <Link to={`/${locale}/policies/shipping-terms`}>{t('price.taxNoticeShipping')}</Link>
      {after}
    </p>
  );
}
