import type { QuestionListResponse } from '@ridgeline/contracts';
import { useEffect, useRef } from 'react';
import { Form } from 'react-router';
import {
  type FormConstraints,
  type FormReply,
  fieldErrorOf,
  formErrorOf,
  submittedValue,
} from '../lib/forms.ts';
import { useT } from '../lib/hooks.ts';

/** The question form's answer: each field's problem under it, a refusal at the top, the thanks on success. */
export type QuestionActionResult = FormReply & { kind: 'question' };

export function Questions({
  questions,
  result,
  limits,
}: {
  questions: QuestionListResponse | null;
  result: QuestionActionResult | undefined;
  /** The inputs' limits, from the API's question request. */
  limits: FormConstraints;
}) {
  const t = useT();
  const formRef = useRef<HTMLFormElement>(null);
  const statusRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!result) return;
    if (result.status === 'success') {
      formRef.current?.reset();
      statusRef.current?.focus();
    } else formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [result]);
  if (!questions) return null;
  const errorText = (field: 'text' | 'nickname') => fieldErrorOf(result, field);
  return (
    <section id="questions" className="reviews questions" aria-labelledby="questions-title">
      <h2 id="questions-title">{t('questions.title')}</h2>
      {questions.questions.length === 0 ? <p>{t('questions.none')}</p> : null}
      <ol className="review-list">
        {questions.questions.map((question) => (
          <li key={question.id} className="review">
            <h3 className="review-title">{question.text}</h3>
            <p className="review-meta muted">{question.nickname}</p>
            {question.answers.length > 0 ? (
              <ul className="answers">
                {question.answers.map((answer) => (
                  <li key={answer.id}>
                    <p className="review-meta muted">
                      {answer.nickname}
                      {answer.isStaff ? ` · ${t('questions.staff')}` : ''}
                    </p>
                    <p>{answer.text}</p>
                  </li>
                ))}
              </ul>
            ) : null}
          </li>
        ))}
      </ol>
      <div ref={statusRef} tabIndex={-1} role="status" className="review-status">
        {result?.status === 'success' ? <p className="notice notice-success">{result.notice}</p> : null}
        {formErrorOf(result) ? <p className="notice notice-error">{formErrorOf(result)}</p> : null}
      </div>
      <Form method="post" className="review-form" noValidate ref={formRef} preventScrollReset>
        <h3>{t('questions.ask')}</h3>
        <input type="hidden" name="intent" value="question" />
        <div className={errorText('text') ? 'field has-error' : 'field'}>
          <label htmlFor="question-text">{t('questions.text')}</label>
          <textarea
            id="question-text"
            name="text"
            rows={3}
            maxLength={limits.text?.maxLength}
            defaultValue={submittedValue(result, 'text')}
            required
            aria-invalid={errorText('text') ? true : undefined}
            aria-describedby={errorText('text') ? 'question-text-error' : undefined}
          />
          {errorText('text') ? (
            <p id="question-text-error" className="field-error">
              {errorText('text')}
            </p>
          ) : null}
        </div>
        <div className={errorText('nickname') ? 'field has-error' : 'field'}>
          <label htmlFor="question-nickname">{t('questions.nickname')}</label>
          <input
            id="question-nickname"
            name="nickname"
            maxLength={limits.nickname?.maxLength}
            defaultValue={submittedValue(result, 'nickname')}
            aria-invalid={errorText('nickname') ? true : undefined}
            aria-describedby={errorText('nickname') ? 'question-nickname-error' : undefined}
          />
          {errorText('nickname') ? (
            <p id="question-nickname-error" className="field-error">
              {errorText('nickname')}
            </p>
          ) : null}
        </div>
        <button type="submit" className="button button-primary">
          {t('questions.submit')}
        </button>
      </Form>
    </section>
  );
}
