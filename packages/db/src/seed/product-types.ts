import { PRODUCT_TYPES, type ProductType } from '@ridgeline/contracts';
import type { LocalizedText } from '../schema/catalog.ts';
import type { Gender } from './categories.ts';

export { PRODUCT_TYPES, type ProductType };

export type Family = 'footwear' | 'apparel' | 'bags' | 'accessories';

/** A name phrase ("Gore-Tex Hiking Boot") in every language, and what it implies about the product. */
export interface NamePhrase {
  en: string;
  fr: string;
  de: string;
  material?: string;
  waterproof?: boolean;
  insulated?: boolean;
  /** Litres, for bags. */
  capacity?: [number, number];
}

export interface TypeSpec {
  family: Family;
  phrases: NamePhrase[];
  /** Opening sentences; {model} is replaced by the model name. */
  openings: LocalizedText[];
  materials: string[];
  /** Adult weight range in grams (a pair for footwear, gloves and socks). */
  weight: [number, number];
  /** Adult list price range in USD cents. */
  priceUsd: [number, number];
  season: 'FW' | 'SS' | 'all';
}

const p = (en: string, fr: string, de: string, extra: Partial<NamePhrase> = {}): NamePhrase => ({
  en,
  fr,
  de,
  ...extra,
});
const t = (en: string, fr: string, de: string): LocalizedText => ({ en, fr, de });

export const TYPE_SPECS: Record<ProductType, TypeSpec> = {
  'hiking-boot': {
    family: 'footwear',
    phrases: [
      p('Gore-Tex Hiking Boot', 'Chaussure de randonnée Gore-Tex', 'Gore-Tex Wanderstiefel', {
        waterproof: true,
      }),
      p(
        'Mid Gore-Tex Hiking Boot',
        'Chaussure de randonnée mi-haute Gore-Tex',
        'Mid Gore-Tex Wanderstiefel',
        {
          waterproof: true,
        },
      ),
      p('Leather Hiking Boot', 'Chaussure de randonnée en cuir', 'Leder-Wanderstiefel', {
        material: 'Full-grain leather',
      }),
      p('Waterproof Hiking Boot', 'Chaussure de randonnée imperméable', 'Wasserdichter Wanderstiefel', {
        waterproof: true,
      }),
      p('Lite Hiking Boot', 'Chaussure de randonnée légère', 'Leichter Wanderstiefel'),
      p('Insulated Winter Boot', "Botte d'hiver isolée", 'Gefütterter Winterstiefel', {
        waterproof: true,
        insulated: true,
      }),
      p('Backpacking Boot', 'Chaussure de trekking', 'Trekkingstiefel'),
    ],
    openings: [
      t(
        '{model} keeps you steady on rocky switchbacks and muddy forest paths.',
        '{model} vous garde stable sur les lacets rocailleux comme sur les sentiers boueux.',
        '{model} gibt Ihnen sicheren Halt auf felsigen Serpentinen und matschigen Waldwegen.',
      ),
      t(
        'Built on a supportive last, {model} is made for long days with a loaded pack.',
        'Avec sa forme enveloppante, {model} accompagne les longues journées sac au dos.',
        'Mit seinem stützenden Leisten begleitet {model} Sie durch lange Tage mit schwerem Rucksack.',
      ),
    ],
    materials: ['Nubuck leather', 'Suede and recycled mesh', 'Leather and textile'],
    weight: [880, 1300],
    priceUsd: [15000, 25000],
    season: 'FW',
  },
  'trail-runner': {
    family: 'footwear',
    phrases: [
      p('Trail Runner', 'Chaussure de trail', 'Trailrunning-Schuh'),
      p('Gore-Tex Trail Runner', 'Chaussure de trail Gore-Tex', 'Gore-Tex Trailrunning-Schuh', {
        waterproof: true,
      }),
      p('Ultra Trail Runner', 'Chaussure de trail ultra', 'Ultra-Trailrunning-Schuh'),
      p('Lightweight Trail Runner', 'Chaussure de trail légère', 'Leichter Trailrunning-Schuh'),
      p('Cushioned Trail Runner', 'Chaussure de trail amortie', 'Gedämpfter Trailrunning-Schuh'),
      p('Mountain Runner', 'Chaussure de course en montagne', 'Berglaufschuh'),
    ],
    openings: [
      t(
        '{model} grips loose gravel and wet roots so you can hold your pace on technical trails.',
        '{model} accroche le gravier et les racines humides pour garder le rythme sur les sentiers techniques.',
        '{model} greift auf losem Schotter und nassen Wurzeln, damit Sie auf technischen Trails Ihr Tempo halten.',
      ),
      t(
        'Light and responsive, {model} is tuned for fast miles from the trailhead to the summit.',
        "Légère et dynamique, {model} est pensée pour avaler les kilomètres jusqu'au sommet.",
        'Leicht und reaktionsfreudig ist {model} für schnelle Kilometer vom Parkplatz bis zum Gipfel abgestimmt.',
      ),
    ],
    materials: ['Engineered mesh', 'Recycled mesh', 'Ripstop textile'],
    weight: [520, 680],
    priceUsd: [12000, 18000],
    season: 'all',
  },
  sneaker: {
    family: 'footwear',
    phrases: [
      p('Canvas Sneaker', 'Basket en toile', 'Canvas-Sneaker', { material: 'Organic cotton canvas' }),
      p('Leather Sneaker', 'Basket en cuir', 'Leder-Sneaker', { material: 'Full-grain leather' }),
      p('Suede Sneaker', 'Basket en daim', 'Wildleder-Sneaker', { material: 'Suede' }),
      p('Court Sneaker', 'Basket de ville', 'Court-Sneaker'),
      p('Approach Shoe', "Chaussure d'approche", 'Zustiegsschuh'),
      p('Knit Sneaker', 'Basket en maille', 'Strick-Sneaker', { material: 'Recycled knit' }),
    ],
    openings: [
      t(
        '{model} brings trail-inspired comfort to everyday city miles.',
        '{model} apporte le confort des sentiers à vos trajets quotidiens en ville.',
        '{model} bringt den Komfort vom Trail in Ihren Alltag in der Stadt.',
      ),
      t(
        'A clean low-profile look meets a grippy rubber outsole in {model}.',
        '{model} associe une allure épurée à une semelle en caoutchouc qui accroche.',
        '{model} verbindet einen schlichten, flachen Look mit einer griffigen Gummisohle.',
      ),
    ],
    materials: ['Leather and suede', 'Recycled canvas', 'Nubuck leather'],
    weight: [650, 860],
    priceUsd: [8000, 13000],
    season: 'all',
  },
  sandal: {
    family: 'footwear',
    phrases: [
      p('Trail Sandal', 'Sandale de randonnée', 'Trekkingsandale'),
      p('Sport Sandal', 'Sandale sport', 'Sportsandale'),
      p('River Sandal', 'Sandale de rivière', 'Wassersandale', { waterproof: true }),
      p('Slide', 'Claquette', 'Pantolette'),
      p('Strap Sandal', 'Sandale à brides', 'Riemchensandale'),
    ],
    openings: [
      t(
        '{model} is made for river crossings, hot trails and lazy camp evenings.',
        '{model} est faite pour les traversées de rivière, les sentiers brûlants et les soirées au camp.',
        '{model} ist gemacht für Flussquerungen, heiße Wege und entspannte Abende im Camp.',
      ),
      t(
        'Quick-drying straps and a contoured footbed make {model} comfortable all day.',
        'Des brides à séchage rapide et une semelle galbée rendent {model} confortable toute la journée.',
        'Schnell trocknende Riemen und ein anatomisches Fußbett machen {model} den ganzen Tag bequem.',
      ),
    ],
    materials: ['Recycled polyester webbing', 'Leather', 'Quick-dry webbing'],
    weight: [400, 650],
    priceUsd: [5000, 9000],
    season: 'SS',
  },
  jacket: {
    family: 'apparel',
    phrases: [
      p('Down Jacket', 'Doudoune', 'Daunenjacke', {
        material: 'Recycled nylon, 650-fill responsibly sourced down',
        insulated: true,
      }),
      p('Rain Jacket', 'Veste de pluie', 'Regenjacke', {
        material: '2.5-layer recycled nylon',
        waterproof: true,
      }),
      p('Gore-Tex Shell Jacket', 'Veste hardshell Gore-Tex', 'Gore-Tex Hardshelljacke', {
        material: '3-layer Gore-Tex',
        waterproof: true,
      }),
      p('Insulated Parka', 'Parka isolée', 'Wattierter Parka', {
        material: 'Recycled polyester, synthetic insulation',
        waterproof: true,
        insulated: true,
      }),
      p('Softshell Jacket', 'Veste softshell', 'Softshelljacke', { material: 'Stretch softshell' }),
      p('Wind Jacket', 'Veste coupe-vent', 'Windjacke', { material: 'Recycled ripstop nylon' }),
      p('Hooded Synthetic Jacket', 'Veste synthétique à capuche', 'Kunstfaserjacke mit Kapuze', {
        material: 'Recycled nylon, PrimaLoft insulation',
        insulated: true,
      }),
    ],
    openings: [
      t(
        '{model} shuts out wind and weather when the forecast turns.',
        '{model} vous protège du vent et des intempéries quand la météo tourne.',
        '{model} hält Wind und Wetter ab, wenn die Vorhersage umschlägt.',
      ),
      t(
        'Packable and light, {model} earns its place in every pack.',
        'Compressible et légère, {model} mérite sa place dans chaque sac.',
        'Klein verpackbar und leicht, verdient sich {model} einen Platz in jedem Rucksack.',
      ),
    ],
    materials: ['Recycled nylon'],
    weight: [280, 900],
    priceUsd: [15000, 40000],
    season: 'FW',
  },
  fleece: {
    family: 'apparel',
    phrases: [
      p('Fleece Jacket', 'Veste polaire', 'Fleecejacke'),
      p('Quarter-Zip Fleece', 'Polaire col zippé', 'Fleece-Troyer'),
      p('Grid Fleece Hoodie', 'Polaire à capuche grid', 'Grid-Fleecehoodie', {
        material: 'Recycled grid fleece',
      }),
      p('Sherpa Fleece', 'Polaire sherpa', 'Sherpa-Fleecejacke', { material: 'Recycled sherpa fleece' }),
      p('Microfleece Pullover', 'Pull micropolaire', 'Microfleece-Pullover', {
        material: 'Recycled microfleece',
      }),
    ],
    openings: [
      t(
        '{model} is the warm layer you reach for on cold mornings and breezy ridgelines.',
        '{model} est la couche chaude idéale pour les matins froids et les crêtes venteuses.',
        '{model} ist die warme Schicht für kalte Morgen und windige Grate.',
      ),
      t(
        'Soft, breathable and quick to dry, {model} works on its own or under a shell.',
        'Douce, respirante et à séchage rapide, {model} se porte seule ou sous une veste.',
        'Weich, atmungsaktiv und schnell trocknend lässt sich {model} solo oder unter einer Jacke tragen.',
      ),
    ],
    materials: ['Recycled polyester fleece', 'Polartec 200 fleece'],
    weight: [250, 520],
    priceUsd: [7000, 13000],
    season: 'FW',
  },
  't-shirt': {
    family: 'apparel',
    phrases: [
      p('Merino Tee', 'T-shirt en mérinos', 'Merino-T-Shirt', { material: 'Merino wool' }),
      p('Organic Cotton Tee', 'T-shirt en coton bio', 'T-Shirt aus Bio-Baumwolle', {
        material: 'Organic cotton',
      }),
      p('Graphic Tee', 'T-shirt imprimé', 'Grafik-T-Shirt'),
      p('Trail Tech Tee', 'T-shirt technique trail', 'Funktions-T-Shirt', { material: 'Recycled polyester' }),
      p('Long-Sleeve Tee', 'T-shirt à manches longues', 'Langarmshirt'),
      p('Pocket Tee', 'T-shirt à poche', 'T-Shirt mit Brusttasche'),
    ],
    openings: [
      t(
        '{model} is an easy everyday tee that feels as good on the trail as in town.',
        "{model} est un t-shirt de tous les jours, aussi agréable sur le sentier qu'en ville.",
        '{model} ist ein unkompliziertes Alltagsshirt, das auf dem Trail genauso gut sitzt wie in der Stadt.',
      ),
      t(
        'Breathable and soft against the skin, {model} keeps its shape wash after wash.',
        'Respirant et doux sur la peau, {model} garde sa forme lavage après lavage.',
        'Atmungsaktiv und hautfreundlich behält {model} Wäsche für Wäsche seine Form.',
      ),
    ],
    materials: ['Organic cotton', 'Cotton and recycled polyester', 'Hemp and organic cotton'],
    weight: [130, 210],
    priceUsd: [3000, 4500],
    season: 'SS',
  },
  shirt: {
    family: 'apparel',
    phrases: [
      p('Flannel Shirt', 'Chemise en flanelle', 'Flanellhemd', { material: 'Organic cotton flannel' }),
      p('Trail Shirt', 'Chemise de randonnée', 'Wanderhemd', { material: 'Recycled nylon' }),
      p('Chambray Shirt', 'Chemise en chambray', 'Chambray-Hemd', { material: 'Cotton chambray' }),
      p('Sun Shirt', 'Chemise anti-UV', 'UV-Schutz-Hemd', { material: 'Recycled polyester, UPF 50' }),
      p('Overshirt', 'Surchemise', 'Overshirt', { material: 'Brushed cotton twill' }),
    ],
    openings: [
      t(
        '{model} is a camp-ready button-up that looks sharp back in town.',
        '{model} est une chemise prête pour le camp qui reste élégante en ville.',
        '{model} ist ein campingtaugliches Hemd, das auch in der Stadt eine gute Figur macht.',
      ),
      t(
        'Roll-up sleeves and a chest pocket make {model} as practical as it is comfortable.',
        'Manches retroussables et poche poitrine rendent {model} aussi pratique que confortable.',
        'Krempelärmel und eine Brusttasche machen {model} so praktisch wie bequem.',
      ),
    ],
    materials: ['Organic cotton'],
    weight: [180, 380],
    priceUsd: [5500, 8500],
    season: 'all',
  },
  pants: {
    family: 'apparel',
    phrases: [
      p('Hiking Pants', 'Pantalon de randonnée', 'Wanderhose'),
      p('Convertible Pants', 'Pantalon convertible', 'Zip-off-Hose'),
      p('Softshell Pants', 'Pantalon softshell', 'Softshellhose', { material: 'Stretch softshell' }),
      p('Climbing Pants', "Pantalon d'escalade", 'Kletterhose', {
        material: 'Organic cotton canvas with stretch',
      }),
      p('Rain Pants', 'Pantalon de pluie', 'Regenhose', {
        material: '2.5-layer recycled nylon',
        waterproof: true,
      }),
      p('Jogger Pants', 'Pantalon jogger', 'Jogginghose'),
    ],
    openings: [
      t(
        '{model} moves with you over scrambles and stiles thanks to four-way stretch.',
        'Grâce à son stretch quatre directions, {model} suit chacun de vos mouvements.',
        'Dank Vier-Wege-Stretch macht {model} jede Bewegung mit, ob beim Kraxeln oder über Zäune.',
      ),
      t(
        'Durable, quick-drying fabric lets {model} shrug off brambles and light rain.',
        'Son tissu résistant à séchage rapide permet à {model} de braver ronces et petites averses.',
        'Robustes, schnell trocknendes Material lässt {model} Dornen und leichten Regen wegstecken.',
      ),
    ],
    materials: ['Recycled nylon with stretch', 'Organic cotton twill', 'Recycled polyester with stretch'],
    weight: [280, 480],
    priceUsd: [7000, 11000],
    season: 'all',
  },
  shorts: {
    family: 'apparel',
    phrases: [
      p('Hiking Shorts', 'Short de randonnée', 'Wandershorts'),
      p('Trail Running Shorts', 'Short de trail', 'Trailrunning-Shorts', { material: 'Recycled polyester' }),
      p('Cargo Shorts', 'Short cargo', 'Cargoshorts'),
      p('Climbing Shorts', "Short d'escalade", 'Klettershorts', {
        material: 'Organic cotton canvas with stretch',
      }),
      p('Camp Shorts', 'Short décontracté', 'Freizeitshorts'),
    ],
    openings: [
      t(
        '{model} keeps you cool on hot climbs with a breathable, stretchy build.',
        '{model} vous garde au frais dans les montées grâce à une coupe respirante et extensible.',
        '{model} hält Sie bei heißen Anstiegen kühl, dank atmungsaktivem, elastischem Material.',
      ),
      t(
        'Secure pockets and a soft waistband make {model} your go-to for summer days outside.',
        "Des poches sécurisées et une ceinture souple font de {model} l'allié de vos journées d'été.",
        'Sichere Taschen und ein weicher Bund machen {model} zum Favoriten für Sommertage draußen.',
      ),
    ],
    materials: ['Recycled nylon with stretch', 'Organic cotton twill'],
    weight: [140, 260],
    priceUsd: [4500, 7000],
    season: 'SS',
  },
  backpack: {
    family: 'bags',
    phrases: [
      p('Daypack', 'Sac à dos journée', 'Tagesrucksack', { capacity: [18, 24] }),
      p('Hiking Pack', 'Sac de randonnée', 'Wanderrucksack', { capacity: [28, 38] }),
      p('Commuter Pack', 'Sac à dos urbain', 'Pendlerrucksack', { capacity: [20, 26] }),
      p('Roll-Top Pack', 'Sac à dos roll-top', 'Rolltop-Rucksack', { capacity: [24, 30], waterproof: true }),
      p('Backpacking Pack', 'Sac de trekking', 'Trekkingrucksack', { capacity: [50, 65] }),
    ],
    openings: [
      t(
        '{model} carries everything for a full day out, with a ventilated back panel that keeps you cool.',
        '{model} emporte tout le nécessaire pour la journée, avec un dos ventilé qui vous garde au frais.',
        '{model} trägt alles für einen ganzen Tag draußen, mit einem belüfteten Rücken, der Sie kühl hält.',
      ),
      t(
        'Padded straps and smart pockets make {model} easy to live with on the trail and on the commute.',
        'Bretelles rembourrées et poches bien pensées rendent {model} facile à vivre, en randonnée comme en ville.',
        'Gepolsterte Träger und clevere Fächer machen {model} zum angenehmen Begleiter auf dem Trail und im Alltag.',
      ),
    ],
    materials: ['Recycled ripstop nylon', '420D recycled nylon', 'Waxed cotton canvas'],
    weight: [450, 1800],
    priceUsd: [6000, 18000],
    season: 'all',
  },
  duffel: {
    family: 'bags',
    phrases: [
      p('Expedition Duffel', 'Sac de voyage expédition', 'Expeditions-Duffel', { capacity: [70, 110] }),
      p('Travel Duffel', 'Sac de voyage', 'Reisetasche', { capacity: [40, 60] }),
      p('Gear Duffel', 'Sac à matériel', 'Ausrüstungstasche', { capacity: [50, 70] }),
      p('Wheeled Duffel', 'Sac de voyage à roulettes', 'Rollenreisetasche', { capacity: [80, 100] }),
    ],
    openings: [
      t(
        '{model} swallows a week of gear and survives baggage belts, boat decks and truck beds.',
        "{model} avale une semaine d'équipement et résiste aux tapis à bagages, aux ponts de bateau et aux bennes de pick-up.",
        '{model} schluckt Ausrüstung für eine Woche und übersteht Gepäckbänder, Bootsdecks und Ladeflächen.',
      ),
      t(
        'A wide zip opening and stowable shoulder straps make {model} easy to pack and carry.',
        'Une large ouverture zippée et des bretelles escamotables rendent {model} facile à remplir et à porter.',
        'Eine weite Reißverschlussöffnung und verstaubare Schultergurte machen {model} leicht zu packen und zu tragen.',
      ),
    ],
    materials: ['Recycled TPU-laminated polyester', 'Recycled ballistic nylon'],
    weight: [1100, 3200],
    priceUsd: [9000, 16000],
    season: 'all',
  },
  cap: {
    family: 'accessories',
    phrases: [
      p('Trucker Cap', 'Casquette trucker', 'Trucker-Cap'),
      p('Five-Panel Cap', 'Casquette cinq panneaux', 'Five-Panel-Cap'),
      p('Running Cap', 'Casquette de running', 'Laufcap', { material: 'Recycled polyester' }),
      p('Logo Cap', 'Casquette logo', 'Logo-Cap'),
    ],
    openings: [
      t(
        '{model} shades your eyes on sunny switchbacks and packs flat in a pocket.',
        '{model} protège vos yeux du soleil dans les lacets et se glisse à plat dans une poche.',
        '{model} schützt Ihre Augen auf sonnigen Serpentinen und passt flach in jede Tasche.',
      ),
      t(
        'An adjustable strap and a sweat-wicking band keep {model} comfortable from dawn to dusk.',
        'Une bride réglable et un bandeau anti-transpiration rendent {model} confortable du matin au soir.',
        'Ein verstellbarer Riemen und ein schweißableitendes Band machen {model} von früh bis spät bequem.',
      ),
    ],
    materials: ['Organic cotton twill', 'Recycled polyester', 'Hemp and organic cotton'],
    weight: [60, 110],
    priceUsd: [2500, 3500],
    season: 'SS',
  },
  beanie: {
    family: 'accessories',
    phrases: [
      p('Merino Beanie', 'Bonnet en mérinos', 'Merino-Mütze', { material: 'Merino wool' }),
      p('Cable Knit Beanie', 'Bonnet en maille torsadée', 'Zopfstrickmütze'),
      p('Pom Beanie', 'Bonnet à pompon', 'Bommelmütze'),
      p('Fleece-Lined Beanie', 'Bonnet doublé polaire', 'Mütze mit Fleecefutter', { insulated: true }),
    ],
    openings: [
      t(
        '{model} keeps your ears warm on frosty starts and windy summits.',
        '{model} garde vos oreilles au chaud lors des départs glacés et sur les sommets venteux.',
        '{model} hält Ihre Ohren bei frostigen Starts und auf windigen Gipfeln warm.',
      ),
      t(
        'Soft, stretchy knit means {model} fits snugly without itching.',
        'Sa maille douce et extensible permet à {model} de bien tenir sans gratter.',
        'Dank weichem, dehnbarem Strick sitzt {model} eng, ohne zu kratzen.',
      ),
    ],
    materials: ['Recycled acrylic', 'Wool blend', 'Merino wool'],
    weight: [50, 120],
    priceUsd: [2500, 3800],
    season: 'FW',
  },
  socks: {
    family: 'accessories',
    phrases: [
      p('Hiking Socks', 'Chaussettes de randonnée', 'Wandersocken'),
      p('Merino Crew Socks', 'Chaussettes mi-mollet en mérinos', 'Merino-Crew-Socken', {
        material: 'Merino wool blend',
      }),
      p('Trail Running Socks', 'Chaussettes de trail', 'Trailrunning-Socken', { material: 'Recycled nylon' }),
      p('Everyday Socks', 'Chaussettes du quotidien', 'Alltagssocken'),
    ],
    openings: [
      t(
        '{model} cushions the heel and toe where boots rub hardest.',
        '{model} amortit le talon et les orteils, là où les chaussures frottent le plus.',
        '{model} polstert Ferse und Zehen genau dort, wo Schuhe am stärksten reiben.',
      ),
      t(
        'Breathable mesh zones and a seamless toe keep {model} comfortable mile after mile.',
        'Des zones aérées et une pointe sans couture rendent {model} confortables kilomètre après kilomètre.',
        'Atmungsaktive Zonen und eine nahtlose Spitze machen {model} Kilometer für Kilometer bequem.',
      ),
    ],
    materials: ['Merino wool blend', 'Organic cotton blend', 'Recycled nylon blend'],
    weight: [50, 90],
    priceUsd: [1600, 2600],
    season: 'all',
  },
  gloves: {
    family: 'accessories',
    phrases: [
      p('Fleece Gloves', 'Gants polaires', 'Fleecehandschuhe', { material: 'Recycled fleece' }),
      p('Insulated Gloves', 'Gants isolés', 'Isolierte Handschuhe', { insulated: true }),
      p('Touchscreen Liner Gloves', 'Sous-gants tactiles', 'Touchscreen-Unterziehhandschuhe'),
      p('Waterproof Gloves', 'Gants imperméables', 'Wasserdichte Handschuhe', { waterproof: true }),
    ],
    openings: [
      t(
        '{model} keeps your fingers warm and nimble on cold mornings.',
        '{model} garde vos doigts au chaud et agiles les matins froids.',
        '{model} hält Ihre Finger an kalten Morgen warm und beweglich.',
      ),
      t(
        'Grippy palms and touchscreen fingertips mean you rarely need to take {model} off.',
        "Des paumes adhérentes et des doigts tactiles : inutile d'enlever {model}.",
        'Griffige Handflächen und touchscreenfähige Fingerspitzen: {model} können Sie einfach anbehalten.',
      ),
    ],
    materials: ['Leather and softshell', 'Recycled polyester', 'Merino wool blend'],
    weight: [60, 180],
    priceUsd: [3000, 6000],
    season: 'FW',
  },
};

const ADULT_SHOE_SIZES_MEN = ['7', '7.5', '8', '8.5', '9', '9.5', '10', '10.5', '11', '11.5', '12', '13'];
const ADULT_SHOE_SIZES_WOMEN = [
  '5',
  '5.5',
  '6',
  '6.5',
  '7',
  '7.5',
  '8',
  '8.5',
  '9',
  '9.5',
  '10',
  '10.5',
  '11',
];
const KIDS_SHOE_SIZES = ['10K', '11K', '12K', '13K', '1Y', '2Y', '3Y', '4Y'];
const ADULT_APPAREL_SIZES = ['XS', 'S', 'M', 'L', 'XL', 'XXL'];
const KIDS_APPAREL_SIZES = ['XS', 'S', 'M', 'L'];
const ONE_SIZE = ['One Size'];
const SML = ['S', 'M', 'L'];

export function sizesFor(type: ProductType, gender: Gender): string[] {
  const family = TYPE_SPECS[type].family;
  if (family === 'footwear') {
    if (gender === 'kids') return KIDS_SHOE_SIZES;
    return gender === 'women' ? ADULT_SHOE_SIZES_WOMEN : ADULT_SHOE_SIZES_MEN;
  }
  if (family === 'apparel') return gender === 'kids' ? KIDS_APPAREL_SIZES : ADULT_APPAREL_SIZES;
  if (type === 'socks') return SML;
  if (type === 'gloves') return gender === 'kids' ? ONE_SIZE : SML;
  return ONE_SIZE;
}
