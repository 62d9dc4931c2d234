/**
 * The error catalogue: every errorId the API can answer with (shopping core section 8, plus the
 * catalogue-discovery ids REV410, PLP400 and STR404, plus a few Ridgeline additions marked below).
 *
 * Each entry carries the client-facing symbolic name, the HTTP status and the shopper-facing message
 * per language. Messages may contain {placeholders} filled from the error details (errorDetails[0]).
 */

export type CatalogueLocale = 'en' | 'fr' | 'de';

export const CATALOGUE_LOCALES: readonly CatalogueLocale[] = ['en', 'fr', 'de'];

export interface ErrorDefinition {
  /** Client-facing symbolic name, e.g. ADDED_MAX_QUANTITY. */
  name: string;
  /** HTTP status the API answers with. */
  status: number;
  /** Message per language; may contain {placeholders} filled from error details, e.g. {maxAllowedQty}. */
  messages: Record<CatalogueLocale, string>;
  /** Message per language used instead of `messages` when one of its placeholders has no value. */
  fallback?: Record<CatalogueLocale, string>;
}

// Messages shared by several ids (the spec lists them as variants of one error).
const invalidCredentials = {
  en: 'The email or password is incorrect.',
  fr: 'L’adresse e-mail ou le mot de passe est incorrect.',
  de: 'E-Mail-Adresse oder Passwort ist nicht korrekt.',
} as const;

const loginInUse = {
  en: 'An account with this email already exists. Please sign in instead.',
  fr: 'Un compte existe déjà avec cette adresse e-mail. Veuillez plutôt vous connecter.',
  de: 'Mit dieser E-Mail-Adresse existiert bereits ein Konto. Bitte melden Sie sich stattdessen an.',
} as const;

const phoneInUse = {
  en: 'This phone number is already used by another account.',
  fr: 'Ce numéro de téléphone est déjà utilisé par un autre compte.',
  de: 'Diese Telefonnummer wird bereits von einem anderen Konto verwendet.',
} as const;

const sameAsPreviousPassword = {
  en: 'Your new password must be different from your previous password.',
  fr: 'Votre nouveau mot de passe doit être différent de l’ancien.',
  de: 'Ihr neues Passwort muss sich von Ihrem bisherigen Passwort unterscheiden.',
} as const;

const itemsNoLongerAvailable = {
  en: 'Some items are no longer available. Please review your cart.',
  fr: 'Certains articles ne sont plus disponibles. Veuillez vérifier votre panier.',
  de: 'Einige Artikel sind nicht mehr verfügbar. Bitte überprüfen Sie Ihren Warenkorb.',
} as const;

const orderNotFound = {
  en: 'We could not find this order. Please check the order number.',
  fr: 'Nous n’avons pas trouvé cette commande. Veuillez vérifier le numéro de commande.',
  de: 'Wir konnten diese Bestellung nicht finden. Bitte überprüfen Sie die Bestellnummer.',
} as const;

const giftCardInvalid = {
  en: 'This gift card number or PIN is not valid.',
  fr: 'Le numéro ou le code PIN de cette carte-cadeau n’est pas valide.',
  de: 'Die Nummer oder PIN dieser Geschenkkarte ist ungültig.',
} as const;

const promoInvalid = {
  en: 'This promo code is not valid.',
  fr: 'Ce code promo n’est pas valide.',
  de: 'Dieser Aktionscode ist ungültig.',
} as const;

const profileUpdateFailed = {
  en: 'We could not update your profile. Please try again.',
  fr: 'Nous n’avons pas pu mettre à jour votre profil. Veuillez réessayer.',
  de: 'Wir konnten Ihr Profil nicht aktualisieren. Bitte versuchen Sie es erneut.',
} as const;

export const errorCatalogue = {
  // ---------------------------------------------------------------------------------------------
  // Authentication
  // ---------------------------------------------------------------------------------------------
  AUT498: {
    name: 'INVALID_CUSTOMER',
    status: 401,
    messages: {
      en: 'Your session has ended. Please sign in again.',
      fr: 'Votre session a pris fin. Veuillez vous reconnecter.',
      de: 'Ihre Sitzung ist abgelaufen. Bitte melden Sie sich erneut an.',
    },
  },
  AUT401: { name: 'INVALID_CREDENTIALS', status: 401, messages: invalidCredentials },
  AUT418: { name: 'INVALID_CREDENTIALS2', status: 401, messages: invalidCredentials },
  AUT437: { name: 'INVALID_CREDENTIALS3', status: 401, messages: invalidCredentials },
  AUT438: { name: 'INVALID_CREDENTIALS4', status: 401, messages: invalidCredentials },
  AUT423: {
    name: 'USER_LOCKED',
    status: 403,
    messages: {
      en: 'Your account is locked. Please contact customer service.',
      fr: 'Votre compte est verrouillé. Veuillez contacter le service client.',
      de: 'Ihr Konto ist gesperrt. Bitte wenden Sie sich an den Kundenservice.',
    },
  },
  AUT441: {
    name: 'ACCOUNT_LOCKED',
    status: 403,
    messages: {
      en: 'Your account has been locked after too many failed sign-in attempts. Please reset your password.',
      fr: 'Votre compte a été verrouillé après trop de tentatives de connexion infructueuses. Veuillez réinitialiser votre mot de passe.',
      de: 'Ihr Konto wurde nach zu vielen fehlgeschlagenen Anmeldeversuchen gesperrt. Bitte setzen Sie Ihr Passwort zurück.',
    },
  },
  AUT426: {
    name: 'LAST_LOGIN_ATTEMPT',
    status: 401,
    messages: {
      en: 'The email or password is incorrect. One more failed attempt will lock your account.',
      fr: 'L’adresse e-mail ou le mot de passe est incorrect. Une nouvelle tentative infructueuse verrouillera votre compte.',
      de: 'E-Mail-Adresse oder Passwort ist nicht korrekt. Nach einem weiteren Fehlversuch wird Ihr Konto gesperrt.',
    },
  },
  AUT439: { name: 'LOGIN_IN_USE', status: 409, messages: loginInUse },
  PRO400: { name: 'LOGIN_IN_USE2', status: 409, messages: loginInUse },
  AUT440: {
    name: 'CUSTOMER_LIST_UNKNOWN',
    status: 404,
    messages: {
      en: 'Sign-in is not available for this store right now. Please try again later.',
      fr: 'La connexion n’est pas disponible pour cette boutique pour le moment. Veuillez réessayer plus tard.',
      de: 'Die Anmeldung ist für diesen Shop derzeit nicht verfügbar. Bitte versuchen Sie es später erneut.',
    },
  },
  AUT442: { name: 'PHONE_NUMBER_ALREADY_IN_USE', status: 409, messages: phoneInUse },
  AUT444: { name: 'PHONE_NUMBER_ALREADY_IN_USE2', status: 409, messages: phoneInUse },
  AUT450: {
    name: 'PASSWORD_CHANGE_INCORRECT',
    status: 400,
    messages: {
      en: 'Your current password is incorrect.',
      fr: 'Votre mot de passe actuel est incorrect.',
      de: 'Ihr aktuelles Passwort ist nicht korrekt.',
    },
  },
  AUT451: { name: 'SAME_AS_PREVIOUS_PASSWORD', status: 400, messages: sameAsPreviousPassword },
  AUT452: { name: 'SAME_AS_PREVIOUS_PASSWORD2', status: 400, messages: sameAsPreviousPassword },
  AUT453: {
    name: 'INVALID_EMAIL',
    status: 400,
    messages: {
      en: 'Email is not valid.',
      fr: 'L’adresse e-mail n’est pas valide.',
      de: 'Die E-Mail-Adresse ist ungültig.',
    },
  },
  AUT402: {
    name: 'RESET_LINK_EXPIRED',
    status: 410,
    messages: {
      en: 'This password reset link has expired. Please request a new one.',
      fr: 'Ce lien de réinitialisation du mot de passe a expiré. Veuillez en demander un nouveau.',
      de: 'Dieser Link zum Zurücksetzen des Passworts ist abgelaufen. Bitte fordern Sie einen neuen an.',
    },
  },
  AUT403: {
    name: 'CAPTCHA_FAILED',
    status: 403,
    messages: {
      en: 'We could not verify that you are human. Please try again.',
      fr: 'Nous n’avons pas pu vérifier que vous êtes un humain. Veuillez réessayer.',
      de: 'Wir konnten nicht bestätigen, dass Sie ein Mensch sind. Bitte versuchen Sie es erneut.',
    },
  },
  AUT409: {
    name: 'DUPLICATED_TOKEN',
    status: 409,
    messages: {
      en: 'Your sign-in could not be completed. Please try again.',
      fr: 'Votre connexion n’a pas pu aboutir. Veuillez réessayer.',
      de: 'Ihre Anmeldung konnte nicht abgeschlossen werden. Bitte versuchen Sie es erneut.',
    },
  },
  AUT404: {
    name: 'CANNOT_AUTHORISE',
    status: 401,
    messages: {
      en: 'We could not sign you in. Please try again.',
      fr: 'Nous n’avons pas pu vous connecter. Veuillez réessayer.',
      de: 'Wir konnten Sie nicht anmelden. Bitte versuchen Sie es erneut.',
    },
  },
  AUT500: {
    name: 'LOGIN_SYSTEM_ERROR',
    status: 500,
    messages: {
      en: 'Sign-in is temporarily unavailable. Please try again later.',
      fr: 'La connexion est temporairement indisponible. Veuillez réessayer plus tard.',
      de: 'Die Anmeldung ist vorübergehend nicht verfügbar. Bitte versuchen Sie es später erneut.',
    },
  },
  AUT432: {
    name: 'AUTHORISATION_FAILED',
    status: 401,
    messages: {
      en: 'We could not confirm your identity. Please sign in again.',
      fr: 'Nous n’avons pas pu confirmer votre identité. Veuillez vous reconnecter.',
      de: 'Wir konnten Ihre Identität nicht bestätigen. Bitte melden Sie sich erneut an.',
    },
  },
  API400: {
    name: 'MISSING_CLIENT_ID',
    status: 400,
    messages: {
      en: 'The request is missing its client ID. Please refresh the page and try again.',
      fr: 'L’identifiant client est absent de la requête. Veuillez actualiser la page et réessayer.',
      de: 'Der Anfrage fehlt die Client-ID. Bitte laden Sie die Seite neu und versuchen Sie es erneut.',
    },
  },
  '4044': {
    name: 'LOYALTY_MEMBER_NOT_FOUND',
    status: 404,
    messages: {
      en: 'We could not find a rewards membership for this account.',
      fr: 'Aucune adhésion au programme de fidélité n’a été trouvée pour ce compte.',
      de: 'Für dieses Konto wurde keine Treueprogramm-Mitgliedschaft gefunden.',
    },
  },

  // ---------------------------------------------------------------------------------------------
  // Cart and order
  // ---------------------------------------------------------------------------------------------
  PRC400: {
    name: 'INVALID_PRICE',
    status: 400,
    messages: {
      en: 'The price of this item is not valid, so it cannot be purchased right now.',
      fr: 'Le prix de cet article n’est pas valide ; il ne peut pas être acheté pour le moment.',
      de: 'Der Preis dieses Artikels ist ungültig, daher kann er derzeit nicht gekauft werden.',
    },
  },
  ORD430: {
    name: 'ITEM_NO_LONGER_AVAILABLE',
    status: 400,
    messages: {
      en: 'Some items in your cart are no longer available. Please review your cart.',
      fr: 'Certains articles de votre panier ne sont plus disponibles. Veuillez vérifier votre panier.',
      de: 'Einige Artikel in Ihrem Warenkorb sind nicht mehr verfügbar. Bitte überprüfen Sie Ihren Warenkorb.',
    },
  },
  BSK404: {
    name: 'CART_NOT_FOUND',
    status: 404,
    messages: {
      en: 'Your cart could not be found. Please try again.',
      fr: 'Votre panier est introuvable. Veuillez réessayer.',
      de: 'Ihr Warenkorb wurde nicht gefunden. Bitte versuchen Sie es erneut.',
    },
  },
  // ORD516/517/518 ("shipping and pickup switches"): interpreted as pickup to shipping, shipping to
  // pickup and any other delivery-method change. 409: the order changed and must be reviewed.
  ORD516: {
    name: 'PICKUP_SWITCHED_TO_SHIPPING',
    status: 409,
    messages: {
      en: 'Some items are no longer available for pickup and will be shipped instead.',
      fr: 'Certains articles ne sont plus disponibles en retrait en magasin et seront livrés à la place.',
      de: 'Einige Artikel sind nicht mehr zur Abholung verfügbar und werden stattdessen versendet.',
    },
  },
  ORD517: {
    name: 'SHIPPING_SWITCHED_TO_PICKUP',
    status: 409,
    messages: {
      en: 'Some items can no longer be shipped and have been switched to store pickup.',
      fr: 'Certains articles ne peuvent plus être livrés et sont passés en retrait en magasin.',
      de: 'Einige Artikel können nicht mehr versendet werden und wurden auf Abholung im Geschäft umgestellt.',
    },
  },
  ORD518: {
    name: 'DELIVERY_METHOD_SWITCHED',
    status: 409,
    messages: {
      en: 'The delivery method for some items has changed. Please review your order.',
      fr: 'Le mode de livraison de certains articles a changé. Veuillez vérifier votre commande.',
      de: 'Die Lieferart einiger Artikel hat sich geändert. Bitte überprüfen Sie Ihre Bestellung.',
    },
  },
  INV700: {
    name: 'ITEM_OOS',
    status: 400,
    messages: {
      en: 'This item is out of stock.',
      fr: 'Cet article est en rupture de stock.',
      de: 'Dieser Artikel ist nicht vorrätig.',
    },
  },
  INV406: {
    name: 'ITEMS_OOS',
    status: 400,
    messages: {
      en: 'Some items in your cart are out of stock.',
      fr: 'Certains articles de votre panier sont en rupture de stock.',
      de: 'Einige Artikel in Ihrem Warenkorb sind nicht vorrätig.',
    },
  },
  INV701: {
    name: 'NO_INVENTORY',
    status: 400,
    messages: {
      en: 'There is no stock available for this item right now.',
      fr: 'Aucun stock n’est disponible pour cet article pour le moment.',
      de: 'Für diesen Artikel ist derzeit kein Bestand verfügbar.',
    },
  },
  INV702: {
    name: 'NO_PRICE',
    status: 400,
    messages: {
      en: 'This item has no price and cannot be purchased right now.',
      fr: 'Cet article n’a pas de prix et ne peut pas être acheté pour le moment.',
      de: 'Für diesen Artikel ist kein Preis hinterlegt; er kann derzeit nicht gekauft werden.',
    },
  },
  INV405: { name: 'ITEMS_NO_LONGER_AVAILABLE', status: 400, messages: itemsNoLongerAvailable },
  INV407: { name: 'ITEMS_NO_LONGER_AVAILABLE2', status: 400, messages: itemsNoLongerAvailable },
  INV409: {
    name: 'SOME_PRODUCTS_NO_INVENTORY',
    status: 400,
    messages: {
      en: 'Some products in your cart are out of stock. Please update your cart to continue.',
      fr: 'Certains produits de votre panier sont en rupture de stock. Veuillez mettre à jour votre panier pour continuer.',
      de: 'Einige Produkte in Ihrem Warenkorb sind nicht vorrätig. Bitte aktualisieren Sie Ihren Warenkorb, um fortzufahren.',
    },
  },
  INV408: {
    name: 'ADDED_MAX_QUANTITY',
    status: 400,
    messages: {
      en: 'You can add up to {maxAllowedQty} of this item.',
      fr: 'La quantité maximale autorisée pour cet article est de {maxAllowedQty}.',
      de: 'Von diesem Artikel können Sie höchstens {maxAllowedQty} Stück hinzufügen.',
    },
    fallback: {
      en: 'You have reached the maximum quantity for this item.',
      fr: 'Vous avez atteint la quantité maximale pour cet article.',
      de: 'Sie haben die Höchstmenge für diesen Artikel erreicht.',
    },
  },
  ORD404: {
    name: 'ITEM_NOT_AVAILABLE',
    status: 404,
    messages: {
      en: 'This item is not available.',
      fr: 'Cet article n’est pas disponible.',
      de: 'Dieser Artikel ist nicht verfügbar.',
    },
  },
  ORD415: {
    name: 'TOTALS_CALCULATION_FAILED',
    status: 500,
    messages: {
      en: 'We could not calculate your order total. Please try again.',
      fr: 'Nous n’avons pas pu calculer le total de votre commande. Veuillez réessayer.',
      de: 'Wir konnten die Gesamtsumme Ihrer Bestellung nicht berechnen. Bitte versuchen Sie es erneut.',
    },
  },
  ORD409: { name: 'ORDER_NOT_FOUND', status: 404, messages: orderNotFound },
  ORD400: {
    name: 'INVALID_ORDER_EMAIL',
    status: 400,
    messages: {
      en: 'The email address does not match this order.',
      fr: 'L’adresse e-mail ne correspond pas à cette commande.',
      de: 'Die E-Mail-Adresse stimmt nicht mit dieser Bestellung überein.',
    },
  },
  OHS4004: { name: 'ORDER_NOT_FOUND2', status: 404, messages: orderNotFound },
  SHP404: {
    name: 'SHIPPING_METHOD_UNAVAILABLE',
    status: 400,
    messages: {
      en: 'This shipping method is not available for your order. Please choose another one.',
      fr: 'Ce mode de livraison n’est pas disponible pour votre commande. Veuillez en choisir un autre.',
      de: 'Diese Versandart ist für Ihre Bestellung nicht verfügbar. Bitte wählen Sie eine andere.',
    },
  },
  SHP500: {
    name: 'SHIPPING_POBOX_UNAVAILABLE',
    status: 400,
    messages: {
      en: 'We cannot ship to PO boxes. Please enter a street address.',
      fr: 'Nous ne livrons pas aux boîtes postales. Veuillez saisir une adresse avec un nom de rue.',
      de: 'Wir liefern nicht an Postfächer. Bitte geben Sie eine Straßenadresse ein.',
    },
  },
  SHP410: {
    name: 'SHIPPING_PHONE_EMPTY',
    status: 400,
    messages: {
      en: 'A valid phone number is required.',
      fr: 'Un numéro de téléphone valide est requis.',
      de: 'Eine gültige Telefonnummer ist erforderlich.',
    },
  },
  CHK380: {
    name: 'INVALID_SHIPPING_ADDRESS',
    status: 400,
    messages: {
      en: 'The shipping address is not valid. Please check it and try again.',
      fr: 'L’adresse de livraison n’est pas valide. Veuillez la vérifier et réessayer.',
      de: 'Die Lieferadresse ist ungültig. Bitte überprüfen Sie sie und versuchen Sie es erneut.',
    },
  },
  CHK320: {
    name: 'INVALID_ADDRESS',
    status: 400,
    messages: {
      en: 'This address is not valid. Please check it and try again.',
      fr: 'Cette adresse n’est pas valide. Veuillez la vérifier et réessayer.',
      de: 'Diese Adresse ist ungültig. Bitte überprüfen Sie sie und versuchen Sie es erneut.',
    },
  },
  PAY400: {
    name: 'PAYMENT_ERROR',
    status: 402,
    messages: {
      en: 'Your payment could not be processed. Please check your details or use another payment method.',
      fr: 'Votre paiement n’a pas pu être traité. Veuillez vérifier vos informations ou utiliser un autre moyen de paiement.',
      de: 'Ihre Zahlung konnte nicht verarbeitet werden. Bitte überprüfen Sie Ihre Angaben oder verwenden Sie eine andere Zahlungsart.',
    },
  },
  PAY401: {
    name: 'CANT_SHIP_THERE',
    status: 400,
    messages: {
      en: 'We cannot ship to this address. Please choose a different address.',
      fr: 'Nous ne pouvons pas livrer à cette adresse. Veuillez choisir une autre adresse.',
      de: 'An diese Adresse können wir nicht liefern. Bitte wählen Sie eine andere Adresse.',
    },
  },
  PYT400: {
    name: 'PAYMENT_NOT_ENOUGH',
    status: 402,
    messages: {
      en: 'Your payment does not cover the order total. Please add another payment method.',
      fr: 'Votre paiement ne couvre pas le total de la commande. Veuillez ajouter un autre moyen de paiement.',
      de: 'Ihre Zahlung deckt den Gesamtbetrag der Bestellung nicht ab. Bitte fügen Sie eine weitere Zahlungsart hinzu.',
    },
  },
  PYT402: {
    name: 'PAYMENT_FRAUD_VERIFICATION_EXCEPTION',
    status: 402,
    messages: {
      en: 'We could not verify your payment. Please use another payment method or contact customer service.',
      fr: 'Nous n’avons pas pu vérifier votre paiement. Veuillez utiliser un autre moyen de paiement ou contacter le service client.',
      de: 'Wir konnten Ihre Zahlung nicht verifizieren. Bitte verwenden Sie eine andere Zahlungsart oder wenden Sie sich an den Kundenservice.',
    },
  },
  PYT404: {
    name: 'PAYMENT_INSTRUMENT_NOT_FOUND',
    status: 404,
    messages: {
      en: 'This payment method could not be found. Please add it again.',
      fr: 'Ce moyen de paiement est introuvable. Veuillez l’ajouter à nouveau.',
      de: 'Diese Zahlungsart wurde nicht gefunden. Bitte fügen Sie sie erneut hinzu.',
    },
  },
  PYT300: {
    name: 'CARD_EXISTS',
    status: 409,
    messages: {
      en: 'This card is already saved to your account.',
      fr: 'Cette carte est déjà enregistrée dans votre compte.',
      de: 'Diese Karte ist bereits in Ihrem Konto gespeichert.',
    },
  },
  PYT405: {
    name: 'ADDRESS_NOT_FOUND',
    status: 404,
    messages: {
      en: 'This address could not be found. Please enter it again.',
      fr: 'Cette adresse est introuvable. Veuillez la saisir à nouveau.',
      de: 'Diese Adresse wurde nicht gefunden. Bitte geben Sie sie erneut ein.',
    },
  },
  PYT406: {
    name: 'ADDRESS_FIELDS_MISSING',
    status: 400,
    messages: {
      en: 'Some address fields are missing. Please complete the address.',
      fr: 'Certains champs de l’adresse sont manquants. Veuillez compléter l’adresse.',
      de: 'Einige Adressfelder fehlen. Bitte vervollständigen Sie die Adresse.',
    },
  },
  BIL400: {
    name: 'BILLING_ADDRESS_MISSING',
    status: 400,
    messages: {
      en: 'Please enter a billing address.',
      fr: 'Veuillez saisir une adresse de facturation.',
      de: 'Bitte geben Sie eine Rechnungsadresse ein.',
    },
  },
  BILL410: {
    name: 'BILLING_PHONE_MISSING',
    status: 400,
    messages: {
      en: 'Please enter a phone number for the billing address.',
      fr: 'Veuillez saisir un numéro de téléphone pour l’adresse de facturation.',
      de: 'Bitte geben Sie eine Telefonnummer für die Rechnungsadresse ein.',
    },
  },
  TAX309: {
    name: 'TAX_CALCULATION_FAILED',
    status: 500,
    messages: {
      en: 'We could not calculate the taxes for your order. Please try again.',
      fr: 'Nous n’avons pas pu calculer les taxes de votre commande. Veuillez réessayer.',
      de: 'Wir konnten die Steuern für Ihre Bestellung nicht berechnen. Bitte versuchen Sie es erneut.',
    },
  },
  // 409: the totals the shopper saw are stale and must be reviewed before placing the order.
  TAX310: {
    name: 'TAX_UPDATED',
    status: 409,
    messages: {
      en: 'The taxes on your order have been updated. Please review your order total.',
      fr: 'Les taxes de votre commande ont été mises à jour. Veuillez vérifier le total de votre commande.',
      de: 'Die Steuern für Ihre Bestellung wurden aktualisiert. Bitte überprüfen Sie den Gesamtbetrag.',
    },
  },
  // 400 rather than 403: a 403 carrying appId makes the client start a bot-defence challenge.
  GWP403: {
    name: 'GWP_PRODUCT',
    status: 400,
    messages: {
      en: 'This free gift cannot be added to your cart.',
      fr: 'Ce cadeau offert ne peut pas être ajouté à votre panier.',
      de: 'Dieses Gratisgeschenk kann nicht in den Warenkorb gelegt werden.',
    },
  },

  // ---------------------------------------------------------------------------------------------
  // Gift and cards
  // ---------------------------------------------------------------------------------------------
  // GFS800, GFO404 and GFO405 have no description in the spec. Interpretation: GFS is the gift card
  // service (800 = the service is unavailable), GFO is a gift card order (404 = not found,
  // 405 = the purchase is not allowed / cannot be completed).
  GFS800: {
    name: 'GIFT_CARD_SERVICE_UNAVAILABLE',
    status: 503,
    messages: {
      en: 'Gift cards are temporarily unavailable. Please try again later.',
      fr: 'Les cartes-cadeaux sont temporairement indisponibles. Veuillez réessayer plus tard.',
      de: 'Geschenkkarten sind vorübergehend nicht verfügbar. Bitte versuchen Sie es später erneut.',
    },
  },
  GFO404: {
    name: 'GIFT_ORDER_NOT_FOUND',
    status: 404,
    messages: {
      en: 'We could not find this gift card order.',
      fr: 'Nous n’avons pas trouvé cette commande de carte-cadeau.',
      de: 'Wir konnten diese Geschenkkartenbestellung nicht finden.',
    },
  },
  GFO405: {
    name: 'GIFT_ORDER_NOT_ALLOWED',
    status: 400,
    messages: {
      en: 'This gift card purchase cannot be completed. Please check the details and try again.',
      fr: 'Cet achat de carte-cadeau ne peut pas être finalisé. Veuillez vérifier les informations et réessayer.',
      de: 'Dieser Geschenkkartenkauf kann nicht abgeschlossen werden. Bitte überprüfen Sie die Angaben und versuchen Sie es erneut.',
    },
  },
  /** Ridgeline addition (decision 041): resendGiftCardEmail named an order line that is not an e-gift card. */
  GFO406: {
    name: 'NOT_AN_EGIFT_CARD',
    status: 400,
    messages: {
      en: 'This item is not an e-gift card, so there is no gift card email to send.',
      fr: 'Cet article n’est pas une carte-cadeau électronique : il n’y a pas d’e-mail de carte-cadeau à envoyer.',
      de: 'Dieser Artikel ist keine E-Geschenkkarte, daher gibt es keine Geschenkkarten-E-Mail zu senden.',
    },
  },
  /** Ridgeline addition (decision 041): the e-gift card is not issued (payment pending) or was cancelled. */
  GFO410: {
    name: 'EGIFT_CARD_NOT_ACTIVE',
    status: 409,
    messages: {
      en: 'This e-gift card is not active (its order is awaiting payment or was cancelled), so its email cannot be sent.',
      fr: 'Cette carte-cadeau électronique n’est pas active (commande en attente de paiement ou annulée) : son e-mail ne peut pas être envoyé.',
      de: 'Diese E-Geschenkkarte ist nicht aktiv (die Bestellung wartet auf die Zahlung oder wurde storniert), daher kann ihre E-Mail nicht gesendet werden.',
    },
  },
  GFC410: {
    name: 'MAX_GIFT_CARDS',
    status: 400,
    messages: {
      en: 'You have already applied the maximum number of gift cards to this order.',
      fr: 'Vous avez déjà appliqué le nombre maximal de cartes-cadeaux à cette commande.',
      de: 'Sie haben bereits die maximale Anzahl an Geschenkkarten für diese Bestellung eingelöst.',
    },
  },
  GFC799: {
    name: 'GC_BALANCE_CHECK_ERROR',
    status: 500,
    messages: {
      en: 'We could not check the balance of this gift card. Please try again later.',
      fr: 'Nous n’avons pas pu vérifier le solde de cette carte-cadeau. Veuillez réessayer plus tard.',
      de: 'Wir konnten das Guthaben dieser Geschenkkarte nicht abfragen. Bitte versuchen Sie es später erneut.',
    },
  },
  GFC800: { name: 'GC_INVALID', status: 400, messages: giftCardInvalid },
  GFC700: { name: 'GC_INVALID2', status: 400, messages: giftCardInvalid },
  GFC760: { name: 'GC_INVALID3', status: 400, messages: giftCardInvalid },
  GFC812: {
    name: 'GC_EXPIRED',
    status: 410,
    messages: {
      en: 'This gift card has expired.',
      fr: 'Cette carte-cadeau a expiré.',
      de: 'Diese Geschenkkarte ist abgelaufen.',
    },
  },
  GFC725: {
    name: 'GC_NOT_ALLOWED',
    status: 400,
    messages: {
      en: 'This gift card cannot be used for this order.',
      fr: 'Cette carte-cadeau ne peut pas être utilisée pour cette commande.',
      de: 'Diese Geschenkkarte kann für diese Bestellung nicht verwendet werden.',
    },
  },
  GFC740: {
    name: 'GC_ZERO_BALANCE',
    status: 400,
    messages: {
      en: 'This gift card has no remaining balance.',
      fr: 'Cette carte-cadeau n’a plus de solde.',
      de: 'Diese Geschenkkarte hat kein Restguthaben.',
    },
  },
  GFC755: {
    name: 'GC_ALREADY_APPLIED',
    status: 409,
    messages: {
      en: 'This gift card is already applied to your order.',
      fr: 'Cette carte-cadeau est déjà appliquée à votre commande.',
      de: 'Diese Geschenkkarte wurde bereits für Ihre Bestellung eingelöst.',
    },
  },
  GFC400: {
    name: 'GC_CODE_MISSING',
    status: 400,
    messages: {
      en: 'Please enter a gift card number.',
      fr: 'Veuillez saisir un numéro de carte-cadeau.',
      de: 'Bitte geben Sie eine Geschenkkartennummer ein.',
    },
  },

  // ---------------------------------------------------------------------------------------------
  // Promotions
  // ---------------------------------------------------------------------------------------------
  PRM130: { name: 'PROMO_INVALID', status: 400, messages: promoInvalid },
  PRM160: { name: 'PROMO_INVALID2', status: 400, messages: promoInvalid },
  PRM135: {
    name: 'PROMO_NOT_AVAILABLE_NOW',
    status: 400,
    messages: {
      en: 'This promo code cannot be used at this time.',
      fr: 'Ce code promo ne peut pas être utilisé pour le moment.',
      de: 'Dieser Aktionscode kann derzeit nicht verwendet werden.',
    },
  },
  PRM140: {
    name: 'PROMO_LIMIT_EXCEEDED',
    status: 400,
    messages: {
      en: 'This promo code has reached its usage limit.',
      fr: 'Ce code promo a atteint sa limite d’utilisation.',
      de: 'Dieser Aktionscode hat sein Nutzungslimit erreicht.',
    },
  },
  PRM150: {
    name: 'PROMO_ALREADY_REDEEMED',
    status: 409,
    messages: {
      en: 'This promo code has already been redeemed.',
      fr: 'Ce code promo a déjà été utilisé.',
      de: 'Dieser Aktionscode wurde bereits eingelöst.',
    },
  },
  PRM155: {
    name: 'PROMO_EXPIRED',
    status: 410,
    messages: {
      en: 'This promo code has expired.',
      fr: 'Ce code promo a expiré.',
      de: 'Dieser Aktionscode ist abgelaufen.',
    },
  },
  PRM416: {
    name: 'PROMO_ALREADY_APPLIED',
    status: 409,
    messages: {
      en: 'This promo code is already applied to your order.',
      fr: 'Ce code promo est déjà appliqué à votre commande.',
      de: 'Dieser Aktionscode ist bereits auf Ihre Bestellung angewendet.',
    },
  },
  PRM175: {
    name: 'PROMO_FAILED',
    status: 400,
    messages: {
      en: 'This promo code could not be applied. Please try again.',
      fr: 'Ce code promo n’a pas pu être appliqué. Veuillez réessayer.',
      de: 'Dieser Aktionscode konnte nicht angewendet werden. Bitte versuchen Sie es erneut.',
    },
  },

  // ---------------------------------------------------------------------------------------------
  // Rewards
  // ---------------------------------------------------------------------------------------------
  // REW401, REW130 and REW135 have no description in the spec. Interpretation: REW401 = using rewards
  // needs a signed-in loyalty member; REW130 / REW135 mirror PRM130 / PRM135 (invalid / not available
  // at this time) for rewards.
  REW401: {
    name: 'REWARDS_SIGN_IN_REQUIRED',
    status: 401,
    messages: {
      en: 'Please sign in to your rewards account to use your rewards.',
      fr: 'Veuillez vous connecter à votre compte fidélité pour utiliser vos récompenses.',
      de: 'Bitte melden Sie sich bei Ihrem Prämienkonto an, um Ihre Prämien zu nutzen.',
    },
  },
  REW130: {
    name: 'REWARD_INVALID',
    status: 400,
    messages: {
      en: 'This reward is not valid.',
      fr: 'Cette récompense n’est pas valide.',
      de: 'Diese Prämie ist ungültig.',
    },
  },
  REW135: {
    name: 'REWARD_NOT_AVAILABLE_NOW',
    status: 400,
    messages: {
      en: 'This reward cannot be used at this time.',
      fr: 'Cette récompense ne peut pas être utilisée pour le moment.',
      de: 'Diese Prämie kann derzeit nicht eingelöst werden.',
    },
  },
  REW140: {
    name: 'REWARDS_INSUFFICIENT_BALANCE',
    status: 400,
    messages: {
      en: 'You do not have enough points to redeem this reward.',
      fr: 'Vous n’avez pas assez de points pour échanger cette récompense.',
      de: 'Sie haben nicht genügend Punkte, um diese Prämie einzulösen.',
    },
  },

  // ---------------------------------------------------------------------------------------------
  // Profile
  // ---------------------------------------------------------------------------------------------
  PRO412: { name: 'PROFILE_UPDATE_FAILED', status: 400, messages: profileUpdateFailed },
  PRO418: { name: 'PROFILE_UPDATE_FAILED2', status: 400, messages: profileUpdateFailed },
  PRO414: {
    name: 'BILLING_ADDRESS_DELETE_FAILED',
    status: 400,
    messages: {
      en: 'This billing address cannot be deleted.',
      fr: 'Cette adresse de facturation ne peut pas être supprimée.',
      de: 'Diese Rechnungsadresse kann nicht gelöscht werden.',
    },
  },
  PRO415: {
    name: 'PASSWORD_CHANGE_FAILED',
    status: 400,
    messages: {
      en: 'We could not change your password. Please try again.',
      fr: 'Nous n’avons pas pu modifier votre mot de passe. Veuillez réessayer.',
      de: 'Wir konnten Ihr Passwort nicht ändern. Bitte versuchen Sie es erneut.',
    },
  },
  PRO404: {
    name: 'PROFILE_NOT_FOUND',
    status: 404,
    messages: {
      en: 'We could not find your profile.',
      fr: 'Nous n’avons pas trouvé votre profil.',
      de: 'Wir konnten Ihr Profil nicht finden.',
    },
  },
  // The minimal age varies by country (spec 1 section 5): {minAge} when the server knows it.
  PRO410: {
    name: 'INVALID_AGE',
    status: 400,
    messages: {
      en: 'You must be at least {minAge} years old to create an account.',
      fr: 'Vous devez avoir au moins {minAge} ans pour créer un compte.',
      de: 'Sie müssen mindestens {minAge} Jahre alt sein, um ein Konto zu erstellen.',
    },
    fallback: {
      en: 'You do not meet the minimum age required to create an account.',
      fr: 'Vous n’avez pas l’âge minimum requis pour créer un compte.',
      de: 'Sie haben das für ein Konto erforderliche Mindestalter nicht erreicht.',
    },
  },
  PRO411: {
    name: 'MISSING_BIRTHDATE',
    status: 400,
    messages: {
      en: 'Please enter your date of birth.',
      fr: 'Veuillez saisir votre date de naissance.',
      de: 'Bitte geben Sie Ihr Geburtsdatum ein.',
    },
  },
  CCA400: {
    name: 'ADDRESS_EXISTS',
    status: 409,
    messages: {
      en: 'This address is already saved to your account.',
      fr: 'Cette adresse est déjà enregistrée dans votre compte.',
      de: 'Diese Adresse ist bereits in Ihrem Konto gespeichert.',
    },
  },
  CCA401: {
    name: 'INVALID_ADDRESS_ID',
    status: 404,
    messages: {
      en: 'This saved address could not be found.',
      fr: 'Cette adresse enregistrée est introuvable.',
      de: 'Diese gespeicherte Adresse wurde nicht gefunden.',
    },
  },
  CCN404: {
    name: 'UNKNOWN_CUSTOMER',
    status: 404,
    messages: {
      en: 'We could not find your account.',
      fr: 'Nous n’avons pas trouvé votre compte.',
      de: 'Wir konnten Ihr Konto nicht finden.',
    },
  },
  FE340: {
    name: 'PASSWORDS_DO_NOT_MATCH',
    status: 400,
    messages: {
      en: 'Passwords do not match.',
      fr: 'Les mots de passe ne correspondent pas.',
      de: 'Die Passwörter stimmen nicht überein.',
    },
  },
  FE872: {
    name: 'PASSWORD_TOO_SHORT',
    status: 400,
    messages: {
      en: 'Password must be at least 8 characters.',
      fr: 'Le mot de passe doit contenir au moins 8 caractères.',
      de: 'Das Passwort muss mindestens 8 Zeichen lang sein.',
    },
  },
  FE309: {
    name: 'CC_EXPIRY_DATE_INVALID',
    status: 400,
    messages: {
      en: 'The card expiry date is not valid.',
      fr: 'La date d’expiration de la carte n’est pas valide.',
      de: 'Das Ablaufdatum der Karte ist ungültig.',
    },
  },

  // ---------------------------------------------------------------------------------------------
  // Other (PLP400, STR404 and REV410 come from the catalogue-discovery spec)
  // ---------------------------------------------------------------------------------------------
  PLP400: {
    name: 'LIST_PRODUCT_NOT_FOUND',
    status: 404,
    messages: {
      en: 'We could not find this product.',
      fr: 'Nous n’avons pas trouvé ce produit.',
      de: 'Wir konnten dieses Produkt nicht finden.',
    },
  },
  GEN500: {
    name: 'GENERAL_ERROR',
    status: 500,
    messages: {
      en: 'Something went wrong. Please try again later.',
      fr: 'Une erreur s’est produite. Veuillez réessayer plus tard.',
      de: 'Etwas ist schiefgelaufen. Bitte versuchen Sie es später erneut.',
    },
  },
  API404: {
    name: 'NOT_FOUND',
    status: 404,
    messages: {
      en: 'We could not find what you were looking for.',
      fr: 'Nous n’avons pas trouvé ce que vous cherchez.',
      de: 'Wir konnten das Gesuchte nicht finden.',
    },
  },
  API405: {
    name: 'METHOD_NOT_ALLOWED',
    status: 405,
    messages: {
      en: 'This action is not allowed.',
      fr: 'Cette action n’est pas autorisée.',
      de: 'Diese Aktion ist nicht zulässig.',
    },
  },
  API406: {
    name: 'NOT_ACCEPTABLE',
    status: 406,
    messages: {
      en: 'The requested response format is not supported.',
      fr: 'Le format de réponse demandé n’est pas pris en charge.',
      de: 'Das angeforderte Antwortformat wird nicht unterstützt.',
    },
  },
  API415: {
    name: 'UNSUPPORTED_MEDIA_TYPE',
    status: 415,
    messages: {
      en: 'The request format is not supported.',
      fr: 'Le format de la requête n’est pas pris en charge.',
      de: 'Das Format der Anfrage wird nicht unterstützt.',
    },
  },
  STR404: {
    name: 'STORE_NOT_FOUND',
    status: 404,
    messages: {
      en: 'We could not find this store.',
      fr: 'Nous n’avons pas trouvé ce magasin.',
      de: 'Wir konnten dieses Geschäft nicht finden.',
    },
  },
  RTN500: {
    name: 'RETURN_CREATION_ERROR',
    status: 500,
    messages: {
      en: 'We could not create your return. Please try again later.',
      fr: 'Nous n’avons pas pu créer votre retour. Veuillez réessayer plus tard.',
      de: 'Wir konnten Ihre Rücksendung nicht erstellen. Bitte versuchen Sie es später erneut.',
    },
  },
  ATTR100: {
    name: 'MISSING_REQUEST_TYPE',
    status: 400,
    messages: {
      en: 'The request type is missing.',
      fr: 'Le type de requête est manquant.',
      de: 'Der Anfragetyp fehlt.',
    },
  },
  ATTR200: {
    name: 'MISSING_ORGANISATION',
    status: 400,
    messages: {
      en: 'The organisation is missing from the request.',
      fr: 'L’organisation est absente de la requête.',
      de: 'In der Anfrage fehlt die Organisation.',
    },
  },
  ATTR300: {
    name: 'EMPTY_PAYLOAD',
    status: 400,
    messages: {
      en: 'The request has no content.',
      fr: 'La requête est vide.',
      de: 'Die Anfrage enthält keine Daten.',
    },
  },
  // The review length limit is not given by the spec: {maxLength} when the server knows it.
  REV410: {
    name: 'REVIEW_TOO_LONG',
    status: 400,
    messages: {
      en: 'Your review is too long. Please keep it to {maxLength} characters or fewer.',
      fr: 'Votre avis est trop long. Veuillez ne pas dépasser {maxLength} caractères.',
      de: 'Ihre Bewertung ist zu lang. Bitte verwenden Sie höchstens {maxLength} Zeichen.',
    },
    fallback: {
      en: 'Your review is too long. Please shorten it.',
      fr: 'Votre avis est trop long. Veuillez le raccourcir.',
      de: 'Ihre Bewertung ist zu lang. Bitte kürzen Sie sie.',
    },
  },

  // ---------------------------------------------------------------------------------------------
  // Ridgeline additions: ids the product needs that the spec's catalogue lacks.
  // ---------------------------------------------------------------------------------------------
  /** Ridgeline addition: a request body, query or param failed validation (names the field). */
  REQ400: {
    name: 'INVALID_REQUEST',
    status: 400,
    messages: {
      en: 'The request is not valid. {field}: {problem}.',
      fr: 'La requête n’est pas valide. {field} : {problem}.',
      de: 'Die Anfrage ist ungültig. {field}: {problem}.',
    },
    fallback: {
      en: 'The request is not valid.',
      fr: 'La requête n’est pas valide.',
      de: 'Die Anfrage ist ungültig.',
    },
  },
  /** Ridgeline addition: rate limit reached. */
  API429: {
    name: 'TOO_MANY_REQUESTS',
    status: 429,
    messages: {
      en: 'Too many requests. Please wait a moment and try again.',
      fr: 'Trop de requêtes. Veuillez patienter un instant et réessayer.',
      de: 'Zu viele Anfragen. Bitte warten Sie einen Moment und versuchen Sie es erneut.',
    },
  },
  /** Ridgeline addition: an Idempotency-Key was reused with a different request. */
  API409: {
    name: 'IDEMPOTENCY_KEY_REUSED',
    status: 409,
    messages: {
      en: 'This request was already sent with different details. Please start again.',
      fr: 'Cette requête a déjà été envoyée avec des informations différentes. Veuillez recommencer.',
      de: 'Diese Anfrage wurde bereits mit anderen Angaben gesendet. Bitte beginnen Sie erneut.',
    },
  },
  /** Ridgeline addition: the card needs a 3-D Secure challenge before the payment can go through. */
  PAY402: {
    name: 'PAYMENT_AUTHENTICATION_REQUIRED',
    status: 402,
    messages: {
      en: 'Your bank needs to confirm this payment. Please complete the verification to continue.',
      fr: 'Votre banque doit confirmer ce paiement. Veuillez effectuer la vérification pour continuer.',
      de: 'Ihre Bank muss diese Zahlung bestätigen. Bitte schließen Sie die Verifizierung ab, um fortzufahren.',
    },
  },
  /** Ridgeline addition: the 3-D Secure challenge failed or was abandoned. */
  PAY403: {
    name: 'PAYMENT_AUTHENTICATION_FAILED',
    status: 402,
    messages: {
      en: 'Your bank could not confirm this payment. Please try again or use another payment method.',
      fr: 'Votre banque n’a pas pu confirmer ce paiement. Veuillez réessayer ou utiliser un autre moyen de paiement.',
      de: 'Ihre Bank konnte diese Zahlung nicht bestätigen. Bitte versuchen Sie es erneut oder verwenden Sie eine andere Zahlungsart.',
    },
  },
  /** Ridgeline addition: no review with this id on this product (or it is awaiting moderation). */
  REV404: {
    name: 'REVIEW_NOT_FOUND',
    status: 404,
    messages: {
      en: 'We could not find this review.',
      fr: 'Nous n’avons pas trouvé cet avis.',
      de: 'Wir konnten diese Bewertung nicht finden.',
    },
  },
  /** Ridgeline addition: the shopper already voted on this review or answer. */
  REV409: {
    name: 'ALREADY_VOTED',
    status: 409,
    messages: {
      en: 'You have already voted on this.',
      fr: 'Vous avez déjà voté.',
      de: 'Sie haben hierzu bereits abgestimmt.',
    },
  },
  /** Ridgeline addition: the shopper already reported this review. */
  REV411: {
    name: 'ALREADY_REPORTED',
    status: 409,
    messages: {
      en: 'You have already reported this review. Thank you, our team will look at it.',
      fr: 'Vous avez déjà signalé cet avis. Merci, notre équipe va l’examiner.',
      de: 'Sie haben diese Bewertung bereits gemeldet. Danke, unser Team prüft sie.',
    },
  },
  /** Ridgeline addition: no question (or answer) with this id on this product. */
  QNA404: {
    name: 'QUESTION_NOT_FOUND',
    status: 404,
    messages: {
      en: 'We could not find this question.',
      fr: 'Nous n’avons pas trouvé cette question.',
      de: 'Wir konnten diese Frage nicht finden.',
    },
  },
  /** Ridgeline addition: no translation service is configured. */
  TRN501: {
    name: 'TRANSLATION_UNAVAILABLE',
    status: 501,
    messages: {
      en: 'Translation is not available. The review is shown in its original language.',
      fr: 'La traduction n’est pas disponible. L’avis est affiché dans sa langue d’origine.',
      de: 'Eine Übersetzung ist nicht verfügbar. Die Bewertung wird in ihrer Originalsprache angezeigt.',
    },
  },
  /** Ridgeline addition: a postal code or city the store locator cannot place. */
  STR406: {
    name: 'LOCATION_NOT_FOUND',
    status: 404,
    messages: {
      en: 'We could not find {location}. Please check it or search by city.',
      fr: 'Nous n’avons pas trouvé {location}. Veuillez vérifier ou rechercher par ville.',
      de: 'Wir konnten {location} nicht finden. Bitte prüfen Sie die Angabe oder suchen Sie nach Stadt.',
    },
    fallback: {
      en: 'We could not find this location. Please check it or search by city.',
      fr: 'Nous n’avons pas trouvé ce lieu. Veuillez vérifier ou rechercher par ville.',
      de: 'Wir konnten diesen Ort nicht finden. Bitte prüfen Sie die Angabe oder suchen Sie nach Stadt.',
    },
  },
  /** Ridgeline addition: the order has left the warehouse (or is already cancelled). */
  ORD410: {
    name: 'ORDER_NOT_CANCELLABLE',
    status: 409,
    messages: {
      en: 'This order can no longer be cancelled because it has already shipped or been cancelled.',
      fr: 'Cette commande ne peut plus être annulée car elle a déjà été expédiée ou annulée.',
      de: 'Diese Bestellung kann nicht mehr storniert werden, da sie bereits versandt oder storniert wurde.',
    },
  },
  /** Ridgeline addition (decision 041): an e-gift card of the order has already been spent. */
  ORD411: {
    name: 'ORDER_GIFT_CARD_USED',
    status: 409,
    messages: {
      en: 'This order can no longer be cancelled because an e-gift card from it has already been used.',
      fr: 'Cette commande ne peut plus être annulée car une carte-cadeau électronique qu’elle contient a déjà été utilisée.',
      de: 'Diese Bestellung kann nicht mehr storniert werden, da eine darin enthaltene E-Geschenkkarte bereits verwendet wurde.',
    },
  },
  /** Ridgeline addition (decision 045): no such design, or another shopper's. */
  CUS404: {
    name: 'CUSTOMS_RECIPE_NOT_FOUND',
    status: 404,
    messages: {
      en: 'We could not find this custom design. Please design your product again.',
      fr: 'Nous n’avons pas trouvé cette création personnalisée. Veuillez personnaliser à nouveau votre produit.',
      de: 'Wir konnten dieses individuelle Design nicht finden. Bitte gestalten Sie Ihr Produkt erneut.',
    },
  },
  /** Ridgeline addition (decision 045): the product (or the variant's product) cannot be customised. */
  CUS400: {
    name: 'PRODUCT_NOT_CUSTOMISABLE',
    status: 400,
    messages: {
      en: 'This product cannot be customised.',
      fr: 'Ce produit ne peut pas être personnalisé.',
      de: 'Dieses Produkt kann nicht individuell gestaltet werden.',
    },
  },
  /** Ridgeline addition (decision 044): a single-use reward code an order has already redeemed. */
  REW410: {
    name: 'REWARD_CODE_ALREADY_USED',
    status: 409,
    messages: {
      en: 'This reward code has already been used.',
      fr: 'Ce code de récompense a déjà été utilisé.',
      de: 'Dieser Prämiencode wurde bereits eingelöst.',
    },
  },
  /** Ridgeline addition (decision 044): the athlete's seasonal allowance is spent. */
  ATH400: {
    name: 'ATHLETE_ALLOWANCE_USED',
    status: 400,
    messages: {
      en: 'Your athlete allowance for this season has been used up. Please pay with another method.',
      fr: 'Votre allocation athlète de la saison est épuisée. Veuillez payer avec un autre moyen de paiement.',
      de: 'Ihr Athletenbudget für diese Saison ist aufgebraucht. Bitte zahlen Sie mit einer anderen Zahlungsart.',
    },
  },
  /** Ridgeline addition (decision 044): athlete payment for a shopper outside the athlete programme. */
  ATH403: {
    name: 'ATHLETE_PAYMENT_NOT_ALLOWED',
    status: 403,
    messages: {
      en: 'Athlete payment is only available to members of the Ridgeline athlete programme.',
      fr: 'Le paiement athlète est réservé aux membres du programme athlètes Ridgeline.',
      de: 'Die Athletenzahlung steht nur Mitgliedern des Ridgeline-Athletenprogramms zur Verfügung.',
    },
  },
  /** Ridgeline addition (decision 044): a reward with athlete payment while something is left to pay. */
  ATH409: {
    name: 'REWARDS_NEED_ALLOWANCE_TO_COVER',
    status: 409,
    messages: {
      en: 'Rewards can be used with your athlete allowance only when the allowance covers the whole order. Please remove the reward or the athlete payment.',
      fr: 'Les récompenses ne peuvent être utilisées avec votre allocation athlète que si celle-ci couvre toute la commande. Veuillez retirer la récompense ou le paiement athlète.',
      de: 'Prämien können mit Ihrem Athletenbudget nur eingelöst werden, wenn das Budget die gesamte Bestellung deckt. Bitte entfernen Sie die Prämie oder die Athletenzahlung.',
    },
  },
} as const satisfies Record<string, ErrorDefinition>;

export type ErrorId = keyof typeof errorCatalogue;

/** Every errorId of the catalogue, in table order. */
export const errorIds = Object.keys(errorCatalogue) as ErrorId[];

export function isErrorId(value: string): value is ErrorId {
  return Object.hasOwn(errorCatalogue, value);
}

/** The catalogue entry for an id. */
export function errorDefinition(id: ErrorId): ErrorDefinition {
  return errorCatalogue[id];
}

/** Language from a locale such as 'fr-ca' ('en' when unknown). */
export function catalogueLanguage(locale: string | undefined): CatalogueLocale {
  const language = locale?.trim().toLowerCase().split(/[-_]/)[0];
  return language === 'fr' || language === 'de' ? language : 'en';
}

const PLACEHOLDER = /\{(\w+)\}/g;

/** A detail value as text, or undefined when it cannot be shown (missing, empty, object...). */
function detailText(value: unknown): string | undefined {
  let text: string | undefined;
  if (typeof value === 'string') text = value;
  else if (typeof value === 'number') text = Number.isFinite(value) ? String(value) : undefined;
  else if (typeof value === 'bigint' || typeof value === 'boolean') text = String(value);
  // Braces in a value would look like an unfilled placeholder to the shopper.
  const cleaned = text?.replace(/[{}]/g, '').trim();
  return cleaned ? cleaned : undefined;
}

/** Fills the placeholders; missing ones become empty and `complete` is false. */
function fill(template: string, details: Record<string, unknown>): { text: string; complete: boolean } {
  let complete = true;
  const text = template.replace(PLACEHOLDER, (_match, key: string) => {
    const value = Object.hasOwn(details, key) ? detailText(details[key]) : undefined;
    if (value === undefined) {
      complete = false;
      return '';
    }
    return value;
  });
  return { text, complete };
}

/** Smooths the text left by removed placeholders: doubled spaces, ' .', dangling ':' before '.'. */
function tidy(text: string): string {
  return text
    .replace(/\s{2,}/g, ' ')
    .replace(/\s+([.,])/g, '$1')
    .replace(/\s*[:;,]+\s*([.!?])/g, '$1')
    .replace(/[{}]/g, '')
    .trim();
}

/**
 * The message for an id in the locale's language with {placeholders} replaced from details.
 * When a placeholder has no value the entry's fallback message is used, or else the placeholder is
 * removed: a shopper never sees '{x}'.
 */
export function errorMessage(id: ErrorId, locale?: string, details?: Record<string, unknown>): string {
  const language = catalogueLanguage(locale);
  const definition: ErrorDefinition = isErrorId(id) ? errorCatalogue[id] : errorCatalogue.GEN500;
  const values = details ?? {};
  const primary = fill(definition.messages[language], values);
  if (primary.complete) return primary.text;
  if (definition.fallback) return tidy(fill(definition.fallback[language], values).text);
  return tidy(primary.text);
}
