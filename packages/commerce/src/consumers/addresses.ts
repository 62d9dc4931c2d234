import { type Address, addressRules, type ConsumerAddress, checkAddress } from '@ridgeline/contracts';
import { and, asc, type Db, type DbOrTx, eq, schema } from '@ridgeline/db';
import { CommerceError } from '../shared/errors.ts';
import { newId } from '../shared/ids.ts';
import { loadAccount } from './account.ts';

export type ApproachType = 'S' | 'B';
export interface AddressInput extends Address {
  approachType: ApproachType;
  main?: boolean | undefined;
  recipientContactPhone?: string | undefined;
}
type Row = typeof schema.consumerAddresses.$inferSelect;

const fingerprintOf = (a: Address) =>
  [
    a.firstName,
    a.lastName,
    a.addressLine1,
    a.addressLine2 ?? '',
    a.city,
    a.province ?? '',
    a.postalCode,
    a.countryCode,
  ]
    .map((part) => part.trim().toLowerCase().replace(/\s+/g, ' '))
    .join('|');

export function addressView(row: Row): ConsumerAddress {
  const { email: _email, country: _country, ...address } = row.address;
  return {
    ...address,
    id: row.id,
    addressId: row.id,
    approachType: row.approachType as ApproachType,
    main: row.isMain,
    ...(row.recipientContactPhone ? { recipientContactPhone: row.recipientContactPhone } : {}),
  };
}

export async function listAddresses(db: DbOrTx, shopperId: string): Promise<ConsumerAddress[]> {
  const rows = await db
    .select()
    .from(schema.consumerAddresses)
    .where(eq(schema.consumerAddresses.shopperId, shopperId))
    .orderBy(asc(schema.consumerAddresses.createdAt), asc(schema.consumerAddresses.id));
  return rows.map(addressView);
}

/** The country's address rules beyond the generic ones (e.g. a state for US and CA). */
function assertCountryRules(input: AddressInput, locale: string) {
  const rules = addressRules(input.countryCode, locale);
  const issue = checkAddress({ ...input, email: 'not-checked@example.com' }, rules)[0];
  if (issue)
    throw new CommerceError('REQ400', { field: `body.address.${issue.field}`, problem: issue.problem });
}

async function own(db: DbOrTx, shopperId: string, addressId: string): Promise<Row> {
  const [row] = await db
    .select()
    .from(schema.consumerAddresses)
    .where(
      and(eq(schema.consumerAddresses.id, addressId), eq(schema.consumerAddresses.shopperId, shopperId)),
    );
  if (!row) throw new CommerceError('CCA401', { addressId });
  return row;
}

async function hasOfType(db: DbOrTx, shopperId: string, approachType: string, except?: string) {
  const rows = await db
    .select({ id: schema.consumerAddresses.id })
    .from(schema.consumerAddresses)
    .where(
      and(
        eq(schema.consumerAddresses.shopperId, shopperId),
        eq(schema.consumerAddresses.approachType, approachType),
      ),
    );
  return rows.some((row) => row.id !== except);
}

async function clearMain(db: DbOrTx, shopperId: string, approachType: string) {
  await db
    .update(schema.consumerAddresses)
    .set({ isMain: false })
    .where(
      and(
        eq(schema.consumerAddresses.shopperId, shopperId),
        eq(schema.consumerAddresses.approachType, approachType),
      ),
    );
}

async function assertUnique(
  db: DbOrTx,
  shopperId: string,
  approachType: string,
  fingerprint: string,
  except?: string,
) {
  const [duplicate] = await db
    .select({ id: schema.consumerAddresses.id })
    .from(schema.consumerAddresses)
    .where(
      and(
        eq(schema.consumerAddresses.shopperId, shopperId),
        eq(schema.consumerAddresses.approachType, approachType),
        eq(schema.consumerAddresses.fingerprint, fingerprint),
      ),
    );
  if (duplicate && duplicate.id !== except) throw new CommerceError('CCA400', { addressId: duplicate.id });
}

const recordOf = ({ approachType: _t, main: _m, recipientContactPhone: _r, ...address }: AddressInput) =>
  address;

/** Saves an address; the first of its type, or one marked main, becomes the main one. CCA400 for a duplicate. */
export async function addAddress(db: Db, shopperId: string, locale: string, input: AddressInput) {
  await loadAccount(db, shopperId);
  assertCountryRules(input, locale);
  const fingerprint = fingerprintOf(input);
  await assertUnique(db, shopperId, input.approachType, fingerprint);
  const id = newId();
  await db.transaction(async (tx) => {
    const isMain = input.main === true || !(await hasOfType(tx, shopperId, input.approachType));
    if (isMain) await clearMain(tx, shopperId, input.approachType);
    await tx.insert(schema.consumerAddresses).values({
      id,
      shopperId,
      approachType: input.approachType,
      isMain,
      address: recordOf(input),
      fingerprint,
      recipientContactPhone: input.recipientContactPhone ?? null,
    });
  });
  return { addressId: id, address: await listAddresses(db, shopperId) };
}

export async function updateAddress(
  db: Db,
  shopperId: string,
  locale: string,
  addressId: string,
  input: AddressInput,
) {
  const existing = await own(db, shopperId, addressId);
  assertCountryRules(input, locale);
  const fingerprint = fingerprintOf(input);
  await assertUnique(db, shopperId, input.approachType, fingerprint, addressId);
  await db.transaction(async (tx) => {
    const typeChanged = existing.approachType !== input.approachType;
    const isMain =
      input.main === true ||
      (input.main === undefined && existing.isMain && !typeChanged) ||
      !(await hasOfType(tx, shopperId, input.approachType, addressId));
    if (isMain) await clearMain(tx, shopperId, input.approachType);
    await tx
      .update(schema.consumerAddresses)
      .set({
        approachType: input.approachType,
        isMain,
        address: recordOf(input),
        fingerprint,
        recipientContactPhone: input.recipientContactPhone ?? null,
      })
      .where(eq(schema.consumerAddresses.id, addressId));
    if (existing.isMain && (!isMain || typeChanged)) await promoteMain(tx, shopperId, existing.approachType);
  });
  return { addressId, address: await listAddresses(db, shopperId) };
}

/** Makes the oldest address of a type main when none is. */
async function promoteMain(db: DbOrTx, shopperId: string, approachType: string) {
  const rows = await db
    .select()
    .from(schema.consumerAddresses)
    .where(
      and(
        eq(schema.consumerAddresses.shopperId, shopperId),
        eq(schema.consumerAddresses.approachType, approachType),
      ),
    )
    .orderBy(asc(schema.consumerAddresses.createdAt), asc(schema.consumerAddresses.id));
  if (rows.length === 0 || rows.some((row) => row.isMain)) return;
  await db
    .update(schema.consumerAddresses)
    .set({ isMain: true })
    .where(eq(schema.consumerAddresses.id, rows[0]!.id));
}

/**
 * Deletes an address. PRO414: the last billing address cannot go while saved cards need it
 * (decision 023). The next oldest address of the type becomes main.
 */
export async function deleteAddress(db: Db, shopperId: string, addressId: string) {
  const existing = await own(db, shopperId, addressId);
  if (existing.approachType === 'B' && !(await hasOfType(db, shopperId, 'B', addressId))) {
    const cards = await db
      .select({ id: schema.savedCards.id })
      .from(schema.savedCards)
      .where(eq(schema.savedCards.shopperId, shopperId));
    if (cards.length > 0) throw new CommerceError('PRO414', { addressId });
  }
  await db.transaction(async (tx) => {
    await tx.delete(schema.consumerAddresses).where(eq(schema.consumerAddresses.id, addressId));
    if (existing.isMain) await promoteMain(tx, shopperId, existing.approachType);
  });
  return { addressId, address: await listAddresses(db, shopperId) };
}
