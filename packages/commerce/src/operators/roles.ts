import { OPERATOR_ROLES, type OperatorRole, PERMISSIONS, type Permission } from '@ridgeline/contracts';

/**
 * What each back-office role may do (decision 062). A role is a fixed set of permissions kept in code,
 * so a change to it is reviewed like any other; the owner decides who has which role.
 */
export const ROLE_PERMISSIONS: Readonly<Record<OperatorRole, readonly Permission[]>> = {
  owner: PERMISSIONS,
  merchandiser: [
    'orders:read',
    'catalogue:write',
    'prices:write',
    'inventory:write',
    'promotions:write',
    'experiments:write',
    'stores:write',
    'reports:read',
  ],
  'content-editor': ['content:write', 'moderation:write'],
  // Erasure is irreversible and answers a legal request: the owner's act, not customer service's (decision 073).
  'customer-service': ['orders:read', 'orders:refund', 'customers:read', 'moderation:write'],
  fulfilment: ['orders:read', 'orders:fulfil', 'inventory:write'],
};

export const isOperatorRole = (value: string): value is OperatorRole =>
  (OPERATOR_ROLES as readonly string[]).includes(value);

export const permissionsOf = (role: OperatorRole): readonly Permission[] => ROLE_PERMISSIONS[role];

export const hasPermission = (role: OperatorRole, permission: Permission): boolean =>
  ROLE_PERMISSIONS[role].includes(permission);
