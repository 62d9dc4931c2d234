import type { Db } from '@ridgeline/db';
import type { ShopContext } from '../shared/context.ts';
import { CommerceError } from '../shared/errors.ts';
import { secretToken } from '../shared/ids.ts';
import { invoicePdf, returnLabelPdf } from './documents.ts';
import { recordOrderEvent } from './events.ts';
import { getOrder, type OrderReader } from './read.ts';

const RETURNABLE = ['shipped', 'delivered'];

/**
 * A prepaid return label (PDF) for an order that has shipped; RTN500 when no return can be created
 * (not shipped yet, cancelled, or the label could not be made). Each label is on the timeline.
 */
export async function createReturnLabel(db: Db, ctx: ShopContext, orderNumber: string, reader: OrderReader) {
  const order = await getOrder(db, ctx, orderNumber, reader);
  if (!RETURNABLE.includes(order.status)) {
    throw new CommerceError('RTN500', { orderNumber, reason: `the order is ${order.status}, not shipped` });
  }
  const reference = `RMA-${secretToken().slice(0, 10).toUpperCase()}`;
  let pdf: Uint8Array;
  try {
    pdf = await returnLabelPdf(order, reference);
  } catch {
    throw new CommerceError('RTN500', { orderNumber });
  }
  await recordOrderEvent(db, orderNumber, 'return_label_created', { reference });
  return { pdf, fileName: `return-label-${orderNumber}.pdf`, reference };
}

/** The invoice (PDF) of an order its owner, or a guest with its lookup token, may read. */
export async function downloadInvoice(db: Db, ctx: ShopContext, orderNumber: string, reader: OrderReader) {
  const order = await getOrder(db, ctx, orderNumber, reader);
  if (order.status === 'pending_authentication') {
    throw new CommerceError('PAY402', { orderNumber });
  }
  return { pdf: await invoicePdf(order), fileName: `invoice-${orderNumber}.pdf` };
}
