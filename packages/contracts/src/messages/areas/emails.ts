import { defineMessages } from '../define.ts';

// Every email's texts (server only, decision 061): the subject, the paragraphs of the text body (the HTML body
// shows the same paragraphs in the email layout) and the label of the HTML body's button.
const en = {
  'email.layout.footer': 'Ridgeline · This email was sent to {email}.',
  'email.greeting': 'Hello,',
  'email.greetingNamed': 'Hello {firstName},',
  'email.passwordReset.subject': 'Reset your Ridgeline password',
  'email.passwordReset.intro': 'Follow this link within one hour to choose a new password:',
  'email.passwordReset.action': 'Choose a new password',
  'email.passwordReset.ignore':
    'If you did not ask for this, ignore this email: your password stays the same.',
  'email.welcome.subject': 'Welcome to Ridgeline',
  'email.welcome.body':
    'your Ridgeline account is ready. Sign in with {email} to track orders, save addresses and cards, and check out faster.',
  'email.order.subject': 'Your Ridgeline order {orderNumber}',
  'email.order.line': '{qty} × {name} ({color}, {size}): {amount}',
  'email.order.discount': 'Discount: -{amount}',
  'email.order.shipping': 'Shipping: {amount}',
  'email.order.tax': 'Tax: {amount}',
  'email.order.taxIncluded': 'Tax: {amount} (included)',
  'email.order.total': 'Total: {amount}',
  'email.shipped.subject': 'Your Ridgeline order {orderNumber} is on its way',
  'email.shipped.body': 'Tracking number: {tracking}',
  'email.cancelled.subject': 'Your Ridgeline order {orderNumber} is cancelled',
  'email.cancelled.body': 'Any payment taken has been released.',
  'email.return.authorised.subject': 'Your return {reference} for order {orderNumber} is authorised',
  'email.return.authorised.intro': 'We authorised the return of:',
  'email.return.line': '{qty} × {name} ({color}, {size})',
  'email.return.authorised.howTo':
    'Pack the items, write {reference} on the parcel and send it with your return label. We refund you once we have received it.',
  'email.return.refunded.subject': 'Your return {reference} is refunded',
  'email.return.refunded.body':
    'We received your return for order {orderNumber} and refunded {amount} to the way you paid.',
  'email.pending.subject': 'Finish paying for your Ridgeline order {orderNumber}',
  'email.pending.body':
    'Your bank asked you to confirm the payment for order {orderNumber}, and it is not confirmed yet. We hold your items for {minutes, plural, one {# minute} other {# minutes}}: finish paying, or cancel the order to release them at once.',
  'email.pending.action': 'Finish paying or cancel',
  'email.egift.subject': '{from} sent you a Ridgeline e-gift card',
  'email.egift.intro': 'Hello {to}, {from} sent you a Ridgeline e-gift card of {amount}.',
  'email.egift.message': 'Their message:',
  'email.egift.number': 'Gift card number: {number}',
  'email.egift.howTo': 'Enter this number at checkout under "Gift card": {link}',
  'email.egift.replaces': 'This email replaces an earlier one: the number it carried no longer works.',
  'email.backInStock.subject': 'Back in stock: {name}',
  'email.backInStock.body': 'Good news: {name} ({detail}) is back in stock.',
  'email.backInStock.link': 'Shop it now: {url}',
  'email.contact.subject': 'We received your message',
  'email.contact.body':
    'thank you for contacting Ridgeline. Your case number is {caseId}; we answer within two working days.',
  'email.warranty.subject': 'Your warranty request',
  'email.supportReply.subject': 'About your case {caseId}',
  'email.supportReply.intro': 'Our customer service answers your message about case {caseId}:',
  'email.supportReply.outro':
    'To add something, reply to this email or contact us again with the case number.',
  'email.warranty.body':
    'We opened warranty case {caseId} for product {productId}. We will contact you within five working days.',
  'email.subscription.subject': 'Please confirm your Ridgeline subscription',
  'email.subscription.intro': 'Please confirm that you want to receive the Ridgeline {type} emails:',
  'email.subscription.action': 'Confirm the subscription',
  'email.subscription.ignore': 'If you did not ask for this, ignore this email.',
};

export const emailMessages = defineMessages(en, {
  fr: {
    'email.layout.footer': 'Ridgeline · Cet e-mail a été envoyé à {email}.',
    'email.greeting': 'Bonjour,',
    'email.greetingNamed': 'Bonjour {firstName},',
    'email.passwordReset.subject': 'Réinitialisez votre mot de passe Ridgeline',
    'email.passwordReset.intro': 'Suivez ce lien dans l’heure pour choisir un nouveau mot de passe :',
    'email.passwordReset.action': 'Choisir un nouveau mot de passe',
    'email.passwordReset.ignore':
      'Si vous n’êtes pas à l’origine de cette demande, ignorez cet e-mail : votre mot de passe reste le même.',
    'email.welcome.subject': 'Bienvenue chez Ridgeline',
    'email.welcome.body':
      'votre compte Ridgeline est prêt. Connectez-vous avec {email} pour suivre vos commandes, enregistrer vos adresses et cartes, et payer plus vite.',
    'email.order.subject': 'Votre commande Ridgeline {orderNumber}',
    'email.order.line': '{qty} × {name} ({color}, {size}) : {amount}',
    'email.order.discount': 'Remise : -{amount}',
    'email.order.shipping': 'Livraison : {amount}',
    'email.order.tax': 'Taxes : {amount}',
    'email.order.taxIncluded': 'Taxes : {amount} (incluses)',
    'email.order.total': 'Total : {amount}',
    'email.shipped.subject': 'Votre commande Ridgeline {orderNumber} est en route',
    'email.shipped.body': 'Numéro de suivi : {tracking}',
    'email.cancelled.subject': 'Votre commande Ridgeline {orderNumber} est annulée',
    'email.cancelled.body': 'Tout paiement a été libéré.',
    'email.return.authorised.subject': 'Votre retour {reference} pour la commande {orderNumber} est accepté',
    'email.return.authorised.intro': 'Nous avons accepté le retour de :',
    'email.return.line': '{qty} × {name} ({color}, {size})',
    'email.return.authorised.howTo':
      'Emballez les articles, inscrivez {reference} sur le colis et envoyez-le avec votre étiquette de retour. Nous vous remboursons dès sa réception.',
    'email.return.refunded.subject': 'Votre retour {reference} est remboursé',
    'email.return.refunded.body':
      'Nous avons reçu votre retour pour la commande {orderNumber} et remboursé {amount} sur votre moyen de paiement.',
    'email.pending.subject': 'Finalisez le paiement de votre commande Ridgeline {orderNumber}',
    'email.pending.body':
      'Votre banque vous a demandé de confirmer le paiement de la commande {orderNumber}, et il n’est pas encore confirmé. Nous gardons vos articles {minutes, plural, one {# minute} other {# minutes}} : finalisez le paiement, ou annulez la commande pour les libérer tout de suite.',
    'email.pending.action': 'Finaliser le paiement ou annuler',
    'email.egift.subject': '{from} vous offre une carte-cadeau électronique Ridgeline',
    'email.egift.intro':
      'Bonjour {to}, {from} vous offre une carte-cadeau électronique Ridgeline de {amount}.',
    'email.egift.message': 'Son message :',
    'email.egift.number': 'Numéro de la carte-cadeau : {number}',
    'email.egift.howTo': 'Saisissez ce numéro lors du paiement, sous « Carte-cadeau » : {link}',
    'email.egift.replaces':
      'Cet e-mail remplace un envoi précédent : le numéro qu’il contenait ne fonctionne plus.',
    'email.backInStock.subject': 'De nouveau en stock : {name}',
    'email.backInStock.body': 'Bonne nouvelle : {name} ({detail}) est de nouveau en stock.',
    'email.backInStock.link': 'À découvrir ici : {url}',
    'email.contact.subject': 'Nous avons bien reçu votre message',
    'email.contact.body':
      'merci d’avoir contacté Ridgeline. Votre numéro de dossier est {caseId} ; nous répondons sous deux jours ouvrés.',
    'email.warranty.subject': 'Votre demande de garantie',
    'email.supportReply.subject': 'À propos de votre dossier {caseId}',
    'email.supportReply.intro': 'Notre service client répond à votre message sur le dossier {caseId} :',
    'email.supportReply.outro':
      'Pour ajouter quelque chose, répondez à cet e-mail ou contactez-nous à nouveau avec le numéro de dossier.',
    'email.warranty.body':
      'Nous avons ouvert le dossier de garantie {caseId} pour le produit {productId}. Nous vous contacterons sous cinq jours ouvrés.',
    'email.subscription.subject': 'Veuillez confirmer votre abonnement Ridgeline',
    'email.subscription.intro':
      'Veuillez confirmer que vous souhaitez recevoir les e-mails Ridgeline {type} :',
    'email.subscription.action': 'Confirmer l’abonnement',
    'email.subscription.ignore': 'Si vous n’êtes pas à l’origine de cette demande, ignorez cet e-mail.',
  },
  de: {
    'email.layout.footer': 'Ridgeline · Diese E-Mail wurde an {email} gesendet.',
    'email.greeting': 'Hallo,',
    'email.greetingNamed': 'Hallo {firstName},',
    'email.passwordReset.subject': 'Setzen Sie Ihr Ridgeline-Passwort zurück',
    'email.passwordReset.intro':
      'Folgen Sie diesem Link innerhalb einer Stunde, um ein neues Passwort zu wählen:',
    'email.passwordReset.action': 'Neues Passwort wählen',
    'email.passwordReset.ignore':
      'Wenn Sie dies nicht angefordert haben, ignorieren Sie diese E-Mail: Ihr Passwort bleibt unverändert.',
    'email.welcome.subject': 'Willkommen bei Ridgeline',
    'email.welcome.body':
      'Ihr Ridgeline-Konto ist bereit. Melden Sie sich mit {email} an, um Bestellungen zu verfolgen, Adressen und Karten zu speichern und schneller zu bezahlen.',
    'email.order.subject': 'Ihre Ridgeline-Bestellung {orderNumber}',
    'email.order.line': '{qty} × {name} ({color}, {size}): {amount}',
    'email.order.discount': 'Rabatt: -{amount}',
    'email.order.shipping': 'Versand: {amount}',
    'email.order.tax': 'Steuern: {amount}',
    'email.order.taxIncluded': 'Steuern: {amount} (enthalten)',
    'email.order.total': 'Gesamt: {amount}',
    'email.shipped.subject': 'Ihre Ridgeline-Bestellung {orderNumber} ist unterwegs',
    'email.shipped.body': 'Sendungsnummer: {tracking}',
    'email.cancelled.subject': 'Ihre Ridgeline-Bestellung {orderNumber} wurde storniert',
    'email.cancelled.body': 'Zahlungen wurden freigegeben.',
    'email.return.authorised.subject':
      'Ihre Rücksendung {reference} zur Bestellung {orderNumber} ist genehmigt',
    'email.return.authorised.intro': 'Wir haben die Rücksendung folgender Artikel genehmigt:',
    'email.return.line': '{qty} × {name} ({color}, {size})',
    'email.return.authorised.howTo':
      'Verpacken Sie die Artikel, schreiben Sie {reference} auf das Paket und senden Sie es mit Ihrem Rücksendeetikett. Wir erstatten den Betrag, sobald es bei uns eingegangen ist.',
    'email.return.refunded.subject': 'Ihre Rücksendung {reference} ist erstattet',
    'email.return.refunded.body':
      'Wir haben Ihre Rücksendung zur Bestellung {orderNumber} erhalten und {amount} auf Ihr Zahlungsmittel erstattet.',
    'email.pending.subject': 'Schließen Sie die Zahlung Ihrer Ridgeline-Bestellung {orderNumber} ab',
    'email.pending.body':
      'Ihre Bank hat Sie gebeten, die Zahlung für die Bestellung {orderNumber} zu bestätigen, und sie ist noch nicht bestätigt. Wir halten Ihre Artikel {minutes, plural, one {# Minute} other {# Minuten}} für Sie bereit: Schließen Sie die Zahlung ab, oder stornieren Sie die Bestellung, um sie sofort freizugeben.',
    'email.pending.action': 'Zahlung abschließen oder stornieren',
    'email.egift.subject': '{from} schenkt Ihnen eine Ridgeline E-Geschenkkarte',
    'email.egift.intro': 'Hallo {to}, {from} schenkt Ihnen eine Ridgeline E-Geschenkkarte über {amount}.',
    'email.egift.message': 'Die Nachricht dazu:',
    'email.egift.number': 'Geschenkkartennummer: {number}',
    'email.egift.howTo': 'Geben Sie diese Nummer an der Kasse unter „Geschenkkarte“ ein: {link}',
    'email.egift.replaces': 'Diese E-Mail ersetzt eine frühere: Die Nummer darin gilt nicht mehr.',
    'email.backInStock.subject': 'Wieder auf Lager: {name}',
    'email.backInStock.body': 'Gute Nachricht: {name} ({detail}) ist wieder auf Lager.',
    'email.backInStock.link': 'Jetzt ansehen: {url}',
    'email.contact.subject': 'Wir haben Ihre Nachricht erhalten',
    'email.contact.body':
      'vielen Dank für Ihre Nachricht an Ridgeline. Ihre Vorgangsnummer ist {caseId}; wir antworten innerhalb von zwei Werktagen.',
    'email.warranty.subject': 'Ihre Garantieanfrage',
    'email.supportReply.subject': 'Zu Ihrem Vorgang {caseId}',
    'email.supportReply.intro': 'Unser Kundenservice antwortet auf Ihre Nachricht zum Vorgang {caseId}:',
    'email.supportReply.outro':
      'Um etwas hinzuzufügen, antworten Sie auf diese E-Mail oder kontaktieren Sie uns erneut mit der Vorgangsnummer.',
    'email.warranty.body':
      'Wir haben den Garantiefall {caseId} für das Produkt {productId} eröffnet. Wir melden uns innerhalb von fünf Werktagen.',
    'email.subscription.subject': 'Bitte bestätigen Sie Ihr Ridgeline-Abonnement',
    'email.subscription.intro':
      'Bitte bestätigen Sie, dass Sie die Ridgeline-E-Mails {type} erhalten möchten:',
    'email.subscription.action': 'Abonnement bestätigen',
    'email.subscription.ignore': 'Wenn Sie dies nicht angefordert haben, ignorieren Sie diese E-Mail.',
  },
});
