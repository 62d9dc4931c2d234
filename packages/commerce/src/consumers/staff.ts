import type {
  AdminAssociate,
  AdminAssociateRequest,
  AdminEmployee,
  AdminEmployeeRequest,
} from '@ridgeline/contracts';
import { and, asc, type Db, type DbOrTx, eq, ilike, inArray, or, type SQL, schema } from '@ridgeline/db';
import { recordAudit } from '../audit/index.ts';
import { normaliseEmail, revokeAllSessions, setConsumerType, shopperIdByEmail } from '../auth/index.ts';
import { CommerceError } from '../shared/errors.ts';
import { adminStore } from '../stores/index.ts';

/**
 * The back-office's employees and in-store associates (decision 080). An employee is a consumer account
 * of type EMPLOYEE with the employee programme (the discount's annual cap, spec 1): it signs in through
 * the agent login and gets the discount once it accepts the terms. An associate is an employee's account
 * selling in one store under a store employee id (the agent login's storeEmployeeId).
 */

export type StaffActor = { type: 'operator' | 'cli'; id: string };
const EMPLOYEE_PROGRAMME = 'employee';

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** Employees whose email, first or last name begins with q, by last name. */
export async function listEmployees(db: DbOrTx, q?: string): Promise<AdminEmployee[]> {
  const { shoppers, consumers } = schema;
  const filters: SQL[] = [eq(shoppers.consumerType, 'EMPLOYEE')];
  if (q) {
    const prefix = `${escapeLike(q)}%`;
    filters.push(
      or(
        ilike(shoppers.email, prefix),
        ilike(consumers.firstName, prefix),
        ilike(consumers.lastName, prefix),
      ) as SQL,
    );
  }
  const rows = await db
    .select({ shopper: shoppers, consumer: consumers })
    .from(shoppers)
    .innerJoin(consumers, eq(consumers.shopperId, shoppers.id))
    .where(and(...filters))
    .orderBy(asc(consumers.lastName), asc(shoppers.email))
    .limit(200);
  return employeeViews(
    db,
    rows.map((row) => ({ ...row.shopper, ...row.consumer, id: row.shopper.id })),
  );
}

type EmployeeRow = {
  id: string;
  email: string | null;
  firstName: string | null;
  lastName: string | null;
  employeeTermsAcceptedAt: Date | null;
};

async function employeeViews(db: DbOrTx, rows: EmployeeRow[]): Promise<AdminEmployee[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  const [profiles, associates] = await Promise.all([
    db
      .select()
      .from(schema.programmeProfiles)
      .where(
        and(
          inArray(schema.programmeProfiles.shopperId, ids),
          eq(schema.programmeProfiles.programme, EMPLOYEE_PROGRAMME),
        ),
      ),
    db
      .select()
      .from(schema.storeEmployees)
      .where(inArray(schema.storeEmployees.shopperId, ids))
      .orderBy(asc(schema.storeEmployees.storeId)),
  ]);
  return rows.map((row) => {
    const profile = profiles.find((p) => p.shopperId === row.id);
    return {
      customerId: row.id,
      email: row.email,
      firstName: row.firstName,
      lastName: row.lastName,
      currency: profile?.currency ?? null,
      annualLimit: profile?.annualLimit ?? null,
      currentSpend: profile?.currentSpend ?? null,
      termsAccepted: Boolean(row.employeeTermsAcceptedAt),
      associateOf: associates
        .filter((a) => a.shopperId === row.id)
        .map((a) => ({ storeId: a.storeId, storeEmployeeId: a.employeeId })),
    };
  });
}

/** The consumer account with this email (not erased), or ADM415. */
async function accountByEmail(db: DbOrTx, email: string) {
  const shopperId = await shopperIdByEmail(db, normaliseEmail(email));
  const [row] = shopperId
    ? await db
        .select({ shopper: schema.shoppers, consumer: schema.consumers })
        .from(schema.shoppers)
        .innerJoin(schema.consumers, eq(schema.consumers.shopperId, schema.shoppers.id))
        .where(eq(schema.shoppers.id, shopperId))
    : [];
  if (!row || row.consumer.erasedAt) throw new CommerceError('ADM415', { email });
  return row;
}

async function employeeById(db: DbOrTx, shopperId: string): Promise<AdminEmployee> {
  const rows = await db
    .select({ shopper: schema.shoppers, consumer: schema.consumers })
    .from(schema.shoppers)
    .innerJoin(schema.consumers, eq(schema.consumers.shopperId, schema.shoppers.id))
    .where(eq(schema.shoppers.id, shopperId));
  const [view] = await employeeViews(
    db,
    rows.map((row) => ({ ...row.shopper, ...row.consumer, id: row.shopper.id })),
  );
  if (!view) throw new CommerceError('ADM415');
  return view;
}

/**
 * Makes a consumer account an employee, or changes an employee's annual cap: type EMPLOYEE and the
 * employee programme. Audited as employee.add (or employee.update) with before and after.
 */
export async function addEmployee(
  db: Db,
  actor: StaffActor,
  request: AdminEmployeeRequest,
): Promise<AdminEmployee> {
  return db.transaction(async (tx) => {
    const { shopper } = await accountByEmail(tx, request.email);
    if (shopper.consumerType !== 'EMPLOYEE' && shopper.consumerType !== 'REGISTERED') {
      throw new CommerceError('ADM415', { email: request.email });
    }
    const wasEmployee = shopper.consumerType === 'EMPLOYEE';
    const before = wasEmployee ? await employeeById(tx, shopper.id) : null;
    await setConsumerType(tx, shopper.id, 'EMPLOYEE');
    await tx
      .insert(schema.programmeProfiles)
      .values({
        shopperId: shopper.id,
        programme: EMPLOYEE_PROGRAMME,
        currency: request.currency,
        annualLimit: request.annualLimit,
      })
      .onConflictDoUpdate({
        target: [schema.programmeProfiles.shopperId, schema.programmeProfiles.programme],
        set: { currency: request.currency, annualLimit: request.annualLimit },
      });
    const after = await employeeById(tx, shopper.id);
    await recordAudit(tx, {
      actorType: actor.type,
      actorId: actor.id,
      action: wasEmployee ? 'employee.update' : 'employee.add',
      entityType: 'customer',
      entityId: shopper.id,
      before: before && entitlement(before),
      after: entitlement(after),
    });
    return after;
  });
}

const entitlement = (employee: AdminEmployee) => ({
  consumerType: 'EMPLOYEE',
  currency: employee.currency,
  annualLimit: employee.annualLimit,
  associateOf: employee.associateOf,
});

/**
 * Ends an employment: the account becomes a registered consumer again, loses the employee programme,
 * the terms acceptance and every associate listing, and its sessions end (an agent session must not
 * outlive it). Audited as employee.remove.
 */
export async function removeEmployee(db: Db, actor: StaffActor, shopperId: string): Promise<void> {
  await db.transaction(async (tx) => {
    const before = await employeeById(tx, shopperId);
    const [shopper] = await tx
      .select({ consumerType: schema.shoppers.consumerType })
      .from(schema.shoppers)
      .where(eq(schema.shoppers.id, shopperId));
    if (shopper?.consumerType !== 'EMPLOYEE') throw new CommerceError('STR412', { customerId: shopperId });
    await setConsumerType(tx, shopperId, 'REGISTERED');
    await tx
      .delete(schema.programmeProfiles)
      .where(
        and(
          eq(schema.programmeProfiles.shopperId, shopperId),
          eq(schema.programmeProfiles.programme, EMPLOYEE_PROGRAMME),
        ),
      );
    await tx
      .update(schema.consumers)
      .set({ employeeTermsAcceptedAt: null, updatedAt: new Date() })
      .where(eq(schema.consumers.shopperId, shopperId));
    await tx.delete(schema.storeEmployees).where(eq(schema.storeEmployees.shopperId, shopperId));
    await revokeAllSessions(tx, shopperId);
    await recordAudit(tx, {
      actorType: actor.type,
      actorId: actor.id,
      action: 'employee.remove',
      entityType: 'customer',
      entityId: shopperId,
      before: entitlement(before),
      after: { consumerType: 'REGISTERED' },
    });
  });
}

/** A store's associates (active or deactivated store), by store employee id; STR404 for no such store. */
export async function listAssociates(db: DbOrTx, storeId: string): Promise<AdminAssociate[]> {
  await adminStore(db, storeId);
  const rows = await db
    .select({ associate: schema.storeEmployees, email: schema.shoppers.email })
    .from(schema.storeEmployees)
    .leftJoin(schema.shoppers, eq(schema.shoppers.id, schema.storeEmployees.shopperId))
    .where(eq(schema.storeEmployees.storeId, storeId))
    .orderBy(asc(schema.storeEmployees.employeeId));
  return rows.map(({ associate, email }) => associateView(associate, email));
}

const associateView = (
  row: typeof schema.storeEmployees.$inferSelect,
  email: string | null,
): AdminAssociate => ({
  storeId: row.storeId,
  storeEmployeeId: row.employeeId,
  firstName: row.firstName,
  lastName: row.lastName,
  customerId: row.shopperId,
  email,
});

/**
 * Lists an employee's account as an associate of a store under a store employee id (the agent login
 * then accepts that id for that account only). STR412 when the account is not an employee's, STR410
 * when the id is taken in the store. Audited as associate.add.
 */
export async function addAssociate(
  db: Db,
  actor: StaffActor,
  storeId: string,
  request: AdminAssociateRequest,
): Promise<AdminAssociate> {
  return db.transaction(async (tx) => {
    await adminStore(tx, storeId);
    const { shopper, consumer } = await accountByEmail(tx, request.email);
    if (shopper.consumerType !== 'EMPLOYEE') throw new CommerceError('STR412', { email: request.email });
    const [row] = await tx
      .insert(schema.storeEmployees)
      .values({
        storeId,
        employeeId: request.storeEmployeeId,
        firstName: consumer.firstName ?? '',
        lastName: consumer.lastName ?? '',
        shopperId: shopper.id,
      })
      .onConflictDoNothing()
      .returning();
    if (!row) throw new CommerceError('STR410', { storeId, storeEmployeeId: request.storeEmployeeId });
    const after = associateView(row, shopper.email);
    await recordAudit(tx, {
      actorType: actor.type,
      actorId: actor.id,
      action: 'associate.add',
      entityType: 'store',
      entityId: storeId,
      after,
    });
    return after;
  });
}

/** Removes an associate from a store (its agent sessions for the store end with it); associate.remove. */
export async function removeAssociate(
  db: Db,
  actor: StaffActor,
  storeId: string,
  storeEmployeeId: string,
): Promise<void> {
  await db.transaction(async (tx) => {
    const [row] = await tx
      .delete(schema.storeEmployees)
      .where(
        and(
          eq(schema.storeEmployees.storeId, storeId),
          eq(schema.storeEmployees.employeeId, storeEmployeeId),
        ),
      )
      .returning();
    if (!row) throw new CommerceError('STR411', { storeId, storeEmployeeId });
    if (row.shopperId) await revokeAllSessions(tx, row.shopperId);
    await recordAudit(tx, {
      actorType: actor.type,
      actorId: actor.id,
      action: 'associate.remove',
      entityType: 'store',
      entityId: storeId,
      before: associateView(row, null),
    });
  });
}
