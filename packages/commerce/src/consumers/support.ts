import { DEFAULT_LOCALE } from '@ridgeline/contracts';
import { translator } from '@ridgeline/contracts/messages/catalogue';
import { type Db, schema } from '@ridgeline/db';
import { CommerceError } from '../shared/errors.ts';
import { newId } from '../shared/ids.ts';
import { labelOf } from '../shared/labels.ts';
import { queueEmail } from '../shared/outbox.ts';
import { loadAccount } from './account.ts';

/** Contact-us categories and their subjects (GET contactus/categorySubject). */
export const CONTACT_CATEGORIES = [
  {
    category: 'orders',
    label: 'Orders and delivery',
    subjects: [
      { subject: 'where-is-my-order', label: 'Where is my order?' },
      { subject: 'change-order', label: 'Change or cancel an order' },
      { subject: 'missing-item', label: 'An item is missing' },
    ],
  },
  {
    category: 'returns',
    label: 'Returns and refunds',
    subjects: [
      { subject: 'start-return', label: 'Start a return' },
      { subject: 'refund-status', label: 'Refund status' },
    ],
  },
  {
    category: 'products',
    label: 'Products and sizing',
    subjects: [
      { subject: 'sizing', label: 'Sizing advice' },
      { subject: 'availability', label: 'Product availability' },
    ],
  },
  {
    category: 'account',
    label: 'Account and rewards',
    subjects: [
      { subject: 'sign-in', label: 'Trouble signing in' },
      { subject: 'rewards', label: 'Rewards and points' },
      { subject: 'privacy', label: 'Privacy and my data' },
    ],
  },
] as const;

/** The contact-us categories and their subjects with their labels in the locale's language. */
export function contactCategories(locale: string) {
  return CONTACT_CATEGORIES.map((category) => ({
    category: category.category,
    label: labelOf(locale, `label.contact.${category.category}`, category.label),
    subjects: category.subjects.map((subject) => ({
      subject: subject.subject,
      label: labelOf(locale, `label.contact.${category.category}.${subject.subject}`, subject.label),
    })),
  }));
}

export interface ContactRequest {
  email: string;
  firstName: string;
  lastName: string;
  category: string;
  subject: string;
  message: string;
  orderNumber?: string | undefined;
}

/** Files a contact-us case and acknowledges it by email. REQ400 for an unknown category or subject. */
export async function contactUs(
  db: Db,
  shopperId: string | null,
  request: ContactRequest,
  locale = DEFAULT_LOCALE,
) {
  const category = CONTACT_CATEGORIES.find((c) => c.category === request.category);
  if (!category)
    throw new CommerceError('REQ400', { field: 'body.category', problem: 'is not a contact category' });
  if (!category.subjects.some((s) => s.subject === request.subject)) {
    throw new CommerceError('REQ400', {
      field: 'body.subject',
      problem: 'is not a subject of this category',
    });
  }
  const caseId = newId();
  await db.insert(schema.supportCases).values({
    id: caseId,
    kind: 'contact',
    shopperId,
    locale,
    email: request.email,
    category: request.category,
    subject: request.subject,
    message: request.message,
    details: {
      firstName: request.firstName,
      lastName: request.lastName,
      orderNumber: request.orderNumber ?? null,
    },
  });
  const t = translator(locale);
  await queueEmail(db, {
    to: request.email,
    locale,
    subject: t('email.contact.subject'),
    paragraphs: [
      t('email.greetingNamed', { firstName: request.firstName }),
      t('email.contact.body', { caseId }),
    ],
    template: 'contact-ack',
  });
  return { caseId };
}

export interface WarrantyRequest {
  productId: string;
  orderNumber?: string | undefined;
  purchaseDate: string;
  description: string;
}

/** Opens a warranty support case for the signed-in consumer. */
export async function openWarrantyCase(
  db: Db,
  shopperId: string,
  request: WarrantyRequest,
  locale = DEFAULT_LOCALE,
) {
  const { shopper } = await loadAccount(db, shopperId);
  if (request.purchaseDate > new Date().toISOString().slice(0, 10)) {
    throw new CommerceError('REQ400', { field: 'body.purchaseDate', problem: 'must not be in the future' });
  }
  const caseId = newId();
  await db.insert(schema.supportCases).values({
    id: caseId,
    kind: 'warranty',
    shopperId,
    locale,
    email: shopper.email,
    category: 'warranty',
    subject: request.productId,
    message: request.description,
    details: {
      productId: request.productId,
      orderNumber: request.orderNumber ?? null,
      purchaseDate: request.purchaseDate,
    },
  });
  const t = translator(locale);
  await queueEmail(db, {
    to: shopper.email,
    locale,
    subject: t('email.warranty.subject'),
    paragraphs: [t('email.warranty.body', { caseId, productId: request.productId })],
    template: 'warranty-ack',
  });
  return { caseId };
}
