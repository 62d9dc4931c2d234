import { type DbOrTx, desc, eq, schema } from '@ridgeline/db';
import { liveEvent } from '../content/index.ts';
import type { ShopContext } from '../shared/context.ts';
import { CommerceError } from '../shared/errors.ts';
import { newId } from '../shared/ids.ts';
import { loadAccount } from './account.ts';

/** What the event sign-up form sends (spec 3 section 3 and 7); the account gives the rest. */
export interface EventRegistrationInput {
  eventId: string;
  /** ISO dates (YYYY-MM-DD), each within the event's days. */
  attendingDays: string[];
  eventTermsAccepted: boolean;
  plusOne?: string | undefined;
  phoneNumber?: string | undefined;
  gender?: string | undefined;
}

type Row = typeof schema.eventRegistrations.$inferSelect;

export function eventRegistrationView(row: Row) {
  return {
    eventId: row.eventId,
    eventTitle: row.eventTitle,
    email: row.email,
    firstName: row.firstName,
    lastName: row.lastName,
    gender: row.gender,
    phoneNumber: row.phoneNumber,
    attendingDays: row.attendingDays.join(','),
    plusOne: row.plusOne,
    eventTermsAccepted: true,
    registrationTimestamp: row.registeredAt.toISOString(),
  };
}

const invalid = (field: string, problem: string) => new CommerceError('REQ400', { field, problem });

/**
 * Registers the signed-in shopper for a published event: the days must be the event's, the terms accepted,
 * a guest only where the event allows one. Registering again replaces the earlier registration.
 * EVT404 when no event with that id is published.
 */
export async function registerForEvent(
  db: DbOrTx,
  ctx: ShopContext,
  shopperId: string,
  input: EventRegistrationInput,
) {
  const now = new Date();
  const event = await liveEvent(db, input.eventId, now, ctx.locale);
  if (!event) throw new CommerceError('EVT404', { eventId: input.eventId });
  if (!input.eventTermsAccepted) throw invalid('eventTermsAccepted', 'must be accepted');
  const days = [...new Set(input.attendingDays)].sort();
  if (days.length === 0) throw invalid('attendingDays', 'must list at least one day');
  const outside = days.find((day) => day < event.startDate || day > event.endDate);
  if (outside)
    throw invalid('attendingDays', `must be days of the event (${event.startDate} to ${event.endDate})`);
  const plusOne = input.plusOne?.trim() || null;
  if (plusOne && !event.enablePlusOne) throw invalid('plusOne', 'this event takes no guest');
  const { shopper, consumer } = await loadAccount(db, shopperId);
  const values = {
    eventTitle: event.title,
    email: shopper.email,
    firstName: consumer.firstName,
    lastName: consumer.lastName,
    gender: input.gender ?? consumer.gender,
    phoneNumber:
      input.phoneNumber ?? (consumer.phone ? `${consumer.phoneCode ?? ''}${consumer.phone}` : null),
    attendingDays: days,
    plusOne,
    termsAcceptedAt: now,
    registeredAt: now,
  };
  const [row] = await db
    .insert(schema.eventRegistrations)
    .values({ id: newId(), shopperId, eventId: event.eventId, ...values })
    .onConflictDoUpdate({
      target: [schema.eventRegistrations.shopperId, schema.eventRegistrations.eventId],
      set: values,
    })
    .returning();
  return eventRegistrationView(row!);
}

/** The shopper's event registrations, the latest first (the account shows them). */
export async function listEventRegistrations(db: DbOrTx, shopperId: string) {
  const rows = await db
    .select()
    .from(schema.eventRegistrations)
    .where(eq(schema.eventRegistrations.shopperId, shopperId))
    .orderBy(desc(schema.eventRegistrations.registeredAt));
  return rows.map(eventRegistrationView);
}
