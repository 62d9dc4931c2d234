import type { prices } from '../schema/catalog.ts';
import type { Gender } from './categories.ts';
import { type ProductType, TYPE_SPECS } from './product-types.ts';
import type { Random } from './random.ts';
import { CURRENCIES, type Currency } from './sites.ts';

type PriceRow = typeof prices.$inferInsert;

const RATE_FROM_USD: Record<Currency, number> = { USD: 1, CAD: 1.35, GBP: 0.8, EUR: 0.92 };
const DAY_MS = 86_400_000;

/** Rounds to the nearest whole unit, then to a .99 ending. */
function to99(amount: number): number {
  return Math.max(99, Math.round(amount / 100) * 100 - 1);
}

function usdListPrice(rng: Random, type: ProductType, gender: Gender): number {
  const [min, max] = TYPE_SPECS[type].priceUsd;
  const raw = rng.int(min, max) * (gender === 'kids' ? 0.6 : 1);
  const step = raw >= 10_000 ? 500 : 100;
  const whole = Math.max(100, Math.round(raw / step) * step);
  return rng.chance(0.75) ? whole - 1 : whole;
}

/** The sale price just above the target, kept at least 20% under list. */
function salePrice(list: number, percentOff: number): number {
  const target = list * (1 - percentOff / 100);
  const amount = Math.floor(target / 100) * 100 + 99;
  return amount > list * 0.8 ? amount - 100 : amount;
}

export function buildPrices(
  rng: Random,
  productId: string,
  type: ProductType,
  gender: Gender,
  baseDate: Date,
) {
  const usd = usdListPrice(rng, type, gender);
  const onSale = rng.chance(0.25);
  const percentOff = rng.int(20, 40);
  const hadEarlierPromo = rng.chance(0.3);
  const saleStartsAt = new Date(baseDate.getTime() - rng.int(1, 20) * DAY_MS + rng.int(0, 23) * 3_600_000);
  return CURRENCIES.map((currency): PriceRow => {
    const listAmount = currency === 'USD' ? usd : to99(usd * RATE_FROM_USD[currency]);
    if (!onSale) {
      return {
        productId,
        currency,
        listAmount,
        saleAmount: null,
        historicBestAmount: null,
        saleStartsAt: null,
      };
    }
    const saleAmount = salePrice(listAmount, percentOff);
    const promo = to99(listAmount * 0.9);
    const historicBestAmount =
      hadEarlierPromo && promo > saleAmount && promo < listAmount ? promo : listAmount;
    return { productId, currency, listAmount, saleAmount, historicBestAmount, saleStartsAt };
  });
}
