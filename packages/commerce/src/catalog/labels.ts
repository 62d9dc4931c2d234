import { languageOf } from '../shared/locale.ts';

const BADGES: Record<string, Record<string, string>> = {
  new: { en: 'New', fr: 'Nouveau', de: 'Neu' },
  bestseller: { en: 'Best seller', fr: 'Meilleure vente', de: 'Bestseller' },
  sustainable: { en: 'Sustainable', fr: 'Responsable', de: 'Nachhaltig' },
  sale: { en: 'Sale', fr: 'Soldes', de: 'Sale' },
};

const EYEBROWS: Record<string, Record<string, string>> = {
  Waterproof: { fr: 'Imperméable', de: 'Wasserdicht' },
  'Recycled materials': { fr: 'Matériaux recyclés', de: 'Recycelte Materialien' },
  Lightweight: { fr: 'Léger', de: 'Leicht' },
  Insulated: { fr: 'Isolé', de: 'Isoliert' },
  'Limited edition': { fr: 'Édition limitée', de: 'Limitierte Edition' },
};

export function badgeLabel(id: string | null, locale: string): { id: string; label: string } | null {
  if (!id) return null;
  const labels = BADGES[id];
  return { id, label: labels?.[languageOf(locale)] ?? labels?.en ?? id };
}

export function eyebrowLabel(text: string | null, locale: string): { id: string; label: string } | null {
  if (!text) return null;
  const language = languageOf(locale);
  const label = language === 'en' ? text : (EYEBROWS[text]?.[language] ?? text);
  return { id: text.toLowerCase().replace(/[^a-z0-9]+/g, '-'), label };
}
