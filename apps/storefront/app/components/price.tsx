import { isEmeaSite, type PriceDisplay } from '@ridgeline/contracts';
import { useLocale, useT } from '../lib/hooks.ts';
import { siteOf } from '../lib/locale.ts';
import { formatMoney, formatTenths } from '../lib/money.ts';

/**
 * Every field of the spec's price display: the low/high current and original prices (a range on the product
 * page, "from" on tiles), the percentage discount and, on the EU and UK sites, the lowest price of the 30
 * days before a sale beside the sale price. There the crossed-out price is that lowest price and the API's
 * percentage is measured from it (Directive 98/6/EC art. 6a, decision 081): a sale that is not below it is
 * shown as a plain price. Shoppers see whole percentages ("−19 %").
 */
export function Price({ price, size = 'md' }: { price: PriceDisplay; size?: 'md' | 'lg' }) {
  const locale = useLocale();
  const t = useT();
  const fmt = (amount: number) => formatMoney(amount, price.currency, locale);
  const detailed = size === 'lg';
  const site = siteOf(locale);
  const emea = isEmeaSite(site);
  const listed = price.lowCurrent < price.lowOriginal || price.highCurrent < price.highOriginal;
  const lowest30 = listed && emea ? price.historicBestPrice : null;
  const onSale = emea ? lowest30 !== null && lowest30 > price.lowCurrent : listed;
  const span = (low: number, high: number) =>
    high > low
      ? detailed
        ? t('price.range', { low: fmt(low), high: fmt(high) })
        : t('price.from', { price: fmt(low) })
      : fmt(low);
  const current = span(price.lowCurrent, price.highCurrent);
  const original = lowest30 !== null ? fmt(lowest30) : span(price.lowOriginal, price.highOriginal);
  const historicBest = onSale ? lowest30 : null;
  const wholePercent = Math.round(price.percentagePriceDiscount);
  const percent = formatTenths(wholePercent, locale);
  const saleSince =
    detailed && onSale && price.salesPriceActiveDate
      ? new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }).format(
          new Date(price.salesPriceActiveDate),
        )
      : null;
  return (
    <div className={`price price-${size}`}>
      <p className="price-line">
        {onSale ? (
          <>
            <span className="price-sale">
              <span className="visually-hidden">{t('price.sale')} </span>
              {current}
            </span>{' '}
            <s className="price-original">
              <span className="visually-hidden">
                {t(historicBest !== null ? 'price.lowest30' : 'price.original')}{' '}
              </span>
              {original}
            </s>
            {wholePercent > 0 ? (
              <span className="price-off">
                {' '}
                <span aria-hidden="true">{t('price.offBadge', { percent })}</span>
                <span className="visually-hidden">{t('price.off', { percent })}</span>
              </span>
            ) : null}
          </>
        ) : (
          <span className="price-current">{current}</span>
        )}
      </p>
      {historicBest !== null ? (
        <p className="price-note">{t('price.historicBest', { price: fmt(historicBest) })}</p>
      ) : null}
      {detailed && onSale && price.previousBestSalesPrice !== null ? (
        <p className="price-note">{t('price.previousBest', { price: fmt(price.previousBestSalesPrice) })}</p>
      ) : null}
      {saleSince ? <p className="price-note">{t('price.saleSince', { date: saleSince })}</p> : null}
    </div>
  );
}
