import type { currentOperatorSchema, OperatorRole, Permission } from '@ridgeline/contracts';
import type { z } from 'zod';

export type CurrentOperator = z.output<typeof currentOperatorSchema>;

/** The back-office's sections and the permission each needs (decision 062); the dashboard is everyone's. */
export const SECTIONS = [
  { path: '/', label: 'admin.nav.dashboard', permission: null },
  { path: '/orders', label: 'admin.nav.orders', permission: 'orders:read' },
  { path: '/payments-to-watch', label: 'admin.nav.paymentsToWatch', permission: 'orders:read' },
  { path: '/reviews', label: 'admin.nav.reviews', permission: 'moderation:write' },
  { path: '/questions', label: 'admin.nav.questions', permission: 'moderation:write' },
  { path: '/support', label: 'admin.nav.support', permission: 'customers:read' },
  { path: '/outbox', label: 'admin.nav.outbox', permission: 'customers:read' },
  { path: '/operators', label: 'admin.nav.operators', permission: 'operators:manage' },
  { path: '/audit', label: 'admin.nav.audit', permission: 'audit:read' },
] as const satisfies readonly { path: string; label: string; permission: Permission | null }[];

export function may(operator: Pick<CurrentOperator, 'permissions'>, permission: Permission | null): boolean {
  return permission === null || operator.permissions.includes(permission);
}

export const roleLabel = (role: OperatorRole) => `admin.role.${role}` as const;
