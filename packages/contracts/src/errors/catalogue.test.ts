import { describe, expect, it } from 'vitest';
import {
  CATALOGUE_LOCALES,
  catalogueLanguage,
  type ErrorDefinition,
  type ErrorId,
  errorCatalogue,
  errorDefinition,
  errorIds,
  errorMessage,
  errorMessageText,
  isErrorId,
} from './catalogue.ts';

/** Every errorId listed in spec 1 section 8 (and REV410, PLP400, STR404 of spec 2 section 8). */
const SPEC_IDS = [
  // Authentication
  'AUT498',
  'AUT401',
  'AUT418',
  'AUT437',
  'AUT438',
  'AUT423',
  'AUT441',
  'AUT426',
  'AUT439',
  'PRO400',
  'AUT440',
  'AUT442',
  'AUT444',
  'AUT450',
  'AUT451',
  'AUT452',
  'AUT453',
  'AUT402',
  'AUT403',
  'AUT409',
  'AUT404',
  'AUT500',
  'AUT432',
  'API400',
  '4044',
  // Cart and order
  'PRC400',
  'ORD430',
  'BSK404',
  'ORD516',
  'ORD517',
  'ORD518',
  'INV700',
  'INV406',
  'INV701',
  'INV702',
  'INV405',
  'INV407',
  'INV409',
  'INV408',
  'ORD404',
  'ORD415',
  'ORD409',
  'ORD400',
  'OHS4004',
  'SHP404',
  'SHP500',
  'SHP410',
  'CHK380',
  'CHK320',
  'PAY400',
  'PAY401',
  'PYT400',
  'PYT402',
  'PYT404',
  'PYT300',
  'PYT405',
  'PYT406',
  'BIL400',
  'BILL410',
  'TAX309',
  'TAX310',
  'GWP403',
  // Gift and cards
  'GFS800',
  'GFO404',
  'GFO405',
  'GFC410',
  'GFC799',
  'GFC800',
  'GFC700',
  'GFC760',
  'GFC812',
  'GFC725',
  'GFC740',
  'GFC755',
  'GFC400',
  // Promotions
  'PRM130',
  'PRM160',
  'PRM135',
  'PRM140',
  'PRM150',
  'PRM155',
  'PRM416',
  'PRM175',
  // Rewards
  'REW401',
  'REW130',
  'REW135',
  'REW140',
  // Profile
  'PRO412',
  'PRO418',
  'PRO414',
  'PRO415',
  'PRO404',
  'PRO410',
  'PRO411',
  'CCA400',
  'CCA401',
  'CCN404',
  'FE340',
  'FE872',
  'FE309',
  // Other
  'PLP400',
  'GEN500',
  'API404',
  'API405',
  'API406',
  'API415',
  'STR404',
  'RTN500',
  'ATTR100',
  'ATTR200',
  'ATTR300',
  'REV410',
] as const;

const RIDGELINE_IDS = [
  'REW410',
  'ATH400',
  'ATH403',
  'ATH409',
  'REQ400',
  'API429',
  'API408',
  'API413',
  'API414',
  'API431',
  'API409',
  'PAY402',
  'PAY403',
  'REV404',
  'REV409',
  'REV411',
  'QNA404',
  'TRN501',
  'STR406',
  'ORD410',
  'GFO406',
  'GFO410',
  'ORD411',
  'CUS404',
  'CUS400',
  'ADJ400',
  'BSK429',
  'BSK413',
  'INV429',
  // back-office operators (decision 062)
  'ADM401',
  'ADM402',
  'ADM428',
  'ADM400',
  'ADM403',
  'ADM404',
  'ADM409',
  'ADM410',
  'ADM423',
  'ADM429',
  // the back-office's orders (decision 066)
  'ADM411',
  'ADM412',
  'ADM413',
  'ADM414',
  // decision 067: content
  'CNT404',
  'CNT410',
  'CNT409',
  'CNT400',
  'CNT412',
  // decision 068: moderation, the support inbox and the outbox
  'MOD409',
  'MOD404',
  'MOD410',
  'MOD411',
  // decision 071: inventory and bulk edits
  'STK404',
  'STK409',
  // decision 070: the back-office's catalogue
  'CAT404',
  'CAT405',
  // decision 086: creating products, variants and product sets
  'CAT409',
  'CAT410',
  'CAT411',
  'CAT412',
  'CAT413',
  'CAT414',
  'PRA404',
  'PRA409',
  'PRA410',
  'PRA411',
  'PRA413',
  // decision 098: experiments and their events log
  'EXP404',
  'EXP409',
  'EXP410',
  'EXP422',
  'EXP400',
  // decision 069: uploaded images
  'MED404',
  'MED413',
  'MED415',
  'MED400',
  'MED409',
  // decision 073: customers
  'ADM415',
  'ADM416',
  'ADM417',
  // decision 075: event registration
  'EVT404',
  // decision 078: returns
  'RTN404',
  'RTN409',
  'RTN410',
  'RTN411',
  'RTN412',
  // decision 079: shipping, taxes and feature switches
  'SET404',
  'FAV404',
  // decision 080: stores, employees and associates
  'STR400',
  'STR410',
  'STR411',
  'STR412',
  // decision 094: the internal /fapi endpoints
  'VAL404',
  // decision 087: customisation templates
  'CUS409',
  // decision 088: a store's special days
  'STR413',
  // decision 101: the user media service
  'UGC400',
  'UGC403',
  'UGC404',
  'UGC406',
  'UGC407',
  'UGC408',
  'UGC409',
  'UGC410',
  'UGC411',
  'UGC412',
  'UGC413',
  // decision 099: analytics collector and web-vitals ingest
  'ANL400',
  // decision 097: cookie consent receipts
  'CNS400',
  'CNS409',
] as const;

/** The spec's named client-side ids tied to a code. */
const NAMED_IDS: Record<string, string> = {
  AUT498: 'INVALID_CUSTOMER',
  BSK404: 'CART_NOT_FOUND',
  INV700: 'ITEM_OOS',
  INV406: 'ITEMS_OOS',
  INV408: 'ADDED_MAX_QUANTITY',
  GWP403: 'GWP_PRODUCT',
  ORD404: 'ITEM_NOT_AVAILABLE',
  INV702: 'NO_PRICE',
  PRC400: 'INVALID_PRICE',
  PAY400: 'PAYMENT_ERROR',
  PYT402: 'PAYMENT_FRAUD_VERIFICATION_EXCEPTION',
  PAY401: 'CANT_SHIP_THERE',
  GFC700: 'GC_INVALID2',
  GFC755: 'GC_ALREADY_APPLIED',
  GFC725: 'GC_NOT_ALLOWED',
  GFC740: 'GC_ZERO_BALANCE',
  ORD430: 'ITEM_NO_LONGER_AVAILABLE',
  FE309: 'CC_EXPIRY_DATE_INVALID',
  PYT404: 'PAYMENT_INSTRUMENT_NOT_FOUND',
  PYT405: 'ADDRESS_NOT_FOUND',
  SHP500: 'SHIPPING_POBOX_UNAVAILABLE',
  INV409: 'SOME_PRODUCTS_NO_INVENTORY',
  AUT409: 'DUPLICATED_TOKEN',
  AUT439: 'LOGIN_IN_USE',
  PRO400: 'LOGIN_IN_USE2',
  AUT442: 'PHONE_NUMBER_ALREADY_IN_USE',
  AUT444: 'PHONE_NUMBER_ALREADY_IN_USE2',
  PRO411: 'MISSING_BIRTHDATE',
  // Ridgeline additions
  REQ400: 'INVALID_REQUEST',
  API429: 'TOO_MANY_REQUESTS',
  API408: 'REQUEST_TIMEOUT',
  API413: 'PAYLOAD_TOO_LARGE',
  API414: 'URI_TOO_LONG',
  API431: 'REQUEST_HEADERS_TOO_LARGE',
  API409: 'IDEMPOTENCY_KEY_REUSED',
  PAY402: 'PAYMENT_AUTHENTICATION_REQUIRED',
  PAY403: 'PAYMENT_AUTHENTICATION_FAILED',
  ORD410: 'ORDER_NOT_CANCELLABLE',
  GFO406: 'NOT_AN_EGIFT_CARD',
  GFO410: 'EGIFT_CARD_NOT_ACTIVE',
  ORD411: 'ORDER_GIFT_CARD_USED',
  REW410: 'REWARD_CODE_ALREADY_USED',
  ATH400: 'ATHLETE_ALLOWANCE_USED',
  ATH403: 'ATHLETE_PAYMENT_NOT_ALLOWED',
  ATH409: 'REWARDS_NEED_ALLOWANCE_TO_COVER',
  CUS404: 'CUSTOMS_RECIPE_NOT_FOUND',
  CUS400: 'PRODUCT_NOT_CUSTOMISABLE',
  BSK429: 'TOO_MANY_CARTS',
  BSK413: 'CART_FULL',
  INV429: 'HOLD_LIMIT_REACHED',
};

const definitions = Object.entries(errorCatalogue) as [ErrorId, ErrorDefinition][];

describe('errorCatalogue', () => {
  it('holds every errorId of the spec catalogue', () => {
    expect(new Set(SPEC_IDS).size).toBe(SPEC_IDS.length);
    const missing = SPEC_IDS.filter((id) => !isErrorId(id));
    expect(missing).toEqual([]);
  });

  it('holds the Ridgeline additions and nothing else', () => {
    for (const id of RIDGELINE_IDS) expect(isErrorId(id)).toBe(true);
    expect(errorIds.length).toBe(SPEC_IDS.length + RIDGELINE_IDS.length);
    expect(new Set<string>(errorIds)).toEqual(new Set<string>([...SPEC_IDS, ...RIDGELINE_IDS]));
  });

  it('uses the spec names where the spec ties a name to a code', () => {
    for (const [id, name] of Object.entries(NAMED_IDS)) {
      expect(isErrorId(id), id).toBe(true);
      if (isErrorId(id)) expect(errorCatalogue[id].name, id).toBe(name);
    }
  });

  it('has unique UPPER_SNAKE names', () => {
    const names = definitions.map(([, definition]) => definition.name);
    expect(new Set(names).size).toBe(names.length);
    for (const name of names) expect(name).toMatch(/^[A-Z][A-Z0-9]*(_[A-Z0-9]+)*$/);
  });

  it('has a non-empty message in every language, and a full fallback when one exists', () => {
    for (const [id] of definitions) {
      const languages = CATALOGUE_LOCALES.filter((locale) => errorMessageText(id, locale) !== undefined);
      expect(languages.sort(), id).toEqual([...CATALOGUE_LOCALES].sort());
      const hasFallback = errorMessageText(id, 'en', 'fallback') !== undefined;
      for (const locale of CATALOGUE_LOCALES) {
        expect(errorMessageText(id, locale)?.trim(), `${id} ${locale}`).not.toBe('');
        if (hasFallback) {
          const fallback = errorMessageText(id, locale, 'fallback') as string;
          expect(fallback.trim(), `${id} fallback ${locale}`).not.toBe('');
          expect(fallback, `${id} fallback ${locale}`).not.toContain('{');
        }
      }
    }
  });

  it('uses the same placeholders in every language', () => {
    const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
    for (const [id] of definitions) {
      const english = placeholders(errorMessageText(id, 'en') as string);
      for (const locale of CATALOGUE_LOCALES) {
        expect(placeholders(errorMessageText(id, locale) as string), `${id} ${locale}`).toEqual(english);
      }
    }
  });

  it('answers with 4xx/5xx statuses', () => {
    for (const [id, definition] of definitions) {
      expect(Number.isInteger(definition.status), id).toBe(true);
      expect(definition.status, id).toBeGreaterThanOrEqual(400);
      expect(definition.status, id).toBeLessThan(600);
    }
  });

  it('uses the agreed statuses for key ids', () => {
    const expected: Partial<Record<ErrorId, number>> = {
      AUT498: 401,
      AUT401: 401,
      AUT403: 403,
      AUT423: 403,
      AUT441: 403,
      AUT402: 410,
      AUT409: 409,
      CCA400: 409,
      PYT300: 409,
      PRM150: 409,
      PRM416: 409,
      GFC755: 409,
      GFC812: 410,
      PRM155: 410,
      PAY400: 402,
      PYT400: 402,
      PYT402: 402,
      GEN500: 500,
      AUT500: 500,
      RTN500: 500,
      ORD415: 500,
      TAX309: 500,
      API404: 404,
      API405: 405,
      API406: 406,
      API415: 415,
      BSK404: 404,
      REQ400: 400,
      API429: 429,
      API408: 408,
      API413: 413,
      API414: 414,
      API431: 431,
      API409: 409,
      PAY402: 402,
      PAY403: 402,
      REV410: 400,
      REV409: 409,
      TRN501: 501,
    };
    for (const [id, status] of Object.entries(expected)) {
      expect(errorDefinition(id as ErrorId).status, id).toBe(status);
    }
    const statuses = definitions.map(([, definition]) => definition.status);
    expect(statuses).not.toContain(422);
  });
});

describe('isErrorId', () => {
  it('recognises catalogue ids only', () => {
    expect(isErrorId('INV408')).toBe(true);
    expect(isErrorId('4044')).toBe(true);
    expect(isErrorId('INV999')).toBe(false);
    expect(isErrorId('toString')).toBe(false);
    expect(isErrorId('')).toBe(false);
  });
});

describe('catalogueLanguage', () => {
  it('takes the language of a locale', () => {
    expect(catalogueLanguage('fr-ca')).toBe('fr');
    expect(catalogueLanguage('fr-fr')).toBe('fr');
    expect(catalogueLanguage('de-de')).toBe('de');
    expect(catalogueLanguage('DE_AT')).toBe('de');
    expect(catalogueLanguage('en-gb')).toBe('en');
    expect(catalogueLanguage('en-us')).toBe('en');
    expect(catalogueLanguage('fr')).toBe('fr');
  });

  it('falls back to English', () => {
    expect(catalogueLanguage('es-es')).toBe('en');
    expect(catalogueLanguage('')).toBe('en');
    expect(catalogueLanguage(undefined)).toBe('en');
  });
});

describe('errorMessage', () => {
  it('fills {maxAllowedQty} in the locale language', () => {
    expect(errorMessage('INV408', 'en-us', { maxAllowedQty: 5 })).toBe('You can add up to 5 of this item.');
    expect(errorMessage('INV408', 'fr-ca', { maxAllowedQty: 3 })).toBe(
      'La quantité maximale autorisée pour cet article est de 3.',
    );
    expect(errorMessage('INV408', 'de-de', { maxAllowedQty: '2' })).toBe(
      'Von diesem Artikel können Sie höchstens 2 Stück hinzufügen.',
    );
  });

  it('falls back to the generic max-quantity message when maxAllowedQty is missing', () => {
    expect(errorMessage('INV408')).toBe('You have reached the maximum quantity for this item.');
    expect(errorMessage('INV408', 'en-gb', {})).toBe('You have reached the maximum quantity for this item.');
    expect(errorMessage('INV408', 'en-us', { maxAllowedQty: null })).toBe(
      'You have reached the maximum quantity for this item.',
    );
    expect(errorMessage('INV408', 'en-us', { maxAllowedQty: { n: 1 } })).toBe(
      'You have reached the maximum quantity for this item.',
    );
    expect(errorMessage('INV408', 'fr-ca')).toBe('Vous avez atteint la quantité maximale pour cet article.');
    expect(errorMessage('INV408', 'de-de')).toBe('Sie haben die Höchstmenge für diesen Artikel erreicht.');
  });

  it('returns plain messages in the locale language', () => {
    expect(errorMessage('GFC812', 'en-ca')).toBe('This gift card has expired.');
    expect(errorMessage('GFC812', 'fr-ca')).toBe('Cette carte-cadeau a expiré.');
    expect(errorMessage('GFC812', 'de-de')).toBe('Diese Geschenkkarte ist abgelaufen.');
    expect(errorMessage('AUT498', 'it-it')).toBe('Your session has ended. Please sign in again.');
  });

  it('names the field of an invalid request and removes missing placeholders cleanly', () => {
    expect(errorMessage('REQ400', 'en-us', { field: 'body.email', problem: 'Email is not valid' })).toBe(
      'The request is not valid. body.email: Email is not valid.',
    );
    expect(errorMessage('REQ400', 'en-us', { field: 'email' })).toBe('The request is not valid.');
    expect(errorMessage('REQ400', 'en-us')).toBe('The request is not valid.');
    expect(errorMessage('REQ400', 'fr-ca')).toBe('La requête n’est pas valide.');
    expect(errorMessage('REQ400', 'de-de', { problem: 'fehlt' })).toBe('Die Anfrage ist ungültig.');
  });

  it('answers a French or German request with the validation problem in its language', () => {
    expect(errorMessage('REQ400', 'fr-ca', { field: 'body.email', problem: 'Email is not valid' })).toBe(
      'La requête n’est pas valide. body.email : L’adresse e-mail n’est pas valide.',
    );
    expect(errorMessage('REQ400', 'fr-fr', { field: 'firstName', problem: 'Name is not valid.' })).toBe(
      'La requête n’est pas valide. firstName : Le nom n’est pas valide.',
    );
    expect(errorMessage('REQ400', 'de-de', { field: 'city', problem: 'Must be at most 30 characters' })).toBe(
      'Die Anfrage ist ungültig. city: Darf höchstens 30 Zeichen lang sein.',
    );
  });

  it('never returns a message containing a brace', () => {
    const detailSets: (Record<string, unknown> | undefined)[] = [
      undefined,
      {},
      { maxAllowedQty: 4, minAge: 16, maxLength: 500, field: 'qty', problem: 'must be positive' },
      { maxAllowedQty: '{x}', minAge: '}', maxLength: '{', field: '{field}', problem: '{problem}' },
      { maxAllowedQty: Number.NaN, minAge: [], maxLength: {}, field: null, problem: undefined },
    ];
    for (const id of errorIds) {
      for (const locale of ['en-us', 'fr-ca', 'de-de', 'xx', undefined]) {
        for (const details of detailSets) {
          const message = errorMessage(id, locale, details);
          expect(message, `${id} ${locale}`).not.toMatch(/[{}]/);
          expect(message.trim(), `${id} ${locale}`).not.toBe('');
        }
      }
    }
  });
});
