// What a French or German shopper reads from the API: error answers and emails come from the message
// catalogue in the request's language (decision 061).
import { eq, schema } from '@ridgeline/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { altcha, createTestApi, pkce, registered, signupBody, type TestApi } from './helpers.ts';

let api: TestApi;
beforeAll(async () => {
  api = await createTestApi({ seed: false });
});
afterAll(() => api.close());

type Failure = { errorDetails: { errorId: string; message: string }[] };

const mailsTo = (email: string) =>
  api.database.db.select().from(schema.outbox).where(eq(schema.outbox.toAddress, email));

describe('an invalid request in French', () => {
  it('answers REQ400 in French throughout, the field’s problem included', async () => {
    const { codeChallenge } = pkce();
    const answer = await api.call<Failure>({
      method: 'POST',
      url: '/api/consumers-v3/auth/signup?locale=fr-ca',
      body: { ...signupBody({ firstName: 'R2-D2 #1' }), codeChallenge, altcha: await altcha(api) },
    });
    expect(answer.status).toBe(400);
    expect(answer.body.errorDetails[0]).toMatchObject({
      errorId: 'REQ400',
      message: 'La requête n’est pas valide. body.firstName : Le nom n’est pas valide.',
    });
  });

  it('keeps the English answer as it was', async () => {
    const { codeChallenge } = pkce();
    const answer = await api.call<Failure>({
      method: 'POST',
      url: '/api/consumers-v3/auth/signup?locale=en-us',
      body: { ...signupBody({ firstName: 'R2-D2 #1' }), codeChallenge, altcha: await altcha(api) },
    });
    expect(answer.body.errorDetails[0]!.message).toBe(
      'The request is not valid. body.firstName: Name is not valid..',
    );
  });
});

describe('zod’s validation problems in the request’s language', () => {
  const contact = {
    email: 'shopper@example.com',
    firstName: 'Camille',
    lastName: 'Martin',
    category: 'orders',
    subject: 'Delivery',
    message: 'Where is my parcel?',
  };
  const { firstName: _left, ...withoutFirstName } = contact;
  const tooLongSubject = { ...contact, subject: 'x'.repeat(61) };
  const send = (locale: string, body: object) =>
    api.call<Failure & { errorDetails: { field: string }[] }>({
      method: 'POST',
      url: `/api/consumers-v3/contactus?locale=${locale}`,
      body,
    });

  it('names a missing and a too-long field in French', async () => {
    const missing = await send('fr-ca', withoutFirstName);
    expect(missing.status).toBe(400);
    expect(missing.body.errorDetails[0]).toMatchObject({
      errorId: 'REQ400',
      field: 'body.firstName',
      message: 'La requête n’est pas valide. body.firstName : Ce champ est obligatoire.',
    });
    const tooLong = await send('fr-fr', tooLongSubject);
    expect(tooLong.body.errorDetails[0]).toMatchObject({
      errorId: 'REQ400',
      field: 'body.subject',
      message: 'La requête n’est pas valide. body.subject : Doit compter au plus 60 caractères.',
    });
  });

  it('names them in German', async () => {
    const missing = await send('de-de', withoutFirstName);
    expect(missing.body.errorDetails[0]!.message).toBe(
      'Die Anfrage ist ungültig. body.firstName: Dieses Feld ist erforderlich.',
    );
    const tooLong = await send('de-de', tooLongSubject);
    expect(tooLong.body.errorDetails[0]!.message).toBe(
      'Die Anfrage ist ungültig. body.subject: Darf höchstens 60 Zeichen lang sein.',
    );
  });

  it('writes English from the catalogue too, never zod’s own wording', async () => {
    const missing = await send('en-us', withoutFirstName);
    expect(missing.body.errorDetails[0]).toMatchObject({
      field: 'body.firstName',
      problem: 'This field is required',
      message: 'The request is not valid. body.firstName: This field is required.',
    });
    const tooLong = await send('en-gb', tooLongSubject);
    expect(tooLong.body.errorDetails[0]!.message).toBe(
      'The request is not valid. body.subject: Must be at most 60 characters.',
    );
  });
});

describe('contact-us topics in the request’s language', () => {
  type Topics = {
    categories: { category: string; label: string; subjects: { subject: string; label: string }[] }[];
  };
  const topics = async (locale: string) =>
    (
      await api.call<Topics>({
        method: 'GET',
        url: `/api/consumers-v3/contactus/categorySubject?locale=${locale}`,
      })
    ).body.categories;

  it('lists the categories and subjects in French and German, with the same ids as in English', async () => {
    const [english, french, german] = await Promise.all([topics('en-us'), topics('fr-ca'), topics('de-de')]);
    const returns = (list: Topics['categories']) => list.find((category) => category.category === 'returns')!;
    expect(returns(english)).toMatchObject({ label: 'Returns and refunds' });
    expect(returns(french)).toMatchObject({
      label: 'Retours et remboursements',
      subjects: [
        { subject: 'start-return', label: 'Faire un retour' },
        { subject: 'refund-status', label: 'Suivi du remboursement' },
      ],
    });
    expect(returns(german).label).toBe('Rücksendungen und Erstattungen');
    const ids = (list: Topics['categories']) =>
      list.map((category) => category.subjects.map((s) => s.subject));
    expect(ids(french)).toEqual(ids(english));
  });
});

describe('emails in the shopper’s language', () => {
  it('mails a German shopper the password reset in German: subject, text and HTML with the link', async () => {
    const { email } = await registered(api);
    const answer = await api.call({
      method: 'POST',
      url: '/api/consumers-v3/confirmforgotpassword?locale=de-de',
      body: { email },
    });
    expect(answer.status).toBe(200);
    const reset = (await mailsTo(email)).find((mail) => mail.template === 'password-reset')!;
    expect(reset.subject).toBe('Setzen Sie Ihr Ridgeline-Passwort zurück');
    expect(reset.textBody).toContain('Folgen Sie diesem Link innerhalb einer Stunde');
    const link = reset.textBody.match(/https?:\/\/\S+\/de-de\/forgot-password\?token=[A-Za-z0-9_-]+/)?.[0];
    expect(link).toBeDefined();
    expect(reset.htmlBody).toMatch(/<html[^>]* lang="de"/);
    expect(reset.htmlBody).toContain('Folgen Sie diesem Link innerhalb einer Stunde');
    expect(reset.htmlBody).toContain(`href="${link}"`);
    expect(reset.htmlBody).toContain('Neues Passwort wählen');
    expect(reset.htmlBody).not.toContain('Follow this link');
  });

  it('writes the HTML body of the welcome and password-reset emails, in English for an English request', async () => {
    const { email } = await registered(api);
    await api.call({ method: 'POST', url: '/api/consumers-v3/confirmforgotpassword', body: { email } });
    const mails = await mailsTo(email);
    expect(mails.map((mail) => mail.template).sort()).toEqual(['password-reset', 'welcome']);
    for (const mail of mails) {
      expect(mail.htmlBody, mail.template).toMatch(/<html[^>]* lang="en"/);
      expect(mail.htmlBody, mail.template).toContain(mail.textBody.split('\n')[0]!);
    }
    const welcome = mails.find((mail) => mail.template === 'welcome')!;
    expect(welcome.subject).toBe('Welcome to Ridgeline');
    expect(welcome.textBody).toBe(
      `Hello Jordan,\n\nyour Ridgeline account is ready. Sign in with ${email} to track orders, save addresses and cards, and check out faster.`,
    );
  });
});
