import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../index.ts';
import { products, variants } from '../schema/catalog.ts';
import { promotions } from '../schema/promotions.ts';
import { runOnce } from './run-once.ts';

type PromotionRow = typeof promotions.$inferInsert;

const RUN = 'demo-promotions';

/** Per-currency amounts from a USD amount in cents, rounded to whole units like the shelf prices. */
const perCurrency = (usd: number): Record<string, number> => ({
  USD: usd,
  CAD: Math.round((usd * 1.35) / 100) * 100,
  GBP: Math.round((usd * 0.8) / 100) * 100,
  EUR: Math.round((usd * 0.92) / 100) * 100,
});

const text = (en: string, fr: string, de: string) => ({ en, fr, de });

/** The first variant of the first product of a type: a stable demo gift. */
async function firstVariantOf(db: Db, productType: string): Promise<string | null> {
  const [row] = await db
    .select({ upc: variants.upc })
    .from(variants)
    .innerJoin(products, eq(products.id, variants.productId))
    .where(and(eq(products.productType, productType), eq(products.gender, 'women')))
    .orderBy(asc(variants.upc))
    .limit(1);
  return row?.upc ?? null;
}

export function demoPromotions(giftUpc: string | null): PromotionRow[] {
  const rows: PromotionRow[] = [
    {
      id: 'WELCOME10',
      name: text(
        '10% off your first order',
        '10 % sur votre première commande',
        '10 % auf Ihre erste Bestellung',
      ),
      level: 'ORDER',
      kind: 'percent_off',
      config: { percent: 10 },
      couponCode: 'WELCOME10',
      perShopperLimit: 1,
      calloutMessage: text(
        'Use WELCOME10 for 10% off|Use WELCOME10 for 10% off|10% off with WELCOME10',
        'Code WELCOME10 : 10 % de réduction|Code WELCOME10 : 10 % de réduction|10 % de réduction avec WELCOME10',
        'Mit WELCOME10 10 % sparen|Mit WELCOME10 10 % sparen|10 % Rabatt mit WELCOME10',
      ),
    },
    {
      id: 'HIKE20',
      name: text('20% off hiking boots', '20 % sur les chaussures de randonnée', '20 % auf Wanderschuhe'),
      level: 'PRODUCT',
      kind: 'percent_off',
      config: { percent: 20, productTypes: ['hiking-boot'] },
      couponCode: 'HIKE20',
      totalLimit: 500,
      calloutMessage: text(
        '20% off hiking boots with HIKE20|20% off hiking boots with HIKE20|20% off your hiking boots',
        '20 % sur les chaussures de randonnée avec HIKE20|20 % avec HIKE20|20 % sur vos chaussures de randonnée',
        '20 % auf Wanderschuhe mit HIKE20|20 % mit HIKE20|20 % auf Ihre Wanderschuhe',
      ),
    },
    {
      id: 'FREE-STANDARD-SHIPPING',
      name: text('Free standard shipping', 'Livraison standard offerte', 'Kostenloser Standardversand'),
      level: 'SHIPPING',
      kind: 'free_shipping',
      config: { threshold: perCurrency(5000), shippingMethods: ['standard'] },
      calloutMessage: text(
        'Free standard shipping on qualifying orders|Spend {distance} more for free standard shipping|You have unlocked free standard shipping',
        'Livraison standard offerte dès un certain montant|Plus que {distance} pour la livraison standard offerte|Livraison standard offerte',
        'Kostenloser Standardversand ab Mindestbestellwert|Noch {distance} bis zum kostenlosen Standardversand|Standardversand kostenlos',
      ),
    },
    {
      id: 'SOCKS-B2G1',
      name: text('Socks: buy 2, get 1 free', 'Chaussettes : 2 achetées, 1 offerte', 'Socken: 3 für 2'),
      level: 'PRODUCT',
      kind: 'buy_x_get_y',
      config: { buyQty: 2, getQty: 1, productTypes: ['socks'] },
      calloutMessage: text(
        'Buy 2 pairs of socks, get 1 free|Add socks: every third pair is free|Your third pair of socks is free',
        '2 paires achetées, 1 offerte|Ajoutez des chaussettes : la troisième paire est offerte|Votre troisième paire est offerte',
        '3 Paar Socken zum Preis von 2|Noch Socken hinzufügen: jedes dritte Paar gratis|Ihr drittes Paar ist gratis',
      ),
    },
    {
      id: 'EMPLOYEE20',
      name: text('Employee discount', 'Remise employé', 'Mitarbeiterrabatt'),
      level: 'ORDER',
      kind: 'percent_off',
      config: { percent: 20 },
      audiences: ['EMPLOYEE'],
      calloutMessage: text(
        'Employee discount 20%|Employee discount 20%|Employee discount applied',
        'Remise employé 20 %|Remise employé 20 %|Remise employé appliquée',
        'Mitarbeiterrabatt 20 %|Mitarbeiterrabatt 20 %|Mitarbeiterrabatt angewendet',
      ),
    },
  ];
  if (giftUpc) {
    rows.push({
      id: 'GWP-BEANIE-WITH-JACKET',
      name: text(
        'Free beanie with any jacket',
        'Bonnet offert pour toute veste',
        'Gratis-Mütze zu jeder Jacke',
      ),
      level: 'ORDER',
      kind: 'gift_with_purchase',
      config: { giftUpc, productTypes: ['jacket'] },
      calloutMessage: text(
        'Free beanie with any jacket|Add a jacket to get a free beanie|Your free beanie is in the cart',
        'Bonnet offert pour toute veste|Ajoutez une veste pour recevoir un bonnet|Votre bonnet offert est dans le panier',
        'Gratis-Mütze zu jeder Jacke|Jacke hinzufügen für eine Gratis-Mütze|Ihre Gratis-Mütze liegt im Warenkorb',
      ),
    });
  }
  return rows;
}

/** Demo promotions, once (their own seed run, so databases seeded before promotions existed get them too). */
export async function seedDemoPromotions(db: Db, log: (msg: string) => void = () => {}): Promise<boolean> {
  const giftUpc = await firstVariantOf(db, 'beanie');
  return runOnce(db, RUN, async (tx) => {
    await tx.insert(promotions).values(demoPromotions(giftUpc)).onConflictDoNothing();
    log('Seeded demo promotions.');
  });
}
