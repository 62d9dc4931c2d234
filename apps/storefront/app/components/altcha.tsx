import { useCallback, useEffect, useRef, useState } from 'react';
import { useT } from '../lib/hooks.ts';

interface Challenge {
  algorithm: string;
  challenge: string;
  maxnumber?: number;
  salt: string;
  signature: string;
}

async function hashHex(algorithm: string, text: string): Promise<string> {
  const digest = await crypto.subtle.digest(algorithm, new TextEncoder().encode(text));
  return Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** ALTCHA v1 proof of work: the number whose salted hash is the challenge, as the base64 payload the API checks. */
async function solve(challenge: Challenge, signal: AbortSignal): Promise<string | null> {
  const started = Date.now();
  const max = challenge.maxnumber ?? 1_000_000;
  for (let number = 0; number <= max; number += 1) {
    if (signal.aborted) return null;
    if ((await hashHex(challenge.algorithm, challenge.salt + number)) === challenge.challenge) {
      const { algorithm, salt, signature } = challenge;
      const took = Date.now() - started;
      return btoa(
        JSON.stringify({ algorithm, challenge: challenge.challenge, number, salt, signature, took }),
      );
    }
  }
  return null;
}

type Status = 'solving' | 'ready' | 'failed';

/**
 * The bot check of sign-in, sign-up, card save and place order (decisions 025, 039): fetches a challenge
 * from the API, solves it in the browser and puts the solution in the form's `altcha` field. Each solution
 * is accepted once, so a new `generation` (every answer of the form's action) fetches a new challenge. A
 * submit before the solution is ready waits for it. Without JavaScript the form cannot pass the check; the
 * page says so (unless `noScriptHint` is off: place order usually goes through without it).
 */
export function AltchaField({
  generation,
  noScriptHint = true,
  quiet = false,
}: {
  generation?: unknown;
  /** Whether to tell shoppers without JavaScript the form needs it (not where it works without, as place order). */
  noScriptHint?: boolean;
  /** Solve in the background without a visible status line (a failure still shows, with its retry). */
  quiet?: boolean;
}) {
  const t = useT();
  const input = useRef<HTMLInputElement>(null);
  const [status, setStatus] = useState<Status | null>(null);
  const solution = useRef<Promise<string | null> | null>(null);
  const [attempt, setAttempt] = useState(0);
  const [payload, setPayload] = useState('');
  const ready = useRef('');

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new action answer or a retry needs a new challenge
  useEffect(() => {
    const controller = new AbortController();
    setStatus('solving');
    setPayload('');
    ready.current = '';
    solution.current = (async () => {
      try {
        const response = await fetch('/api/altcha/challenge', {
          cache: 'no-store',
          signal: controller.signal,
        });
        if (!response.ok) throw new Error(`challenge ${response.status}`);
        const solved = await solve((await response.json()) as Challenge, controller.signal);
        if (controller.signal.aborted) return null;
        if (!solved) throw new Error('unsolved');
        ready.current = solved;
        setPayload(solved);
        setStatus('ready');
        return solved;
      } catch {
        if (!controller.signal.aborted) setStatus('failed');
        return null;
      }
    })();
    return () => controller.abort();
  }, [generation, attempt]);

  const waitForSolution = useCallback((event: SubmitEvent) => {
    const form = event.currentTarget as HTMLFormElement;
    if (ready.current || !solution.current) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    const submitter = event.submitter;
    void solution.current.then((solved) => {
      if (!solved) return;
      // React may not have rendered the solution yet: the posted form must carry it.
      if (input.current) input.current.value = solved;
      requestAnimationFrame(() => {
        const button = submitter instanceof HTMLButtonElement && submitter.form === form ? submitter : null;
        form.requestSubmit(button);
      });
    });
  }, []);

  useEffect(() => {
    const form = input.current?.form;
    if (!form) return;
    // A native listener on the form runs before React Router's submit handler, which listens at the root.
    form.addEventListener('submit', waitForSolution);
    return () => form.removeEventListener('submit', waitForSolution);
  }, [waitForSolution]);

  return (
    <div className="altcha-field">
      <input ref={input} type="hidden" name="altcha" value={payload} />
      {noScriptHint ? (
        <noscript>
          <p className="field-hint">{t('identity.altcha.noScript')}</p>
        </noscript>
      ) : null}
      <p className={quiet ? 'visually-hidden altcha-status' : 'field-hint altcha-status'} aria-live="polite">
        {status === 'solving' ? t('identity.altcha.solving') : null}
        {status === 'ready' ? t('identity.altcha.ready') : null}
      </p>
      {status === 'failed' ? (
        <p className="field-error" role="alert">
          {t('identity.altcha.failed')}{' '}
          <button type="button" className="link-button" onClick={() => setAttempt((n) => n + 1)}>
            {t('identity.altcha.retry')}
          </button>
        </p>
      ) : null}
    </div>
  );
}
