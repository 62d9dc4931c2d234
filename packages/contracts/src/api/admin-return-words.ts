// No zod here: the back-office's browser code lists these in its forms (decision 078).

/** Why a shopper sends something back (one per returned line). */
export const RETURN_REASONS = [
  'too_small',
  'too_large',
  'not_as_described',
  'defective',
  'wrong_item',
  'changed_mind',
  'arrived_late',
  'other',
] as const;
export type ReturnReason = (typeof RETURN_REASONS)[number];

/** The state a returned line arrives in. */
export const RETURN_CONDITIONS = ['unopened', 'as_new', 'worn', 'damaged'] as const;
export type ReturnCondition = (typeof RETURN_CONDITIONS)[number];

/** What is done with a received line: back on sale at a location, or written off. */
export const RETURN_DISPOSITIONS = ['restock', 'write_off'] as const;
export type ReturnDisposition = (typeof RETURN_DISPOSITIONS)[number];

/** Why a received line cannot be sold again. */
export const WRITE_OFF_REASONS = ['damaged', 'defective', 'hygiene', 'missing'] as const;
export type WriteOffReason = (typeof WRITE_OFF_REASONS)[number];

/** A return's statuses: authorised → received → closed (refunded), or cancelled before receipt. */
export const RETURN_STATUSES = ['authorised', 'received', 'closed', 'cancelled'] as const;
export type ReturnStatus = (typeof RETURN_STATUSES)[number];
