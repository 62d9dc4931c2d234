import { defineMessages } from './define.ts';

const en = {
  'discovery.price.range': '{low} – {high}',
  'discovery.price.off': '{percent}% off',
  'discovery.price.historicBest': 'Lowest price in the 30 days before the sale: {price}',
  'discovery.price.previousBest': 'Previous best sale price: {price}',
  'discovery.price.saleSince': 'On sale since {date}',

  'discovery.dialog.close': 'Close',
  'discovery.dialog.loading': 'Loading…',
  'discovery.dialog.error': 'This could not be loaded. Please try again.',

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
  'discovery.recs.rating': 'Rated {score} out of 5 ({count} reviews)',

  'discovery.restock.title': 'Size sold out? Get an email when it is back',
  'discovery.restock.size': 'Size you want',
  'discovery.restock.email': 'Email address',
  'discovery.restock.submit': 'Notify me',
  'discovery.restock.sending': 'Signing you up…',
  'discovery.restock.success': 'Done. We will email {email} when size {size} is back in stock.',
  'discovery.restock.inStock': 'Good news: size {size} is in stock now, you can add it to your cart.',
  'discovery.restock.emailInvalid': 'Enter a valid email address, like name@example.com.',
  'discovery.restock.sizeRequired': 'Choose the size you are waiting for.',
} as const;

export const discoveryMessages = defineMessages(en, {
  fr: {
    'discovery.price.range': '{low} – {high}',
    'discovery.price.off': '{percent} % de remise',
    'discovery.price.historicBest': 'Prix le plus bas des 30 jours précédant la remise : {price}',
    'discovery.price.previousBest': 'Meilleur prix soldé précédent : {price}',
    'discovery.price.saleSince': 'En promotion depuis le {date}',

    'discovery.dialog.close': 'Fermer',
    'discovery.dialog.loading': 'Chargement…',
    'discovery.dialog.error': 'Le chargement a échoué. Veuillez réessayer.',

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
    'discovery.recs.rating': 'Noté {score} sur 5 ({count} avis)',

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
  },
  de: {
    'discovery.price.range': '{low} – {high}',
    'discovery.price.off': '{percent} % Rabatt',
    'discovery.price.historicBest': 'Niedrigster Preis der 30 Tage vor der Preissenkung: {price}',
    'discovery.price.previousBest': 'Bisher bester Aktionspreis: {price}',
    'discovery.price.saleSince': 'Reduziert seit {date}',

    'discovery.dialog.close': 'Schließen',
    'discovery.dialog.loading': 'Wird geladen…',
    'discovery.dialog.error': 'Das konnte nicht geladen werden. Bitte versuchen Sie es erneut.',

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
    'discovery.recs.rating': 'Mit {score} von 5 bewertet ({count} Bewertungen)',

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
  },
});
