import type { consumers, programmeProfiles, storeEmployees } from '../schema/consumers.ts';
import type { shoppers } from '../schema/identity.ts';

/**
 * Demo accounts. The passwords are documented in the README's demo section; the hashes are argon2id
 * PHC strings computed once so that seeding needs no hashing library and stays deterministic.
 *  - employees (consumerType EMPLOYEE): password RidgelineStaff1
 *  - programme members (athlete, WRANX and IPA professionals): password RidgelineDemo1
 *  - a Ridgeline Rewards member with points to spend (member@ridgeline.test): password RidgelineDemo1
 */
const STAFF_HASH =
  '$argon2id$v=19$m=19456,t=2,p=1$0aSXsDRifSCt3p7O6jEf9w$zYZVH9xVijyN3BpVMYE6hgSFBj0QZw4WLdW5tpU3Imc';
const DEMO_HASH =
  '$argon2id$v=19$m=19456,t=2,p=1$tuAkOiHLzI2sucGdOKiPQg$sZuxfc8Dv3b889h+3Kh7e6fT9M6bYnC63pDc8SZKqi4';

export const DEMO_STAFF_PASSWORD = 'RidgelineStaff1';
export const DEMO_MEMBER_PASSWORD = 'RidgelineDemo1';

interface DemoPerson {
  id: string;
  consumerNo: string;
  email: string;
  type: 'EMPLOYEE' | 'REGISTERED';
  firstName: string;
  lastName: string;
  programme?: { programme: string; identityType?: string; currentSpend: number; annualLimit: number };
}

const PEOPLE: DemoPerson[] = [
  {
    id: '00000000-0000-4000-8000-00000000e001',
    consumerNo: 'E000000001',
    email: 'employee@ridgeline.test',
    type: 'EMPLOYEE',
    firstName: 'Alex',
    lastName: 'Morgan',
    programme: { programme: 'employee', currentSpend: 42_500, annualLimit: 150_000 },
  },
  {
    id: '00000000-0000-4000-8000-00000000e002',
    consumerNo: 'E000000002',
    email: 'employee2@ridgeline.test',
    type: 'EMPLOYEE',
    firstName: 'Sam',
    lastName: 'Okafor',
    programme: { programme: 'employee', currentSpend: 0, annualLimit: 150_000 },
  },
  {
    id: '00000000-0000-4000-8000-00000000a001',
    consumerNo: 'C000000001',
    email: 'athlete@ridgeline.test',
    type: 'REGISTERED',
    firstName: 'Maya',
    lastName: 'Lindqvist',
    programme: { programme: 'athlete', currentSpend: 18_000, annualLimit: 100_000 },
  },
  {
    id: '00000000-0000-4000-8000-00000000a002',
    consumerNo: 'C000000002',
    email: 'guide@ridgeline.test',
    type: 'REGISTERED',
    firstName: 'Tomás',
    lastName: 'Reyes',
    programme: { programme: 'prosumer', identityType: 'WRANX', currentSpend: 9_900, annualLimit: 50_000 },
  },
  {
    id: '00000000-0000-4000-8000-00000000a003',
    consumerNo: 'C000000003',
    email: 'instructor@ridgeline.test',
    type: 'REGISTERED',
    firstName: 'Hanna',
    lastName: 'Becker',
    programme: { programme: 'prosumer', identityType: 'IPA', currentSpend: 0, annualLimit: 40_000 },
  },
];

const STORE_STAFF: [string, string, string, string][] = [
  ['ST0001', 'A1001', 'Jamie', 'Fox'],
  ['ST0001', 'A1002', 'Priya', 'Shah'],
  ['ST0002', 'A2001', 'Lee', 'Chen'],
  ['ST0002', 'A2002', 'Noor', 'Haddad'],
  ['ST0003', 'A3001', 'Chris', 'Walker'],
];

/** Every demo account's shopper id: what the demo seed created, as opposed to real shoppers. */
export function demoShopperIds(): string[] {
  return [...PEOPLE.map((person) => person.id), DEMO_REWARDS_MEMBER.id];
}

export function buildPeople() {
  const shopperRows: (typeof shoppers.$inferInsert)[] = PEOPLE.map((p) => ({
    id: p.id,
    consumerNo: p.consumerNo,
    consumerType: p.type,
    email: p.email,
  }));
  const consumerRows: (typeof consumers.$inferInsert)[] = PEOPLE.map((p) => ({
    shopperId: p.id,
    passwordHash: p.type === 'EMPLOYEE' ? STAFF_HASH : DEMO_HASH,
    firstName: p.firstName,
    lastName: p.lastName,
    countryCode: 'US',
    isTermsConfirmed: true,
  }));
  const programmeRows: (typeof programmeProfiles.$inferInsert)[] = PEOPLE.flatMap((p) =>
    p.programme
      ? [{ shopperId: p.id, currency: 'USD', identityType: p.programme.identityType ?? null, ...p.programme }]
      : [],
  );
  const storeEmployeeRows: (typeof storeEmployees.$inferInsert)[] = STORE_STAFF.map(
    ([storeId, employeeId, firstName, lastName]) => ({ storeId, employeeId, firstName, lastName }),
  );
  return { shopperRows, consumerRows, programmeRows, storeEmployeeRows };
}

/** The demo Rewards member: enrolled, with points for any voucher tier (decision 024), and nothing else saved. */
export const DEMO_REWARDS_MEMBER = {
  id: '00000000-0000-4000-8000-00000000a004',
  consumerNo: 'C000000004',
  email: 'member@ridgeline.test',
  memberId: 'M000000000004',
  points: 2_400,
};

export function buildRewardsMember() {
  const member = DEMO_REWARDS_MEMBER;
  const shopperRow: typeof shoppers.$inferInsert = {
    id: member.id,
    consumerNo: member.consumerNo,
    consumerType: 'REGISTERED',
    email: member.email,
  };
  const consumerRow: typeof consumers.$inferInsert = {
    shopperId: member.id,
    passwordHash: DEMO_HASH,
    firstName: 'Robin',
    lastName: 'Achterberg',
    countryCode: 'US',
    isTermsConfirmed: true,
    memberId: member.memberId,
    loyaltyOptInDate: new Date('2026-01-05T09:00:00Z'),
    loyaltyPoints: member.points,
  };
  return { shopperRow, consumerRow };
}
