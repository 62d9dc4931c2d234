import type { AdminCustomer, AdminCustomerListQuery, AdminCustomerUpdateRequest } from '@ridgeline/contracts';
import type { Db } from '@ridgeline/db';
import { recordAudit, redactEntity } from '../audit/index.ts';
import { forgetShopperEmail, revokeAllSessions } from '../auth/index.ts';
import { forgetCartContact } from '../cart/index.ts';
import { forgetConsumer } from '../consent/index.ts';
import {
  consumerForOperator,
  consumerRecord,
  ERASED_EMAIL,
  eraseConsumerData,
  exportUserData,
  searchConsumers,
  updateConsumerContact,
  VOUCHER_TIERS,
  WELCOME_POINTS,
} from '../consumers/index.ts';
import { forgetOrderContact, loyaltyPaymentsOf, recentOrdersOf } from '../orders/index.ts';
import { anonymiseAuthor } from '../reviews/index.ts';
import { CommerceError } from '../shared/errors.ts';
import { forgetRecipient } from '../shared/outbox-log.ts';
import { deleteFavoritesOf } from '../wishlists/index.ts';

/**
 * The back-office's customers (decision 073): customer service's view of a person across the modules
 * that hold their data, the edits it may make, the data export and the erasure. Every change and every
 * export is audited (entity `customer`, the shopper id) in its transaction.
 */

export interface CustomerActor {
  type: 'operator';
  id: string;
}

/** How many of a customer's orders the profile lists (the orders screen finds the rest by email). */
export const RECENT_ORDERS = 20;

export const searchCustomers = (db: Db, query: AdminCustomerListQuery) => searchConsumers(db, query);

/** The person: details, addresses, recent orders, loyalty and its history, subscriptions, programmes. */
export async function customerForOperator(db: Db, customerId: string): Promise<AdminCustomer> {
  // Read together (decision 088); an erased person's loyalty history is not shown.
  const [record, { orders, more }, loyaltyPayments] = await Promise.all([
    consumerForOperator(db, customerId),
    recentOrdersOf(db, customerId, RECENT_ORDERS),
    loyaltyPaymentsOf(db, customerId),
  ]);
  const payments = record.erasedAt ? [] : loyaltyPayments;
  const history: AdminCustomer['loyalty']['history'] = [];
  for (const payment of payments) {
    if (payment.points <= 0) continue;
    history.push({
      at: payment.placedAt,
      kind: 'spent',
      points: -payment.points,
      orderNumber: payment.orderNumber,
    });
    if (payment.returned) {
      history.push({
        at: payment.placedAt,
        kind: 'returned',
        points: payment.points,
        orderNumber: payment.orderNumber,
      });
    }
  }
  if (record.loyaltyOptInDate) {
    history.push({ at: record.loyaltyOptInDate, kind: 'welcome', points: WELCOME_POINTS, orderNumber: null });
  }
  const tier = [...VOUCHER_TIERS].reverse().find((t) => record.loyaltyPoints >= t.points)?.points ?? null;
  const { memberId, loyaltyOptInDate, loyaltyPoints, ...person } = record;
  return {
    ...person,
    orders,
    moreOrders: more,
    loyalty: { memberId, enrolledAt: loyaltyOptInDate, points: loyaltyPoints, tier, history },
  };
}

/** Customer service's edit of a name or a phone number, audited with the values before and after. */
export async function updateCustomer(
  db: Db,
  actor: CustomerActor,
  customerId: string,
  request: AdminCustomerUpdateRequest,
): Promise<AdminCustomer> {
  await db.transaction(async (tx) => {
    const { before, after } = await updateConsumerContact(tx, customerId, request);
    await recordAudit(tx, {
      actorType: actor.type,
      actorId: actor.id,
      action: 'customer.update',
      entityType: 'customer',
      entityId: customerId,
      before,
      after,
    });
  });
  return customerForOperator(db, customerId);
}

/**
 * The data export on the person's request (right of access): the shopper's own export (decision 068's
 * contents), audited as `customer.export` (which sections, never their contents). ADM416 once erased.
 */
export async function exportCustomer(db: Db, actor: CustomerActor, customerId: string) {
  const { consumer } = await consumerRecord(db, customerId);
  if (consumer.erasedAt) throw new CommerceError('ADM416');
  const document = await exportUserData(db, customerId, {});
  await recordAudit(db, {
    actorType: actor.type,
    actorId: actor.id,
    action: 'customer.export',
    entityType: 'customer',
    entityId: customerId,
    after: { sections: Object.keys(document), orders: document.orders.length },
  });
  return document;
}

/**
 * Erases the person on request (right to erasure, decision 073), in one transaction, irreversibly: the
 * account can no longer sign in (email gone, password unusable, every session revoked) and the email may
 * register again; profile, addresses, cards, favorites, subscriptions, programme profiles, loyalty
 * membership, support messages, emails' words and reviews' author names go; cookie consent receipts stop
 * naming them. Kept for the law: the orders
 * as invoiced (amounts, tax, billing name and address, payments) and the audit log's facts. The operator
 * confirms by typing the customer's email (ADM417 when it differs); ADM416 when already erased.
 */
export async function eraseCustomer(db: Db, actor: CustomerActor, customerId: string, confirmEmail: string) {
  return db.transaction(async (tx) => {
    const { shopper, consumer } = await consumerRecord(tx, customerId);
    if (consumer.erasedAt) throw new CommerceError('ADM416');
    const email = shopper.email ?? '';
    if (confirmEmail.trim().toLowerCase() !== email.toLowerCase()) {
      throw new CommerceError('ADM417', { field: 'body.confirmEmail' });
    }
    const now = new Date();
    await revokeAllSessions(tx, customerId);
    await eraseConsumerData(tx, customerId, now);
    await forgetShopperEmail(tx, customerId);
    await forgetCartContact(tx, customerId);
    await deleteFavoritesOf(tx, customerId);
    await anonymiseAuthor(tx, customerId);
    await forgetConsumer(tx, customerId);
    if (email) await forgetRecipient(tx, email, ERASED_EMAIL);
    const orders = await forgetOrderContact(tx, customerId, ERASED_EMAIL);
    // Earlier entries about the person (customer service's edits) lose their values, keep their facts.
    await redactEntity(tx, 'customer', customerId);
    await recordAudit(tx, {
      actorType: actor.type,
      actorId: actor.id,
      action: 'customer.erase',
      entityType: 'customer',
      entityId: customerId,
      before: { erased: false },
      after: { erased: true, erasedAt: now.toISOString(), keptOrders: orders },
    });
    return { customerId, erasedAt: now.toISOString(), kept: { orders } };
  });
}
