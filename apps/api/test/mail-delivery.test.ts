import type { AddressInfo } from 'node:net';
import { mail } from '@ridgeline/commerce';
import { type Database, eq, schema, seedDemoData } from '@ridgeline/db';
import { createTestDatabase } from '@ridgeline/db/testing';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';

/** What a real SMTP server (in this process) received. */
interface Received {
  user: string | undefined;
  from: string;
  to: string[];
  raw: string;
}

interface TestSmtp {
  url: string;
  received: Received[];
  /** While true the server answers 451 to DATA: the message is not accepted. */
  failing: boolean;
  close(): Promise<void>;
}

async function startSmtp(): Promise<TestSmtp> {
  const received: Received[] = [];
  const state = { failing: false };
  const server = new SMTPServer({
    disabledCommands: ['STARTTLS'],
    allowInsecureAuth: true,
    logger: false,
    onAuth(auth, _session, callback) {
      if (auth.username === 'shop' && auth.password === 's3cret') callback(null, { user: 'shop' });
      else callback(new Error('Invalid username or password'));
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        if (state.failing) {
          const error = new Error('Mailbox temporarily unavailable') as Error & { responseCode: number };
          error.responseCode = 451;
          callback(error);
          return;
        }
        received.push({
          user: session.user as string | undefined,
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((recipient) => recipient.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://shop:s3cret@127.0.0.1:${port}`,
    received,
    get failing() {
      return state.failing;
    },
    set failing(value: boolean) {
      state.failing = value;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** A header's value and the decoded text body of a single-part message as the server received it. */
/** One MIME entity: its headers and its body, decoded. */
function parseEntity(raw: string) {
  const [head = '', ...rest] = raw.split('\r\n\r\n');
  const headers = head.replace(/\r\n[ \t]+/g, ' ');
  const header = (name: string) => new RegExp(`^${name}: (.*)$`, 'im').exec(headers)?.[1]?.trim() ?? null;
  const body = rest.join('\r\n\r\n');
  const encoding = header('Content-Transfer-Encoding')?.toLowerCase();
  const text =
    encoding === 'quoted-printable'
      ? Buffer.from(
          body
            .replace(/=\r\n/g, '')
            .replace(/=([0-9A-F]{2})/g, (_match, hex: string) =>
              String.fromCharCode(Number.parseInt(hex, 16)),
            ),
          'latin1',
        ).toString('utf8')
      : encoding === 'base64'
        ? Buffer.from(body, 'base64').toString('utf8')
        : body;
  return { header, body, text: text.replace(/\r\n/g, '\n').trimEnd() };
}

/** A message's headers, its text (the text/plain part of a multipart one) and its HTML part, if any. */
function parse(raw: string) {
  const message = parseEntity(raw);
  const boundary = /boundary="?([^";]+)"?/i.exec(message.header('Content-Type') ?? '')?.[1];
  if (!boundary) return { header: message.header, text: message.text, html: null };
  const parts = message.body
    .split(`--${boundary}`)
    .slice(1, -1)
    .map((part) => parseEntity(part.replace(/^\r\n/, '')));
  const ofType = (type: string) => parts.find((part) => part.header('Content-Type')?.startsWith(type));
  return {
    header: message.header,
    text: ofType('text/plain')?.text ?? '',
    html: ofType('text/html')?.text ?? null,
  };
}

async function outboxRow(database: Database, id: string) {
  const [row] = await database.db.select().from(schema.outbox).where(eq(schema.outbox.id, id));
  return row!;
}

async function queue(database: Database, to: string, subject: string, text: string): Promise<string> {
  const id = `mail-${Math.random().toString(36).slice(2)}`;
  await database.db
    .insert(schema.outbox)
    .values({ id, toAddress: to, subject, textBody: text, template: 'test' });
  return id;
}

let smtp: TestSmtp;
let database: Database;

beforeAll(async () => {
  smtp = await startSmtp();
  database = await createTestDatabase();
  await seedDemoData(database.db);
});

afterAll(async () => {
  await database?.close();
  await smtp?.close();
});

describe('email through SMTP', () => {
  it('the API process sends a queued email through the configured server and marks it sent', async () => {
    const app = await buildApp({
      database,
      logger: false,
      authSecret: 'test-secret',
      mail: { smtpUrl: smtp.url, from: 'Ridgeline <shop@ridgeline.test>', pollIntervalMs: 50 },
    });
    try {
      await app.ready();
      // No development mailbox once SMTP is configured.
      expect((await app.inject({ method: 'GET', url: '/api/dev/mailbox' })).statusCode).toBe(404);
      const before = Date.now();
      const reset = await app.inject({
        method: 'POST',
        url: '/api/consumers-v3/confirmforgotpassword?locale=en-us',
        payload: { email: 'athlete@ridgeline.test' },
      });
      expect(reset.statusCode).toBe(200);
      const [queued] = await database.db
        .select()
        .from(schema.outbox)
        .where(eq(schema.outbox.template, 'password-reset'));
      expect(queued).toBeDefined();

      await expect
        .poll(async () => (await outboxRow(database, queued!.id)).status, { timeout: 15_000 })
        .toBe('sent');
      const row = await outboxRow(database, queued!.id);
      expect(row.attempts).toBe(1);
      expect(row.sentAt!.getTime()).toBeGreaterThanOrEqual(before - 1_000);
      expect(row.sentAt!.getTime()).toBeLessThanOrEqual(Date.now() + 1_000);

      expect(smtp.received).toHaveLength(1);
      const [message] = smtp.received;
      expect(message!.user).toBe('shop');
      expect(message!.from).toBe('shop@ridgeline.test');
      expect(message!.to).toEqual(['athlete@ridgeline.test']);
      const parsed = parse(message!.raw);
      expect(parsed.header('To')).toBe('athlete@ridgeline.test');
      expect(parsed.header('Subject')).toBe(row.subject);
      expect(parsed.text).toBe(row.textBody.replace(/\r\n/g, '\n').trimEnd());
      expect(parsed.text).toMatch(/\/en-us\/forgot-password\?token=[A-Za-z0-9_-]+/);
      expect(parsed.html).toContain('Choose a new password');
    } finally {
      await app.close();
    }
  });

  it('keeps a message the server refuses unsent and retries it after a wait that doubles', async () => {
    smtp.received.length = 0;
    smtp.failing = true;
    let clock = Date.now();
    const transport = mail.smtpTransport(smtp.url, 'shop@ridgeline.test');
    const delivery = new mail.MailDelivery(database.db, transport, {
      schedule: { firstDelayMs: 60_000, maxDelayMs: 600_000 },
      now: () => new Date(clock),
    });
    try {
      const id = await queue(database, 'guide@ridgeline.test', 'Your order has shipped', 'On its way.');
      const first = await delivery.runOnce();
      expect(first.failed).toBe(1);
      expect(String(first.errors[0]?.error)).toContain('Mailbox temporarily unavailable');
      let row = await outboxRow(database, id);
      expect(row).toMatchObject({ status: 'pending', attempts: 1, sentAt: null });

      // Not again before the wait is over (one minute after the first failure).
      clock += 59_000;
      expect(await delivery.runOnce()).toMatchObject({ sent: 0, failed: 0 });
      clock += 2_000;
      expect(await delivery.runOnce()).toMatchObject({ sent: 0, failed: 1 });
      row = await outboxRow(database, id);
      expect(row).toMatchObject({ status: 'pending', attempts: 2, sentAt: null });

      // The next wait is two minutes; then the server takes the message and it is marked sent.
      smtp.failing = false;
      clock += 60_000;
      expect(await delivery.runOnce()).toMatchObject({ sent: 0, failed: 0 });
      clock += 61_000;
      expect(await delivery.runOnce()).toMatchObject({ sent: 1, failed: 0 });
      row = await outboxRow(database, id);
      expect(row).toMatchObject({ status: 'sent', attempts: 3 });
      expect(row.sentAt!.getTime()).toBe(clock);
      expect(smtp.received.map((message) => message.to)).toEqual([['guide@ridgeline.test']]);
      expect(parse(smtp.received[0]!.raw).text).toBe('On its way.');
    } finally {
      transport.close();
      smtp.failing = false;
    }
  });

  it('leaves the message unsent while no server answers', async () => {
    const transport = mail.smtpTransport('smtp://shop:s3cret@127.0.0.1:9', 'shop@ridgeline.test');
    const delivery = new mail.MailDelivery(database.db, transport);
    try {
      const id = await queue(database, 'athlete@ridgeline.test', 'Welcome', 'Hello.');
      const run = await delivery.runOnce();
      expect(run.failed).toBeGreaterThanOrEqual(1);
      expect(await outboxRow(database, id)).toMatchObject({ status: 'pending', attempts: 1, sentAt: null });
    } finally {
      transport.close();
    }
  });

  it('sends a message once when two processes deliver at the same time', async () => {
    smtp.received.length = 0;
    await database.db.delete(schema.outbox);
    const transports = [
      mail.smtpTransport(smtp.url, 'a@ridgeline.test'),
      mail.smtpTransport(smtp.url, 'b@ridgeline.test'),
    ];
    try {
      const id = await queue(database, 'instructor@ridgeline.test', 'Your receipt', 'Thank you.');
      const runs = await Promise.all(
        transports.map((transport) => new mail.MailDelivery(database.db, transport).runOnce()),
      );
      expect(runs.reduce((sum, run) => sum + run.sent, 0)).toBe(1);
      expect(smtp.received).toHaveLength(1);
      expect(await outboxRow(database, id)).toMatchObject({ status: 'sent', attempts: 1 });
    } finally {
      for (const transport of transports) transport.close();
    }
  });

  it('waits longer after each failure, up to the cap', () => {
    const schedule = { firstDelayMs: 30_000, maxDelayMs: 3_600_000 };
    expect([0, 1, 2, 3, 7, 8, 20].map((attempts) => mail.retryDelayMs(attempts, schedule))).toEqual([
      0, 30_000, 60_000, 120_000, 1_920_000, 3_600_000, 3_600_000,
    ]);
  });
});
