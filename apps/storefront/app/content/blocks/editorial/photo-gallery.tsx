import type { UgcMedia } from '@ridgeline/contracts';
import { useEffect, useRef, useState } from 'react';
import { useLocale, useT } from '../../../lib/hooks.ts';
import { localePath } from '../../../lib/urls.ts';

/** Spec 3: the widget is created 500 ms after the block is displayed. */
export const PHOTO_WIDGET_DELAY_MS = 500;

/**
 * Shoppers' approved photos from the user media service (decision 101), loaded in the browser half a second
 * after display, and a shoppable lightbox: the photo, its caption (text, never HTML), who took it and the
 * products tagged on it, as hotspots and links.
 */
export function PhotoGallery({ query, label }: { query: string; label: string }) {
  const t = useT();
  const locale = useLocale();
  const [media, setMedia] = useState<UgcMedia[] | null>(null);
  const [open, setOpen] = useState<UgcMedia | null>(null);
  const dialog = useRef<HTMLDialogElement>(null);

  useEffect(() => {
    const controller = new AbortController();
    const timer = setTimeout(() => {
      fetch(`/ugc/streams/media/recent?${query}`, { signal: controller.signal })
        .then((response) =>
          response.ok ? (response.json() as Promise<{ media: UgcMedia[] }>) : { media: [] },
        )
        .then((body) => setMedia(body.media))
        .catch(() => {
          if (!controller.signal.aborted) setMedia([]);
        });
    }, PHOTO_WIDGET_DELAY_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [query]);

  useEffect(() => {
    if (open && dialog.current && !dialog.current.open) dialog.current.showModal();
  }, [open]);

  if (media === null) return <div className="ugc-gallery" aria-busy="true" />;
  if (media.length === 0)
    return <p className="content-gallery-empty">{t('discovery.content.galleryEmpty')}</p>;
  const photoLabel = (photo: UgcMedia) =>
    photo.caption
      ? t('discovery.ugc.photoWithCaption', { name: photo.user.displayName, caption: photo.caption })
      : t('discovery.ugc.photoBy', { name: photo.user.displayName });
  return (
    <>
      <ul className="ugc-gallery" aria-label={label}>
        {media.map((photo) => (
          <li key={photo.id}>
            <button type="button" className="ugc-tile" onClick={() => setOpen(photo)}>
              <img
                className="ugc-tile-img"
                src={photo.images.thumb.url}
                width={photo.images.thumb.width}
                height={photo.images.thumb.height}
                alt={photoLabel(photo)}
                loading="lazy"
                decoding="async"
              />
            </button>
          </li>
        ))}
      </ul>
      {open ? (
        <dialog
          ref={dialog}
          className="ugc-lightbox"
          aria-label={photoLabel(open)}
          onClose={() => setOpen(null)}
        >
          <figure>
            <div className="ugc-lightbox-photo">
              <img
                className="ugc-lightbox-img"
                src={open.images.large.url}
                width={open.images.large.width}
                height={open.images.large.height}
                alt={photoLabel(open)}
              />
              {open.tags.map((tag, index) => (
                <a
                  key={tag.productId}
                  className="ugc-hotspot"
                  style={{ left: `${tag.x * 100}%`, top: `${tag.y * 100}%` }}
                  href={localePath(locale, `/p/${tag.productId}`)}
                  aria-label={t('discovery.ugc.shopTagged', { n: index + 1 })}
                >
                  {index + 1}
                </a>
              ))}
            </div>
            <figcaption>
              {open.caption ? <p>{open.caption}</p> : null}
              <p className="ugc-credit">{t('discovery.ugc.photoBy', { name: open.user.displayName })}</p>
            </figcaption>
          </figure>
          {open.tags.length > 0 ? (
            <ul className="ugc-tagged" aria-label={t('discovery.ugc.tagged')}>
              {open.tags.map((tag, index) => (
                <li key={tag.productId}>
                  <a href={localePath(locale, `/p/${tag.productId}`)}>
                    {t('discovery.ugc.shopTagged', { n: index + 1 })}
                  </a>
                </li>
              ))}
            </ul>
          ) : null}
          <button type="button" className="ugc-close" onClick={() => dialog.current?.close()}>
            {t('discovery.ugc.close')}
          </button>
        </dialog>
      ) : null}
    </>
  );
}
