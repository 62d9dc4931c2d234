import { HOLD_MINUTES } from '@ridgeline/contracts';
import { useT } from '../../lib/hooks.ts';
import type { SizeChoice } from '../../lib/product/variants.ts';
import { SizeChartLink } from '../size-chart.tsx';

/** The size radios of the chosen colour, its error under the legend, and the low-stock hint. */
export function SizeOptions({
  sizes,
  size,
  onSizeChange,
  error,
  productType,
  pdpPath,
}: {
  sizes: SizeChoice[];
  size: string | null;
  onSizeChange: (size: string) => void;
  error: string | null;
  productType: string;
  pdpPath: string;
}) {
  const t = useT();
  const selected = sizes.find((entry) => entry.value === size);
  const hasSizeChart = sizes.some((entry) => entry.value !== 'One Size');
  return (
    <fieldset
      className="option-group"
      aria-describedby={error ? 'size-error' : undefined}
      aria-invalid={error ? true : undefined}
    >
      <legend>{t('product.size')}</legend>
      {hasSizeChart ? (
        <div className="size-chart-link">
          <SizeChartLink productType={productType} backPath={pdpPath} />
        </div>
      ) : null}
      {error ? (
        <p id="size-error" className="field-error">
          {error}
        </p>
      ) : null}
      <div className="size-options">
        {sizes.map(({ option, value, available }) => (
          <label key={option.id} className="size-option" data-unavailable={available ? undefined : 'true'}>
            <input
              type="radio"
              name="size"
              value={value}
              disabled={!available}
              checked={size === value}
              onChange={() => onSizeChange(value)}
            />
            <span aria-hidden={available ? undefined : 'true'}>{option.label}</span>
            {available ? null : (
              <span className="visually-hidden">{t('product.sizeUnavailable', { size: option.label })}</span>
            )}
          </label>
        ))}
      </div>
      {selected?.variant?.lowStock ? (
        <p className="low-stock">
          {t('product.lowStock')} {t('checkout.hold.hint', { minutes: HOLD_MINUTES })}
        </p>
      ) : null}
    </fieldset>
  );
}
