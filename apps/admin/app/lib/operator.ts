import type { currentOperatorSchema, OperatorRole, Permission } from '@ridgeline/contracts';
import type { z } from 'zod';

export type CurrentOperator = z.output<typeof currentOperatorSchema>;

/** The back-office's sections and the permission each needs (decision 062); the dashboard is everyone's. */
export const SECTIONS = [
  { path: '/', label: 'admin.nav.dashboard', permission: null },
  { path: '/orders', label: 'admin.nav.orders', permission: 'orders:read' },
  { path: '/payments-to-watch', label: 'admin.nav.paymentsToWatch', permission: 'orders:read' },
  { path: '/products', label: 'admin.nav.products', permission: 'catalogue:write' },
  { path: '/product-sets', label: 'admin.nav.productSets', permission: 'catalogue:write' },
  { path: '/inventory', label: 'admin.nav.inventory', permission: 'inventory:write' },
  { path: '/prices', label: 'admin.nav.prices', permission: 'prices:write' },
  { path: '/customs', label: 'admin.nav.customs', permission: 'catalogue:write' },
  { path: '/bulk', label: 'admin.nav.bulk', permission: 'inventory:write' },
  { path: '/media', label: 'admin.nav.media', permission: ['catalogue:write', 'content:write'] },
  { path: '/reviews', label: 'admin.nav.reviews', permission: 'moderation:write' },
  { path: '/questions', label: 'admin.nav.questions', permission: 'moderation:write' },
  { path: '/content', label: 'admin.nav.content', permission: 'content:write' },
  { path: '/content/preview', label: 'admin.nav.contentPreview', permission: 'content:write' },
  { path: '/customers', label: 'admin.nav.customers', permission: 'customers:read' },
  { path: '/support', label: 'admin.nav.support', permission: 'customers:read' },
  { path: '/outbox', label: 'admin.nav.outbox', permission: 'customers:read' },
  { path: '/promotions', label: 'admin.nav.promotions', permission: 'promotions:write' },
  { path: '/gift-cards', label: 'admin.nav.giftCards', permission: ['promotions:write', 'customers:read'] },
  { path: '/loyalty', label: 'admin.nav.loyalty', permission: 'customers:read' },
  { path: '/stores', label: 'admin.nav.stores', permission: 'stores:write' },
  { path: '/staff', label: 'admin.nav.staff', permission: 'staff:manage' },
  { path: '/sites', label: 'admin.nav.sites', permission: ['stores:write', 'settings:write'] },
  { path: '/settings', label: 'admin.nav.settings', permission: 'settings:write' },
  { path: '/operators', label: 'admin.nav.operators', permission: 'operators:manage' },
  { path: '/analytics', label: 'admin.nav.analytics', permission: 'reports:read' },
  { path: '/audit', label: 'admin.nav.audit', permission: 'audit:read' },
] as const satisfies readonly {
  path: string;
  label: string;
  /** Needed to see the section; a list: any one of them. */
  permission: Permission | readonly Permission[] | null;
}[];

/** Whether the operator holds the permission (or any one of a list). */
export function may(
  operator: Pick<CurrentOperator, 'permissions'>,
  permission: Permission | readonly Permission[] | null,
): boolean {
  if (permission === null) return true;
  const anyOf: readonly Permission[] = typeof permission === 'string' ? [permission] : permission;
  return anyOf.some((one) => operator.permissions.includes(one));
}

export const roleLabel = (role: OperatorRole) => `admin.role.${role}` as const;
