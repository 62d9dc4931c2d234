import { defineMessages } from '../define.ts';

const en = {
  'gifting.form.title': 'Send an e-gift card',
  'gifting.form.intro': 'Sent by email to the recipient as soon as your order is placed.',
  'gifting.form.amount': 'Amount',
  'gifting.form.custom': 'Another amount',
  'gifting.form.customAmount': 'Amount ({min} to {max})',
  'gifting.form.recipientName': 'Recipient’s name',
  'gifting.form.recipientEmail': 'Recipient’s email',
  'gifting.form.senderName': 'Your name',
  'gifting.form.message': 'Message (optional)',
  'gifting.form.submit': 'Add e-gift card to cart',
  'gifting.form.adding': 'Adding…',
  'gifting.form.added': 'The e-gift card of {amount} for {name} is in your cart.',
  'gifting.form.viewCart': 'View cart',

  'gifting.error.amount': 'Choose an amount',
  'gifting.error.customAmount': 'Enter an amount from {min} to {max}',
  'gifting.error.required': 'Enter this information',
  'gifting.error.email': 'Enter an email address such as name@example.com',
  'gifting.error.tooLong': 'Use at most {max} characters',

  'gifting.line.to': 'For {name} ({email})',
  'gifting.line.from': 'From {name}',
  'gifting.line.delivery': 'Delivered by email',
  'gifting.line.card': 'Gift card {number}',
  'gifting.line.void': 'This e-gift card was cancelled.',

  'gifting.resend.button': 'Resend e-gift email',
  'gifting.resend.email': 'Send to (you can correct the address)',
  'gifting.resend.sending': 'Sending…',
  'gifting.resend.done': 'The e-gift email was sent again to {email}. The earlier number no longer works.',

  'gifting.checkout.noShipping':
    'Your cart holds only e-gift cards: they are sent by email, so there is nothing to ship.',
  'gifting.checkout.email': 'Email for your order confirmation',
} as const;

export const giftingMessages = defineMessages(en, {
  fr: {
    'gifting.form.title': 'Offrir une carte-cadeau électronique',
    'gifting.form.intro': 'Envoyée par e-mail au destinataire dès que votre commande est passée.',
    'gifting.form.amount': 'Montant',
    'gifting.form.custom': 'Autre montant',
    'gifting.form.customAmount': 'Montant (de {min} à {max})',
    'gifting.form.recipientName': 'Nom du destinataire',
    'gifting.form.recipientEmail': 'E-mail du destinataire',
    'gifting.form.senderName': 'Votre nom',
    'gifting.form.message': 'Message (facultatif)',
    'gifting.form.submit': 'Ajouter la carte-cadeau au panier',
    'gifting.form.adding': 'Ajout…',
    'gifting.form.added': 'La carte-cadeau électronique de {amount} pour {name} est dans votre panier.',
    'gifting.form.viewCart': 'Voir le panier',

    'gifting.error.amount': 'Choisissez un montant',
    'gifting.error.customAmount': 'Saisissez un montant de {min} à {max}',
    'gifting.error.required': 'Renseignez cette information',
    'gifting.error.email': 'Saisissez une adresse e-mail telle que nom@exemple.com',
    'gifting.error.tooLong': 'Utilisez au plus {max} caractères',

    'gifting.line.to': 'Pour {name} ({email})',
    'gifting.line.from': 'De la part de {name}',
    'gifting.line.delivery': 'Livraison par e-mail',
    'gifting.line.card': 'Carte-cadeau {number}',
    'gifting.line.void': 'Cette carte-cadeau électronique a été annulée.',

    'gifting.resend.button': 'Renvoyer l’e-mail de la carte-cadeau',
    'gifting.resend.email': 'Envoyer à (vous pouvez corriger l’adresse)',
    'gifting.resend.sending': 'Envoi…',
    'gifting.resend.done':
      'L’e-mail de la carte-cadeau a été renvoyé à {email}. Le numéro précédent ne fonctionne plus.',

    'gifting.checkout.noShipping':
      'Votre panier ne contient que des cartes-cadeaux électroniques : elles sont envoyées par e-mail, rien n’est à expédier.',
    'gifting.checkout.email': 'E-mail pour la confirmation de commande',
  },
  de: {
    'gifting.form.title': 'Eine E-Geschenkkarte verschicken',
    'gifting.form.intro':
      'Wird per E-Mail an den Empfänger geschickt, sobald Ihre Bestellung aufgegeben ist.',
    'gifting.form.amount': 'Betrag',
    'gifting.form.custom': 'Anderer Betrag',
    'gifting.form.customAmount': 'Betrag ({min} bis {max})',
    'gifting.form.recipientName': 'Name des Empfängers',
    'gifting.form.recipientEmail': 'E-Mail des Empfängers',
    'gifting.form.senderName': 'Ihr Name',
    'gifting.form.message': 'Nachricht (optional)',
    'gifting.form.submit': 'E-Geschenkkarte in den Warenkorb',
    'gifting.form.adding': 'Wird hinzugefügt…',
    'gifting.form.added': 'Die E-Geschenkkarte über {amount} für {name} liegt in Ihrem Warenkorb.',
    'gifting.form.viewCart': 'Zum Warenkorb',

    'gifting.error.amount': 'Wählen Sie einen Betrag',
    'gifting.error.customAmount': 'Geben Sie einen Betrag von {min} bis {max} ein',
    'gifting.error.required': 'Bitte ausfüllen',
    'gifting.error.email': 'Geben Sie eine E-Mail-Adresse wie name@beispiel.de ein',
    'gifting.error.tooLong': 'Höchstens {max} Zeichen',

    'gifting.line.to': 'Für {name} ({email})',
    'gifting.line.from': 'Von {name}',
    'gifting.line.delivery': 'Zustellung per E-Mail',
    'gifting.line.card': 'Geschenkkarte {number}',
    'gifting.line.void': 'Diese E-Geschenkkarte wurde storniert.',

    'gifting.resend.button': 'Geschenkkarten-E-Mail erneut senden',
    'gifting.resend.email': 'Senden an (Sie können die Adresse korrigieren)',
    'gifting.resend.sending': 'Wird gesendet…',
    'gifting.resend.done':
      'Die Geschenkkarten-E-Mail wurde erneut an {email} gesendet. Die frühere Nummer gilt nicht mehr.',

    'gifting.checkout.noShipping':
      'Ihr Warenkorb enthält nur E-Geschenkkarten: Sie werden per E-Mail verschickt, es gibt nichts zu versenden.',
    'gifting.checkout.email': 'E-Mail für die Bestellbestätigung',
  },
});
