import { useEffect, useRef } from 'react';
import { Form, useLocation } from 'react-router';
import { useLocale, useT } from '../lib/hooks.ts';

/**
 * The employee discount terms: a modal the employee cannot dismiss until they accept (remembered by the API).
 * The server renders it open in the page flow, so without JavaScript the terms and the button show inline.
 */
export function EmployeeTermsDialog() {
  const t = useT();
  const locale = useLocale();
  const location = useLocation();
  const dialog = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const element = dialog.current;
    if (!element || typeof element.showModal !== 'function') return;
    element.close();
    element.showModal();
  }, []);
  return (
    <dialog
      ref={dialog}
      open
      className="account-dialog"
      aria-labelledby="employee-terms-title"
      onCancel={(event) => event.preventDefault()}
    >
      <h2 id="employee-terms-title">{t('account.employeeTerms.title')}</h2>
      <p>{t('account.employeeTerms.text')}</p>
      <ul>
        <li>{t('account.employeeTerms.rule1')}</li>
        <li>{t('account.employeeTerms.rule2')}</li>
        <li>{t('account.employeeTerms.rule3')}</li>
      </ul>
      <Form method="post" action={`/${locale}/employee-terms`}>
        <input type="hidden" name="returnTo" value={`${location.pathname}${location.search}`} />
        <button type="submit" className="button button-primary">
          {t('account.employeeTerms.accept')}
        </button>
      </Form>
    </dialog>
  );
}
