import type { SupportCaseStatus } from '@ridgeline/contracts';

// Spelled here, not imported: the contracts' module of these lists holds zod, kept out of the browser.
export const CASE_STATUSES = ['new', 'in_progress', 'closed'] as const satisfies readonly SupportCaseStatus[];
export const CASE_KINDS = ['contact', 'warranty'] as const;
