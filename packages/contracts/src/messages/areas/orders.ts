import { defineMessages } from '../define.ts';

const en = {
  'orders.meta.lookupTitle': 'Track your order | Ridgeline',
  'orders.meta.lookupDescription': 'Find a Ridgeline order with your email address and order number.',
  'orders.meta.detailTitle': 'Order {orderNumber} | Ridgeline',
  'orders.meta.detailDescription': 'The status, tracking and documents of your Ridgeline order.',
  'orders.meta.historyTitle': 'Your orders | Ridgeline',
  'orders.meta.historyDescription': 'The orders of your Ridgeline account.',

  'orders.confirmation.track': 'Track or manage this order',

  'orders.lookup.title': 'Track your order',
  'orders.lookup.intro': 'Enter the email address and the order number from your order confirmation.',
  'orders.lookup.email': 'Email',
  'orders.lookup.orderNumber': 'Order number',
  'orders.lookup.orderNumberHint': 'RL followed by 10 digits, e.g. RL0123456789.',
  'orders.lookup.orderNumberInvalid': 'Enter an order number such as RL0123456789',
  'orders.lookup.submit': 'Find my order',
  'orders.lookup.searching': 'Searching…',
  'orders.lookup.again': 'To see this order, look it up with your email address and order number.',
  'orders.lookup.signedIn': 'Signed in? All your orders are in your account.',

  'orders.detail.title': 'Order {orderNumber}',
  'orders.detail.placedOn': 'Placed on {date}',
  'orders.detail.status': 'Status: {status}',
  'orders.detail.lookupAnother': 'Look up another order',
  'orders.detail.allOrders': 'All your orders',
  'orders.detail.manage': 'Manage this order',

  'orders.status.created': 'Placed',
  'orders.status.picked': 'Being prepared',
  'orders.status.shipped': 'Shipped',
  'orders.status.delivered': 'Delivered',
  'orders.status.cancelled': 'Cancelled',
  'orders.status.pending_authentication': 'Awaiting payment authentication',
  'orders.status.ready_for_pickup': 'Ready for pickup',

  'orders.timeline.title': 'Order progress',
  'orders.timeline.placed': 'Order placed',
  'orders.timeline.picked': 'Picked and packed',
  'orders.timeline.shipped': 'Shipped',
  'orders.timeline.delivered': 'Delivered',
  'orders.timeline.ready_for_pickup': 'Ready for pickup in store',
  'orders.timeline.collected': 'Collected in store',
  'orders.timeline.cancelled': 'Cancelled',
  'orders.timeline.awaiting_authentication': 'Waiting for payment authentication',
  'orders.timeline.return_label_created': 'Return label created',
  'orders.timeline.tracking': 'Tracking number: {tracking}',
  'orders.timeline.done': 'done',
  'orders.timeline.upcoming': 'not yet',
  'orders.timeline.waiting': 'awaiting authentication',

  'orders.cancel.button': 'Cancel order',
  'orders.cancel.title': 'Cancel this order?',
  'orders.cancel.text':
    'Order {orderNumber} will be cancelled and any payment released. This cannot be undone.',
  'orders.cancel.confirm': 'Yes, cancel the order',
  'orders.cancel.keep': 'Keep the order',
  'orders.cancel.cancelling': 'Cancelling…',
  'orders.cancel.done': 'Your order is cancelled. Any payment taken has been released.',
  'orders.cancel.until': 'You can cancel an order until it ships.',
  'orders.pending.notice':
    'Order {orderNumber} is waiting for you to confirm the payment with your bank. Its items are held for you until you finish paying or cancel.',
  'orders.pending.resume': 'Complete payment',
  'orders.pending.resumeNamed': 'Complete payment for order {orderNumber}',
  'orders.pending.cancel': 'Cancel order {orderNumber}',
  'orders.pending.cancelled': 'Order {orderNumber} is cancelled and its items are back in your cart.',

  'orders.returnLabel.button': 'Download a return label (PDF)',
  'orders.returnLabel.hint': 'Print the label and stick it on the parcel with the items you return.',
  'orders.returnLabel.notYet': 'A return label is available once the order has shipped.',
  'orders.invoice.button': 'Download the invoice (PDF)',

  'orders.history.title': 'Your orders',
  'orders.history.empty': 'You have not placed any orders yet.',
  'orders.history.startShopping': 'Start shopping',
  'orders.history.placed': 'Placed on {date}',
  'orders.history.items': '{count, plural, one {# item} other {# items}}',
  'orders.history.view': 'View order {orderNumber}',
  'orders.history.previous': 'Previous page',
  'orders.history.next': 'Next page',
  'orders.history.page': 'Page {page} of {pages}',

  'orders.express.title': 'Express checkout',
  'orders.express.text':
    'Ship to your default address and pay with your main card: review and place the order in one step.',
  'orders.express.button': 'Express checkout',
  'orders.express.unavailable':
    'Express checkout needs a default address and a main saved card in your account.',
  'orders.express.failed': 'Express checkout is not available for this cart. Please check out step by step.',
} as const;

export const ordersMessages = defineMessages(en, {
  fr: {
    'orders.meta.lookupTitle': 'Suivre votre commande | Ridgeline',
    'orders.meta.lookupDescription':
      'Retrouvez une commande Ridgeline avec votre adresse e-mail et votre numéro de commande.',
    'orders.meta.detailTitle': 'Commande {orderNumber} | Ridgeline',
    'orders.meta.detailDescription': 'Le statut, le suivi et les documents de votre commande Ridgeline.',
    'orders.meta.historyTitle': 'Vos commandes | Ridgeline',
    'orders.meta.historyDescription': 'Les commandes de votre compte Ridgeline.',

    'orders.confirmation.track': 'Suivre ou gérer cette commande',

    'orders.lookup.title': 'Suivre votre commande',
    'orders.lookup.intro':
      'Saisissez l’adresse e-mail et le numéro de commande figurant dans votre confirmation de commande.',
    'orders.lookup.email': 'E-mail',
    'orders.lookup.orderNumber': 'Numéro de commande',
    'orders.lookup.orderNumberHint': 'RL suivi de 10 chiffres, par ex. RL0123456789.',
    'orders.lookup.orderNumberInvalid': 'Saisissez un numéro de commande tel que RL0123456789',
    'orders.lookup.submit': 'Trouver ma commande',
    'orders.lookup.searching': 'Recherche…',
    'orders.lookup.again':
      'Pour voir cette commande, recherchez-la avec votre adresse e-mail et votre numéro de commande.',
    'orders.lookup.signedIn': 'Connecté ? Toutes vos commandes sont dans votre compte.',

    'orders.detail.title': 'Commande {orderNumber}',
    'orders.detail.placedOn': 'Passée le {date}',
    'orders.detail.status': 'Statut : {status}',
    'orders.detail.lookupAnother': 'Rechercher une autre commande',
    'orders.detail.allOrders': 'Toutes vos commandes',
    'orders.detail.manage': 'Gérer cette commande',

    'orders.status.created': 'Passée',
    'orders.status.picked': 'En préparation',
    'orders.status.shipped': 'Expédiée',
    'orders.status.delivered': 'Livrée',
    'orders.status.cancelled': 'Annulée',
    'orders.status.pending_authentication': 'En attente d’authentification du paiement',
    'orders.status.ready_for_pickup': 'Prête à être retirée',

    'orders.timeline.title': 'Avancement de la commande',
    'orders.timeline.placed': 'Commande passée',
    'orders.timeline.picked': 'Préparée et emballée',
    'orders.timeline.shipped': 'Expédiée',
    'orders.timeline.delivered': 'Livrée',
    'orders.timeline.ready_for_pickup': 'Prête à être retirée en magasin',
    'orders.timeline.collected': 'Retirée en magasin',
    'orders.timeline.cancelled': 'Annulée',
    'orders.timeline.awaiting_authentication': 'En attente d’authentification du paiement',
    'orders.timeline.return_label_created': 'Étiquette de retour créée',
    'orders.timeline.tracking': 'Numéro de suivi : {tracking}',
    'orders.timeline.done': 'terminé',
    'orders.timeline.upcoming': 'pas encore',
    'orders.timeline.waiting': 'en attente d’authentification',

    'orders.cancel.button': 'Annuler la commande',
    'orders.cancel.title': 'Annuler cette commande ?',
    'orders.cancel.text':
      'La commande {orderNumber} sera annulée et tout paiement libéré. Cette action est définitive.',
    'orders.cancel.confirm': 'Oui, annuler la commande',
    'orders.cancel.keep': 'Conserver la commande',
    'orders.cancel.cancelling': 'Annulation…',
    'orders.cancel.done': 'Votre commande est annulée. Tout paiement a été libéré.',
    'orders.cancel.until': 'Vous pouvez annuler une commande jusqu’à son expédition.',
    'orders.pending.notice':
      'La commande {orderNumber} attend que vous confirmiez le paiement auprès de votre banque. Ses articles vous sont réservés jusqu’à ce que vous finalisiez le paiement ou annuliez.',
    'orders.pending.resume': 'Finaliser le paiement',
    'orders.pending.resumeNamed': 'Finaliser le paiement de la commande {orderNumber}',
    'orders.pending.cancel': 'Annuler la commande {orderNumber}',
    'orders.pending.cancelled':
      'La commande {orderNumber} est annulée et ses articles sont de retour dans votre panier.',

    'orders.returnLabel.button': 'Télécharger une étiquette de retour (PDF)',
    'orders.returnLabel.hint':
      'Imprimez l’étiquette et collez-la sur le colis contenant les articles retournés.',
    'orders.returnLabel.notYet': 'Une étiquette de retour est disponible dès l’expédition de la commande.',
    'orders.invoice.button': 'Télécharger la facture (PDF)',

    'orders.history.title': 'Vos commandes',
    'orders.history.empty': 'Vous n’avez encore passé aucune commande.',
    'orders.history.startShopping': 'Commencer vos achats',
    'orders.history.placed': 'Passée le {date}',
    'orders.history.items': '{count, plural, one {# article} other {# articles}}',
    'orders.history.view': 'Voir la commande {orderNumber}',
    'orders.history.previous': 'Page précédente',
    'orders.history.next': 'Page suivante',
    'orders.history.page': 'Page {page} sur {pages}',

    'orders.express.title': 'Paiement express',
    'orders.express.text':
      'Livraison à votre adresse par défaut et paiement avec votre carte principale : vérifiez et commandez en une étape.',
    'orders.express.button': 'Paiement express',
    'orders.express.unavailable':
      'Le paiement express nécessite une adresse par défaut et une carte principale enregistrée dans votre compte.',
    'orders.express.failed':
      'Le paiement express n’est pas disponible pour ce panier. Veuillez passer par les étapes habituelles.',
  },
  de: {
    'orders.meta.lookupTitle': 'Bestellung verfolgen | Ridgeline',
    'orders.meta.lookupDescription':
      'Finden Sie eine Ridgeline-Bestellung mit E-Mail-Adresse und Bestellnummer.',
    'orders.meta.detailTitle': 'Bestellung {orderNumber} | Ridgeline',
    'orders.meta.detailDescription': 'Status, Sendungsverfolgung und Dokumente Ihrer Ridgeline-Bestellung.',
    'orders.meta.historyTitle': 'Ihre Bestellungen | Ridgeline',
    'orders.meta.historyDescription': 'Die Bestellungen Ihres Ridgeline-Kontos.',

    'orders.confirmation.track': 'Diese Bestellung verfolgen oder verwalten',

    'orders.lookup.title': 'Bestellung verfolgen',
    'orders.lookup.intro':
      'Geben Sie die E-Mail-Adresse und die Bestellnummer aus Ihrer Bestellbestätigung ein.',
    'orders.lookup.email': 'E-Mail',
    'orders.lookup.orderNumber': 'Bestellnummer',
    'orders.lookup.orderNumberHint': 'RL gefolgt von 10 Ziffern, z. B. RL0123456789.',
    'orders.lookup.orderNumberInvalid': 'Geben Sie eine Bestellnummer wie RL0123456789 ein',
    'orders.lookup.submit': 'Bestellung finden',
    'orders.lookup.searching': 'Suche läuft…',
    'orders.lookup.again':
      'Um diese Bestellung zu sehen, suchen Sie sie mit Ihrer E-Mail-Adresse und Bestellnummer.',
    'orders.lookup.signedIn': 'Angemeldet? Alle Ihre Bestellungen finden Sie in Ihrem Konto.',

    'orders.detail.title': 'Bestellung {orderNumber}',
    'orders.detail.placedOn': 'Aufgegeben am {date}',
    'orders.detail.status': 'Status: {status}',
    'orders.detail.lookupAnother': 'Eine andere Bestellung suchen',
    'orders.detail.allOrders': 'Alle Ihre Bestellungen',
    'orders.detail.manage': 'Diese Bestellung verwalten',

    'orders.status.created': 'Aufgegeben',
    'orders.status.picked': 'In Vorbereitung',
    'orders.status.shipped': 'Versandt',
    'orders.status.delivered': 'Zugestellt',
    'orders.status.cancelled': 'Storniert',
    'orders.status.pending_authentication': 'Zahlungsbestätigung ausstehend',
    'orders.status.ready_for_pickup': 'Abholbereit',

    'orders.timeline.title': 'Bestellverlauf',
    'orders.timeline.placed': 'Bestellung aufgegeben',
    'orders.timeline.picked': 'Kommissioniert und verpackt',
    'orders.timeline.shipped': 'Versandt',
    'orders.timeline.delivered': 'Zugestellt',
    'orders.timeline.ready_for_pickup': 'Abholbereit im Geschäft',
    'orders.timeline.collected': 'Im Geschäft abgeholt',
    'orders.timeline.cancelled': 'Storniert',
    'orders.timeline.awaiting_authentication': 'Warten auf Zahlungsbestätigung',
    'orders.timeline.return_label_created': 'Rücksendeetikett erstellt',
    'orders.timeline.tracking': 'Sendungsnummer: {tracking}',
    'orders.timeline.done': 'erledigt',
    'orders.timeline.upcoming': 'noch nicht',
    'orders.timeline.waiting': 'wartet auf Authentifizierung',

    'orders.cancel.button': 'Bestellung stornieren',
    'orders.cancel.title': 'Diese Bestellung stornieren?',
    'orders.cancel.text':
      'Bestellung {orderNumber} wird storniert und jede Zahlung freigegeben. Dies kann nicht rückgängig gemacht werden.',
    'orders.cancel.confirm': 'Ja, Bestellung stornieren',
    'orders.cancel.keep': 'Bestellung behalten',
    'orders.cancel.cancelling': 'Wird storniert…',
    'orders.cancel.done': 'Ihre Bestellung ist storniert. Zahlungen wurden freigegeben.',
    'orders.cancel.until': 'Sie können eine Bestellung stornieren, bis sie versandt wird.',
    'orders.pending.notice':
      'Die Bestellung {orderNumber} wartet darauf, dass Sie die Zahlung bei Ihrer Bank bestätigen. Die Artikel sind für Sie reserviert, bis Sie die Zahlung abschließen oder stornieren.',
    'orders.pending.resume': 'Zahlung abschließen',
    'orders.pending.resumeNamed': 'Zahlung für Bestellung {orderNumber} abschließen',
    'orders.pending.cancel': 'Bestellung {orderNumber} stornieren',
    'orders.pending.cancelled':
      'Die Bestellung {orderNumber} ist storniert, und ihre Artikel liegen wieder in Ihrem Warenkorb.',

    'orders.returnLabel.button': 'Rücksendeetikett herunterladen (PDF)',
    'orders.returnLabel.hint':
      'Drucken Sie das Etikett aus und kleben Sie es auf das Paket mit den Rücksendungen.',
    'orders.returnLabel.notYet': 'Ein Rücksendeetikett gibt es, sobald die Bestellung versandt wurde.',
    'orders.invoice.button': 'Rechnung herunterladen (PDF)',

    'orders.history.title': 'Ihre Bestellungen',
    'orders.history.empty': 'Sie haben noch keine Bestellungen aufgegeben.',
    'orders.history.startShopping': 'Jetzt einkaufen',
    'orders.history.placed': 'Aufgegeben am {date}',
    'orders.history.items': '{count, number} Artikel',
    'orders.history.view': 'Bestellung {orderNumber} ansehen',
    'orders.history.previous': 'Vorherige Seite',
    'orders.history.next': 'Nächste Seite',
    'orders.history.page': 'Seite {page} von {pages}',

    'orders.express.title': 'Express-Kasse',
    'orders.express.text':
      'Lieferung an Ihre Standardadresse, Zahlung mit Ihrer Hauptkarte: prüfen und in einem Schritt bestellen.',
    'orders.express.button': 'Express-Kasse',
    'orders.express.unavailable':
      'Für die Express-Kasse brauchen Sie eine Standardadresse und eine gespeicherte Hauptkarte in Ihrem Konto.',
    'orders.express.failed':
      'Die Express-Kasse ist für diesen Warenkorb nicht verfügbar. Bitte gehen Sie Schritt für Schritt zur Kasse.',
  },
});
