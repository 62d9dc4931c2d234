import type { MenuItem } from '@ridgeline/contracts';

/** Spec 3 section 2: the level-2 shop-all link for level-3 items on phones is behind a feature flag (on). */
export const MOBILE_LEVEL2_SHOP_ALL = true;

export interface MenuColumn {
  id: string;
  title?: string | undefined;
  items: MenuItem[];
}

/** A level-1 item's columns: its authored columns, else its children as one column. */
export function columnsOf(item: MenuItem): MenuColumn[] {
  if (item.columns.length > 0)
    return item.columns.map((column) => ({ id: column.id, title: column.title, items: column.children }));
  return item.children.length > 0 ? [{ id: `${item.id}-items`, items: item.children }] : [];
}

/** Whether a level-1 item opens a panel (else it is a plain link). */
export const hasPanel = (item: MenuItem): boolean =>
  item.columns.length > 0 || item.children.length > 0 || item.visualSelectors.length > 0;
