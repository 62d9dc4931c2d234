import { type MediaAsset, mediaListQuerySchema, mediaUploadFormSchema } from '@ridgeline/contracts';
import { Field, FormNotice } from '@ridgeline/storefront/components/form.tsx';
import { Notice } from '@ridgeline/storefront/components/notice.tsx';
import {
  constraintsOf,
  fieldErrorReply,
  refusalOf,
  replyOf,
  successReply,
} from '@ridgeline/storefront/lib/forms.server.ts';
import { type FormReply, fieldErrorOf } from '@ridgeline/storefront/lib/forms.ts';
import { translator } from '@ridgeline/storefront/lib/i18n.ts';
import { useEffect, useRef } from 'react';
import { data, Form, Link, redirect, useNavigation } from 'react-router';
import { Forbidden } from '../components/forbidden.tsx';
import { MediaThumbnail } from '../components/media-picker.tsx';
import { Pager } from '../components/pager.tsx';
import { adminApi, isApiError, signedIn } from '../lib/admin-api.server.ts';
import { useT } from '../lib/hooks.ts';
import { mediaUploadOf } from '../lib/media-forms.server.ts';
import { refusalReply } from '../lib/refusals.server.ts';
import type { Route } from './+types/media';

/** The media library (catalogue:write or content:write): upload with alt text, search, open to edit. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const api = adminApi(request, context);
  const t = translator(api.locale);
  const url = new URL(request.url);
  // The "images of a product" form below.
  const productId = url.searchParams.get('productId')?.trim().toUpperCase();
  if (productId && /^[A-Z0-9]{8,11}$/.test(productId)) throw redirect(`/products/${productId}/images`);
  const q = url.searchParams.get('q')?.trim() ?? '';
  const parsed = mediaListQuerySchema.safeParse({ q, page: url.searchParams.get('page') ?? 1 });
  const query = parsed.success ? parsed.data : mediaListQuerySchema.parse({});
  const constraints = constraintsOf(mediaUploadFormSchema);
  try {
    const list = await signedIn(request, () => api.call('mediaAssets', { query }));
    return { q, list, constraints, deleted: url.searchParams.get('deleted'), error: null };
  } catch (error) {
    if (isApiError(error, 'ADM403')) throw data({ forbidden: true }, { status: 403 });
    return {
      q,
      list: null,
      constraints,
      deleted: null,
      error: refusalOf(error, t, t('admin.media.loadFailed')),
    };
  }
}

export async function action({ request, context }: Route.ActionArgs): Promise<FormReply> {
  const api = adminApi(request, context);
  const t = translator(api.locale);
  const form = await request.formData();
  return signedIn(request, async () => {
    const { submission, file } = mediaUploadOf(form, t);
    if (submission.status !== 'success') return replyOf(submission);
    if (!file) return fieldErrorReply('file', t('admin.media.upload.fileRequired'));
    try {
      const created = await api.call('uploadMedia', {
        body: {
          fileName: file.name,
          data: Buffer.from(await file.arrayBuffer()).toString('base64'),
          alt: submission.value.alt,
          altLocalized: { fr: submission.value.altFr, de: submission.value.altDe },
        },
      });
      return successReply(t('admin.media.uploaded', { alt: created.alt }));
    } catch (error) {
      const reply = refusalReply(error, t, ['alt']);
      // The file's own refusals (too big, wrong type, unreadable) belong under the file field.
      if (isApiError(error) && String(error.errorId).startsWith('MED'))
        return fieldErrorReply('file', refusalOf(error, t));
      return reply;
    }
  });
}

export default function MediaLibrary({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  const { q, list, constraints, deleted, error } = loaderData;
  const navigation = useNavigation();
  const uploadForm = useRef<HTMLFormElement>(null);
  const uploaded = actionData?.status === 'success';
  // biome-ignore lint/correctness/useExhaustiveDependencies: empty the form after each upload
  useEffect(() => {
    if (uploaded) uploadForm.current?.reset();
  }, [uploaded, actionData?.at]);
  const values = (actionData?.initialValue ?? {}) as Record<string, string | undefined>;
  return (
    <>
      <title>{t('admin.meta.title', { page: t('admin.media.title') })}</title>
      <h1>{t('admin.media.title')}</h1>
      <FormNotice reply={actionData} />
      {deleted && !actionData ? (
        <Notice type="success">{t('admin.media.deleted', { name: deleted })}</Notice>
      ) : null}
      <section className="admin-card" aria-labelledby="media-upload">
        <h2 id="media-upload">{t('admin.media.upload.title')}</h2>
        <Form method="post" encType="multipart/form-data" className="admin-form" ref={uploadForm}>
          <Field
            id="media-file"
            name="file"
            type="file"
            accept="image/jpeg,image/png,image/webp,image/avif"
            label={t('admin.media.upload.file')}
            hint={t('admin.media.upload.fileHint')}
            error={fieldErrorOf(actionData, 'file')}
            required
          />
          <Field
            id="media-alt"
            name="alt"
            label={t('admin.media.alt')}
            hint={t('admin.media.altHint')}
            defaultValue={values.alt ?? ''}
            error={fieldErrorOf(actionData, 'alt')}
            required
            maxLength={constraints.alt?.maxLength}
          />
          <Field
            id="media-alt-fr"
            name="altFr"
            lang="fr"
            label={t('admin.media.altFr')}
            defaultValue={values.altFr ?? ''}
            error={fieldErrorOf(actionData, 'altFr')}
            maxLength={constraints.altFr?.maxLength}
          />
          <Field
            id="media-alt-de"
            name="altDe"
            lang="de"
            label={t('admin.media.altDe')}
            defaultValue={values.altDe ?? ''}
            error={fieldErrorOf(actionData, 'altDe')}
            maxLength={constraints.altDe?.maxLength}
          />
          <button
            type="submit"
            className="button button-primary"
            disabled={navigation.state === 'submitting'}
          >
            {t('admin.media.upload.submit')}
          </button>
        </Form>
      </section>

      <Form method="get" role="search" className="admin-filters" aria-label={t('admin.media.search')}>
        <Field
          id="media-q"
          name="q"
          type="search"
          label={t('admin.media.searchLabel')}
          defaultValue={q}
          maxLength={100}
        />
        <button type="submit" className="button button-secondary">
          {t('admin.media.searchSubmit')}
        </button>
      </Form>

      {error ? <Notice type="error">{error}</Notice> : null}
      {list ? (
        <section aria-labelledby="media-results">
          <h2 id="media-results">{t('admin.media.results')}</h2>
          {list.items.length === 0 ? (
            <p className="admin-empty">{q ? t('admin.media.empty') : t('admin.media.emptyLibrary')}</p>
          ) : (
            <ul className="media-grid">
              {list.items.map((asset: MediaAsset) => (
                <li key={asset.id}>
                  <Link
                    to={`/media/${asset.id}`}
                    className="media-tile"
                    aria-label={t('admin.media.edit', { alt: asset.alt })}
                  >
                    <MediaThumbnail asset={asset} />
                  </Link>
                  <p className="media-alt">{asset.alt}</p>
                  <p className="media-facts">
                    {t('admin.media.facts', {
                      width: asset.width,
                      height: asset.height,
                      size: Math.max(1, Math.round(asset.byteSize / 1024)),
                    })}
                  </p>
                </li>
              ))}
            </ul>
          )}
          <Pager page={list.page} pageSize={list.pageSize} total={list.total} />
        </section>
      ) : null}

      <section className="admin-card" aria-labelledby="media-product">
        <h2 id="media-product">{t('admin.media.productImages')}</h2>
        <Form method="get" className="admin-filters">
          <Field
            id="media-product-id"
            name="productId"
            label={t('admin.media.productId')}
            required
            pattern="[A-Z0-9]{8,11}"
            maxLength={11}
          />
          <button type="submit" className="button button-secondary">
            {t('admin.media.openProduct')}
          </button>
        </Form>
      </section>
    </>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <Forbidden error={error} />;
}
