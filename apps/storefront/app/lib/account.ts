import type { ConsumerProfile } from '@ridgeline/contracts';
import { useRouteLoaderData } from 'react-router';

/** The profile the account layout loaded (null: "Profile not loaded"). */
export function useAccountProfile(): ConsumerProfile | null {
  const data = useRouteLoaderData('routes/account') as { profile: ConsumerProfile | null } | undefined;
  return data?.profile ?? null;
}

/** Interests a shopper can pick; the API stores them joined with the spec's list separator (a pipe). */
export const INTERESTS = ['hiking', 'trail-running', 'climbing', 'camping', 'skiing', 'travel'] as const;

export const SHOE_SIZES = ['5', '6', '7', '8', '9', '10', '11', '12', '13', '14'] as const;

export const splitInterests = (value: string): string[] => value.split('|').filter(Boolean);
