import type { QuestionListResponse } from '@ridgeline/contracts';
import { useEffect, useRef } from 'react';
import { Form } from 'react-router';
import type { FormConstraints } from '../lib/forms.ts';
import { useT } from '../lib/hooks.ts';

export type QuestionActionResult =
  | { kind: 'question'; ok: true; at: number }
  | {
      kind: 'question';
      ok: false;
      at: number;
      values: Record<string, string>;
      errors: Partial<Record<'text' | 'nickname', { code: 'tooShort' | 'tooLong'; max: number }>>;
      message?: string;
    };

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
  const failed = result && !result.ok ? result : undefined;
  useEffect(() => {
    if (!result) return;
    if (result.ok) {
      formRef.current?.reset();
      statusRef.current?.focus();
    } else formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [result]);
  if (!questions) return null;
  const errorText = (field: 'text' | 'nickname') => {
    const error = failed?.errors[field];
    if (!error) return undefined;
    return t(error.code === 'tooShort' ? 'questions.tooShort' : 'reviews.tooLong', { max: error.max });
  };
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
        {result?.ok ? <p className="notice notice-success">{t('questions.thanks')}</p> : null}
        {failed?.message ? <p className="notice notice-error">{failed.message}</p> : null}
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
            defaultValue={failed?.values.text}
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
            defaultValue={failed?.values.nickname}
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
