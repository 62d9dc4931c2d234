import { createHash, randomBytes, randomInt, randomUUID } from 'node:crypto';

export const newId = (): string => randomUUID();

/** 128 random bits, URL-safe: for codes a stranger must not guess. */
export const secretToken = (): string => randomBytes(16).toString('base64url');

export const sha256 = (value: string): string => createHash('sha256').update(value).digest('hex');

/** A human-friendly order number: RL followed by 10 random digits. */
export function newOrderNumber(): string {
  let digits = '';
  for (let i = 0; i < 10; i++) digits += randomInt(10).toString();
  return `RL${digits}`;
}
