import {
  type ConsumerProfile,
  type CountryCode,
  isIsoDate,
  isValidName,
  isValidPhone,
  isValidPostalCode,
  latestBirthDate,
  MIN_BIRTH_DATE,
  type ProfileUpdateRequest,
  SIGNUP_RULES,
  VALIDATION_MESSAGES,
} from '@ridgeline/contracts';
import { type Db, eq, schema } from '@ridgeline/db';
import { CommerceError } from '../shared/errors.ts';
import { type Account, loadAccount } from './account.ts';
import { listAddresses } from './addresses.ts';
import { listSubscriptions } from './subscriptions.ts';

/** The spec's partially enrolled consumer: an email but no phone, name, postal code or birth date. */
export function isPartiallyEnrolled({ shopper, consumer }: Account): boolean {
  return (
    Boolean(shopper.email) &&
    [consumer.phone, consumer.firstName, consumer.lastName, consumer.postalCode, consumer.birthDate].some(
      (v) => !v,
    )
  );
}

export async function getProfile(
  db: Db,
  shopperId: string,
  includeLoyaltySummary = false,
): Promise<ConsumerProfile> {
  const account = await loadAccount(db, shopperId);
  const { shopper, consumer } = account;
  const programmes = await db
    .select()
    .from(schema.programmeProfiles)
    .where(eq(schema.programmeProfiles.shopperId, shopperId));
  const programme = (name: string) => programmes.find((p) => p.programme === name);
  const athlete = programme('athlete');
  const employee = programme('employee');
  const prosumer = programme('prosumer');
  return {
    consumerNo: shopper.consumerNo,
    consumerType: shopper.consumerType,
    consumerDetails: {
      firstName: consumer.firstName,
      lastName: consumer.lastName,
      email: shopper.email,
      phone: consumer.phone,
      phoneCode: consumer.phoneCode,
      postalCode: consumer.postalCode,
      birthDate: consumer.birthDate,
      gender: consumer.gender,
      countryCode: consumer.countryCode,
      address: await listAddresses(db, shopperId),
      athlete: athlete
        ? {
            currentSpend: athlete.currentSpend,
            annualCredit: athlete.annualLimit,
            currency: athlete.currency,
          }
        : null,
      employee: employee
        ? {
            currentSpend: employee.currentSpend,
            annualCap: employee.annualLimit,
            currency: employee.currency,
          }
        : null,
      prosumer: prosumer
        ? {
            currentSpend: prosumer.currentSpend,
            annualCredit: prosumer.annualLimit,
            currency: prosumer.currency,
          }
        : null,
      identity: programmes
        .filter((p) => p.identityType === 'WRANX' || p.identityType === 'IPA')
        .map((p) => ({ type: p.identityType as 'WRANX' | 'IPA', number: p.identityNumber })),
    },
    isLoyaltyMember: Boolean(consumer.memberId),
    memberId: consumer.memberId,
    loyaltyOptInDate: consumer.loyaltyOptInDate?.toISOString() ?? null,
    ...(includeLoyaltySummary ? { loyaltySummary: { points: { balance: consumer.loyaltyPoints } } } : {}),
    preferences: { interests: consumer.interests ?? '', preferredShoeSize: consumer.preferredShoeSize },
    subscriptions: (await listSubscriptions(db, shopperId)).map(({ channel, type, optin, doubleOptin }) => ({
      channel,
      type,
      optin,
      doubleOptin,
    })),
    isPartiallyEnrolled: isPartiallyEnrolled(account),
    isEmployeeDiscountTCAccepted:
      shopper.consumerType === 'EMPLOYEE' && Boolean(consumer.employeeTermsAcceptedAt),
  };
}

const invalid = (field: string, problem: string) =>
  new CommerceError('REQ400', { field: `body.consumerProfile.consumerDetails.${field}`, problem });

/**
 * PUT updates what is sent; POST (profile completion) also requires every field whose absence makes
 * the profile partially enrolled (decision 023).
 */
export async function updateProfile(
  db: Db,
  shopperId: string,
  request: ProfileUpdateRequest,
  options: { complete?: boolean; today?: string } = {},
): Promise<ConsumerProfile> {
  const { consumer } = await loadAccount(db, shopperId);
  const details = request.consumerProfile.consumerDetails ?? {};
  const preferences = request.consumerProfile.preferences ?? {};
  const country = consumer.countryCode as CountryCode;
  if (options.complete) {
    for (const field of ['firstName', 'lastName', 'phone', 'postalCode', 'birthDate'] as const) {
      if (!details[field] && !consumer[field]) {
        if (field === 'birthDate')
          throw new CommerceError('PRO411', { field: 'body.consumerProfile.consumerDetails.birthDate' });
        throw invalid(field, VALIDATION_MESSAGES.required);
      }
    }
  }
  for (const field of ['firstName', 'lastName'] as const) {
    const value = details[field];
    if (value !== undefined && !isValidName(value)) throw invalid(field, VALIDATION_MESSAGES.name);
  }
  const phone = details.phone?.replace(/[\s().-]/g, '');
  if (phone !== undefined && phone !== '' && !isValidPhone(country, phone))
    throw invalid('phone', VALIDATION_MESSAGES.phone);
  if (details.postalCode && !isValidPostalCode(country, details.postalCode))
    throw invalid('postalCode', VALIDATION_MESSAGES.postalCode);
  if (details.birthDate !== undefined) {
    const rules = SIGNUP_RULES[country] ?? SIGNUP_RULES.US;
    const today = options.today ?? new Date().toISOString().slice(0, 10);
    if (
      !isIsoDate(details.birthDate) ||
      details.birthDate < MIN_BIRTH_DATE ||
      details.birthDate > latestBirthDate(today, rules.minAge)
    ) {
      throw new CommerceError('PRO410', {
        field: 'body.consumerProfile.consumerDetails.birthDate',
        minAge: rules.minAge,
      });
    }
  }
  const changes: Partial<typeof schema.consumers.$inferInsert> = { updatedAt: new Date() };
  if (details.firstName !== undefined) changes.firstName = details.firstName;
  if (details.lastName !== undefined) changes.lastName = details.lastName;
  if (phone !== undefined) changes.phone = phone || null;
  if (details.phoneCode !== undefined) changes.phoneCode = details.phoneCode;
  if (details.postalCode !== undefined) changes.postalCode = details.postalCode.toUpperCase() || null;
  if (details.birthDate !== undefined) changes.birthDate = details.birthDate;
  if (details.gender !== undefined) changes.gender = details.gender;
  if (preferences.interests !== undefined) {
    changes.interests = [
      ...new Set(
        preferences.interests
          .split('|')
          .map((i) => i.trim())
          .filter(Boolean),
      ),
    ].join('|');
  }
  if (preferences.preferredShoeSize !== undefined) changes.preferredShoeSize = preferences.preferredShoeSize;
  await db.update(schema.consumers).set(changes).where(eq(schema.consumers.shopperId, shopperId));
  return getProfile(db, shopperId);
}
