import { COMPARE_MAX } from '@ridgeline/contracts';
import { useEffect, useState } from 'react';
import { Form, useLocation } from 'react-router';
import { useHydrated, useLocale, useT } from '../lib/hooks.ts';
import { COMPARE_FORM_ID } from './product-tile.tsx';

const boxes = () =>
  Array.from(
    document.querySelectorAll<HTMLInputElement>(`input[type="checkbox"][form="${COMPARE_FORM_ID}"]`),
  );

/**
 * The listing's compare form (a GET to the compare page, so it works without JavaScript). The tiles'
 * checkboxes belong to it through their `form` attribute; with JavaScript the button counts them and
 * the other boxes are disabled once 4 are ticked.
 */
export function CompareBar() {
  const t = useT();
  const locale = useLocale();
  const hydrated = useHydrated();
  const location = useLocation();
  const [count, setCount] = useState(0);

  // biome-ignore lint/correctness/useExhaustiveDependencies: tiles change with the listing URL
  useEffect(() => {
    const update = () => {
      const all = boxes();
      const ticked = all.filter((box) => box.checked).length;
      for (const box of all) box.disabled = !box.checked && ticked >= COMPARE_MAX;
      setCount(ticked);
    };
    update();
    document.addEventListener('change', update);
    return () => document.removeEventListener('change', update);
  }, [location.key]);

  return (
    <Form id={COMPARE_FORM_ID} method="get" action={`/${locale}/compare`} className="compare-bar">
      <p id="compare-hint">{t('discovery.compare.hint')}</p>
      <button type="submit" className="button button-secondary button-small" aria-describedby="compare-hint">
        {hydrated && count > 0
          ? t('discovery.compare.submitCount', { count })
          : t('discovery.compare.submit')}
      </button>
    </Form>
  );
}
