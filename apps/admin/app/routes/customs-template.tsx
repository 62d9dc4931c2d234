import { CURRENCIES, CUSTOMS_LANGUAGES, productIdSchema } from '@ridgeline/contracts';
import { Field, FormNotice } from '@ridgeline/storefront/components/form.tsx';
import { Notice } from '@ridgeline/storefront/components/notice.tsx';
import { formErrorReply, refusalOf, successReply } from '@ridgeline/storefront/lib/forms.server.ts';
import { type FormReply, fieldErrorOf } from '@ridgeline/storefront/lib/forms.ts';
import { translator } from '@ridgeline/storefront/lib/i18n.ts';
import { data, Form, Link, redirect, useNavigation } from 'react-router';
import { DataTable } from '../components/data-table.tsx';
import { Forbidden } from '../components/forbidden.tsx';
import { ApiError, adminApi, isApiError, signedIn } from '../lib/admin-api.server.ts';
import {
  type CustomsFormValues,
  customsFieldOf,
  customsFormValues,
  customsProblemOf,
  customsRequestOf,
} from '../lib/customs-forms.server.ts';
import { useT } from '../lib/hooks.ts';
import { refusalReply } from '../lib/refusals.server.ts';
import type { Route } from './+types/customs-template';

/**
 * One product's customisation template (catalogue:write; decision 087): its zones and their colours in
 * English, French and German, each colour offered or not, the monogram and the surcharges per currency.
 * /customs/new attaches a template to a product (?productId= fills it in).
 */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const api = adminApi(request, context);
  const url = new URL(request.url);
  const productId = params.productId ?? null;
  try {
    return await signedIn(request, async () => {
      if (productId === null) {
        // A new template: nothing to read, but only for whoever may write the catalogue.
        await api.call('customsTemplates');
        const wanted = productIdSchema.safeParse(url.searchParams.get('productId'));
        return {
          template: null,
          missing: null,
          newProductId: wanted.success ? wanted.data : '',
          values: customsFormValues(null),
          created: false,
        };
      }
      const template = await api.call('customsTemplate', { params: { productId } });
      return {
        template,
        missing: null,
        newProductId: '',
        values: customsFormValues(template),
        created: url.searchParams.has('created'),
      };
    });
  } catch (error) {
    if (isApiError(error, 'ADM403')) throw data({ forbidden: true }, { status: 403 });
    if (isApiError(error, 'CUS400', 'REQ400')) {
      return {
        template: null,
        missing: productId,
        newProductId: '',
        values: {} as CustomsFormValues,
        created: false,
      };
    }
    throw error;
  }
}

type CustomsReply = FormReply & { values?: CustomsFormValues };

export async function action({ request, params, context }: Route.ActionArgs) {
  const api = adminApi(request, context);
  const t = translator(api.locale);
  const form = await request.formData();
  const productId = params.productId ?? null;
  return signedIn(request, async (): Promise<CustomsReply | Response> => {
    const parsed = customsRequestOf(form, t);
    const newProductId = String(form.get('productId') ?? '')
      .trim()
      .toUpperCase();
    const errors = parsed.ok ? {} : { ...parsed.errors };
    if (productId === null && !productIdSchema.safeParse(newProductId).success) {
      errors.productId = [t('admin.customs.productIdInvalid')];
    }
    const invalid = (fieldErrors: Record<string, string[]>): CustomsReply => ({
      status: 'error',
      error: { ...fieldErrors, '': [t('admin.customs.invalid')] },
      at: Date.now(),
      values: parsed.values,
    });
    if (!parsed.ok || Object.keys(errors).length > 0) return invalid(errors);
    try {
      if (productId === null) {
        const created = await api.call('createCustomsTemplate', {
          body: { productId: newProductId, ...parsed.body },
        });
        return redirect(`/customs/${created.productId}?created=1`);
      }
      const saved = await api.call('updateCustomsTemplate', { params: { productId }, body: parsed.body });
      return successReply(t('admin.customs.saved', { name: saved.productName }));
    } catch (error) {
      if (error instanceof ApiError && error.errorId === 'REQ400') {
        const detail = error.details[0];
        const field = customsFieldOf(String(detail?.field ?? ''), parsed.positions);
        if (field) {
          return invalid({ [field]: [customsProblemOf(field, t, String(detail?.problem ?? ''))] });
        }
      }
      if (error instanceof ApiError && error.errorId === 'PLP400') {
        return invalid({ productId: [refusalOf(error, t)] });
      }
      const reply = refusalReply(error, t, ['productId']);
      return reply.status === 'error'
        ? { ...reply, values: parsed.values }
        : formErrorReply(t('error.generic'), { values: parsed.values });
    }
  });
}

/** A text box in a table cell: named by its column and row for screen readers, its error below it. */
function CellInput({
  name,
  label,
  value,
  error,
  ...input
}: {
  name: string;
  label: string;
  value: string;
  error: string | undefined;
  maxLength?: number;
  size?: number;
  spellCheck?: boolean;
}) {
  return (
    <>
      <input
        id={name}
        name={name}
        type="text"
        aria-label={label}
        defaultValue={value}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${name}-error` : undefined}
        {...input}
      />
      {error ? (
        <p id={`${name}-error`} className="field-error">
          {error}
        </p>
      ) : null}
    </>
  );
}

export default function CustomsTemplate({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  const navigation = useNavigation();
  const busy = navigation.state === 'submitting';
  const { template, missing, newProductId, created } = loaderData;
  const reply = actionData as CustomsReply | undefined;
  if (missing !== null) {
    return (
      <>
        <title>{t('admin.meta.title', { page: t('admin.customs.missing') })}</title>
        <h1>{t('admin.customs.missing')}</h1>
        <p>
          <Link to={`/customs/new?productId=${encodeURIComponent(missing)}`}>
            {t('admin.customs.attachThis', { productId: missing })}
          </Link>
        </p>
        <p>
          <Link to="/customs">{t('admin.customs.back')}</Link>
        </p>
      </>
    );
  }
  const values = reply?.status === 'error' && reply.values ? reply.values : loaderData.values;
  const value = (name: string) => values[name] ?? '';
  const checked = (name: string) => values[name] === 'on';
  const error = (name: string) => fieldErrorOf(reply, name);
  const title = template
    ? t('admin.customs.editTitle', { name: `${template.productName} (${template.productId})` })
    : t('admin.customs.newTitle');
  const zoneCount = Number(value('zones')) || 1;
  const languageName = (lang: string) => t(`admin.customs.language.${lang}` as 'admin.customs.language.en');
  return (
    <>
      <title>{t('admin.meta.title', { page: title })}</title>
      <p>
        <Link to="/customs">{t('admin.customs.back')}</Link>
      </p>
      <h1>{title}</h1>
      {created && template && !reply ? (
        <Notice type="success">{t('admin.customs.created', { name: template.productName })}</Notice>
      ) : null}
      <FormNotice reply={reply} />
      <Form
        method="post"
        className="admin-card customs-template-form"
        aria-label={title}
        key={reply?.status === 'success' ? reply.at : 'edit'}
        noValidate
      >
        <input type="hidden" name="zones" value={zoneCount} />
        {template ? null : (
          <Field
            id="productId"
            name="productId"
            label={t('admin.customs.productId')}
            hint={t('admin.customs.productIdHint')}
            defaultValue={values.productId ?? newProductId}
            error={error('productId')}
            required
            maxLength={14}
            autoCapitalize="characters"
          />
        )}
        <fieldset className="customs-pricing">
          <legend>{t('admin.customs.pricing')}</legend>
          <Field
            id="monogramMaxLength"
            name="monogramMaxLength"
            label={t('admin.customs.monogramMaxLength')}
            type="number"
            min={0}
            max={10}
            defaultValue={value('monogramMaxLength')}
            error={error('monogramMaxLength')}
          />
          {CURRENCIES.map((currency) => (
            <div key={currency} className="customs-currency">
              <Field
                id={`surcharge-${currency}`}
                name={`surcharge-${currency}`}
                label={t('admin.customs.surcharge', { currency })}
                inputMode="decimal"
                defaultValue={value(`surcharge-${currency}`)}
                error={error(`surcharge-${currency}`)}
              />
              <Field
                id={`monogramSurcharge-${currency}`}
                name={`monogramSurcharge-${currency}`}
                label={t('admin.customs.monogramSurcharge', { currency })}
                inputMode="decimal"
                defaultValue={value(`monogramSurcharge-${currency}`)}
                error={error(`monogramSurcharge-${currency}`)}
              />
            </div>
          ))}
        </fieldset>
        {error('zones') ? <p className="field-error">{error('zones')}</p> : null}
        {Array.from({ length: zoneCount }, (_, z) => {
          const zone = `zone-${z}`;
          const isNew = z === zoneCount - 1;
          const zoneName = value(`${zone}-label-en`) || value(`${zone}-code`);
          const legend = isNew
            ? t('admin.customs.newZone')
            : t('admin.customs.zoneNamed', { n: z + 1, name: zoneName });
          const colorCount = Number(value(`${zone}-colors`)) || 1;
          return (
            <fieldset key={zone} className="customs-zone">
              <legend>{legend}</legend>
              {isNew ? <p className="field-hint">{t('admin.customs.newZoneHint')}</p> : null}
              <input type="hidden" name={`${zone}-colors`} value={colorCount} />
              <Field
                id={`${zone}-code`}
                name={`${zone}-code`}
                label={t('admin.customs.code')}
                hint={t('admin.customs.codeHint')}
                defaultValue={value(`${zone}-code`)}
                error={error(`${zone}-code`)}
                maxLength={24}
                spellCheck={false}
              />
              {CUSTOMS_LANGUAGES.map((lang) => (
                <Field
                  key={lang}
                  id={`${zone}-label-${lang}`}
                  name={`${zone}-label-${lang}`}
                  label={t('admin.customs.label', { language: languageName(lang) })}
                  defaultValue={value(`${zone}-label-${lang}`)}
                  error={error(`${zone}-label-${lang}`)}
                  maxLength={40}
                  lang={lang}
                />
              ))}
              {error(`${zone}-colors`) ? (
                <p className="field-error" id={`${zone}-colors-error`}>
                  {error(`${zone}-colors`)}
                </p>
              ) : null}
              <section
                className="table-scroll"
                aria-label={t('admin.customs.colorsCaption', { zone: zoneName || legend })}
              >
                <table className="data-table customs-colors">
                  <caption>{t('admin.customs.colorsCaption', { zone: zoneName || legend })}</caption>
                  <thead>
                    <tr>
                      <th scope="col">{t('admin.customs.code')}</th>
                      {CUSTOMS_LANGUAGES.map((lang) => (
                        <th key={lang} scope="col">
                          {t('admin.customs.label', { language: languageName(lang) })}
                        </th>
                      ))}
                      <th scope="col">{t('admin.customs.hex')}</th>
                      <th scope="col">{t('admin.customs.enabled')}</th>
                      <th scope="col">{t('admin.customs.remove')}</th>
                    </tr>
                  </thead>
                  <tbody>
                    {Array.from({ length: colorCount }, (_, c) => {
                      const at = `${zone}-color-${c}`;
                      const isNewColor = c === colorCount - 1;
                      const row = isNewColor
                        ? t('admin.customs.newColor')
                        : value(`${at}-label-en`) || value(`${at}-code`);
                      const cell = (column: string) => t('admin.customs.cell', { column, row });
                      return (
                        <tr key={at}>
                          <td>
                            <CellInput
                              name={`${at}-code`}
                              label={cell(t('admin.customs.code'))}
                              value={value(`${at}-code`)}
                              error={error(`${at}-code`)}
                              maxLength={24}
                              size={10}
                              spellCheck={false}
                            />
                          </td>
                          {CUSTOMS_LANGUAGES.map((lang) => (
                            <td key={lang} lang={lang}>
                              <CellInput
                                name={`${at}-label-${lang}`}
                                label={cell(t('admin.customs.label', { language: languageName(lang) }))}
                                value={value(`${at}-label-${lang}`)}
                                error={error(`${at}-label-${lang}`)}
                                maxLength={40}
                                size={14}
                              />
                            </td>
                          ))}
                          <td>
                            <span
                              className="customs-swatch"
                              aria-hidden="true"
                              style={{
                                background: /^#[0-9a-f]{6}$/i.test(value(`${at}-hex`))
                                  ? value(`${at}-hex`)
                                  : 'transparent',
                              }}
                            />
                            <CellInput
                              name={`${at}-hex`}
                              label={cell(t('admin.customs.hex'))}
                              value={value(`${at}-hex`)}
                              error={error(`${at}-hex`)}
                              maxLength={7}
                              size={8}
                              spellCheck={false}
                            />
                          </td>
                          <td>
                            <input
                              type="checkbox"
                              id={`${at}-enabled`}
                              name={`${at}-enabled`}
                              aria-label={cell(t('admin.customs.enabled'))}
                              defaultChecked={checked(`${at}-enabled`)}
                            />
                          </td>
                          <td>
                            {isNewColor ? null : (
                              <input
                                type="checkbox"
                                id={`${at}-remove`}
                                name={`${at}-remove`}
                                aria-label={cell(t('admin.customs.remove'))}
                                defaultChecked={checked(`${at}-remove`)}
                              />
                            )}
                          </td>
                        </tr>
                      );
                    })}
                  </tbody>
                </table>
              </section>
            </fieldset>
          );
        })}
        <button type="submit" className="button" disabled={busy}>
          {template ? t('admin.customs.save') : t('admin.customs.create')}
        </button>
      </Form>
      {template ? (
        <section className="admin-card" aria-labelledby="customs-curated">
          <h2 id="customs-curated">{t('admin.customs.curated')}</h2>
          <DataTable
            caption={t('admin.customs.curated')}
            rows={template.curated}
            rowKey={(design) => design.code}
            empty={t('admin.customs.curatedEmpty')}
            columns={[
              {
                id: 'name',
                header: t('admin.customs.curatedName'),
                cell: (design) => `${design.name} (${design.code})`,
              },
              {
                id: 'offered',
                header: t('admin.customs.curatedStatus'),
                cell: (design) =>
                  t(design.offered ? 'admin.customs.curatedOffered' : 'admin.customs.curatedNotOffered'),
              },
            ]}
          />
        </section>
      ) : null}
    </>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <Forbidden error={error} />;
}
