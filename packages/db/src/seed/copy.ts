import type { LocalizedText } from '../schema/catalog.ts';
import { type Family, type NamePhrase, type ProductType, TYPE_SPECS } from './product-types.ts';
import type { Random } from './random.ts';

export const MODEL_NAMES = [
  'Summit',
  'Ridgecrest',
  'Timberline',
  'Cascade',
  'Granite',
  'Basalt',
  'Tundra',
  'Switchback',
  'Highline',
  'Crestone',
  'Boulder',
  'Canyon',
  'Glacier',
  'Talus',
  'Cirque',
  'Traverse',
  'Kestrel',
  'Alpenglow',
  'Sierra',
  'Cairn',
  'Larch',
  'Juniper',
  'Aspen',
  'Moraine',
  'Scree',
  'Flint',
  'Meridian',
  'Pinnacle',
  'Headwall',
  'Skyline',
  'Tamarack',
  'Coulee',
] as const;

const t = (en: string, fr: string, de: string): LocalizedText => ({ en, fr, de });

const FAMILY_SENTENCES: Record<Family, LocalizedText[]> = {
  footwear: [
    t(
      'The upper is reinforced at the toe and heel for abrasion resistance.',
      "La tige est renforcée à l'avant et au talon pour résister à l'abrasion.",
      'Das Obermaterial ist an Zehen und Ferse gegen Abrieb verstärkt.',
    ),
    t(
      'A dual-density midsole absorbs impact without feeling sluggish.',
      'Une semelle intermédiaire double densité absorbe les chocs sans perdre en dynamisme.',
      'Eine Zwischensohle mit zweifacher Dichte dämpft Stöße, ohne träge zu wirken.',
    ),
    t(
      'The lugged rubber outsole bites into mud, scree and wet rock.',
      'La semelle crantée en caoutchouc mord dans la boue, les éboulis et la roche mouillée.',
      'Die profilierte Gummisohle greift in Schlamm, Geröll und nassem Fels.',
    ),
    t(
      'A removable footbed made with recycled foam adds comfort and is easy to replace.',
      'Une semelle intérieure amovible en mousse recyclée ajoute du confort et se remplace facilement.',
      'Eine herausnehmbare Einlegesohle aus recyceltem Schaum sorgt für Komfort und lässt sich leicht austauschen.',
    ),
  ],
  apparel: [
    t(
      'The fabric is treated with a PFC-free water-repellent finish.',
      'Le tissu reçoit un traitement déperlant sans PFC.',
      'Der Stoff ist mit einer PFC-freien, wasserabweisenden Ausrüstung behandelt.',
    ),
    t(
      'Flatlock seams prevent chafing under a backpack.',
      'Des coutures plates évitent les frottements sous le sac à dos.',
      'Flachnähte verhindern Scheuern unter dem Rucksack.',
    ),
    t(
      'Made with at least 50% recycled fibres.',
      'Fabriqué avec au moins 50 % de fibres recyclées.',
      'Hergestellt aus mindestens 50 % recycelten Fasern.',
    ),
    t(
      'Articulated patterning gives freedom of movement when you reach and climb.',
      'Une coupe articulée offre une grande liberté de mouvement.',
      'Ein ergonomischer Schnitt sorgt für volle Bewegungsfreiheit beim Greifen und Klettern.',
    ),
  ],
  bags: [
    t(
      'The body fabric is a tough recycled ripstop with a water-resistant coating.',
      'Le corps est en ripstop recyclé résistant, avec un enduit déperlant.',
      'Das Hauptmaterial ist robustes recyceltes Ripstop mit wasserabweisender Beschichtung.',
    ),
    t(
      'Reflective details add visibility on early starts and late finishes.',
      'Des détails réfléchissants améliorent la visibilité tôt le matin et tard le soir.',
      'Reflektierende Details sorgen früh morgens und spät abends für Sichtbarkeit.',
    ),
    t(
      'Oversized zip pulls are easy to use with gloves on.',
      'De grandes tirettes se manipulent facilement avec des gants.',
      'Große Reißverschlusszipper lassen sich auch mit Handschuhen bedienen.',
    ),
  ],
  accessories: [
    t(
      'Made with recycled and responsibly sourced fibres.',
      'Fabriqué à partir de fibres recyclées et issues de sources responsables.',
      'Hergestellt aus recycelten und verantwortungsvoll gewonnenen Fasern.',
    ),
    t(
      'Machine washable and dry by morning.',
      'Lavable en machine, séchage rapide en une nuit.',
      'Maschinenwaschbar und über Nacht trocken.',
    ),
    t(
      'Small enough to live in a jacket pocket until you need it.',
      "Assez compact pour rester dans une poche de veste jusqu'au moment voulu.",
      'Klein genug, um in der Jackentasche auf seinen Einsatz zu warten.',
    ),
  ],
};

const CLOSINGS: LocalizedText[] = [
  t(
    'Backed by the Ridgeline lifetime repair promise.',
    'Couvert par la promesse de réparation à vie Ridgeline.',
    'Mit dem lebenslangen Reparaturversprechen von Ridgeline.',
  ),
  t(
    'Designed and tested in the Cascades.',
    'Conçu et testé dans la chaîne des Cascades.',
    'Entwickelt und getestet in der Kaskadenkette.',
  ),
  t(
    'Pairs well with the rest of the Ridgeline trail collection.',
    "S'associe parfaitement au reste de la collection trail Ridgeline.",
    'Passt perfekt zur übrigen Trail-Kollektion von Ridgeline.',
  ),
];

const LANGUAGES = ['en', 'fr', 'de'] as const;

/** English reads "Summit Gore-Tex Hiking Boot"; French and German retail put the model last. */
export function productName(model: string, phrase: NamePhrase): LocalizedText {
  return { en: `${model} ${phrase.en}`, fr: `${phrase.fr} ${model}`, de: `${phrase.de} ${model}` };
}

export function productDescription(rng: Random, type: ProductType, model: string): LocalizedText {
  const spec = TYPE_SPECS[type];
  const sentences = [rng.pick(spec.openings), rng.pick(FAMILY_SENTENCES[spec.family])];
  if (rng.chance(0.7)) sentences.push(rng.pick(CLOSINGS));
  const description: LocalizedText = {};
  for (const lang of LANGUAGES) {
    description[lang] = sentences.map((s) => withModel(s[lang] ?? '', lang, model)).join(' ');
  }
  return description;
}

/** English says "the Kestrel"; French and German would need the noun's gender, so they use the bare name. */
function withModel(sentence: string, lang: string, model: string): string {
  if (lang !== 'en') return sentence.replace('{model}', model);
  return sentence.replace(/^\{model\}/, `The ${model}`).replace('{model}', `the ${model}`);
}

export function kebabCase(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}
