import { type ColorOption, PRODUCT_IMAGE_SIZES } from '@ridgeline/contracts';
import { useEffect, useRef, useState } from 'react';
import { useT } from '../../lib/hooks.ts';
import { Picture, ZoomPicture, zoomUrl } from '../picture.tsx';

/**
 * The chosen colour's images; the first loads eagerly as the page's largest paint. An uploaded image
 * (media service) links to its zoom rendition; with JavaScript it opens in a modal zoom view instead,
 * AVIF or WebP at zoom size (decision 087).
 */
export function ProductGallery({ name, colour }: { name: string; colour: ColorOption | undefined }) {
  const t = useT();
  const images = colour?.images ?? [];
  const [zoomed, setZoomed] = useState<number | null>(null);
  const dialog = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    if (zoomed !== null && dialog.current && !dialog.current.open) dialog.current.showModal();
  }, [zoomed]);
  const altOf = (image: { alt: string }) => image.alt || `${name}, ${colour?.label ?? ''}`;
  const shown = zoomed === null ? undefined : images[zoomed];
  return (
    <section className="gallery" aria-label={t('product.gallery')}>
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: on phones the gallery scrolls sideways; keyboards must reach it */}
      <ul className="gallery-grid" tabIndex={0} aria-label={t('product.gallery')}>
        {images.map((image, index) => {
          const picture = (
            <Picture
              media={{ url: image.src, alt: altOf(image) }}
              size={PRODUCT_IMAGE_SIZES.page}
              priority={index === 0}
            />
          );
          const zoom = zoomUrl(image.src, 'jpeg');
          return (
            <li key={image.src} className={index === 0 ? 'gallery-main' : undefined}>
              {zoom ? (
                <a
                  href={zoom}
                  className="gallery-zoom"
                  onClick={(event) => {
                    event.preventDefault();
                    setZoomed(index);
                  }}
                >
                  {picture}
                  <span className="visually-hidden">{t('product.zoom')}</span>
                </a>
              ) : (
                picture
              )}
            </li>
          );
        })}
      </ul>
      {shown ? (
        <dialog
          ref={dialog}
          className="gallery-zoom-view"
          aria-label={t('product.zoomView')}
          onClose={() => setZoomed(null)}
        >
          <form method="dialog">
            <button type="submit" className="button button-secondary">
              {t('product.zoomClose')}
            </button>
          </form>
          <ZoomPicture media={{ url: shown.src, alt: altOf(shown) }} />
        </dialog>
      ) : null}
    </section>
  );
}
