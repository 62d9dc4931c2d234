import { defineMessages } from '../define.ts';

const en = {
  'discovery.dialog.close': 'Close',
  'discovery.dialog.loading': 'Loading…',
  'discovery.dialog.error': 'This could not be loaded. Please try again.',
  'discovery.content.playVideo': 'Play video: {title}',
  'discovery.content.pauseVideo': 'Pause video',
  'discovery.content.resumeVideo': 'Play video',
  'discovery.content.galleryEmpty': 'Photos from our community will appear here soon.',
  'discovery.content.loading': 'Loading content…',

  'discovery.sizeChart.link': 'Size chart',
  'discovery.sizeChart.backToProduct': 'Back to the product',

  'discovery.compare.toggle': 'Compare',
  'discovery.compare.toggleLabel': 'Compare {name}',
  'discovery.compare.submit': 'Compare selected',
  'discovery.compare.submitCount': 'Compare selected ({count})',
  'discovery.compare.hint': 'Tick 2 to 4 products, then compare them side by side.',
  'discovery.compare.title': 'Compare products',
  'discovery.compare.tooFew': 'Choose 2 to 4 products to compare: tick “Compare” on the product tiles.',
  'discovery.compare.invalid': 'These products cannot be compared. Choose 2 to 4 different products.',
  'discovery.compare.notFound': 'One of these products is no longer available. Please choose again.',
  'discovery.compare.product': 'Product',
  'discovery.compare.price': 'Price',
  'discovery.compare.remove': 'Remove {name} from the comparison',
  'discovery.compare.removeShort': 'Remove',
  'discovery.compare.none': '–',
  'discovery.compare.continue': 'Continue shopping',

  'discovery.looks.title': 'Shop the look',
  'discovery.looks.view': 'See the whole look',
  'discovery.recs.similar': 'You may also like',
  'discovery.recs.together': 'Frequently bought together',
  'discovery.recs.rating':
    '{count, plural, one {Rated {score} out of 5 (# review)} other {Rated {score} out of 5 (# reviews)}}',

  'discovery.restock.title': 'Size sold out? Get an email when it is back',
  'discovery.restock.size': 'Size you want',
  'discovery.restock.email': 'Email address',
  'discovery.restock.submit': 'Notify me',
  'discovery.restock.sending': 'Signing you up…',
  'discovery.restock.success': 'Done. We will email {email} when size {size} is back in stock.',
  'discovery.restock.inStock': 'Good news: size {size} is in stock now, you can add it to your cart.',
  'discovery.restock.emailInvalid': 'Enter a valid email address, like name@example.com.',
  'discovery.restock.sizeRequired': 'Choose the size you are waiting for.',

  'discovery.stores.title': 'Find a store',
  'discovery.stores.intro':
    'Search by postal code or city to see the stores near you, with their opening hours.',
  'discovery.stores.query': 'Postal code or city',
  'discovery.stores.search': 'Search',
  'discovery.stores.useLocation': 'Use my location',
  'discovery.stores.locating': 'Finding your location…',
  'discovery.stores.locationError':
    'We could not get your location. Please search by postal code or city instead.',
  'discovery.stores.notFound': 'We could not find this place. Please check it or search by city.',
  'discovery.stores.results': '{count, plural, one {# store near {place}} other {# stores near {place}}}',
  'discovery.stores.all': 'All our stores',
  'discovery.stores.none': 'No store within {radius} km of {place}. Try another postal code or city.',
  'discovery.stores.distance': '{km} km away',
  'discovery.stores.hours': 'Opening hours',
  'discovery.stores.open': '{opens}–{closes}',
  'discovery.stores.closed': 'Closed',
  'discovery.stores.phone': 'Phone',
  'discovery.stores.pickup': 'Click and collect',
  'discovery.stores.mapLabel':
    '{count, plural, one {Map of # store, numbered as in the list} other {Map of # stores, numbered as in the list}}',
  'discovery.stores.mapCaption':
    'Stores are numbered as in the list; the diamond marks the place you searched.',
  'discovery.stores.you': 'Your search',
  'discovery.availability.link': 'Check in-store availability',
  'discovery.availability.title': 'In-store availability',
  'discovery.availability.intro':
    'Enter a postal code or city to see which stores near you have {name} in stock.',
  'discovery.availability.forSize': 'Stock for size {size}:',
  'discovery.availability.anySize': 'No size chosen: showing the sizes each store has in this colour.',
  'discovery.availability.stock': '{state, select, in {In stock} low {Only a few left} other {Not in stock}}',
  'discovery.availability.sizesInStock': 'In stock in sizes {sizes}',

  'discovery.quickShop.open': 'Quick shop',
  'discovery.quickShop.label': 'Quick shop: {name}',
  'discovery.quickShop.title': 'Quick shop: {name}',
  'discovery.quickShop.details': 'See full product details',
  'discovery.reviews.helpfulQuestion': 'Helpful?',
  'discovery.reviews.yes': 'Yes',
  'discovery.reviews.no': 'No',
  'discovery.reviews.helpfulYesLabel':
    '{count, plural, one {Yes, helpful (# vote)} other {Yes, helpful (# votes)}}',
  'discovery.reviews.helpfulNoLabel':
    '{count, plural, one {No, not helpful (# vote)} other {No, not helpful (# votes)}}',
  'discovery.reviews.voted': 'Thank you for your vote.',
  'discovery.reviews.report': 'Report this review',
  'discovery.reviews.reason': 'Reason',
  'discovery.reviews.chooseReason': 'Choose a reason',
  'discovery.reviews.reasonRequired': 'Please choose why you are reporting this review.',
  'discovery.reviews.sendReport': 'Send report',
  'discovery.reviews.flagged': 'Thank you. Our team will check this review.',
  'discovery.reviews.translate': 'Translate',
  'discovery.reviews.translated': 'Translated review',
  'discovery.reviews.reason.inappropriate': 'Inappropriate content',
  'discovery.reviews.reason.spam': 'Spam or advertising',
  'discovery.reviews.reason.off-topic': 'Off topic',
  'discovery.reviews.reason.not-about-product': 'Not about this product',
  'discovery.reviews.reason.other': 'Something else',

  'discovery.hub.popular': 'Popular searches',
  'discovery.hub.categories': 'Top categories',
  'discovery.stores.yourLocation': 'your location',
} as const;

export const discoveryMessages = defineMessages(en, {
  fr: {
    'discovery.dialog.close': 'Fermer',
    'discovery.dialog.loading': 'Chargement…',
    'discovery.dialog.error': 'Le chargement a échoué. Veuillez réessayer.',
    'discovery.content.playVideo': 'Lire la vidéo : {title}',
    'discovery.content.pauseVideo': 'Mettre la vidéo en pause',
    'discovery.content.resumeVideo': 'Lire la vidéo',
    'discovery.content.galleryEmpty': 'Les photos de notre communauté apparaîtront bientôt ici.',
    'discovery.content.loading': 'Chargement du contenu…',

    'discovery.sizeChart.link': 'Guide des tailles',
    'discovery.sizeChart.backToProduct': 'Retour au produit',

    'discovery.compare.toggle': 'Comparer',
    'discovery.compare.toggleLabel': 'Comparer {name}',
    'discovery.compare.submit': 'Comparer la sélection',
    'discovery.compare.submitCount': 'Comparer la sélection ({count})',
    'discovery.compare.hint': 'Cochez 2 à 4 produits, puis comparez-les côte à côte.',
    'discovery.compare.title': 'Comparer des produits',
    'discovery.compare.tooFew':
      'Choisissez 2 à 4 produits à comparer : cochez « Comparer » sur les vignettes des produits.',
    'discovery.compare.invalid':
      'Ces produits ne peuvent pas être comparés. Choisissez 2 à 4 produits différents.',
    'discovery.compare.notFound': 'L’un de ces produits n’est plus disponible. Veuillez refaire votre choix.',
    'discovery.compare.product': 'Produit',
    'discovery.compare.price': 'Prix',
    'discovery.compare.remove': 'Retirer {name} de la comparaison',
    'discovery.compare.removeShort': 'Retirer',
    'discovery.compare.none': '–',
    'discovery.compare.continue': 'Continuer mes achats',

    'discovery.looks.title': 'Adoptez le look',
    'discovery.looks.view': 'Voir tout le look',
    'discovery.recs.similar': 'Vous aimerez aussi',
    'discovery.recs.together': 'Souvent achetés ensemble',
    'discovery.recs.rating': 'Noté {score} sur 5 ({count, number} avis)',

    'discovery.restock.title': 'Taille épuisée ? Recevez un e-mail dès son retour',
    'discovery.restock.size': 'Taille souhaitée',
    'discovery.restock.email': 'Adresse e-mail',
    'discovery.restock.submit': 'Me prévenir',
    'discovery.restock.sending': 'Inscription en cours…',
    'discovery.restock.success':
      'C’est noté. Nous écrirons à {email} dès que la taille {size} sera de nouveau en stock.',
    'discovery.restock.inStock':
      'Bonne nouvelle : la taille {size} est en stock, vous pouvez l’ajouter à votre panier.',
    'discovery.restock.emailInvalid': 'Saisissez une adresse e-mail valide, par exemple nom@exemple.fr.',
    'discovery.restock.sizeRequired': 'Choisissez la taille que vous attendez.',

    'discovery.stores.title': 'Trouver un magasin',
    'discovery.stores.intro':
      'Recherchez par code postal ou par ville pour voir les magasins proches de chez vous et leurs horaires.',
    'discovery.stores.query': 'Code postal ou ville',
    'discovery.stores.search': 'Rechercher',
    'discovery.stores.useLocation': 'Utiliser ma position',
    'discovery.stores.locating': 'Localisation en cours…',
    'discovery.stores.locationError':
      'Nous n’avons pas pu obtenir votre position. Recherchez plutôt par code postal ou par ville.',
    'discovery.stores.notFound': 'Nous n’avons pas trouvé ce lieu. Vérifiez-le ou recherchez par ville.',
    'discovery.stores.results':
      '{count, plural, one {# magasin près de {place}} other {# magasins près de {place}}}',
    'discovery.stores.all': 'Tous nos magasins',
    'discovery.stores.none':
      'Aucun magasin à moins de {radius} km de {place}. Essayez un autre code postal ou une autre ville.',
    'discovery.stores.distance': 'À {km} km',
    'discovery.stores.hours': 'Horaires d’ouverture',
    'discovery.stores.open': '{opens}–{closes}',
    'discovery.stores.closed': 'Fermé',
    'discovery.stores.phone': 'Téléphone',
    'discovery.stores.pickup': 'Retrait en magasin',
    'discovery.stores.mapLabel':
      '{count, plural, one {Carte de # magasin, numéroté comme dans la liste} other {Carte de # magasins, numérotés comme dans la liste}}',
    'discovery.stores.mapCaption':
      'Les magasins sont numérotés comme dans la liste ; le losange indique le lieu recherché.',
    'discovery.stores.you': 'Votre recherche',
    'discovery.availability.link': 'Vérifier la disponibilité en magasin',
    'discovery.availability.title': 'Disponibilité en magasin',
    'discovery.availability.intro':
      'Saisissez un code postal ou une ville pour voir quels magasins proches ont {name} en stock.',
    'discovery.availability.forSize': 'Stock pour la taille {size} :',
    'discovery.availability.anySize':
      'Aucune taille choisie : voici les tailles disponibles dans ce coloris, par magasin.',
    'discovery.availability.stock':
      '{state, select, in {En stock} low {Plus que quelques pièces} other {Pas en stock}}',
    'discovery.availability.sizesInStock': 'En stock dans les tailles {sizes}',

    'discovery.quickShop.open': 'Achat rapide',
    'discovery.quickShop.label': 'Achat rapide : {name}',
    'discovery.quickShop.title': 'Achat rapide : {name}',
    'discovery.quickShop.details': 'Voir la fiche produit complète',
    'discovery.reviews.helpfulQuestion': 'Utile ?',
    'discovery.reviews.yes': 'Oui',
    'discovery.reviews.no': 'Non',
    'discovery.reviews.helpfulYesLabel':
      '{count, plural, one {Oui, utile (# vote)} other {Oui, utile (# votes)}}',
    'discovery.reviews.helpfulNoLabel':
      '{count, plural, one {Non, pas utile (# vote)} other {Non, pas utile (# votes)}}',
    'discovery.reviews.voted': 'Merci pour votre vote.',
    'discovery.reviews.report': 'Signaler cet avis',
    'discovery.reviews.reason': 'Motif',
    'discovery.reviews.chooseReason': 'Choisissez un motif',
    'discovery.reviews.reasonRequired': 'Veuillez indiquer pourquoi vous signalez cet avis.',
    'discovery.reviews.sendReport': 'Envoyer le signalement',
    'discovery.reviews.flagged': 'Merci. Notre équipe va examiner cet avis.',
    'discovery.reviews.translate': 'Traduire',
    'discovery.reviews.translated': 'Avis traduit',
    'discovery.reviews.reason.inappropriate': 'Contenu inapproprié',
    'discovery.reviews.reason.spam': 'Spam ou publicité',
    'discovery.reviews.reason.off-topic': 'Hors sujet',
    'discovery.reviews.reason.not-about-product': 'Ne concerne pas ce produit',
    'discovery.reviews.reason.other': 'Autre chose',

    'discovery.hub.popular': 'Recherches populaires',
    'discovery.hub.categories': 'Catégories phares',
    'discovery.stores.yourLocation': 'votre position',
  },
  de: {
    'discovery.dialog.close': 'Schließen',
    'discovery.dialog.loading': 'Wird geladen…',
    'discovery.dialog.error': 'Das konnte nicht geladen werden. Bitte versuchen Sie es erneut.',
    'discovery.content.playVideo': 'Video abspielen: {title}',
    'discovery.content.pauseVideo': 'Video anhalten',
    'discovery.content.resumeVideo': 'Video abspielen',
    'discovery.content.galleryEmpty': 'Fotos aus unserer Community erscheinen hier in Kürze.',
    'discovery.content.loading': 'Inhalt wird geladen…',

    'discovery.sizeChart.link': 'Größentabelle',
    'discovery.sizeChart.backToProduct': 'Zurück zum Produkt',

    'discovery.compare.toggle': 'Vergleichen',
    'discovery.compare.toggleLabel': '{name} vergleichen',
    'discovery.compare.submit': 'Auswahl vergleichen',
    'discovery.compare.submitCount': 'Auswahl vergleichen ({count})',
    'discovery.compare.hint': 'Markieren Sie 2 bis 4 Produkte und vergleichen Sie sie nebeneinander.',
    'discovery.compare.title': 'Produkte vergleichen',
    'discovery.compare.tooFew':
      'Wählen Sie 2 bis 4 Produkte zum Vergleich: Markieren Sie „Vergleichen“ bei den Produkten.',
    'discovery.compare.invalid':
      'Diese Produkte lassen sich nicht vergleichen. Wählen Sie 2 bis 4 verschiedene Produkte.',
    'discovery.compare.notFound': 'Eines dieser Produkte ist nicht mehr verfügbar. Bitte wählen Sie neu.',
    'discovery.compare.product': 'Produkt',
    'discovery.compare.price': 'Preis',
    'discovery.compare.remove': '{name} aus dem Vergleich entfernen',
    'discovery.compare.removeShort': 'Entfernen',
    'discovery.compare.none': '–',
    'discovery.compare.continue': 'Weiter einkaufen',

    'discovery.looks.title': 'Den Look kaufen',
    'discovery.looks.view': 'Den ganzen Look ansehen',
    'discovery.recs.similar': 'Das könnte Ihnen auch gefallen',
    'discovery.recs.together': 'Wird oft zusammen gekauft',
    'discovery.recs.rating':
      '{count, plural, one {Mit {score} von 5 bewertet (# Bewertung)} other {Mit {score} von 5 bewertet (# Bewertungen)}}',

    'discovery.restock.title': 'Größe ausverkauft? Wir benachrichtigen Sie per E-Mail',
    'discovery.restock.size': 'Gewünschte Größe',
    'discovery.restock.email': 'E-Mail-Adresse',
    'discovery.restock.submit': 'Benachrichtigen',
    'discovery.restock.sending': 'Wird eingetragen…',
    'discovery.restock.success':
      'Erledigt. Wir schreiben an {email}, sobald Größe {size} wieder vorrätig ist.',
    'discovery.restock.inStock':
      'Gute Nachricht: Größe {size} ist vorrätig, Sie können sie in den Warenkorb legen.',
    'discovery.restock.emailInvalid': 'Geben Sie eine gültige E-Mail-Adresse ein, z. B. name@beispiel.de.',
    'discovery.restock.sizeRequired': 'Wählen Sie die Größe, auf die Sie warten.',

    'discovery.stores.title': 'Filiale finden',
    'discovery.stores.intro':
      'Suchen Sie nach Postleitzahl oder Ort, um Filialen in Ihrer Nähe mit Öffnungszeiten zu sehen.',
    'discovery.stores.query': 'Postleitzahl oder Ort',
    'discovery.stores.search': 'Suchen',
    'discovery.stores.useLocation': 'Meinen Standort verwenden',
    'discovery.stores.locating': 'Standort wird ermittelt…',
    'discovery.stores.locationError':
      'Wir konnten Ihren Standort nicht ermitteln. Bitte suchen Sie nach Postleitzahl oder Ort.',
    'discovery.stores.notFound':
      'Wir konnten diesen Ort nicht finden. Bitte prüfen Sie ihn oder suchen Sie nach Stadt.',
    'discovery.stores.results':
      '{count, plural, one {# Filiale in der Nähe von {place}} other {# Filialen in der Nähe von {place}}}',
    'discovery.stores.all': 'Alle unsere Filialen',
    'discovery.stores.none':
      'Keine Filiale im Umkreis von {radius} km um {place}. Versuchen Sie eine andere Postleitzahl oder einen anderen Ort.',
    'discovery.stores.distance': '{km} km entfernt',
    'discovery.stores.hours': 'Öffnungszeiten',
    'discovery.stores.open': '{opens}–{closes}',
    'discovery.stores.closed': 'Geschlossen',
    'discovery.stores.phone': 'Telefon',
    'discovery.stores.pickup': 'Click & Collect',
    'discovery.stores.mapLabel':
      '{count, plural, one {Karte mit # Filiale, nummeriert wie in der Liste} other {Karte mit # Filialen, nummeriert wie in der Liste}}',
    'discovery.stores.mapCaption':
      'Die Filialen sind wie in der Liste nummeriert; die Raute markiert den gesuchten Ort.',
    'discovery.stores.you': 'Ihre Suche',
    'discovery.availability.link': 'Verfügbarkeit in der Filiale prüfen',
    'discovery.availability.title': 'Verfügbarkeit in der Filiale',
    'discovery.availability.intro':
      'Geben Sie eine Postleitzahl oder einen Ort ein, um zu sehen, welche Filialen in Ihrer Nähe {name} vorrätig haben.',
    'discovery.availability.forSize': 'Bestand für Größe {size}:',
    'discovery.availability.anySize':
      'Keine Größe gewählt: Hier sehen Sie die vorrätigen Größen dieser Farbe je Filiale.',
    'discovery.availability.stock':
      '{state, select, in {Vorrätig} low {Nur noch wenige verfügbar} other {Nicht vorrätig}}',
    'discovery.availability.sizesInStock': 'Vorrätig in den Größen {sizes}',

    'discovery.quickShop.open': 'Schnellkauf',
    'discovery.quickShop.label': 'Schnellkauf: {name}',
    'discovery.quickShop.title': 'Schnellkauf: {name}',
    'discovery.quickShop.details': 'Alle Produktdetails ansehen',
    'discovery.reviews.helpfulQuestion': 'Hilfreich?',
    'discovery.reviews.yes': 'Ja',
    'discovery.reviews.no': 'Nein',
    'discovery.reviews.helpfulYesLabel':
      '{count, plural, one {Ja, hilfreich (# Stimme)} other {Ja, hilfreich (# Stimmen)}}',
    'discovery.reviews.helpfulNoLabel':
      '{count, plural, one {Nein, nicht hilfreich (# Stimme)} other {Nein, nicht hilfreich (# Stimmen)}}',
    'discovery.reviews.voted': 'Vielen Dank für Ihre Stimme.',
    'discovery.reviews.report': 'Diese Bewertung melden',
    'discovery.reviews.reason': 'Grund',
    'discovery.reviews.chooseReason': 'Grund auswählen',
    'discovery.reviews.reasonRequired': 'Bitte wählen Sie, warum Sie diese Bewertung melden.',
    'discovery.reviews.sendReport': 'Meldung senden',
    'discovery.reviews.flagged': 'Vielen Dank. Unser Team prüft diese Bewertung.',
    'discovery.reviews.translate': 'Übersetzen',
    'discovery.reviews.translated': 'Übersetzte Bewertung',
    'discovery.reviews.reason.inappropriate': 'Unangemessener Inhalt',
    'discovery.reviews.reason.spam': 'Spam oder Werbung',
    'discovery.reviews.reason.off-topic': 'Themenfremd',
    'discovery.reviews.reason.not-about-product': 'Betrifft nicht dieses Produkt',
    'discovery.reviews.reason.other': 'Etwas anderes',

    'discovery.hub.popular': 'Beliebte Suchen',
    'discovery.hub.categories': 'Top-Kategorien',
    'discovery.stores.yourLocation': 'Ihrem Standort',
  },
});
