import type { ProductType } from '@ridgeline/contracts';
import { successReply } from '@ridgeline/storefront/lib/forms.server.ts';
import type { FormReply } from '@ridgeline/storefront/lib/forms.ts';
import type { Translate } from '@ridgeline/storefront/lib/translate.ts';
import type { adminApi } from './admin-api.server.ts';
import { createRefusal } from './product-new-form.server.ts';
import { refusalReply } from './refusals.server.ts';

// The product screen's variant and size-chart forms (decision 086), kept out of routes/product.tsx.

export const VARIANT_INTENTS = ['sizeChart', 'removeVariant', 'addVariant'] as const;
type Reply = FormReply & { form?: string; values?: Record<string, string> };

const text = (form: FormData, name: string) => String(form.get(name) ?? '').trim();

export async function variantAction(
  api: ReturnType<typeof adminApi>,
  t: Translate,
  productId: string,
  intent: string,
  form: FormData,
): Promise<Reply> {
  if (intent === 'sizeChart') {
    const chosen = text(form, 'sizeChartType');
    const sizeChartType = chosen ? (chosen as ProductType) : null;
    try {
      await api.call('setSizeChart', { params: { productId }, body: { sizeChartType } });
      return successReply(t('admin.product.sizeChartSaved'), { form: intent });
    } catch (error) {
      return refusalReply(error, t, ['sizeChartType'], { form: intent });
    }
  }
  if (intent === 'removeVariant') {
    const upc = text(form, 'upc');
    try {
      await api.call('removeVariant', { params: { productId, upc } });
      return successReply(t('admin.product.variantRemoved', { variant: text(form, 'label') || upc }), {
        form: 'variant',
      });
    } catch (error) {
      return refusalReply(error, t, [], { form: 'variant' });
    }
  }
  const values = Object.fromEntries(
    [...form.entries()].flatMap(([key, value]) => (typeof value === 'string' ? [[key, value]] : [])),
  );
  const color = {
    code: text(form, 'color0.code'),
    label: {
      en: text(form, 'color0.label.en'),
      fr: text(form, 'color0.label.fr'),
      de: text(form, 'color0.label.de'),
    },
    hex: text(form, 'color0.hex'),
  };
  const stock = text(form, 'variant0.stock');
  const body = {
    colors: color.code && (color.label.en || color.hex) ? [color] : [],
    variants: [
      {
        colorCode: text(form, 'variant0.colorCode'),
        size: text(form, 'variant0.size'),
        upc: text(form, 'variant0.upc'),
        stock: stock === '' ? 0 : Number(stock),
      },
    ],
  };
  try {
    await api.call('addVariants', { params: { productId }, body });
    return successReply(t('admin.product.variantAdded'), { form: intent });
  } catch (error) {
    const reply = createRefusal(error, t, { colors: [0], variants: [0] }, []);
    return { ...reply, form: intent, values };
  }
}

export const isVariantIntent = (intent: string) => (VARIANT_INTENTS as readonly string[]).includes(intent);
