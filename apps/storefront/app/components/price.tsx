import type { PriceDisplay } from '@ridgeline/contracts';
import { useLocale, useT } from '../lib/hooks.ts';
import { formatMoney } from '../lib/money.ts';

export function Price({ price, size = 'md' }: { price: PriceDisplay; size?: 'md' | 'lg' }) {
  const locale = useLocale();
  const t = useT();
  const fmt = (amount: number) => formatMoney(amount, price.currency, locale);
  const onSale = price.lowCurrent < price.lowOriginal;
  const ranged = price.highCurrent > price.lowCurrent;
  const current = ranged ? t('price.from', { price: fmt(price.lowCurrent) }) : fmt(price.lowCurrent);
  return (
    <p className={`price price-${size}`}>
      {onSale ? (
        <>
          <span className="price-sale">
            <span className="visually-hidden">{t('price.sale')} </span>
            {current}
          </span>{' '}
          <s className="price-original">
            <span className="visually-hidden">{t('price.original')} </span>
            {fmt(price.lowOriginal)}
          </s>
          {price.percentagePriceDiscount > 0 ? (
            <span className="price-off"> −{Math.round(price.percentagePriceDiscount)}%</span>
          ) : null}
        </>
      ) : (
        <span className="price-current">{current}</span>
      )}
    </p>
  );
}
