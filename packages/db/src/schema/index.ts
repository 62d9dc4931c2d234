export * from './catalog.ts';
export * from './giftcards.ts';
export * from './identity.ts';
export * from './payments.ts';
export * from './promotions.ts';
export * from './shopping.ts';
