import {
  type AdminCustomerListQuery,
  type AdminCustomerUpdateRequest,
  type CountryCode,
  isValidName,
  isValidPhone,
  VALIDATION_MESSAGES,
} from '@ridgeline/contracts';
import { and, asc, type DbOrTx, desc, eq, inArray, or, type SQL, schema, sql } from '@ridgeline/db';
import { CommerceError } from '../shared/errors.ts';

/**
 * The back-office's view of consumers (decision 073): search, the person's record, customer service's
 * edits and the erasure of what this module holds. The `customers` module composes these with the
 * other modules' parts (orders, loyalty history, sessions, favorites, reviews) and audits every change.
 */

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * The search box: an email's beginning (with @), a loyalty number (M and 12 digits, exactly), a phone
 * number's beginning (digits, spaces, +, -, parentheses), else a last name's beginning (or "first last").
 * Each is served by an index of migration 0024; a contains-search would read every consumer.
 */
function searchFilter(q: string): SQL {
  const c = schema.consumers;
  const s = schema.shoppers;
  const text = q.trim();
  const lower = text.toLowerCase();
  if (lower.includes('@')) return sql`${s.email} like ${`${escapeLike(lower)}%`}`;
  if (/^m\d{12}$/i.test(text)) return eq(c.memberId, text.toUpperCase());
  if (/^[+\d][\d\s().-]*$/.test(text)) {
    const digits = text.replace(/\D/g, '');
    return sql`${c.phone} like ${`${escapeLike(digits)}%`}`;
  }
  const lastName = sql`lower(${c.lastName})`;
  const words = lower.split(/\s+/);
  if (words.length >= 2) {
    return or(
      and(
        sql`${lastName} like ${`${escapeLike(words.slice(1).join(' '))}%`}`,
        sql`lower(${c.firstName}) like ${`${escapeLike(words[0]!)}%`}`,
      ),
      sql`${lastName} like ${`${escapeLike(lower)}%`}`,
    )!;
  }
  return sql`${lastName} like ${`${escapeLike(lower)}%`}`;
}

const encodeCursor = (createdAt: string, shopperId: string) =>
  Buffer.from(`${createdAt}|${shopperId}`).toString('base64url');

function decodeCursor(cursor: string): { createdAt: string; shopperId: string } {
  const [createdAt, shopperId, ...rest] = Buffer.from(cursor, 'base64url').toString('utf8').split('|');
  if (
    rest.length > 0 ||
    !createdAt ||
    !shopperId ||
    !/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{6}Z$/.test(createdAt) ||
    !/^[0-9a-f-]{36}$/.test(shopperId)
  ) {
    throw new CommerceError('REQ400', {
      field: 'query.cursor',
      problem: 'must be the nextCursor of a previous page',
    });
  }
  return { createdAt, shopperId };
}

/** Registered consumers matching the search, newest account first, keyset-paged on (created_at, id). */
export async function searchConsumers(db: DbOrTx, query: AdminCustomerListQuery) {
  const c = schema.consumers;
  const s = schema.shoppers;
  const filters: SQL[] = [];
  if (query.q) filters.push(searchFilter(query.q));
  if (query.cursor) {
    const after = decodeCursor(query.cursor);
    filters.push(
      sql`(${c.createdAt}, ${c.shopperId}) < (${after.createdAt}::timestamptz, ${after.shopperId})`,
    );
  }
  // A narrow search (an email, a name, a phone) matches few rows: ordering on an expression of created_at
  // lets PostgreSQL read the prefix index and sort the matches rather than walk every consumer newest first
  // (as the order search does, decision 066).
  const narrow = !!query.q && query.q.trim().length >= 3;
  const rows = await db
    .select({
      shopperId: c.shopperId,
      consumerNo: s.consumerNo,
      email: s.email,
      firstName: c.firstName,
      lastName: c.lastName,
      phone: c.phone,
      memberId: c.memberId,
      createdAt: c.createdAt,
      createdAtExact: sql<string>`to_char(${c.createdAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`,
    })
    .from(c)
    .innerJoin(s, eq(s.id, c.shopperId))
    .where(filters.length > 0 ? and(...filters) : undefined)
    .orderBy(desc(narrow ? sql`${c.createdAt} + interval '0 seconds'` : c.createdAt), desc(c.shopperId))
    .limit(query.pageSize + 1);
  const page = rows.slice(0, query.pageSize);
  const last = page.at(-1);
  return {
    items: page.map((row) => ({
      customerId: row.shopperId,
      consumerNo: row.consumerNo,
      email: row.email,
      firstName: row.firstName,
      lastName: row.lastName,
      phone: row.phone,
      memberId: row.memberId,
      createdAt: row.createdAt.toISOString(),
    })),
    pageSize: query.pageSize,
    nextCursor:
      rows.length > query.pageSize && last ? encodeCursor(last.createdAtExact, last.shopperId) : null,
  };
}

/** The consumer's record as this module holds it, erased or not; ADM415 when there is none. */
export async function consumerRecord(db: DbOrTx, shopperId: string) {
  const [row] = await db
    .select({ shopper: schema.shoppers, consumer: schema.consumers })
    .from(schema.consumers)
    .innerJoin(schema.shoppers, eq(schema.shoppers.id, schema.consumers.shopperId))
    .where(eq(schema.consumers.shopperId, shopperId));
  if (!row) throw new CommerceError('ADM415');
  return row;
}

/** The person's record for customer service: details, addresses, subscriptions, programme profiles. */
export async function consumerForOperator(db: DbOrTx, shopperId: string) {
  // Read together: on a busy database the profile's time is mostly round trips (decision 088).
  const [{ shopper, consumer }, addresses, subscriptions, programmes] = await Promise.all([
    consumerRecord(db, shopperId),
    db
      .select()
      .from(schema.consumerAddresses)
      .where(eq(schema.consumerAddresses.shopperId, shopperId))
      .orderBy(desc(schema.consumerAddresses.isMain), asc(schema.consumerAddresses.createdAt)),
    db
      .select()
      .from(schema.subscriptions)
      .where(eq(schema.subscriptions.shopperId, shopperId))
      .orderBy(asc(schema.subscriptions.type), asc(schema.subscriptions.channel)),
    db
      .select()
      .from(schema.programmeProfiles)
      .where(eq(schema.programmeProfiles.shopperId, shopperId))
      .orderBy(asc(schema.programmeProfiles.programme)),
  ]);
  return {
    customerId: shopper.id,
    consumerNo: shopper.consumerNo,
    consumerType: shopper.consumerType,
    email: shopper.email,
    firstName: consumer.firstName,
    lastName: consumer.lastName,
    phone: consumer.phone,
    phoneCode: consumer.phoneCode,
    birthDate: consumer.birthDate,
    postalCode: consumer.postalCode,
    countryCode: consumer.countryCode,
    createdAt: consumer.createdAt.toISOString(),
    erasedAt: consumer.erasedAt ? consumer.erasedAt.toISOString() : null,
    memberId: consumer.memberId,
    loyaltyOptInDate: consumer.loyaltyOptInDate ? consumer.loyaltyOptInDate.toISOString() : null,
    loyaltyPoints: consumer.loyaltyPoints,
    addresses: addresses.map((row) => ({
      id: row.id,
      kind: row.approachType === 'B' ? ('billing' as const) : ('shipping' as const),
      isMain: row.isMain,
      address: { ...row.address, ...(row.recipientContactPhone ? { phone: row.recipientContactPhone } : {}) },
    })),
    subscriptions: subscriptions.map((row) => ({
      type: row.type,
      channel: row.channel,
      optin: row.optin,
      doubleOptin: row.doubleOptin,
      optinDate: row.optinDate ? row.optinDate.toISOString() : null,
      optoutDate: row.optoutDate ? row.optoutDate.toISOString() : null,
    })),
    programmes: programmes.map((row) => ({
      programme: row.programme,
      identityType: row.identityType,
      identityNumber: row.identityNumber,
      currency: row.currency,
      currentSpend: row.currentSpend,
      annualLimit: row.annualLimit,
    })),
  };
}

const invalid = (field: string, problem: string) =>
  new CommerceError('REQ400', { field: `body.${field}`, problem });

/**
 * Customer service's edit of a name or phone number, with the shopper's own rules (decision 023); the
 * caller audits it. Returns the fields before and after. ADM416 once erased.
 */
export async function updateConsumerContact(
  tx: DbOrTx,
  shopperId: string,
  request: AdminCustomerUpdateRequest,
) {
  const { consumer } = await consumerRecord(tx, shopperId);
  if (consumer.erasedAt) throw new CommerceError('ADM416');
  for (const field of ['firstName', 'lastName'] as const) {
    const value = request[field];
    if (value !== undefined && !isValidName(value)) throw invalid(field, VALIDATION_MESSAGES.name);
  }
  const phone = request.phone?.replace(/[\s().-]/g, '');
  if (phone !== undefined && phone !== '' && !isValidPhone(consumer.countryCode as CountryCode, phone))
    throw invalid('phone', VALIDATION_MESSAGES.phone);
  const before = {
    firstName: consumer.firstName,
    lastName: consumer.lastName,
    phone: consumer.phone,
    phoneCode: consumer.phoneCode,
  };
  const after = {
    firstName: request.firstName ?? before.firstName,
    lastName: request.lastName ?? before.lastName,
    phone: phone === undefined ? before.phone : phone || null,
    phoneCode: request.phoneCode === undefined ? before.phoneCode : request.phoneCode || null,
  };
  await tx
    .update(schema.consumers)
    .set({ ...after, updatedAt: new Date() })
    .where(eq(schema.consumers.shopperId, shopperId));
  return { before, after };
}

/**
 * Erases what this module holds on the person (decision 073), inside the erasure's transaction: the
 * profile's personal fields emptied, the password made unusable, the loyalty membership ended;
 * addresses, saved cards, subscriptions, programme profiles and mailed tokens deleted; support cases
 * emptied of their address and words. The consumer row stays (erased_at set): orders kept for the law
 * still name its id.
 */
export async function eraseConsumerData(tx: DbOrTx, shopperId: string, now: Date): Promise<void> {
  await tx
    .update(schema.consumers)
    .set({
      passwordHash: '!erased',
      firstName: null,
      lastName: null,
      birthDate: null,
      phone: null,
      phoneCode: null,
      postalCode: null,
      gender: null,
      interests: null,
      preferredShoeSize: null,
      source: null,
      memberId: null,
      loyaltyOptInDate: null,
      loyaltyPoints: 0,
      notifications: { email: false, sms: false },
      passwordChangedAt: now,
      erasedAt: now,
      updatedAt: now,
    })
    .where(eq(schema.consumers.shopperId, shopperId));
  await tx.delete(schema.consumerAddresses).where(eq(schema.consumerAddresses.shopperId, shopperId));
  await tx.delete(schema.savedCards).where(eq(schema.savedCards.shopperId, shopperId));
  await tx.delete(schema.subscriptions).where(eq(schema.subscriptions.shopperId, shopperId));
  await tx.delete(schema.programmeProfiles).where(eq(schema.programmeProfiles.shopperId, shopperId));
  await tx.delete(schema.consumerTokens).where(eq(schema.consumerTokens.shopperId, shopperId));
  const cases = await tx
    .update(schema.supportCases)
    .set({ email: ERASED_EMAIL, subject: '', message: '', details: null, updatedAt: now })
    .where(eq(schema.supportCases.shopperId, shopperId))
    .returning({ id: schema.supportCases.id });
  if (cases.length > 0) {
    await tx
      .update(schema.supportCaseReplies)
      .set({ text: '' })
      .where(
        inArray(
          schema.supportCaseReplies.caseId,
          cases.map((c) => c.id),
        ),
      );
  }
}

/** What an erased person's address becomes where a row must keep one (support cases, orders, emails). */
export const ERASED_EMAIL = 'erased@invalid.invalid';
