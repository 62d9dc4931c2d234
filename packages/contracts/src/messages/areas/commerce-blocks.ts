import { defineMessages } from '../define.ts';

/**
 * The commerce content blocks' chrome (decision 076): carousels, recommendations, upsell, the journal's
 * article grid and article pages. Authored text (titles, article bodies) comes from content, per locale.
 */
const en = {
  'commerceBlocks.carousel.label': 'Carousel',
  'commerceBlocks.carousel.previous': 'Previous slide',
  'commerceBlocks.carousel.next': 'Next slide',
  'commerceBlocks.carousel.slide': 'Slide {index} of {count}',
  'commerceBlocks.carousel.goTo': 'Show slide {index}',
  'commerceBlocks.carousel.pause': 'Pause the carousel',
  'commerceBlocks.carousel.play': 'Play the carousel',
  'commerceBlocks.carousel.progress': 'Slide {index} of {count}',

  'commerceBlocks.recs.loading': 'Loading recommendations…',
  'commerceBlocks.upsell.add': 'Add to cart',
  'commerceBlocks.upsell.addSelected':
    'Add {count, plural, =0 {selected items} one {# item} other {# items}} to cart',
  'commerceBlocks.upsell.choose': 'Add {name} ({detail})',
  'commerceBlocks.upsell.adding': 'Adding…',
  'commerceBlocks.upsell.added': '{count, plural, one {# item was} other {# items were}} added to your cart.',
  'commerceBlocks.upsell.failed': 'We could not add this to your cart. Please try again.',
  'commerceBlocks.upsell.viewCart': 'View cart',
  'commerceBlocks.upsell.noneChosen': 'Choose at least one item to add.',

  'commerceBlocks.articles.filters': 'Filter articles by topic',
  'commerceBlocks.articles.clearAll': 'Clear all',
  'commerceBlocks.articles.seeMore': 'See more topics',
  'commerceBlocks.articles.seeLess': 'See fewer topics',
  'commerceBlocks.articles.loadMore': 'Load more articles',
  'commerceBlocks.articles.loading': 'Loading articles…',
  'commerceBlocks.articles.count': '{count, plural, =0 {No articles} one {# article} other {# articles}}',
  'commerceBlocks.articles.shown': 'Showing {shown} of {count}',
  'commerceBlocks.articles.none': 'No articles match these topics yet.',
  'commerceBlocks.articles.error': 'The articles could not be loaded. Please try again.',
  'commerceBlocks.article.published': 'Published on {date}',
  'commerceBlocks.article.related': 'Related stories',
  'commerceBlocks.article.tags': 'Topics',
  'commerceBlocks.article.back': 'All stories',
  'commerceBlocks.journal.title': 'Journal',
  'commerceBlocks.journal.metaTitle': 'Journal: trail guides, gear care and stories | Ridgeline',
  'commerceBlocks.journal.metaDescription':
    'Trail guides, gear care, sustainability and athlete stories from the Ridgeline journal.',
} as const;

export const commerceBlocksMessages = defineMessages(en, {
  fr: {
    'commerceBlocks.carousel.label': 'Carrousel',
    'commerceBlocks.carousel.previous': 'Diapositive précédente',
    'commerceBlocks.carousel.next': 'Diapositive suivante',
    'commerceBlocks.carousel.slide': 'Diapositive {index} sur {count}',
    'commerceBlocks.carousel.goTo': 'Afficher la diapositive {index}',
    'commerceBlocks.carousel.pause': 'Mettre le carrousel en pause',
    'commerceBlocks.carousel.play': 'Relancer le carrousel',
    'commerceBlocks.carousel.progress': 'Diapositive {index} sur {count}',

    'commerceBlocks.recs.loading': 'Chargement des recommandations…',
    'commerceBlocks.upsell.add': 'Ajouter au panier',
    'commerceBlocks.upsell.addSelected':
      'Ajouter {count, plural, =0 {la sélection} one {# article} other {# articles}} au panier',
    'commerceBlocks.upsell.choose': 'Ajouter {name} ({detail})',
    'commerceBlocks.upsell.adding': 'Ajout en cours…',
    'commerceBlocks.upsell.added':
      '{count, plural, one {# article a été ajouté} other {# articles ont été ajoutés}} à votre panier.',
    'commerceBlocks.upsell.failed': 'Nous n’avons pas pu l’ajouter à votre panier. Veuillez réessayer.',
    'commerceBlocks.upsell.viewCart': 'Voir le panier',
    'commerceBlocks.upsell.noneChosen': 'Choisissez au moins un article à ajouter.',

    'commerceBlocks.articles.filters': 'Filtrer les articles par thème',
    'commerceBlocks.articles.clearAll': 'Tout effacer',
    'commerceBlocks.articles.seeMore': 'Voir plus de thèmes',
    'commerceBlocks.articles.seeLess': 'Voir moins de thèmes',
    'commerceBlocks.articles.loadMore': 'Charger plus d’articles',
    'commerceBlocks.articles.loading': 'Chargement des articles…',
    'commerceBlocks.articles.count': '{count, plural, =0 {Aucun article} one {# article} other {# articles}}',
    'commerceBlocks.articles.shown': '{shown} sur {count}',
    'commerceBlocks.articles.none': 'Aucun article ne correspond encore à ces thèmes.',
    'commerceBlocks.articles.error': 'Les articles n’ont pas pu être chargés. Veuillez réessayer.',
    'commerceBlocks.article.published': 'Publié le {date}',
    'commerceBlocks.article.related': 'À lire aussi',
    'commerceBlocks.article.tags': 'Thèmes',
    'commerceBlocks.article.back': 'Tous les récits',
    'commerceBlocks.journal.title': 'Journal',
    'commerceBlocks.journal.metaTitle': 'Journal : itinéraires, entretien et récits | Ridgeline',
    'commerceBlocks.journal.metaDescription':
      'Itinéraires, entretien du matériel, durabilité et récits d’athlètes : le journal Ridgeline.',
  },
  de: {
    'commerceBlocks.carousel.label': 'Karussell',
    'commerceBlocks.carousel.previous': 'Vorherige Folie',
    'commerceBlocks.carousel.next': 'Nächste Folie',
    'commerceBlocks.carousel.slide': 'Folie {index} von {count}',
    'commerceBlocks.carousel.goTo': 'Folie {index} zeigen',
    'commerceBlocks.carousel.pause': 'Karussell anhalten',
    'commerceBlocks.carousel.play': 'Karussell abspielen',
    'commerceBlocks.carousel.progress': 'Folie {index} von {count}',

    'commerceBlocks.recs.loading': 'Empfehlungen werden geladen…',
    'commerceBlocks.upsell.add': 'In den Warenkorb',
    'commerceBlocks.upsell.addSelected':
      '{count, plural, =0 {Auswahl} one {# Artikel} other {# Artikel}} in den Warenkorb',
    'commerceBlocks.upsell.choose': '{name} hinzufügen ({detail})',
    'commerceBlocks.upsell.adding': 'Wird hinzugefügt…',
    'commerceBlocks.upsell.added':
      '{count, plural, one {# Artikel wurde} other {# Artikel wurden}} in den Warenkorb gelegt.',
    'commerceBlocks.upsell.failed':
      'Das konnten wir nicht in den Warenkorb legen. Bitte versuchen Sie es erneut.',
    'commerceBlocks.upsell.viewCart': 'Zum Warenkorb',
    'commerceBlocks.upsell.noneChosen': 'Wählen Sie mindestens einen Artikel aus.',

    'commerceBlocks.articles.filters': 'Artikel nach Thema filtern',
    'commerceBlocks.articles.clearAll': 'Alle entfernen',
    'commerceBlocks.articles.seeMore': 'Mehr Themen anzeigen',
    'commerceBlocks.articles.seeLess': 'Weniger Themen anzeigen',
    'commerceBlocks.articles.loadMore': 'Weitere Artikel laden',
    'commerceBlocks.articles.loading': 'Artikel werden geladen…',
    'commerceBlocks.articles.count': '{count, plural, =0 {Keine Artikel} one {# Artikel} other {# Artikel}}',
    'commerceBlocks.articles.shown': '{shown} von {count}',
    'commerceBlocks.articles.none': 'Zu diesen Themen gibt es noch keine Artikel.',
    'commerceBlocks.articles.error':
      'Die Artikel konnten nicht geladen werden. Bitte versuchen Sie es erneut.',
    'commerceBlocks.article.published': 'Veröffentlicht am {date}',
    'commerceBlocks.article.related': 'Weitere Geschichten',
    'commerceBlocks.article.tags': 'Themen',
    'commerceBlocks.article.back': 'Alle Geschichten',
    'commerceBlocks.journal.title': 'Journal',
    'commerceBlocks.journal.metaTitle': 'Journal: Tourentipps, Pflege und Geschichten | Ridgeline',
    'commerceBlocks.journal.metaDescription':
      'Tourentipps, Ausrüstungspflege, Nachhaltigkeit und Athletengeschichten im Ridgeline Journal.',
  },
});
