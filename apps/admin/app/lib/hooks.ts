import type { CurrentOperator } from './operator.ts';

export { useHydrated, useLocale, useT } from '@ridgeline/storefront/lib/hooks.ts';

/** What the shell's loader sends: the operator the pages are for. */
export interface ShellData {
  operator: CurrentOperator;
}
