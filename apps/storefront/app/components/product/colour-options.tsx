import type { ColorOption } from '@ridgeline/contracts';
import { Link } from 'react-router';
import { useT } from '../../lib/hooks.ts';

/** The colour swatches: each links to the page in that colour (no script needed). */
export function ColourOptions({
  colours,
  colour,
  pdpPath,
}: {
  colours: ColorOption[];
  colour: ColorOption | undefined;
  pdpPath: string;
}) {
  const t = useT();
  return (
    <fieldset className="option-group">
      <legend>
        {t('product.colour')}: <span className="option-value">{colour?.label}</span>
      </legend>
      <ul className="colour-options">
        {colours.map((option) => (
          <li key={option.id}>
            <Link
              to={`${pdpPath}?color=${encodeURIComponent(option.code)}`}
              replace
              preventScrollReset
              className="colour-option"
              aria-current={option.code === colour?.code ? 'true' : undefined}
              aria-label={option.label}
              title={option.label}
            >
              {option.images[0] ? (
                // The colour shows while the picture loads (or if it never does).
                <img
                  src={option.images[0].src}
                  alt=""
                  width={64}
                  height={64}
                  loading="lazy"
                  style={{ backgroundColor: option.hex }}
                />
              ) : (
                <span className="swatch swatch-lg" style={{ background: option.hex }} />
              )}
            </Link>
          </li>
        ))}
      </ul>
    </fieldset>
  );
}
