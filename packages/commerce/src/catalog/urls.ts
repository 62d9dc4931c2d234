export const productUrl = (slug: string, masterId: string): string => `/p/${slug}-${masterId}`;
export const categoryUrl = (slug: string, categoryId: string): string => `/c/${slug}-${categoryId}`;
