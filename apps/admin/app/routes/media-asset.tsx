import {
  mediaAssetParamsSchema,
  mediaEditFormSchema,
  mediaRenditionUrl,
  snapMediaDimension,
} from '@ridgeline/contracts';
import { ConfirmAction, InlineConfirm } from '@ridgeline/storefront/components/confirm-action.tsx';
import { Field, FormNotice } from '@ridgeline/storefront/components/form.tsx';
import {
  constraintsOf,
  formErrorReply,
  refusalOf,
  replyOf,
  successReply,
} from '@ridgeline/storefront/lib/forms.server.ts';
import { type FormReply, fieldErrorOf } from '@ridgeline/storefront/lib/forms.ts';
import { translator } from '@ridgeline/storefront/lib/i18n.ts';
import { type MouseEvent, useState } from 'react';
import { data, Form, Link, redirect, useNavigation } from 'react-router';
import { Forbidden } from '../components/forbidden.tsx';
import { adminApi, isApiError, signedIn } from '../lib/admin-api.server.ts';
import { useT } from '../lib/hooks.ts';
import { mediaEditOf } from '../lib/media-forms.server.ts';
import { refusalReply } from '../lib/refusals.server.ts';
import type { Route } from './+types/media-asset';

/** One image: alt texts and focal point (click the image), what uses it, delete with confirmation. */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const api = adminApi(request, context);
  const t = translator(api.locale);
  const parsed = mediaAssetParamsSchema.safeParse(params);
  if (!parsed.success) throw data({ message: t('admin.media.notFound') }, { status: 404 });
  try {
    const asset = await signedIn(request, () => api.call('mediaAsset', { params: parsed.data }));
    const confirming = new URL(request.url).searchParams.get('confirm') === 'delete';
    return { asset, confirming, constraints: constraintsOf(mediaEditFormSchema) };
  } catch (error) {
    if (isApiError(error, 'ADM403')) throw data({ forbidden: true }, { status: 403 });
    if (isApiError(error, 'MED404')) throw data({ message: t('admin.media.notFound') }, { status: 404 });
    throw error;
  }
}

export async function action({ request, context, params }: Route.ActionArgs): Promise<FormReply> {
  const api = adminApi(request, context);
  const t = translator(api.locale);
  const form = await request.formData();
  const parsed = mediaAssetParamsSchema.safeParse(params);
  if (!parsed.success) return formErrorReply(t('error.generic'));
  const intent = String(form.get('intent') ?? '');
  return signedIn(request, async () => {
    if (intent === 'delete') {
      const name = String(form.get('name') ?? '');
      try {
        await api.call('deleteMedia', { params: parsed.data });
      } catch (error) {
        return formErrorReply(refusalOf(error, t));
      }
      throw redirect(`/media?deleted=${encodeURIComponent(name)}`);
    }
    const submission = mediaEditOf(form, t);
    if (submission.status !== 'success') return replyOf(submission);
    const { alt, altFr, altDe, focalX, focalY } = submission.value;
    try {
      await api.call('updateMedia', {
        params: parsed.data,
        body: { alt, altLocalized: { fr: altFr ?? '', de: altDe ?? '' }, focalX, focalY },
      });
      return successReply(t('admin.media.saved'));
    } catch (error) {
      return refusalReply(error, t, ['alt', 'focalX', 'focalY']);
    }
  });
}

const PREVIEW_WIDTH = 640;

export default function MediaAssetPage({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  const { asset, confirming, constraints } = loaderData;
  const navigation = useNavigation();
  const [focal, setFocal] = useState({ x: asset.focalX, y: asset.focalY });
  const previewHeight = snapMediaDimension(Math.round((PREVIEW_WIDTH * asset.height) / asset.width));
  const preview = mediaRenditionUrl(
    { id: asset.id, revision: asset.revision },
    { width: PREVIEW_WIDTH, height: previewHeight, format: 'webp', quality: 75 },
  );
  const round = (n: number) => Math.round(Math.min(Math.max(n, 0), 1) * 100) / 100;
  const place = (event: MouseEvent<HTMLButtonElement>) => {
    const box = event.currentTarget.getBoundingClientRect();
    // A keyboard "click" has no position: keep the point where it is.
    if (event.detail === 0) return;
    const next = {
      x: round((event.clientX - box.left) / box.width),
      y: round((event.clientY - box.top) / box.height),
    };
    setFocal(next);
    for (const [id, value] of [
      ['asset-focal-x', next.x],
      ['asset-focal-y', next.y],
    ] as const) {
      const input = document.getElementById(id);
      if (input instanceof HTMLInputElement) input.value = String(value);
    }
  };
  const values = (actionData?.initialValue ?? {}) as Record<string, string | undefined>;
  const deleteFields = { intent: 'delete', name: asset.fileName };
  return (
    <>
      <title>
        {t('admin.meta.title', { page: t('admin.media.detail.title', { name: asset.fileName }) })}
      </title>
      <p>
        <Link to="/media">{t('admin.media.back')}</Link>
      </p>
      <h1>{t('admin.media.detail.title', { name: asset.fileName })}</h1>
      <FormNotice reply={actionData} />
      {confirming ? (
        <InlineConfirm
          question={t('admin.media.deleteQuestion', { name: asset.fileName })}
          confirmLabel={t('admin.media.delete')}
          cancelLabel={t('admin.cancel')}
          cancelHref={`/media/${asset.id}`}
          fields={deleteFields}
        />
      ) : null}
      <div className="media-detail">
        <figure className="media-preview">
          <button
            type="button"
            className="media-focal-target"
            onClick={place}
            aria-label={t('admin.media.setFocal')}
            aria-describedby="media-focal-hint"
          >
            <img src={preview} alt={asset.alt} width={PREVIEW_WIDTH} height={previewHeight} />
            <span
              className="media-focal-marker"
              aria-hidden="true"
              style={{ left: `${focal.x * 100}%`, top: `${focal.y * 100}%` }}
            />
          </button>
          <figcaption>
            {t('admin.media.facts', {
              width: asset.width,
              height: asset.height,
              size: Math.max(1, Math.round(asset.byteSize / 1024)),
            })}
          </figcaption>
        </figure>
        <div>
          <Form method="post" className="admin-form">
            <input type="hidden" name="intent" value="save" />
            <Field
              id="asset-alt"
              name="alt"
              label={t('admin.media.alt')}
              hint={t('admin.media.altHint')}
              defaultValue={values.alt ?? asset.alt}
              error={fieldErrorOf(actionData, 'alt')}
              required
              maxLength={constraints.alt?.maxLength}
            />
            <Field
              id="asset-alt-fr"
              name="altFr"
              lang="fr"
              label={t('admin.media.altFr')}
              defaultValue={values.altFr ?? asset.altLocalized.fr ?? ''}
              error={fieldErrorOf(actionData, 'altFr')}
              maxLength={constraints.altFr?.maxLength}
            />
            <Field
              id="asset-alt-de"
              name="altDe"
              lang="de"
              label={t('admin.media.altDe')}
              defaultValue={values.altDe ?? asset.altLocalized.de ?? ''}
              error={fieldErrorOf(actionData, 'altDe')}
              maxLength={constraints.altDe?.maxLength}
            />
            <fieldset>
              <legend>{t('admin.media.focal')}</legend>
              <p id="media-focal-hint" className="field-hint">
                {t('admin.media.focalHint')}
              </p>
              <Field
                id="asset-focal-x"
                name="focalX"
                type="number"
                min={0}
                max={1}
                step={0.01}
                label={t('admin.media.focalX')}
                defaultValue={String(asset.focalX)}
                onChange={(event) => setFocal((f) => ({ ...f, x: round(Number(event.target.value)) }))}
                error={fieldErrorOf(actionData, 'focalX')}
                required
              />
              <Field
                id="asset-focal-y"
                name="focalY"
                type="number"
                min={0}
                max={1}
                step={0.01}
                label={t('admin.media.focalY')}
                defaultValue={String(asset.focalY)}
                onChange={(event) => setFocal((f) => ({ ...f, y: round(Number(event.target.value)) }))}
                error={fieldErrorOf(actionData, 'focalY')}
                required
              />
            </fieldset>
            <button
              type="submit"
              className="button button-primary"
              disabled={navigation.state === 'submitting'}
            >
              {t('admin.media.save')}
            </button>
          </Form>
          <h2>{t('admin.media.address')}</h2>
          <p>
            <code>{asset.url}</code>
          </p>
          <h2>{t('admin.media.usedBy')}</h2>
          {asset.usedBy.length === 0 ? (
            <p>{t('admin.media.unused')}</p>
          ) : (
            <ul>
              {asset.usedBy.map((usage) => (
                <li key={`${usage.kind}-${usage.id}`}>
                  {usage.kind === 'product' ? (
                    <Link to={`/products/${usage.id}/images`}>
                      {t('admin.media.usage.product', { name: usage.name })}
                    </Link>
                  ) : (
                    t('admin.media.usage.content', { name: usage.name })
                  )}
                </li>
              ))}
            </ul>
          )}
          <ConfirmAction
            trigger={t('admin.media.delete')}
            question={t('admin.media.deleteQuestion', { name: asset.fileName })}
            confirmLabel={t('admin.media.delete')}
            cancelLabel={t('admin.cancel')}
            fallbackHref="?confirm=delete"
            fields={deleteFields}
          />
        </div>
      </div>
    </>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <Forbidden error={error} />;
}
