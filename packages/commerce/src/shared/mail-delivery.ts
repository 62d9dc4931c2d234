import { and, asc, type Db, eq, isNull, lte, or, type SQL, schema, sql } from '@ridgeline/db';
import nodemailer from 'nodemailer';
import { repeatEvery } from './periodic.ts';

/** One outbox row on its way to a mail server. */
export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html: string | null;
}

/** Hands a message to a mail server; resolves only once the server accepted it, throws otherwise. */
export interface MailTransport {
  send(mail: OutgoingMail): Promise<void>;
  close(): void;
}

/**
 * SMTP through nodemailer, from a connection URL (`smtp://user:pass@host:587`, `smtps://…:465`; STARTTLS
 * when the server offers it). `from` is the sender of every message.
 */
export function smtpTransport(url: string, from: string): MailTransport {
  const transporter = nodemailer.createTransport(url);
  return {
    async send(mail) {
      const info = await transporter.sendMail({
        from,
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        ...(mail.html ? { html: mail.html } : {}),
      });
      // sendMail resolves after the server's 250 to DATA; a recipient it refused is not a delivery.
      if (info.rejected.length > 0 || info.accepted.length === 0) {
        throw new Error(`The mail server refused ${mail.to}: ${info.response}`);
      }
    },
    close: () => transporter.close(),
  };
}

export interface RetrySchedule {
  /** Wait after the first failed attempt; it doubles after each further failure… */
  firstDelayMs: number;
  /** …up to this wait between two attempts (the message is retried for as long as it takes). */
  maxDelayMs: number;
}

export const DEFAULT_RETRY: RetrySchedule = { firstDelayMs: 30_000, maxDelayMs: 3_600_000 };

/** The wait before attempt `attempts + 1` of a message that failed `attempts` times (0 for the first). */
export function retryDelayMs(attempts: number, schedule: RetrySchedule = DEFAULT_RETRY): number {
  if (attempts <= 0) return 0;
  return Math.min(schedule.firstDelayMs * 2 ** (attempts - 1), schedule.maxDelayMs);
}

/**
 * When attempt `attempts + 1` is due at the earliest, measured from the row's creation: the sum of the waits
 * so far. Every process reads it from the row alone (no column for the last attempt; decision 038).
 */
function dueAfterCreationSql(schedule: RetrySchedule): SQL {
  const { firstDelayMs: first, maxDelayMs: max } = schedule;
  // Waits double while below the cap: `uncapped` of them, then each wait is the cap.
  const uncapped = Math.floor(Math.log2(max / first)) + 1;
  const attempts = schema.outbox.attempts;
  return sql`(${first}::double precision * (power(2, least(${attempts}, ${uncapped})) - 1) + ${max}::double precision * greatest(${attempts} - ${uncapped}, 0)) * interval '1 millisecond'`;
}

export interface DeliveryOptions {
  schedule?: RetrySchedule;
  /** Rows sent per run, oldest first. */
  batchSize?: number;
  now?: () => Date;
}

export interface DeliveryRun {
  sent: number;
  failed: number;
  errors: { id: string; error: unknown }[];
}

/**
 * Sends the outbox rows that are due. A row is claimed by counting the attempt first (a conditional update,
 * so two processes never send it at once), then marked sent with the time only after the server accepted it.
 * A failure leaves it pending for a later attempt, after a wait that doubles: no message is dropped. A
 * process that stops between the server's acceptance and the update sends that message again (at least
 * once).
 */
export class MailDelivery {
  readonly #db: Db;
  readonly #transport: MailTransport;
  readonly #schedule: RetrySchedule;
  readonly #batchSize: number;
  readonly #now: () => Date;
  /** This process's own wait per failed row: rows queued long ago are not retried back to back. */
  readonly #notBefore = new Map<string, number>();

  constructor(db: Db, transport: MailTransport, options: DeliveryOptions = {}) {
    this.#db = db;
    this.#transport = transport;
    this.#schedule = options.schedule ?? DEFAULT_RETRY;
    this.#batchSize = options.batchSize ?? 20;
    this.#now = options.now ?? (() => new Date());
  }

  async runOnce(): Promise<DeliveryRun> {
    const now = this.#now();
    const outbox = schema.outbox;
    const due = await this.#db
      .select()
      .from(outbox)
      .where(
        and(
          eq(outbox.status, 'pending'),
          or(isNull(outbox.sendAfter), lte(outbox.sendAfter, now)),
          or(
            eq(outbox.attempts, 0),
            sql`${outbox.createdAt} + ${dueAfterCreationSql(this.#schedule)} <= ${now.toISOString()}::timestamptz`,
          ),
        ),
      )
      .orderBy(asc(outbox.createdAt))
      .limit(this.#batchSize * 2);
    const run: DeliveryRun = { sent: 0, failed: 0, errors: [] };
    for (const row of due) {
      if (run.sent + run.failed >= this.#batchSize) break;
      if ((this.#notBefore.get(row.id) ?? 0) > now.getTime()) continue;
      const claimed = await this.#db
        .update(outbox)
        .set({ attempts: row.attempts + 1 })
        .where(and(eq(outbox.id, row.id), eq(outbox.status, 'pending'), eq(outbox.attempts, row.attempts)))
        .returning({ id: outbox.id });
      if (claimed.length === 0) continue;
      try {
        await this.#transport.send({
          to: row.toAddress,
          subject: row.subject,
          text: row.textBody,
          html: row.htmlBody,
        });
      } catch (error) {
        run.failed += 1;
        run.errors.push({ id: row.id, error });
        this.#notBefore.set(row.id, now.getTime() + retryDelayMs(row.attempts + 1, this.#schedule));
        continue;
      }
      this.#notBefore.delete(row.id);
      await this.#db.update(outbox).set({ status: 'sent', sentAt: this.#now() }).where(eq(outbox.id, row.id));
      run.sent += 1;
    }
    return run;
  }
}

export interface DeliveryLoop {
  /** Stops polling, waits for the run under way and closes the transport. */
  stop(): Promise<void>;
}

/** Runs `delivery` every `intervalMs` (one run at a time) until stopped; `onRun` hears of each run. */
export function startDeliveryLoop(
  delivery: MailDelivery,
  transport: MailTransport,
  options: { intervalMs: number; onRun?: (run: DeliveryRun) => void; onError?: (error: unknown) => void },
): DeliveryLoop {
  const loop = repeatEvery(options.intervalMs, () =>
    delivery
      .runOnce()
      .then((run) => options.onRun?.(run))
      .catch((error: unknown) => options.onError?.(error)),
  );
  return {
    async stop() {
      await loop.stop();
      transport.close();
    },
  };
}
