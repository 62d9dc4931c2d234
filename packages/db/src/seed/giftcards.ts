import { createHash } from 'node:crypto';
import type { Db } from '../index.ts';
import { giftCards } from '../schema/giftcards.ts';
import { DEMO_REWARDS_MEMBER } from './people.ts';
import { runOnce } from './run-once.ts';

const RUN = 'demo-gift-cards';

/**
 * Demo gift cards, documented in docs/demo-data.md. Real cards get random numbers; these are fixed so
 * that a demo shopper can type them. Only the hash is stored (the same hash as commerce's giftcards
 * module, checked by the API tests that redeem these cards).
 */
export const DEMO_GIFT_CARDS = [
  { number: '5A1C7E930B2D4F689C3E1A75D2B06E41', currency: 'USD', balance: 10_000 },
  { number: '8D3B2F61A9C407E53B18F6D24C90A7E3', currency: 'USD', balance: 2_500 },
  { number: '2E7A91C5D4036BF80A2D5E19C7B63F84', currency: 'USD', balance: 0 },
  { number: '9B4E0C27F8156AD32E90B71C4D58E6A2', currency: 'USD', balance: 5_000, expired: true },
  { number: '1F6D83A04C9BE5720D3FA8165B2EC940', currency: 'USD', balance: 5_000, disabled: true },
  { number: '6C2F4A8E13D790B5E2C17F4A0D96B358', currency: 'CAD', balance: 10_000 },
  { number: '3D9A6E1F20C8B54791E3D6A04F2B8C75', currency: 'GBP', balance: 5_000 },
  { number: '4E8B1D3C7A92F064C5B12E8D96A73F10', currency: 'EUR', balance: 5_000 },
] as const;

const hash = (number: string) => createHash('sha256').update(`giftcard:${number}`).digest('hex');

export async function seedDemoGiftCards(db: Db, log: (msg: string) => void = () => {}): Promise<boolean> {
  return runOnce(db, RUN, async (tx) => {
    await tx
      .insert(giftCards)
      .values(
        DEMO_GIFT_CARDS.map((card, index) => ({
          id: `demo-gift-card-${index + 1}`,
          numberHash: hash(card.number),
          last4: card.number.slice(-4),
          currency: card.currency,
          initialBalance: card.balance,
          balance: card.balance,
          status: 'disabled' in card ? 'disabled' : 'active',
          expiresAt: 'expired' in card ? new Date('2024-12-31T23:59:59Z') : null,
        })),
      )
      .onConflictDoNothing();
    log(`Seeded ${DEMO_GIFT_CARDS.length} demo gift cards.`);
  });
}

const REWARDS_RUN = 'demo-rewards';

/** The demo Rewards member (member@ridgeline.test) owns every demo reward code and reward card. */
const REWARD_OWNER = DEMO_REWARDS_MEMBER.id;

/**
 * Demo reward codes (single use, issued to the Rewards member, e.g. goodwill from customer service) and
 * the member's reward card (decision 044), documented in docs/demo-data.md. Codes are typed as
 * RW-XXXX-XXXX-XXXX; the hash is of the normalised code (no dashes), like commerce's hashRewardCode.
 */
export const DEMO_REWARD_CODES = [
  { code: 'RWK7M2Q9X4T8C3', currency: 'USD', value: 1_500 },
  { code: 'RWD5N8W3Z6H2B7', currency: 'USD', value: 2_000, expired: true },
  { code: 'RWP4R9S6V2E8A5', currency: 'USD', value: 1_000, redeemed: true },
] as const;

export const DEMO_REWARD_CARD = {
  number: '7A3E5C91B2D84F06A1C3E5B7D9F20468',
  currency: 'USD',
  balance: 4_000,
};

const rewardCodeHash = (code: string) => createHash('sha256').update(`rewardcode:${code}`).digest('hex');

export async function seedDemoRewards(db: Db, log: (msg: string) => void = () => {}): Promise<boolean> {
  return runOnce(db, REWARDS_RUN, async (tx) => {
    await tx
      .insert(giftCards)
      .values([
        ...DEMO_REWARD_CODES.map((reward, index) => ({
          id: `demo-reward-code-${index + 1}`,
          numberHash: rewardCodeHash(reward.code),
          last4: reward.code.slice(-4),
          currency: reward.currency,
          initialBalance: reward.value,
          balance: reward.value,
          status: 'redeemed' in reward ? 'redeemed' : 'active',
          expiresAt: 'expired' in reward ? new Date('2025-12-31T23:59:59Z') : null,
          kind: 'reward_code',
          ownerId: REWARD_OWNER,
        })),
        {
          id: 'demo-reward-card-1',
          numberHash: hash(DEMO_REWARD_CARD.number),
          last4: DEMO_REWARD_CARD.number.slice(-4),
          currency: DEMO_REWARD_CARD.currency,
          initialBalance: DEMO_REWARD_CARD.balance,
          balance: DEMO_REWARD_CARD.balance,
          kind: 'reward_card',
          ownerId: REWARD_OWNER,
        },
      ])
      .onConflictDoNothing();
    log(`Seeded ${DEMO_REWARD_CODES.length} demo reward codes and a reward card.`);
  });
}
