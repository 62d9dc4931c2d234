import { randomInt } from 'node:crypto';
import {
  type CountryCode,
  isIsoDate,
  isValidEmail,
  isValidName,
  isValidPhone,
  isValidPostalCode,
  type Locale,
  latestBirthDate,
  MIN_BIRTH_DATE,
  type SignupRequest,
  signupRulesOf,
  VALIDATION_MESSAGES,
} from '@ridgeline/contracts';
import { translator } from '@ridgeline/contracts/messages/catalogue';
import type { Db } from '@ridgeline/db';
import {
  assertPasswordPolicy,
  createRegisteredShopper,
  hashPassword,
  issueAuthorizationCode,
  normaliseEmail,
  shopperIdByEmail,
} from '../auth/index.ts';
import { createConsumer, enrol, type SubscriptionChange, setSubscriptions } from '../consumers/index.ts';
import type { ShopContext } from '../shared/context.ts';
import { CommerceError } from '../shared/errors.ts';
import { newId } from '../shared/ids.ts';
import { queueEmail } from '../shared/outbox.ts';

const invalid = (field: string, problem: string) =>
  new CommerceError('REQ400', { field: `body.${field}`, problem });

function newConsumerNo(): string {
  let digits = '';
  for (let i = 0; i < 10; i++) digits += randomInt(10).toString();
  return `C${digits}`;
}

/**
 * The spec's sign-up rules (section 5) for the shop's locale: what its form requires (the site table's
 * per-locale configuration) and its country's minimal age; throws the first broken one.
 */
export function validateSignup(request: SignupRequest, locale: Locale, today: string): void {
  if (!isValidEmail(request.email.trim())) throw new CommerceError('AUT453', { field: 'body.email' });
  assertPasswordPolicy(request.password);
  if (request.simplified === true) return;
  const rules = signupRulesOf(locale);
  const country = rules.country;
  for (const field of ['firstName', 'lastName'] as const) {
    const value = request[field];
    if (!value) throw invalid(field, VALIDATION_MESSAGES.required);
    if (!isValidName(value)) throw invalid(field, VALIDATION_MESSAGES.name);
  }
  for (const field of ['brandTerms', 'policy'] as const) {
    if (request[field] !== true) throw invalid(field, 'must be checked');
  }
  if (!request.birthDate) {
    if (rules.birthDateRequired) throw new CommerceError('PRO411', { field: 'body.birthDate' });
  } else if (
    !isIsoDate(request.birthDate) ||
    request.birthDate < MIN_BIRTH_DATE ||
    request.birthDate > latestBirthDate(today, rules.minAge)
  ) {
    throw new CommerceError('PRO410', { field: 'body.birthDate', minAge: rules.minAge });
  }
  if (request.phone) {
    if (!isValidPhone(country, request.phone.replace(/[\s().-]/g, '')))
      throw invalid('phone', VALIDATION_MESSAGES.phone);
  } else if (rules.phoneRequired) {
    throw invalid('phone', VALIDATION_MESSAGES.required);
  }
  if (rules.genderRequired && !request.gender) throw invalid('gender', VALIDATION_MESSAGES.required);
  if (request.postalCode && !isValidPostalCode(country, request.postalCode)) {
    throw invalid('postalCode', VALIDATION_MESSAGES.postalCode);
  }
  if (request.optInAccepted) {
    if (!request.phone) throw invalid('optInAccepted', 'needs a valid phone number');
    if (!request.smsTermsAccepted) throw invalid('smsTermsAccepted', 'must be checked');
  }
}

function consentsOf(request: SignupRequest): SubscriptionChange[] {
  const changes = new Map<string, SubscriptionChange>();
  const add = (change: SubscriptionChange) => changes.set(`${change.type}:${change.channel}`, change);
  if (request.newsletter) add({ type: 'Newsletter', channel: 'email', optin: true });
  if (request.optInAccepted) add({ type: 'Newsletter', channel: 'sms', optin: true });
  for (const consent of request.subscriptions ?? []) add(consent);
  return [...changes.values()].filter((change) => change.optin);
}

/**
 * Creates a registered consumer and signs them in: the answer is an authorisation code for the
 * client's PKCE challenge, exactly what sign-in answers. AUT439 when the email has an account.
 */
export async function signUp(
  db: Db,
  ctx: ShopContext,
  request: SignupRequest & { codeChallenge: string },
  today = new Date().toISOString().slice(0, 10),
): Promise<{ authorizationCode: string; shopperId: string }> {
  const country = ctx.country as CountryCode;
  validateSignup(request, ctx.locale, today);
  const email = normaliseEmail(request.email);
  const taken = await shopperIdByEmail(db, email);
  if (taken) throw new CommerceError('AUT439', { field: 'body.email' });
  const passwordHash = await hashPassword(request.password);
  const shopperId = newId();
  const full = request.simplified === true ? null : request;
  try {
    await db.transaction(async (tx) => {
      await createRegisteredShopper(tx, { id: shopperId, consumerNo: newConsumerNo(), email });
      await createConsumer(tx, {
        shopperId,
        passwordHash,
        countryCode: country,
        firstName: full?.firstName ?? null,
        lastName: full?.lastName ?? null,
        birthDate: full?.birthDate ?? null,
        phone: full?.phone?.replace(/\D/g, '') || null,
        phoneCode: full?.phoneCode ?? null,
        postalCode: full?.postalCode?.toUpperCase() ?? null,
        gender: full?.gender ?? null,
        source: request.source ?? null,
        isTermsConfirmed: full !== null,
      });
      if (full?.loyaltyTerms) await enrol(tx, shopperId);
      if (full) await setSubscriptions(tx, ctx, shopperId, consentsOf(full));
      const t = translator(ctx.locale);
      await queueEmail(tx, {
        to: email,
        locale: ctx.locale,
        subject: t('email.welcome.subject'),
        paragraphs: [
          full?.firstName ? t('email.greetingNamed', { firstName: full.firstName }) : t('email.greeting'),
          t('email.welcome.body', { email }),
        ],
        template: 'welcome',
      });
    });
  } catch (error) {
    // Two sign-ups racing for one email: the unique index decides.
    const raced = await shopperIdByEmail(db, email);
    if (raced && raced !== shopperId) throw new CommerceError('AUT439', { field: 'body.email' });
    throw error;
  }
  return { authorizationCode: await issueAuthorizationCode(db, shopperId, request.codeChallenge), shopperId };
}
