// No zod here: the back-office's browser code lists roles and checks permissions with these (decision 065).

/** Back-office roles (decision 062); what each grants is `ROLE_PERMISSIONS` in the operators module. */
export const OPERATOR_ROLES = [
  'owner',
  'merchandiser',
  'content-editor',
  'customer-service',
  'fulfilment',
] as const;
export type OperatorRole = (typeof OPERATOR_ROLES)[number];

/** Everything an admin call may require. */
export const PERMISSIONS = [
  'orders:read',
  'orders:fulfil',
  'orders:refund',
  'catalogue:write',
  'prices:write',
  'inventory:write',
  'promotions:write',
  // decision 098: experiments, feature flags and audiences
  'experiments:write',
  'content:write',
  'customers:read',
  'customers:erase',
  'moderation:write',
  'settings:write',
  // decision 080: store records and hours; employees and in-store associates
  'stores:write',
  'staff:manage',
  'operators:manage',
  'audit:read',
  // decision 099: web vitals and the purchase funnel
  'reports:read',
] as const;
export type Permission = (typeof PERMISSIONS)[number];
