import { type AdminStoreSpecialDay, SITES } from '@ridgeline/contracts';
import { ConfirmAction, InlineConfirm } from '@ridgeline/storefront/components/confirm-action.tsx';
import { Field, FormNotice } from '@ridgeline/storefront/components/form.tsx';
import { Notice } from '@ridgeline/storefront/components/notice.tsx';
import {
  fieldErrorReply,
  formErrorReply,
  refusalOf,
  successReply,
} from '@ridgeline/storefront/lib/forms.server.ts';
import { type FormReply, fieldErrorOf } from '@ridgeline/storefront/lib/forms.ts';
import { translator } from '@ridgeline/storefront/lib/i18n.ts';
import type { ComponentProps } from 'react';
import { data, Form, Link, redirect, useNavigation } from 'react-router';
import { DataTable } from '../components/data-table.tsx';
import { Forbidden } from '../components/forbidden.tsx';
import { ApiError, adminApi, isApiError, signedIn } from '../lib/admin-api.server.ts';
import { useLocale, useT } from '../lib/hooks.ts';
import { siteName } from '../lib/orders.ts';
import { refusalReply } from '../lib/refusals.server.ts';
import { type StoreFormValues, storeFieldOf, storeRequestOf } from '../lib/store-forms.server.ts';
import type { Route } from './+types/store';

const STORE_ID = /^ST\d{4}$/;
const sites = SITES.map((site) => ({ id: site.id, shipsTo: [...site.shipsTo] }));

/**
 * One store (stores:write): its record and opening hours, its deactivation (after a confirmation) and,
 * for whoever manages the staff, its associates. /stores/new creates one.
 */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const api = adminApi(request, context);
  const t = translator(api.locale);
  const url = new URL(request.url);
  const confirm = url.searchParams.get('confirm');
  const storeId = params.storeId ?? null;
  if (storeId !== null && !STORE_ID.test(storeId)) {
    return {
      store: null,
      associates: null,
      specialDays: null,
      missing: t('admin.store.missing'),
      confirm,
      sites,
    };
  }
  try {
    return await signedIn(request, async () => {
      if (storeId === null) {
        // A new store: nothing to read, but only for whoever may write stores.
        await api.call('stores', { query: { q: 'ST0000' } });
        return { store: null, associates: null, specialDays: null, missing: null, confirm: null, sites };
      }
      const [store, specialDays] = await Promise.all([
        api.call('store', { params: { storeId } }),
        api.call('specialDays', { params: { storeId } }).then((list) => list.items),
      ]);
      const associates = await api
        .call('associates', { params: { storeId } })
        .then((list) => list.items)
        .catch((error: unknown) => {
          if (isApiError(error, 'ADM403')) return null;
          throw error;
        });
      return {
        store,
        associates,
        specialDays,
        missing: null,
        confirm,
        sites,
        created: url.searchParams.has('created'),
      };
    });
  } catch (error) {
    if (isApiError(error, 'ADM403')) throw data({ forbidden: true }, { status: 403 });
    if (isApiError(error, 'STR404')) {
      return {
        store: null,
        associates: null,
        specialDays: null,
        missing: t('admin.store.missing'),
        confirm,
        sites,
      };
    }
    throw error;
  }
}

type StoreReply = FormReply & { form?: string; values?: StoreFormValues };

export async function action({ request, params, context }: Route.ActionArgs) {
  const api = adminApi(request, context);
  const t = translator(api.locale);
  const form = await request.formData();
  const intent = String(form.get('intent') ?? '');
  const storeId = params.storeId ?? null;
  return signedIn(request, async (): Promise<StoreReply | Response> => {
    if (intent === 'save') {
      const parsed = storeRequestOf(form, t);
      if (!parsed.ok) {
        return {
          status: 'error',
          error: { ...parsed.errors, '': [t('admin.store.invalid')] },
          at: Date.now(),
          form: intent,
          values: parsed.values,
        };
      }
      try {
        if (storeId === null) {
          const created = await api.call('createStore', { body: parsed.body });
          return redirect(`/stores/${created.storeId}?created=1`);
        }
        const saved = await api.call('updateStore', { params: { storeId }, body: parsed.body });
        return successReply(t('admin.store.saved', { name: saved.name }), { form: intent });
      } catch (error) {
        const field = error instanceof ApiError ? storeFieldOf(String(error.details[0]?.field ?? '')) : '';
        if (field && field !== 'body') {
          return {
            status: 'error',
            error: { [field]: [refusalOf(error, t)], '': [t('admin.store.invalid')] },
            at: Date.now(),
            form: intent,
            values: parsed.values,
          };
        }
        return { ...refusalReply(error, t, [], { form: intent }), values: parsed.values };
      }
    }
    if (storeId === null) return formErrorReply(t('error.generic'));
    try {
      if (intent === 'deactivate' || intent === 'reactivate') {
        const active = intent === 'reactivate';
        const store = await api.call('setStoreActive', { params: { storeId }, body: { active } });
        return successReply(
          t(active ? 'admin.store.reactivated' : 'admin.store.deactivated', { name: store.name }),
          { form: intent },
        );
      }
      if (intent === 'setSpecialDay') return await saveSpecialDay(api, t, storeId, form);
      if (intent === 'removeSpecialDay') {
        const date = String(form.get('date') ?? '');
        await api.call('removeSpecialDay', { params: { storeId, date } });
        return successReply(t('admin.store.specialRemoved', { date }), { form: intent });
      }
      if (intent === 'addAssociate') {
        const body = {
          email: String(form.get('email') ?? '').trim(),
          storeEmployeeId: String(form.get('storeEmployeeId') ?? '')
            .trim()
            .toUpperCase(),
        };
        const added = await api.call('addAssociate', { params: { storeId }, body });
        return successReply(
          t('admin.store.associateAdded', {
            name: `${added.firstName} ${added.lastName}`.trim() || added.storeEmployeeId,
          }),
          { form: intent },
        );
      }
      if (intent === 'removeAssociate') {
        const storeEmployeeId = String(form.get('storeEmployeeId') ?? '');
        await api.call('removeAssociate', { params: { storeId, storeEmployeeId } });
        return successReply(t('admin.store.associateRemoved', { id: storeEmployeeId }), { form: intent });
      }
    } catch (error) {
      return refusalReply(error, t, ['email', 'storeEmployeeId'], { form: intent });
    }
    return formErrorReply(t('error.generic'));
  });
}

const SPECIAL_FIELDS = ['date', 'opens', 'closes', 'reason.en', 'reason.fr', 'reason.de'] as const;

/** Sets a special day from the form: empty times mean closed; the API's refusal lands on its field. */
async function saveSpecialDay(
  api: ReturnType<typeof adminApi>,
  t: ReturnType<typeof translator>,
  storeId: string,
  form: FormData,
): Promise<StoreReply> {
  const text = (name: string) => String(form.get(name) ?? '').trim();
  const date = text('date');
  const reason: Record<string, string> = { en: text('reason.en') };
  for (const language of ['fr', 'de'])
    if (text(`reason.${language}`)) reason[language] = text(`reason.${language}`);
  const values = Object.fromEntries(SPECIAL_FIELDS.map((name) => [name, text(name)]));
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date)) {
    return { ...fieldErrorReply('date', t('admin.store.specialDateMissing')), form: 'setSpecialDay', values };
  }
  try {
    await api.call('setSpecialDay', {
      params: { storeId, date },
      body: {
        opens: text('opens') || null,
        closes: text('closes') || null,
        reason: reason as { en: string },
      },
    });
    return successReply(t('admin.store.specialSaved', { date }), { form: 'setSpecialDay' });
  } catch (error) {
    const field =
      error instanceof ApiError ? String(error.details[0]?.field ?? '').replace(/^(body|params)\./, '') : '';
    if ((SPECIAL_FIELDS as readonly string[]).includes(field)) {
      return { ...fieldErrorReply(field, refusalOf(error, t)), form: 'setSpecialDay', values };
    }
    return { ...refusalReply(error, t, [], { form: 'setSpecialDay' }), values };
  }
}

/** Weekday names in the page's language; 2023-01-01 was a Sunday (day 0, as the stores keep them). */
const weekday = (day: number, locale: string) =>
  new Intl.DateTimeFormat(locale, { weekday: 'long', timeZone: 'UTC' }).format(
    new Date(Date.UTC(2023, 0, 1 + day)),
  );

export default function Store({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  const locale = useLocale();
  const navigation = useNavigation();
  const busy = navigation.state === 'submitting';
  const { store, associates, specialDays, missing, confirm, sites } = loaderData;
  const reply = actionData as StoreReply | undefined;
  if (missing) {
    return (
      <>
        <title>{t('admin.meta.title', { page: t('admin.store.missing') })}</title>
        <h1>{t('admin.store.missing')}</h1>
        <p>
          <Link to="/stores">{t('admin.store.back')}</Link>
        </p>
      </>
    );
  }
  const saveReply = reply?.form === 'save' ? reply : undefined;
  const values = saveReply?.values;
  const value = (name: string, current: string | number | null | undefined) =>
    values ? (values[name] ?? '') : current === null || current === undefined ? '' : String(current);
  const title = store ? t('admin.store.title', { name: store.name }) : t('admin.store.newTitle');
  const associateReply = reply?.form === 'addAssociate' ? reply : undefined;
  const removing = confirm?.startsWith('remove-') ? confirm.slice('remove-'.length) : null;
  const countries = [...new Set(sites.flatMap((site) => site.shipsTo))];
  return (
    <>
      <title>{t('admin.meta.title', { page: title })}</title>
      <p>
        <Link to="/stores">{t('admin.store.back')}</Link>
      </p>
      <h1>{title}</h1>
      {'created' in loaderData && loaderData.created && store && !reply ? (
        <Notice type="success">{t('admin.store.created', { name: store.name })}</Notice>
      ) : null}
      <FormNotice reply={reply} />
      {store && confirm === 'deactivate' && store.active ? (
        <InlineConfirm
          question={t('admin.store.deactivateQuestion', { name: store.name })}
          confirmLabel={t('admin.store.deactivate')}
          cancelLabel={t('admin.cancel')}
          cancelHref={`/stores/${store.storeId}`}
          fields={{ intent: 'deactivate' }}
        />
      ) : null}
      {store && removing ? (
        <InlineConfirm
          question={t('admin.store.removeAssociateQuestion', { id: removing })}
          confirmLabel={t('admin.store.remove')}
          cancelLabel={t('admin.cancel')}
          cancelHref={`/stores/${store.storeId}`}
          fields={{ intent: 'removeAssociate', storeEmployeeId: removing }}
        />
      ) : null}
      {store ? (
        <section className="admin-card" aria-labelledby="store-status">
          <h2 id="store-status">{t('admin.stores.status')}</h2>
          <p>{t(store.active ? 'admin.store.statusActive' : 'admin.store.statusInactive')}</p>
          {store.active ? (
            <ConfirmAction
              trigger={t('admin.store.deactivate')}
              question={t('admin.store.deactivateQuestion', { name: store.name })}
              confirmLabel={t('admin.store.deactivate')}
              cancelLabel={t('admin.cancel')}
              fields={{ intent: 'deactivate' }}
              fallbackHref="?confirm=deactivate"
            />
          ) : (
            <Form method="post">
              <input type="hidden" name="intent" value="reactivate" />
              <button type="submit" className="button button-secondary" disabled={busy}>
                {t('admin.store.reactivate')}
              </button>
            </Form>
          )}
        </section>
      ) : null}
      <Form
        method="post"
        className="admin-card"
        aria-labelledby="store-details"
        key={`${store?.storeId ?? 'new'}-${saveReply?.status === 'success' ? saveReply.at : 'edit'}`}
        noValidate
      >
        <h2 id="store-details">{t('admin.store.details')}</h2>
        <input type="hidden" name="intent" value="save" />
        <Field
          id="name"
          name="name"
          label={t('admin.stores.name')}
          defaultValue={value('name', store?.name)}
          error={fieldErrorOf(saveReply, 'name')}
          required
          maxLength={60}
        />
        <div
          className={['field', fieldErrorOf(saveReply, 'siteId') ? 'has-error' : null]
            .filter(Boolean)
            .join(' ')}
        >
          <label htmlFor="siteId">{t('admin.stores.site')}</label>
          <select id="siteId" name="siteId" defaultValue={value('siteId', store?.siteId ?? 'us')}>
            {sites.map((site) => (
              <option key={site.id} value={site.id}>
                {siteName(site.id)}
              </option>
            ))}
          </select>
        </div>
        <Field
          id="addressLine1"
          name="addressLine1"
          label={t('admin.store.addressLine1')}
          defaultValue={value('addressLine1', store?.addressLine1)}
          error={fieldErrorOf(saveReply, 'addressLine1')}
          required
          maxLength={60}
        />
        <Field
          id="city"
          name="city"
          label={t('admin.stores.city')}
          defaultValue={value('city', store?.city)}
          error={fieldErrorOf(saveReply, 'city')}
          required
          maxLength={40}
        />
        <Field
          id="province"
          name="province"
          label={t('admin.store.province')}
          hint={t('admin.store.provinceHint')}
          defaultValue={value('province', store?.province)}
          error={fieldErrorOf(saveReply, 'province')}
          maxLength={30}
        />
        <Field
          id="postalCode"
          name="postalCode"
          label={t('admin.store.postalCode')}
          defaultValue={value('postalCode', store?.postalCode)}
          error={fieldErrorOf(saveReply, 'postalCode')}
          required
          maxLength={10}
        />
        <div
          className={['field', fieldErrorOf(saveReply, 'countryCode') ? 'has-error' : null]
            .filter(Boolean)
            .join(' ')}
        >
          <label htmlFor="countryCode">{t('admin.store.country')}</label>
          <select
            id="countryCode"
            name="countryCode"
            defaultValue={value('countryCode', store?.countryCode ?? 'US')}
            aria-invalid={fieldErrorOf(saveReply, 'countryCode') ? true : undefined}
            aria-describedby={fieldErrorOf(saveReply, 'countryCode') ? 'countryCode-error' : undefined}
          >
            {countries.map((country) => (
              <option key={country} value={country}>
                {new Intl.DisplayNames([locale], { type: 'region' }).of(country) ?? country}
              </option>
            ))}
          </select>
          {fieldErrorOf(saveReply, 'countryCode') ? (
            <p id="countryCode-error" className="field-error">
              {fieldErrorOf(saveReply, 'countryCode')}
            </p>
          ) : null}
        </div>
        <Field
          id="phone"
          name="phone"
          type="tel"
          label={t('admin.store.phone')}
          defaultValue={value('phone', store?.phone)}
          error={fieldErrorOf(saveReply, 'phone')}
          required
          maxLength={24}
        />
        <Field
          id="latitude"
          name="latitude"
          inputMode="decimal"
          label={t('admin.store.latitude')}
          defaultValue={value('latitude', store?.latitude)}
          error={fieldErrorOf(saveReply, 'latitude')}
          required
        />
        <Field
          id="longitude"
          name="longitude"
          inputMode="decimal"
          label={t('admin.store.longitude')}
          defaultValue={value('longitude', store?.longitude)}
          error={fieldErrorOf(saveReply, 'longitude')}
          required
        />
        <div className="field field-checkbox">
          <input
            id="isPickupPoint"
            name="isPickupPoint"
            type="checkbox"
            defaultChecked={values ? values.isPickupPoint === 'on' : (store?.isPickupPoint ?? false)}
          />
          <label htmlFor="isPickupPoint">{t('admin.store.isPickupPoint')}</label>
        </div>
        <fieldset aria-describedby="hours-hint">
          <legend>{t('admin.store.hours')}</legend>
          <p id="hours-hint" className="field-hint">
            {t('admin.store.hoursHint')}
          </p>
          {Array.from({ length: 7 }, (_, day) => {
            const name = weekday(day, locale);
            const hours = store?.hours[day];
            return (
              <OpeningTimes
                key={name}
                opens={{
                  id: `opens-${day}`,
                  name: `opens-${day}`,
                  label: t('admin.store.opens', { day: name }),
                  defaultValue: value(`opens-${day}`, hours?.opens),
                  error: fieldErrorOf(saveReply, `opens-${day}`),
                }}
                closes={{
                  id: `closes-${day}`,
                  name: `closes-${day}`,
                  label: t('admin.store.closes', { day: name }),
                  defaultValue: value(`closes-${day}`, hours?.closes),
                  error: fieldErrorOf(saveReply, `closes-${day}`),
                }}
              />
            );
          })}
        </fieldset>
        <button type="submit" className="button button-primary" disabled={busy}>
          {store ? t('admin.store.save') : t('admin.store.create')}
        </button>
      </Form>
      {store && specialDays ? (
        <SpecialDays storeName={store.name} days={specialDays} reply={reply} busy={busy} />
      ) : null}
      {store && associates ? (
        <section className="admin-card" aria-labelledby="store-associates">
          <h2 id="store-associates">{t('admin.store.associates')}</h2>
          <p>{t('admin.store.associatesIntro')}</p>
          <DataTable
            caption={t('admin.store.associatesCaption', { name: store.name })}
            rows={associates}
            rowKey={(associate) => associate.storeEmployeeId}
            empty={t('admin.store.associatesEmpty')}
            columns={[
              {
                id: 'id',
                header: t('admin.store.associateId'),
                cell: (associate) => associate.storeEmployeeId,
              },
              {
                id: 'name',
                header: t('admin.store.associateName'),
                cell: (associate) => `${associate.firstName} ${associate.lastName}`.trim(),
              },
              {
                id: 'email',
                header: t('admin.store.associateEmail'),
                cell: (associate) => associate.email ?? '',
              },
              {
                id: 'remove',
                header: t('admin.store.remove'),
                cell: (associate) => (
                  <ConfirmAction
                    trigger={t('admin.store.removeAssociate', { id: associate.storeEmployeeId })}
                    question={t('admin.store.removeAssociateQuestion', { id: associate.storeEmployeeId })}
                    confirmLabel={t('admin.store.remove')}
                    cancelLabel={t('admin.cancel')}
                    fields={{ intent: 'removeAssociate', storeEmployeeId: associate.storeEmployeeId }}
                    fallbackHref={`?confirm=remove-${associate.storeEmployeeId}`}
                  />
                ),
              },
            ]}
          />
          <Form
            method="post"
            className="inline-form"
            aria-labelledby="add-associate"
            key={associateReply?.status === 'success' ? associateReply.at : 'add'}
          >
            <h3 id="add-associate">{t('admin.store.addAssociate')}</h3>
            <input type="hidden" name="intent" value="addAssociate" />
            <Field
              id="associate-email"
              name="email"
              type="email"
              label={t('admin.store.associateEmail')}
              error={fieldErrorOf(associateReply, 'email')}
              required
            />
            <Field
              id="associate-id"
              name="storeEmployeeId"
              label={t('admin.store.associateId')}
              hint={t('admin.store.associateIdHint')}
              error={fieldErrorOf(associateReply, 'storeEmployeeId')}
              required
              maxLength={12}
            />
            <button type="submit" className="button button-secondary" disabled={busy}>
              {t('admin.store.addAssociate')}
            </button>
          </Form>
        </section>
      ) : null}
    </>
  );
}

const LANGUAGES = ['en', 'fr', 'de'] as const;

type TimeField = Omit<ComponentProps<typeof Field>, 'type'>;

/** An opening and a closing time side by side: a weekday's hours, a special day's. */
function OpeningTimes({ opens, closes }: { opens: TimeField; closes: TimeField }) {
  return (
    <div className="inline-form">
      <Field type="time" {...opens} />
      <Field type="time" {...closes} />
    </div>
  );
}

/** The store's special days (decision 088): the planned ones, removable, and a form to add or replace one. */
function SpecialDays({
  storeName,
  days,
  reply,
  busy,
}: {
  storeName: string;
  days: AdminStoreSpecialDay[];
  reply: StoreReply | undefined;
  busy: boolean;
}) {
  const t = useT();
  const locale = useLocale();
  const dayReply = reply?.form === 'setSpecialDay' ? reply : undefined;
  const value = (name: string) => (dayReply?.status === 'error' ? String(dayReply.values?.[name] ?? '') : '');
  const dateText = (date: string) =>
    new Intl.DateTimeFormat(locale, { dateStyle: 'full', timeZone: 'UTC' }).format(
      new Date(`${date}T00:00:00Z`),
    );
  return (
    <section className="admin-card" aria-labelledby="store-special-days">
      <h2 id="store-special-days">{t('admin.store.specialDays')}</h2>
      <p>{t('admin.store.specialDaysIntro')}</p>
      <DataTable
        caption={t('admin.store.specialDaysCaption', { name: storeName })}
        rows={days}
        rowKey={(day) => day.date}
        empty={t('admin.store.specialDaysEmpty')}
        columns={[
          { id: 'date', header: t('admin.store.specialDate'), cell: (day) => dateText(day.date) },
          {
            id: 'hours',
            header: t('admin.store.specialHours'),
            cell: (day) =>
              day.opens && day.closes
                ? t('admin.store.specialOpen', { opens: day.opens, closes: day.closes })
                : t('admin.store.specialClosed'),
          },
          {
            id: 'reason',
            header: t('admin.store.specialReason'),
            cell: (day) => day.reason[locale.slice(0, 2)] ?? day.reason.en ?? '',
          },
          {
            id: 'remove',
            header: t('admin.store.remove'),
            cell: (day) => (
              <Form method="post">
                <input type="hidden" name="intent" value="removeSpecialDay" />
                <input type="hidden" name="date" value={day.date} />
                <button type="submit" className="button button-secondary" disabled={busy}>
                  {t('admin.store.removeSpecialDay', { date: dateText(day.date) })}
                </button>
              </Form>
            ),
          },
        ]}
      />
      <Form
        method="post"
        aria-labelledby="add-special-day"
        key={dayReply?.status === 'success' ? dayReply.at : 'add'}
        noValidate
      >
        <h3 id="add-special-day">{t('admin.store.addSpecialDay')}</h3>
        <p className="field-hint">{t('admin.store.addSpecialDayHint')}</p>
        <input type="hidden" name="intent" value="setSpecialDay" />
        <Field
          id="special-date"
          name="date"
          type="date"
          label={t('admin.store.specialDate')}
          defaultValue={value('date')}
          error={fieldErrorOf(dayReply, 'date')}
          required
        />
        <fieldset aria-describedby="special-hours-hint">
          <legend>{t('admin.store.specialHours')}</legend>
          <p id="special-hours-hint" className="field-hint">
            {t('admin.store.specialHoursHint')}
          </p>
          <OpeningTimes
            opens={{
              id: 'special-opens',
              name: 'opens',
              label: t('admin.store.specialOpens'),
              defaultValue: value('opens'),
              error: fieldErrorOf(dayReply, 'opens'),
            }}
            closes={{
              id: 'special-closes',
              name: 'closes',
              label: t('admin.store.specialCloses'),
              defaultValue: value('closes'),
              error: fieldErrorOf(dayReply, 'closes'),
            }}
          />
        </fieldset>
        {LANGUAGES.map((language) => (
          <Field
            key={language}
            id={`special-reason-${language}`}
            name={`reason.${language}`}
            label={t('admin.store.specialReasonIn', {
              language: new Intl.DisplayNames([locale], { type: 'language' }).of(language) ?? language,
            })}
            hint={language === 'en' ? t('admin.store.specialReasonHint') : undefined}
            defaultValue={value(`reason.${language}`)}
            error={fieldErrorOf(dayReply, `reason.${language}`)}
            required={language === 'en'}
            maxLength={60}
          />
        ))}
        <button type="submit" className="button button-secondary" disabled={busy}>
          {t('admin.store.saveSpecialDay')}
        </button>
      </Form>
    </section>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <Forbidden error={error} />;
}
