import { z } from 'zod';
import { upsellItems } from '../content/blocks/commerce/products.server.ts';
import type { UpsellReply } from '../content/blocks/commerce/recommendations.tsx';
import { refusalOf } from '../lib/forms.server.ts';
import { translator } from '../lib/i18n.ts';
import { localeOf } from '../lib/meta.ts';
import type { Route } from './+types/content-upsell';

const productIdSchema = z.string().regex(/^[A-Z0-9]{8,14}$/);
const countSchema = z.coerce.number().int().min(1).max(12).default(3);

export type { UpsellReply };

/** Resource route of the upsell block (complete the look): the in-stock items to offer, as JSON (decision 076). */
export async function loader({ params, request, context }: Route.LoaderArgs) {
  const productId = productIdSchema.safeParse(params.productId);
  const count = countSchema.safeParse(new URL(request.url).searchParams.get('count') ?? undefined);
  if (!productId.success || !count.success) return Response.json({ items: [] }, { status: 400 });
  const api = context.api(localeOf(params));
  const items = await upsellItems(api, productId.data, count.data).catch((error) => {
    console.error(error);
    return [];
  });
  return Response.json({ items }, { headers: { 'cache-control': 'private, max-age=60' } });
}

/**
 * Adds the chosen items (the button's one, or the ticked ones) to the cart. Only items the block offers
 * now can be added: the offer is read again, so a sold-out or unrelated item is refused.
 */
export async function action({ params, request, context }: Route.ActionArgs): Promise<UpsellReply> {
  const t = translator(localeOf(params));
  const form = await request.formData();
  const productId = productIdSchema.safeParse(params.productId);
  const count = countSchema.safeParse(form.get('count') ?? undefined);
  const upcs = [...new Set(form.getAll('upc').filter((value): value is string => typeof value === 'string'))];
  if (upcs.length === 0) return { ok: false, message: t('commerceBlocks.upsell.noneChosen') };
  if (!productId.success || !count.success) return { ok: false, message: t('commerceBlocks.upsell.failed') };
  const api = context.api(localeOf(params));
  try {
    const offer = await upsellItems(api, productId.data, count.data);
    const chosen = offer.filter((item) => upcs.includes(item.upc));
    if (chosen.length !== upcs.length) return { ok: false, message: t('commerceBlocks.upsell.failed') };
    for (const item of chosen) await api.addItem({ upc: item.upc, qty: 1, productId: item.productId });
    return { ok: true, count: chosen.length };
  } catch (error) {
    return { ok: false, message: refusalOf(error, t, t('commerceBlocks.upsell.failed')) };
  }
}
