import { type ColorOption, PRODUCT_IMAGE_SIZES } from '@ridgeline/contracts';
import { useT } from '../../lib/hooks.ts';
import { Picture } from '../picture.tsx';

/** The chosen colour's images; the first loads eagerly as the page's largest paint. */
export function ProductGallery({ name, colour }: { name: string; colour: ColorOption | undefined }) {
  const t = useT();
  const images = colour?.images ?? [];
  return (
    <section className="gallery" aria-label={t('product.gallery')}>
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: on phones the gallery scrolls sideways; keyboards must reach it */}
      <ul className="gallery-grid" tabIndex={0} aria-label={t('product.gallery')}>
        {images.map((image, index) => (
          <li key={image.src} className={index === 0 ? 'gallery-main' : undefined}>
            <Picture
              media={{ url: image.src, alt: image.alt || `${name}, ${colour?.label ?? ''}` }}
              size={PRODUCT_IMAGE_SIZES.page}
              priority={index === 0}
            />
          </li>
        ))}
      </ul>
    </section>
  );
}
