import { type ProductImage, productImagesParamsSchema } from '@ridgeline/contracts';
import { FormNotice, SelectField } from '@ridgeline/storefront/components/form.tsx';
import { Notice } from '@ridgeline/storefront/components/notice.tsx';
import { formErrorReply, refusalOf, successReply } from '@ridgeline/storefront/lib/forms.server.ts';
import type { FormReply } from '@ridgeline/storefront/lib/forms.ts';
import { translator } from '@ridgeline/storefront/lib/i18n.ts';
import { data, Form, Link, useNavigation } from 'react-router';
import { DataTable } from '../components/data-table.tsx';
import { Forbidden } from '../components/forbidden.tsx';
import { MediaPicker, MediaThumbnail } from '../components/media-picker.tsx';
import { adminApi, isApiError, signedIn } from '../lib/admin-api.server.ts';
import { useT } from '../lib/hooks.ts';
import type { Route } from './+types/product-images';

/**
 * A product's uploaded images (catalogue:write), in the order the shop shows them, per colour: add from
 * the library, move, remove. Until a product screen links here, the media library opens it by product id.
 */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const api = adminApi(request, context);
  const t = translator(api.locale);
  const parsed = productImagesParamsSchema.safeParse(params);
  if (!parsed.success) throw data({ message: t('error.generic') }, { status: 404 });
  try {
    const [images, library] = await signedIn(request, () =>
      Promise.all([
        api.call('productImages', { params: parsed.data }),
        api.call('mediaAssets', { query: { pageSize: 24 } }),
      ]),
    );
    return { images, library: library.items, error: null };
  } catch (error) {
    if (isApiError(error, 'ADM403')) throw data({ forbidden: true }, { status: 403 });
    if (isApiError(error, 'PLP400')) throw data({ message: refusalOf(error, t) }, { status: 404 });
    return { images: null, library: [], error: refusalOf(error, t, t('admin.productImages.loadFailed')) };
  }
}

type Entry = { assetId: string; colorCode: string };

export async function action({ request, context, params }: Route.ActionArgs): Promise<FormReply> {
  const api = adminApi(request, context);
  const t = translator(api.locale);
  const parsed = productImagesParamsSchema.safeParse(params);
  if (!parsed.success) return formErrorReply(t('error.generic'));
  const form = await request.formData();
  const intent = String(form.get('intent') ?? '');
  return signedIn(request, async () => {
    try {
      const current = await api.call('productImages', { params: parsed.data });
      const list: Entry[] = current.images.map(({ assetId, colorCode }) => ({ assetId, colorCode }));
      const index = Number(form.get('index'));
      if (intent === 'add') {
        const assetId = String(form.get('assetId') ?? '');
        if (!assetId) return formErrorReply(t('admin.picker.none'));
        list.push({ assetId, colorCode: String(form.get('colorCode') ?? '') });
      } else if (intent === 'remove' && list[index]) {
        list.splice(index, 1);
      } else if ((intent === 'up' || intent === 'down') && list[index]) {
        const other = intent === 'up' ? index - 1 : index + 1;
        if (list[other]) [list[index], list[other]] = [list[other]!, list[index]!];
      } else {
        return formErrorReply(t('error.generic'));
      }
      await api.call('setProductImages', { params: parsed.data, body: { images: list } });
      return successReply(t('admin.productImages.saved'));
    } catch (error) {
      return formErrorReply(refusalOf(error, t));
    }
  });
}

export default function ProductImages({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  const { images, library, error } = loaderData;
  const navigation = useNavigation();
  const colourLabel = (code: string) =>
    code
      ? (images?.colors.find((colour) => colour.code === code)?.label ?? code)
      : t('admin.productImages.allColours');
  const rowButton = (intent: string, index: number, label: string, text: string) => (
    <Form method="post">
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="index" value={index} />
      <button type="submit" className="button button-secondary" aria-label={label}>
        {text}
      </button>
    </Form>
  );
  const title = t('admin.productImages.title', { productId: images?.productId ?? '' });
  return (
    <>
      <title>{t('admin.meta.title', { page: title })}</title>
      <p>
        <Link to="/media">{t('admin.media.back')}</Link>
      </p>
      <h1>{title}</h1>
      <FormNotice reply={actionData} />
      {error ? <Notice type="error">{error}</Notice> : null}
      {images ? (
        <>
          <DataTable<ProductImage & { index: number }>
            caption={t('admin.productImages.caption')}
            rows={images.images.map((image, index) => ({ ...image, index }))}
            rowKey={(image) => `${image.colorCode}-${image.assetId}`}
            empty={t('admin.productImages.empty')}
            columns={[
              {
                id: 'image',
                header: t('admin.productImages.image'),
                cell: (image) => (
                  <Link to={`/media/${image.assetId}`} className="media-row">
                    <MediaThumbnail asset={image} />
                    <span>{image.alt}</span>
                  </Link>
                ),
              },
              {
                id: 'colour',
                header: t('admin.productImages.colour'),
                cell: (image) => colourLabel(image.colorCode),
              },
              {
                id: 'actions',
                header: t('admin.productImages.actions'),
                cell: (image) => (
                  <div className="inline-form">
                    {image.index > 0
                      ? rowButton('up', image.index, t('admin.productImages.moveUp', { alt: image.alt }), '↑')
                      : null}
                    {image.index < images.images.length - 1
                      ? rowButton(
                          'down',
                          image.index,
                          t('admin.productImages.moveDown', { alt: image.alt }),
                          '↓',
                        )
                      : null}
                    {rowButton(
                      'remove',
                      image.index,
                      t('admin.productImages.remove', { alt: image.alt }),
                      '×',
                    )}
                  </div>
                ),
              },
            ]}
          />
          <section className="admin-card" aria-labelledby="product-image-add">
            <h2 id="product-image-add">{t('admin.productImages.add')}</h2>
            <Form method="post" className="admin-form">
              <input type="hidden" name="intent" value="add" />
              <SelectField id="product-image-colour" name="colorCode" label={t('admin.productImages.colour')}>
                <option value="">{t('admin.productImages.allColours')}</option>
                {images.colors.map((colour) => (
                  <option key={colour.code} value={colour.code}>
                    {colour.label}
                  </option>
                ))}
              </SelectField>
              <MediaPicker name="assetId" assets={library} required />
              <button
                type="submit"
                className="button button-primary"
                disabled={navigation.state === 'submitting'}
              >
                {t('admin.productImages.addSubmit')}
              </button>
            </Form>
          </section>
        </>
      ) : null}
    </>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <Forbidden error={error} />;
}
