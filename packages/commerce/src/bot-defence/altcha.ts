import { type Db, lt, schema } from '@ridgeline/db';
import { createChallenge, verifySolution } from 'altcha-lib/v1';
import { CommerceError } from '../shared/errors.ts';
import { sha256 } from '../shared/ids.ts';

export interface BotDefenceOptions {
  hmacKey: string;
  /** Upper bound of the secret number: the work a client does (about maxNumber/2 hashes on average). */
  maxNumber: number;
  /** How long a challenge may be solved and used. */
  ttlMs?: number;
}

export interface AltchaChallenge {
  algorithm: string;
  challenge: string;
  maxnumber?: number;
  salt: string;
  signature: string;
}

/** The solved challenge inside a payload: re-encoding the payload must not make it new again. */
function challengeOf(payload: string): string {
  const decoded = JSON.parse(Buffer.from(payload, 'base64').toString()) as { challenge: string };
  return decoded.challenge;
}

/** Self-hosted ALTCHA proof of work: issues challenges and accepts each solved one once. */
export class BotDefence {
  private readonly ttlMs: number;

  constructor(
    private readonly db: Db,
    private readonly options: BotDefenceOptions,
  ) {
    this.ttlMs = options.ttlMs ?? 10 * 60 * 1000;
  }

  async challenge(): Promise<AltchaChallenge> {
    return createChallenge({
      hmacKey: this.options.hmacKey,
      maxNumber: this.options.maxNumber,
      expires: new Date(Date.now() + this.ttlMs),
    });
  }

  /** Throws AUT403 unless `payload` is a valid, unexpired solution never used before. */
  async verify(payload: string | undefined | null): Promise<void> {
    if (!payload) throw new CommerceError('AUT403', { reason: 'missing' });
    let valid = false;
    try {
      valid = await verifySolution(payload, this.options.hmacKey, true);
    } catch {
      valid = false;
    }
    if (!valid) throw new CommerceError('AUT403', { reason: 'invalid' });
    const now = new Date();
    await this.db.delete(schema.botChallengesUsed).where(lt(schema.botChallengesUsed.expiresAt, now));
    const claimed = await this.db
      .insert(schema.botChallengesUsed)
      .values({ signature: sha256(challengeOf(payload)), expiresAt: new Date(now.getTime() + this.ttlMs) })
      .onConflictDoNothing()
      .returning({ signature: schema.botChallengesUsed.signature });
    if (claimed.length === 0) throw new CommerceError('AUT403', { reason: 'already used' });
  }
}
