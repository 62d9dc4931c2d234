import {
  changeRoleRequestSchema,
  createOperatorRequestSchema,
  OPERATOR_ROLES,
  type OperatorView,
  operatorParamsSchema,
  pageQuerySchema,
} from '@ridgeline/contracts';
import { ConfirmAction, InlineConfirm } from '@ridgeline/storefront/components/confirm-action.tsx';
import { Field, FormNotice, SelectField } from '@ridgeline/storefront/components/form.tsx';
import {
  constraintsOf,
  formErrorReply,
  parseForm,
  replyOf,
  successReply,
} from '@ridgeline/storefront/lib/forms.server.ts';
import { type FormReply, fieldErrorOf } from '@ridgeline/storefront/lib/forms.ts';
import { translator } from '@ridgeline/storefront/lib/i18n.ts';
import { useEffect, useRef } from 'react';
import { data, Form, useNavigation } from 'react-router';
import { z } from 'zod';
import { DataTable } from '../components/data-table.tsx';
import { Forbidden } from '../components/forbidden.tsx';
import { Pager } from '../components/pager.tsx';
import { adminApi, isApiError, signedIn } from '../lib/admin-api.server.ts';
import { useT } from '../lib/hooks.ts';
import { roleLabel } from '../lib/operator.ts';
import { refusalReply } from '../lib/refusals.server.ts';
import type { Route } from './+types/operators';

const PAGE_SIZE = 25;

/** The owner's list of operators (operators:manage); anyone else gets the "not allowed" page. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const api = adminApi(request, context);
  const url = new URL(request.url);
  const { page } = pageQuerySchema.parse({ page: Number(url.searchParams.get('page')) || 1 });
  try {
    const list = await signedIn(request, () =>
      api.call('operators', { query: { page, pageSize: PAGE_SIZE } }),
    );
    const confirming = list.items.find((operator) => operator.id === url.searchParams.get('confirm'));
    return {
      list,
      confirming: confirming ?? null,
      constraints: constraintsOf(createOperatorRequestSchema),
    };
  } catch (error) {
    if (isApiError(error, 'ADM403')) throw data({ forbidden: true }, { status: 403 });
    throw error;
  }
}

/** `form` says which of the page's forms answered: the creation form shows its own errors. */
type OperatorsReply = FormReply & { form?: string };

export async function action({ request, context }: Route.ActionArgs): Promise<OperatorsReply> {
  const api = adminApi(request, context);
  const t = translator(api.locale);
  const form = await request.formData();
  const intent = String(form.get('intent') ?? '');
  const role = (value: string) => t(roleLabel(value as OperatorView['role']));
  return signedIn(request, async () => {
    if (intent === 'create') {
      const submission = parseForm(form, createOperatorRequestSchema, t);
      if (submission.status !== 'success')
        return { ...replyOf(submission), initialValue: null, form: intent };
      try {
        const created = await api.call('createOperator', { body: submission.value });
        return successReply(t('admin.operators.created', { name: created.name, role: role(created.role) }), {
          form: intent,
        });
      } catch (error) {
        const reply = refusalReply(error, t, ['email', 'name', 'role', 'password'], { form: intent });
        return { ...reply, initialValue: { ...submission.value, password: '' } };
      }
    }
    const row = operatorParamsSchema.extend({ name: z.string() }).safeParse(Object.fromEntries(form));
    if (!row.success) return formErrorReply(t('error.generic'), { form: intent });
    const { operatorId, name } = row.data;
    try {
      if (intent === 'role') {
        const body = changeRoleRequestSchema.safeParse({ role: form.get('role') });
        if (!body.success) return formErrorReply(t('validation.invalid'), { form: intent });
        const changed = await api.call('changeRole', { params: { operatorId }, body: body.data });
        return successReply(t('admin.operators.roleChanged', { name, role: role(changed.role) }), {
          form: intent,
        });
      }
      if (intent === 'disable' || intent === 'enable') {
        const disabled = intent === 'disable';
        await api.call('setDisabled', { params: { operatorId }, body: { disabled } });
        return successReply(
          t(disabled ? 'admin.operators.disabledNotice' : 'admin.operators.enabledNotice', { name }),
          { form: intent },
        );
      }
    } catch (error) {
      return refusalReply(error, t, [], { form: intent });
    }
    return formErrorReply(t('error.generic'), { form: intent });
  });
}

export default function Operators({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  const { list, confirming, constraints } = loaderData;
  const reply = actionData as OperatorsReply | undefined;
  const createReply = reply?.form === 'create' ? reply : undefined;
  const created = createReply?.status === 'success';
  const navigation = useNavigation();
  const createForm = useRef<HTMLFormElement>(null);
  // A new operator's form starts empty again (its notice stays at the top).
  // biome-ignore lint/correctness/useExhaustiveDependencies: empty it after each creation
  useEffect(() => {
    if (created) createForm.current?.reset();
  }, [created, reply?.at]);
  const values = (createReply?.initialValue ?? {}) as Record<string, string | undefined>;
  return (
    <>
      <title>{t('admin.meta.title', { page: t('admin.operators.title') })}</title>
      <h1>{t('admin.operators.title')}</h1>
      <FormNotice reply={reply} />
      {confirming ? (
        <InlineConfirm
          question={t('admin.operators.disableQuestion', { name: confirming.name })}
          confirmLabel={t('admin.operators.disable')}
          cancelLabel={t('admin.cancel')}
          cancelHref="/operators"
          fields={{ intent: 'disable', operatorId: confirming.id, name: confirming.name }}
        />
      ) : null}
      <DataTable<OperatorView>
        caption={t('admin.operators.caption')}
        rows={list.items}
        rowKey={(operator) => operator.id}
        empty={t('admin.operators.empty')}
        columns={[
          { id: 'email', header: t('admin.operators.email'), cell: (operator) => operator.email },
          { id: 'name', header: t('admin.operators.name'), cell: (operator) => operator.name },
          {
            id: 'role',
            header: t('admin.operators.role'),
            cell: (operator) => (
              <Form method="post" className="inline-form">
                <input type="hidden" name="intent" value="role" />
                <input type="hidden" name="operatorId" value={operator.id} />
                <input type="hidden" name="name" value={operator.name} />
                <label className="visually-hidden" htmlFor={`role-${operator.id}`}>
                  {t('admin.operators.roleOf', { name: operator.name })}
                </label>
                <select id={`role-${operator.id}`} name="role" defaultValue={operator.role}>
                  {OPERATOR_ROLES.map((role) => (
                    <option key={role} value={role}>
                      {t(roleLabel(role))}
                    </option>
                  ))}
                </select>
                <button type="submit" className="button button-secondary">
                  {t('admin.operators.changeRole')}
                </button>
              </Form>
            ),
          },
          {
            id: 'status',
            header: t('admin.operators.status'),
            cell: (operator) => t(operator.disabled ? 'admin.operators.disabled' : 'admin.operators.active'),
          },
          {
            id: 'actions',
            header: t('admin.operators.actions'),
            cell: (operator) =>
              operator.disabled ? (
                <Form method="post">
                  <input type="hidden" name="intent" value="enable" />
                  <input type="hidden" name="operatorId" value={operator.id} />
                  <input type="hidden" name="name" value={operator.name} />
                  <button type="submit" className="button button-secondary">
                    {t('admin.operators.enable')}
                  </button>
                </Form>
              ) : (
                <ConfirmAction
                  trigger={t('admin.operators.disable')}
                  question={t('admin.operators.disableQuestion', { name: operator.name })}
                  confirmLabel={t('admin.operators.disable')}
                  cancelLabel={t('admin.cancel')}
                  fallbackHref={`?confirm=${operator.id}`}
                  fields={{ intent: 'disable', operatorId: operator.id, name: operator.name }}
                />
              ),
          },
        ]}
      />
      <Pager page={list.page} pageSize={list.pageSize} total={list.total} />
      <section className="admin-card" aria-labelledby="create-operator">
        <h2 id="create-operator">{t('admin.operators.create.title')}</h2>
        <Form method="post" className="admin-form" ref={createForm}>
          <input type="hidden" name="intent" value="create" />
          <Field
            id="new-email"
            name="email"
            type="email"
            autoComplete="off"
            label={t('admin.operators.email')}
            defaultValue={values.email ?? ''}
            error={fieldErrorOf(createReply, 'email')}
            required
            maxLength={constraints.email?.maxLength}
          />
          <Field
            id="new-name"
            name="name"
            autoComplete="off"
            label={t('admin.operators.name')}
            defaultValue={values.name ?? ''}
            error={fieldErrorOf(createReply, 'name')}
            required
            maxLength={constraints.name?.maxLength}
          />
          <SelectField
            id="new-role"
            name="role"
            label={t('admin.operators.role')}
            defaultValue={values.role ?? 'merchandiser'}
            error={fieldErrorOf(createReply, 'role')}
          >
            {OPERATOR_ROLES.map((role) => (
              <option key={role} value={role}>
                {t(roleLabel(role))}
              </option>
            ))}
          </SelectField>
          <Field
            id="new-password"
            name="password"
            type="password"
            autoComplete="new-password"
            label={t('admin.operators.create.password')}
            hint={t('admin.operators.create.passwordHint')}
            error={fieldErrorOf(createReply, 'password')}
            required
          />
          <button
            type="submit"
            className="button button-primary"
            disabled={navigation.state === 'submitting'}
          >
            {t('admin.operators.create.submit')}
          </button>
        </Form>
      </section>
    </>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <Forbidden error={error} />;
}
