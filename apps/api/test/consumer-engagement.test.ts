import { randomUUID } from 'node:crypto';
import { content } from '@ridgeline/commerce';
import { eq, schema } from '@ridgeline/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApi, registered, type TestApi } from './helpers.ts';

/** Spec 3 sections 3, 5 and 7 (decision 075): event registration and the newsletter forms' sign-up. */

let api: TestApi;
const eventId = `trail-weekend-${randomUUID().slice(0, 8)}`;
const soloEventId = `solo-${randomUUID().slice(0, 8)}`;
const cli = { type: 'cli' as const, id: 'test' };

async function publishEvent(id: string, enablePlusOne: boolean) {
  const doc = await content.createDocument(api.database.db, cli, {
    type: 'event-signup',
    siteId: null,
    route: null,
    layoutVariant: null,
    fields: {
      name: `Event ${id}`,
      eventId: id,
      title: 'Trail running weekend',
      startDate: '2027-06-12',
      endDate: '2027-06-13',
      enablePlusOne,
    },
    localized: { fr: { title: 'Week-end trail' } },
  });
  await content.publishDocument(api.database.db, cli, doc.id, {});
}

beforeAll(async () => {
  api = await createTestApi();
  await publishEvent(eventId, true);
  await publishEvent(soloEventId, false);
});
afterAll(() => api.close());

type Failure = { errorDetails: { errorId: string; field?: string }[] };
type Registration = {
  eventId: string;
  eventTitle: string;
  email: string;
  attendingDays: string;
  plusOne: string | null;
};
const EVENTS = '/api/consumers-v3/consumer/event-registration';
const NEWSLETTER = '/api/consumers-v3/newsletter';

describe('event registration', () => {
  it('needs a signed-in shopper (AUT498)', async () => {
    const answer = await api.call<Failure>({
      method: 'POST',
      url: EVENTS,
      body: { eventId, attendingDays: '2027-06-12', eventTermsAccepted: true },
    });
    expect(answer.status).toBe(401);
    expect(answer.body.errorDetails[0]!.errorId).toBe('AUT498');
  });

  it('stores the registration, visible to the shopper, and replaces it when registering again', async () => {
    const { session, email } = await registered(api);
    const token = session.accessToken;
    const first = await api.call<Registration>({
      method: 'POST',
      url: `${EVENTS}?locale=fr-fr`,
      token,
      body: {
        eventId,
        attendingDays: '2027-06-13,2027-06-12',
        eventTermsAccepted: true,
        plusOne: 'Anna Müller',
        registrationTimestamp: new Date().toISOString(),
      },
    });
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(first.body).toMatchObject({
      eventId,
      eventTitle: 'Week-end trail',
      email,
      attendingDays: '2027-06-12,2027-06-13',
      plusOne: 'Anna Müller',
    });
    await api.call({
      method: 'POST',
      url: EVENTS,
      token,
      body: { eventId, attendingDays: '2027-06-12', eventTermsAccepted: true },
    });
    const mine = await api.call<{ registrations: Registration[] }>({ method: 'GET', url: EVENTS, token });
    expect(mine.body.registrations).toEqual([
      expect.objectContaining({
        eventId,
        attendingDays: '2027-06-12',
        plusOne: null,
        eventTitle: 'Trail running weekend',
      }),
    ]);
    const other = await registered(api);
    const theirs = await api.call<{ registrations: Registration[] }>({
      method: 'GET',
      url: EVENTS,
      token: other.session.accessToken,
    });
    expect(theirs.body.registrations).toEqual([]);
  });

  it('refuses missing terms, days outside the event, a bad guest name, a guest where none is taken and unknown events', async () => {
    const { session } = await registered(api);
    const post = (body: Record<string, unknown>) =>
      api.call<Failure>({ method: 'POST', url: EVENTS, token: session.accessToken, body });
    const noTerms = await post({ eventId, attendingDays: '2027-06-12', eventTermsAccepted: false });
    expect(noTerms.status).toBe(400);
    expect(noTerms.body.errorDetails[0]).toMatchObject({
      errorId: 'REQ400',
      field: 'body.eventTermsAccepted',
    });
    const outside = await post({ eventId, attendingDays: '2027-06-14', eventTermsAccepted: true });
    expect(outside.body.errorDetails[0]).toMatchObject({ errorId: 'REQ400', field: 'attendingDays' });
    const notDates = await post({ eventId, attendingDays: 'saturday', eventTermsAccepted: true });
    expect(notDates.body.errorDetails[0]).toMatchObject({ errorId: 'REQ400', field: 'body.attendingDays' });
    const badGuest = await post({
      eventId,
      attendingDays: '2027-06-12',
      eventTermsAccepted: true,
      plusOne: 'R2-D2 <b>',
    });
    expect(badGuest.body.errorDetails[0]).toMatchObject({ errorId: 'REQ400', field: 'body.plusOne' });
    const noGuests = await post({
      eventId: soloEventId,
      attendingDays: '2027-06-12',
      eventTermsAccepted: true,
      plusOne: 'Anna',
    });
    expect(noGuests.body.errorDetails[0]).toMatchObject({ errorId: 'REQ400', field: 'plusOne' });
    const unknown = await post({
      eventId: 'no-such-event',
      attendingDays: '2027-06-12',
      eventTermsAccepted: true,
    });
    expect(unknown.status).toBe(404);
    expect(unknown.body.errorDetails[0]!.errorId).toBe('EVT404');
    const mine = await api.call<{ registrations: Registration[] }>({
      method: 'GET',
      url: EVENTS,
      token: session.accessToken,
    });
    expect(mine.body.registrations).toEqual([]);
  });
});

describe('newsletter sign-up', () => {
  const confirmationToken = async (email: string) => {
    const mails = await api.database.db
      .select()
      .from(schema.outbox)
      .where(eq(schema.outbox.toAddress, email));
    const mail = mails.find((m) => m.template === 'subscription-confirm');
    return { count: mails.length, token: mail?.textBody.match(/token=([A-Za-z0-9_-]+)/)?.[1] };
  };

  it('mails a visitor a confirmation link (double opt-in) once, and confirms it', async () => {
    const email = `visitor-${randomUUID().slice(0, 8)}@example.com`;
    const answer = await api.call<{ status: string }>({
      method: 'POST',
      url: `${NEWSLETTER}?locale=de-de`,
      body: { optIn: true, email: email.toUpperCase(), acquisitionType: 'Signup', campaignName: '/de-de' },
    });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body).toEqual({ email, status: 'pending' });
    const again = await api.call({
      method: 'POST',
      url: NEWSLETTER,
      body: { optIn: true, email, campaignName: '/' },
    });
    expect(again.status).toBe(200);
    const { count, token } = await confirmationToken(email);
    expect(count).toBe(1);
    const [mail] = await api.database.db
      .select()
      .from(schema.outbox)
      .where(eq(schema.outbox.toAddress, email));
    expect(mail!.textBody).toContain('/de-de/account/subscriptions/confirm?token=');
    const confirmed = await api.call<{ subscriptions: unknown[] }>({
      method: 'POST',
      url: '/api/consumers-v3/consumer/subscription/confirm',
      body: { token },
    });
    expect(confirmed.status).toBe(200);
    const [row] = await api.database.db
      .select()
      .from(schema.newsletterSignups)
      .where(eq(schema.newsletterSignups.email, email));
    expect(row!.confirmedAt).toBeInstanceOf(Date);
    const reused = await api.call<Failure>({
      method: 'POST',
      url: '/api/consumers-v3/consumer/subscription/confirm',
      body: { token },
    });
    expect(reused.body.errorDetails[0]!.errorId).toBe('AUT402');
  });

  it("signs a shopper's account address up, through their Newsletter subscription", async () => {
    const { session, email } = await registered(api);
    const answer = await api.call<{ email: string; status: string }>({
      method: 'POST',
      url: NEWSLETTER,
      token: session.accessToken,
      body: { optIn: true, campaignName: '/en-us/journal' },
    });
    expect(answer.body).toEqual({ email, status: 'pending' });
    const subscriptions = await api.call<{ subscriptions: { type: string; optin: boolean }[] }>({
      method: 'GET',
      url: '/api/consumers-v3/consumer/subscription',
      token: session.accessToken,
    });
    expect(subscriptions.body.subscriptions).toEqual([
      expect.objectContaining({ type: 'Newsletter', channel: 'email', optin: true, doubleOptin: false }),
    ]);
    expect((await confirmationToken(email)).token).toBeTruthy();
  });

  it('refuses a missing or invalid email and an unticked opt-in', async () => {
    const post = (body: Record<string, unknown>) =>
      api.call<Failure>({ method: 'POST', url: NEWSLETTER, body });
    expect((await post({ optIn: true, campaignName: '/' })).body.errorDetails[0]).toMatchObject({
      errorId: 'REQ400',
      field: 'email',
    });
    expect((await post({ optIn: true, email: 'not-an-email' })).body.errorDetails[0]).toMatchObject({
      errorId: 'REQ400',
      field: 'body.email',
    });
    expect((await post({ optIn: false, email: 'a@example.com' })).body.errorDetails[0]).toMatchObject({
      errorId: 'REQ400',
      field: 'body.optIn',
    });
  });
});
