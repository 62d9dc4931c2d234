import { E_GIFT_CARD_LIMITS, E_GIFT_CARD_PRODUCT_TYPE } from '@ridgeline/contracts';
import type { Db } from '../index.ts';
import { prices, productColors, products, variants } from '../schema/catalog.ts';
import { productImagePath } from './products.ts';
import { runOnce } from './run-once.ts';
import { SITES } from './sites.ts';
import { variantUpc } from './upc.ts';

const RUN = 'demo-e-gift-card';

/** The e-gift card of every site: one variant, priced by the amount the shopper chooses. */
export const E_GIFT_CARD = {
  id: 'RLEGIFTCARD',
  slug: 'ridgeline-e-gift-card',
  colorCode: '001',
  hex: '#1f4d3a',
  upc: variantUpc(9_999_999, 0, 0),
} as const;

/**
 * Sold on every site but kept out of listings and search (no category row, no search document): it is
 * reached from the footer's gift card link. Not stocked: cards are issued when an order is placed.
 */
export async function seedEGiftCard(db: Db, log: (msg: string) => void = () => {}): Promise<boolean> {
  return runOnce(db, RUN, async (tx) => {
    await tx.insert(products).values({
      id: E_GIFT_CARD.id,
      slug: E_GIFT_CARD.slug,
      name: {
        en: 'Ridgeline E-Gift Card',
        fr: 'Carte-cadeau électronique Ridgeline',
        de: 'Ridgeline E-Geschenkkarte',
      },
      description: {
        en: 'The gift of the outdoors, sent by email within minutes. Choose an amount, tell us who it is for and add a message; the recipient spends it on anything at Ridgeline.',
        fr: 'Le plein air à offrir, envoyé par e-mail en quelques minutes. Choisissez un montant, indiquez le destinataire et ajoutez un message : il l’utilise sur tout Ridgeline.',
        de: 'Draußen sein zum Verschenken, in wenigen Minuten per E-Mail zugestellt. Betrag wählen, Empfänger angeben, Nachricht hinzufügen: einlösbar für alles bei Ridgeline.',
      },
      brand: 'Ridgeline',
      productType: E_GIFT_CARD_PRODUCT_TYPE,
      gender: 'unisex',
      categoryId: 'gift-cards',
      merchantProductId: `M-${E_GIFT_CARD.id}`,
      attributes: {},
    });
    const colorId = E_GIFT_CARD.id + E_GIFT_CARD.colorCode;
    await tx.insert(productColors).values({
      id: colorId,
      productId: E_GIFT_CARD.id,
      code: E_GIFT_CARD.colorCode,
      label: { en: 'Forest', fr: 'Forêt', de: 'Wald' },
      hex: E_GIFT_CARD.hex,
      position: 0,
      isDefault: true,
      imageUrls: [0, 1, 2].map((view) => productImagePath(E_GIFT_CARD_PRODUCT_TYPE, E_GIFT_CARD.hex, view)),
    });
    await tx.insert(variants).values({
      upc: E_GIFT_CARD.upc,
      productId: E_GIFT_CARD.id,
      colorId,
      size: 'E-MAIL',
      position: 0,
    });
    // The catalogue price is the smallest amount ("from"); each line is priced by its chosen amount.
    await tx.insert(prices).values(
      SITES.map((site) => ({
        productId: E_GIFT_CARD.id,
        currency: site.currency,
        listAmount: E_GIFT_CARD_LIMITS.min,
      })),
    );
    log('Seeded the e-gift card.');
  });
}
