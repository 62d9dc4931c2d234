import type { AdminProductSetRequest } from '@ridgeline/contracts';
import { errorMessage } from '@ridgeline/contracts';
import { Field, FormNotice, SelectField, TextAreaField } from '@ridgeline/storefront/components/form.tsx';
import { Notice } from '@ridgeline/storefront/components/notice.tsx';
import { successReply } from '@ridgeline/storefront/lib/forms.server.ts';
import { type FormReply, fieldErrorOf } from '@ridgeline/storefront/lib/forms.ts';
import { translator } from '@ridgeline/storefront/lib/i18n.ts';
import { data, Form, Link, redirect, useNavigation, useSearchParams } from 'react-router';
import { Forbidden } from '../components/forbidden.tsx';
import { adminApi, isApiError, signedIn } from '../lib/admin-api.server.ts';
import { useT } from '../lib/hooks.ts';
import { LANGUAGES } from '../lib/product-form-lines.ts';
import { createRefusal } from '../lib/product-new-form.server.ts';
import type { Route } from './+types/product-set';

/** One product set (decision 086): new when there is no id; texts per language, category, products in order. */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const api = adminApi(request, context);
  const id = params.productSetId;
  try {
    const [set, categories] = await signedIn(request, () =>
      Promise.all([
        id ? api.call('productSet', { params: { productSetId: id } }) : Promise.resolve(null),
        api.call('categories'),
      ]),
    );
    return { set, categories: categories.items, missing: null };
  } catch (error) {
    if (isApiError(error, 'ADM403')) throw data({ forbidden: true }, { status: 403 });
    if (isApiError(error, 'CAT413') || isApiError(error, 'REQ400')) {
      return data(
        { set: null, categories: [], missing: errorMessage('CAT413', api.locale) },
        { status: 404 },
      );
    }
    throw error;
  }
}

type SetReply = FormReply & { values?: Record<string, string>; confirmDelete?: boolean };

const text = (form: FormData, name: string) => String(form.get(name) ?? '').trim();

function requestOf(form: FormData): AdminProductSetRequest {
  const texts = (prefix: string) =>
    Object.fromEntries(LANGUAGES.map((language) => [language, text(form, `${prefix}.${language}`)])) as {
      en: string;
      fr: string;
      de: string;
    };
  return {
    name: texts('name'),
    description: texts('description'),
    categoryId: text(form, 'categoryId'),
    productIds: text(form, 'productIds')
      .split(/[\s,]+/)
      .map((id) => id.toUpperCase())
      .filter(Boolean),
  };
}

export async function action({ request, context, params }: Route.ActionArgs): Promise<SetReply | Response> {
  const api = adminApi(request, context);
  const t = translator(api.locale);
  const form = await request.formData();
  const intent = text(form, 'intent');
  const id = params.productSetId;
  const values = Object.fromEntries(
    [...form.entries()].flatMap(([key, value]) => (typeof value === 'string' ? [[key, value]] : [])),
  );
  return signedIn(request, async () => {
    try {
      if (id && intent === 'ask-delete') return { ...successReply(''), confirmDelete: true };
      if (id && intent === 'delete') {
        await api.call('deleteProductSet', { params: { productSetId: id } });
        return redirect(`/product-sets?deleted=${id}`);
      }
      const body = requestOf(form);
      if (!id) {
        const created = await api.call('createProductSet', {
          body: { id: text(form, 'id').toUpperCase(), ...body },
        });
        return redirect(`/product-sets/${created.id}?saved=1`);
      }
      await api.call('updateProductSet', { params: { productSetId: id }, body });
      return successReply(t('admin.productSet.saved'));
    } catch (error) {
      return { ...createRefusal(error, t, { colors: [], variants: [] }, []), values };
    }
  });
}

export default function ProductSet({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  const busy = useNavigation().state === 'submitting';
  const reply = actionData as SetReply | undefined;
  const { set, categories, missing } = loaderData;
  const [search] = useSearchParams();
  const saved = search.has('saved');
  if (missing) {
    return (
      <>
        <title>{t('admin.meta.title', { page: t('admin.productSets.title') })}</title>
        <h1>{t('admin.productSets.title')}</h1>
        <Notice type="error">{missing}</Notice>
        <p>
          <Link to="/product-sets">{t('admin.productSet.backToList')}</Link>
        </p>
      </>
    );
  }
  const sent = reply?.status === 'error' ? (reply.values ?? {}) : null;
  const shown: Record<string, string> = {
    id: set?.id ?? '',
    categoryId: set?.categoryId ?? '',
    productIds: set ? set.products.map((product) => product.id).join('\n') : '',
    ...Object.fromEntries(
      LANGUAGES.flatMap((language) => [
        [`name.${language}`, set?.name[language] ?? ''],
        [`description.${language}`, set?.description[language] ?? ''],
      ]),
    ),
  };
  const value = (name: string) => (sent ? (sent[name] ?? '') : (shown[name] ?? ''));
  const error = (name: string) => fieldErrorOf(reply, name);
  const languageName = (language: (typeof LANGUAGES)[number]) => t(`admin.product.language.${language}`);
  const title = set ? (set.name.en ?? set.id) : t('admin.productSet.titleNew');
  return (
    <>
      <title>{t('admin.meta.title', { page: title })}</title>
      <p>
        <Link to="/product-sets">{t('admin.productSet.backToList')}</Link>
      </p>
      <h1>
        {title} {set ? <span className="muted">{set.id}</span> : null}
      </h1>
      {saved && !reply ? <Notice type="success">{t('admin.productSet.saved')}</Notice> : null}
      {reply?.confirmDelete ? null : <FormNotice reply={reply?.notice === '' ? undefined : reply} />}
      <section className="admin-card" aria-labelledby="set-details">
        <h2 id="set-details">{t('admin.product.details')}</h2>
        <Form method="post" className="admin-form" aria-labelledby="set-details" key={reply?.at}>
          <input type="hidden" name="intent" value="save" />
          {set ? null : (
            <Field
              id="set-id"
              name="id"
              label={t('admin.productSets.id')}
              hint={t('admin.productSet.idHint')}
              defaultValue={value('id')}
              error={error('id')}
              required
            />
          )}
          {LANGUAGES.map((language) => (
            <div key={language}>
              <Field
                id={`set-name-${language}`}
                name={`name.${language}`}
                lang={language}
                label={t('admin.productSet.nameIn', { language: languageName(language) })}
                {...(language === 'en' ? {} : { hint: t('admin.product.fallbackHint') })}
                defaultValue={value(`name.${language}`)}
                error={error(`name.${language}`)}
                required={language === 'en'}
              />
              <TextAreaField
                id={`set-description-${language}`}
                name={`description.${language}`}
                lang={language}
                label={t('admin.productSet.descriptionIn', { language: languageName(language) })}
                defaultValue={value(`description.${language}`)}
                error={error(`description.${language}`)}
                rows={2}
              />
            </div>
          ))}
          <SelectField
            id="set-category"
            name="categoryId"
            label={t('admin.productSet.category')}
            defaultValue={value('categoryId')}
            error={error('categoryId')}
          >
            {categories.map((category) => (
              <option key={category.id} value={category.id}>
                {`${'\u2003'.repeat(category.depth)}${category.name}`}
              </option>
            ))}
          </SelectField>
          <TextAreaField
            id="set-products"
            name="productIds"
            label={t('admin.productSet.productIds')}
            defaultValue={value('productIds')}
            error={
              error('productIds') ??
              Object.entries(reply?.error ?? {}).find(([key]) => key.startsWith('productIds.'))?.[1]?.[0]
            }
            rows={6}
            required
          />
          <button type="submit" className="button button-primary" disabled={busy}>
            {t('admin.productSet.save')}
          </button>
        </Form>
      </section>
      {set ? (
        <section className="admin-card" aria-labelledby="set-products-now">
          <h2 id="set-products-now">{t('admin.productSets.products')}</h2>
          <ol>
            {set.products.map((product) => (
              <li key={product.id}>
                <Link to={`/products/${product.id}`}>{product.name}</Link>{' '}
                <span className="muted">{product.id}</span>
              </li>
            ))}
          </ol>
          {reply?.confirmDelete ? (
            <Form method="post" aria-labelledby="set-confirm-delete">
              <p id="set-confirm-delete" role="alert">
                {t('admin.productSet.confirmDelete', { name: title })}
              </p>
              <input type="hidden" name="intent" value="delete" />
              <button type="submit" className="button button-danger" disabled={busy}>
                {t('admin.productSet.confirm')}
              </button>{' '}
              <Link to={`/product-sets/${set.id}`}>{t('admin.productSet.cancel')}</Link>
            </Form>
          ) : (
            <Form method="post">
              <input type="hidden" name="intent" value="ask-delete" />
              <button type="submit" className="button button-secondary" disabled={busy}>
                {t('admin.productSet.delete')}
              </button>
            </Form>
          )}
        </section>
      ) : null}
    </>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <Forbidden error={error} />;
}
