import { asc, type Db, eq, schema } from '@ridgeline/db';
import { CommerceError } from '../shared/errors.ts';
import { findStore } from '../stores/index.ts';
import { loadAccount } from './account.ts';

/** Records that an employee accepted the employee discount terms; AUT432 for anyone else. */
export async function acceptEmployeeTerms(db: Db, shopperId: string) {
  const { shopper, consumer } = await loadAccount(db, shopperId);
  if (shopper.consumerType !== 'EMPLOYEE') throw new CommerceError('AUT432', { reason: 'not an employee' });
  if (!consumer.employeeTermsAcceptedAt) {
    await db
      .update(schema.consumers)
      .set({ employeeTermsAcceptedAt: new Date(), updatedAt: new Date() })
      .where(eq(schema.consumers.shopperId, shopperId));
  }
  return { isEmployeeDiscountTCAccepted: true };
}

/** The associates of a store (first name and last initial only); STR404 for an unknown store. */
export async function storeEmployees(db: Db, storeId: string) {
  const store = await findStore(db, storeId);
  if (!store) throw new CommerceError('STR404', { storeId });
  const rows = await db
    .select()
    .from(schema.storeEmployees)
    .where(eq(schema.storeEmployees.storeId, storeId))
    .orderBy(asc(schema.storeEmployees.employeeId));
  return {
    storeId,
    employees: rows.map((row) => ({
      storeEmployeeId: row.employeeId,
      firstName: row.firstName,
      lastName: `${row.lastName.charAt(0)}.`,
    })),
  };
}
