import { randomBytes } from 'node:crypto';
import { sha256 } from '../shared/ids.ts';

/** Gift card numbers: 128 random bits written as 32 hexadecimal digits, shown in groups of four. */
export const GIFT_CARD_NUMBER = /^[0-9A-F]{32}$/;

/** Upper case without spaces or dashes, as printed numbers are typed back. */
export const normaliseGiftCardNumber = (input: string) => input.replace(/[\s-]/g, '').toUpperCase();

export const newGiftCardNumber = () => randomBytes(16).toString('hex').toUpperCase();

export const hashGiftCardNumber = (normalised: string) => sha256(`giftcard:${normalised}`);

export const maskGiftCardNumber = (last4: string) => `•••• ${last4}`;

/** Reward codes: RW and 12 characters of Crockford base32 (60 random bits), shown as RW-XXXX-XXXX-XXXX. */
export const REWARD_CODE = /^RW[0-9A-HJKMNP-TV-Z]{12}$/;

const CROCKFORD = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

export const newRewardCode = () =>
  `RW${Array.from(randomBytes(12), (byte) => CROCKFORD[byte % 32]).join('')}`;

export const hashRewardCode = (normalised: string) => sha256(`rewardcode:${normalised}`);
