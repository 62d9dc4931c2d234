import { type MediaAsset, mediaRenditionUrl, parseMediaAssetUrl } from '@ridgeline/contracts';
import { Link } from 'react-router';
import { useT } from '../lib/hooks.ts';

type Thumbnailed = Pick<MediaAsset, 'url' | 'alt'>;

/** A square thumbnail of a library image (a 240 px WebP rendition at 1x, 480 px at 2x). */
export function MediaThumbnail({ asset, decorative = true }: { asset: Thumbnailed; decorative?: boolean }) {
  const ref = parseMediaAssetUrl(asset.url);
  if (!ref) return null;
  const at = (size: number, quality: 50 | 75) =>
    mediaRenditionUrl(ref, { width: size, height: size, format: 'webp', quality });
  return (
    <img
      src={at(240, 75)}
      srcSet={`${at(240, 75)} 1x, ${at(480, 50)} 2x`}
      alt={decorative ? '' : asset.alt}
      width={240}
      height={240}
      loading="lazy"
      decoding="async"
    />
  );
}

export interface MediaPickerProps {
  /** The form field that receives the chosen asset's id. */
  name: string;
  /** The images offered (a page of the library, e.g. the `mediaAssets` call's items). */
  assets: readonly MediaAsset[];
  /** The id chosen so far. */
  value?: string | undefined;
  /** The fieldset's legend; "Image from the library" by default. */
  legend?: string | undefined;
  required?: boolean | undefined;
}

/**
 * Chooses an image of the media library inside a form: radio buttons with thumbnails, so it works with
 * the keyboard and without JavaScript. Uploading happens in the library (linked): every image there has
 * its alt text, so whatever is chosen here has one too.
 */
export function MediaPicker({ name, assets, value, legend, required = false }: MediaPickerProps) {
  const t = useT();
  return (
    <fieldset className="media-picker">
      <legend>{legend ?? t('admin.picker.label')}</legend>
      {assets.length === 0 ? (
        <p className="admin-empty">{t('admin.picker.empty')}</p>
      ) : (
        <ul className="media-grid">
          {assets.map((asset) => (
            <li key={asset.id}>
              <label className="media-choice">
                <input
                  type="radio"
                  name={name}
                  value={asset.id}
                  defaultChecked={asset.id === value}
                  required={required}
                  aria-label={t('admin.picker.choose', { alt: asset.alt })}
                />
                <MediaThumbnail asset={asset} />
                <span className="media-alt" aria-hidden="true">
                  {asset.alt}
                </span>
              </label>
            </li>
          ))}
        </ul>
      )}
      <p>
        <Link to="/media">{t('admin.media.upload.title')}</Link>
      </p>
    </fieldset>
  );
}
