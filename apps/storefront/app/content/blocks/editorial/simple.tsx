import { parseMediaAssetUrl } from '@ridgeline/contracts';
import type { CSSProperties } from 'react';
import { useLocation } from 'react-router';
import type { BlockProps } from '../../block.ts';
import { ContentImage } from '../../content-image.tsx';
import { categoryCardFrame, frameProps, MULTI_LINK_FRAME } from '../../image-sizes.ts';
import { ContentLink, cssColor, TargetButtons } from '../../links.tsx';
import { RichTextView, richTextPlain } from '../../rich-text.tsx';
import { PhotoGallery } from './photo-gallery.tsx';
import { olapicHidden, photoWidgetQuery } from './photo-widget.ts';

/** The picture block's column: the page container per breakpoint (tokens.css). */
const PICTURE_COLUMN = { sm: 480, md: 1024, lg: 1320 } as const;

/** Below the first block of a page, images load lazily. */
const eager = (position: number) => position === 0;

export function RichTextBlock({ block }: BlockProps<'rich-text'>) {
  const { fields } = block;
  return (
    <section
      className={`container content-rich-text content-align-${fields.alignment}`}
      style={{ backgroundColor: cssColor(fields.backgroundColor) }}
    >
      <RichTextView value={fields.richText} />
    </section>
  );
}

/**
 * Native disclosure widgets: no script. When only one item may be open, the items share a `name`
 * (an exclusive accordion: opening one closes the others).
 */
export function AccordionBlock({ block }: BlockProps<'accordion'>) {
  const { fields } = block;
  const group = fields.allowMultiple ? undefined : `accordion-${block.id}`;
  return (
    <section className="container content-accordion" aria-label={fields.title ? undefined : fields.name}>
      {fields.title ? <h2 className="section-title">{fields.title}</h2> : null}
      {fields.items.map((item) => (
        <details key={item.id} name={group} className="content-accordion-item">
          <summary>{item.title}</summary>
          <RichTextView value={item.richText} headingOffset={2} />
        </details>
      ))}
    </section>
  );
}

export function CtaButtonsBlock({ block }: BlockProps<'cta-buttons'>) {
  const { fields } = block;
  return (
    <div className="container content-cta-buttons">
      <TargetButtons
        targets={fields.targets}
        alignment={fields.alignment}
        equalSize={fields.equalTargetSize}
      />
    </div>
  );
}

const ICON_SIZE = { small: 32, medium: 48, large: 72 } as const;

/** Icon and text: icon left, icon above the text, or one column; four items form a two-column grid. */
export function IconAndTextBlock({ block, position }: BlockProps<'icon-and-text'>) {
  const { fields } = block;
  const size = ICON_SIZE[fields.iconSize];
  const grid = fields.items.length === 4 ? ' content-icons-two-columns' : '';
  return (
    <section
      className={`container content-icons content-icons-${fields.variant}${grid}`}
      aria-label={fields.name}
    >
      <ul>
        {fields.items.map((item) => (
          <li key={`${item.icon.url}-${item.title ?? ''}`}>
            <ContentImage
              media={item.icon}
              width={size}
              height={size}
              eager={eager(position)}
              className="content-icon"
            />
            <div>
              {item.title ? <h3 className="content-icon-title">{item.title}</h3> : null}
              <RichTextView value={item.richText} headingOffset={3} />
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** Multi-link card: an image, an optional (linked) title, a list of text links; centred or left. */
export function MultiLinkCardBlock({ block, position }: BlockProps<'multi-link-card'>) {
  const { fields } = block;
  const title = fields.title ?? richTextPlain(fields.titleHtml);
  return (
    <section
      className={`content-multi-link content-align-${fields.alignment}`}
      aria-label={title || fields.name}
    >
      <ContentImage
        media={fields.media}
        {...(parseMediaAssetUrl(fields.media.url)
          ? frameProps(MULTI_LINK_FRAME)
          : { width: fields.media.width ?? 640, height: fields.media.height ?? 640 })}
        priority={eager(position)}
        className="content-multi-link-image"
      />
      {title ? (
        <h3 className="content-multi-link-title">
          {fields.titleTarget ? (
            <ContentLink url={fields.titleTarget.url} targetAttribute={fields.titleTarget.targetAttribute}>
              {title}
            </ContentLink>
          ) : (
            title
          )}
        </h3>
      ) : null}
      <ul>
        {fields.targets.map((target) => (
          <li key={target.url}>
            <ContentLink url={target.url} className="text-link">
              {target.text}
            </ContentLink>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** Category cards: square images with a title, linking to categories; 3, 5 or 6 across on large screens. */
export function CategoryCardsBlock({ block, position }: BlockProps<'category-cards'>) {
  const { fields } = block;
  const count = fields.cards.length;
  const across = count % 6 === 0 ? 6 : count % 5 === 0 ? 5 : count % 3 === 0 ? 3 : 4;
  return (
    <section
      className="container section content-category-cards"
      aria-label={fields.title ? undefined : fields.name}
    >
      {fields.title ? <h2 className="section-title">{fields.title}</h2> : null}
      <ul className={`content-cards-${across}`}>
        {fields.cards.map((card) => (
          <li key={`${card.target.url}-${card.title}`}>
            <ContentLink
              url={card.target.url}
              targetAttribute={card.target.targetAttribute}
              className="content-category-card"
            >
              <ContentImage
                media={card.media}
                {...frameProps(categoryCardFrame(across))}
                eager={eager(position)}
                className="content-category-card-image"
              />
              <span className="content-category-card-title">{card.title}</span>
            </ContentLink>
          </li>
        ))}
      </ul>
    </section>
  );
}

export function VerticalLinkListBlock({ block }: BlockProps<'vertical-link-list'>) {
  const { fields } = block;
  return (
    <nav className="content-link-list" aria-label={fields.title ?? fields.name}>
      {fields.title ? <h2 className="content-link-list-title">{fields.title}</h2> : null}
      <ul>
        {fields.targets.map((target, index) => (
          <li key={target.id ?? `${target.url}-${index}`}>
            <ContentLink url={target.url} targetAttribute={target.targetAttribute} className="text-link">
              {target.text ?? target.url}
            </ContentLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** A picture: art-directed sources for medium and large screens, the small image as the element itself. */
export function PictureBlock({ block, position }: BlockProps<'picture'>) {
  const { media, target } = block.fields;
  const size = { width: media.sm.width ?? 800, height: media.sm.height ?? 600 };
  // A media-library image is fetched at the column's width (the container's, per breakpoint) in its
  // own shape; any other image as the document sizes it.
  const at = (
    image: typeof media.sm | undefined,
    columnWidth: number,
  ): { url: string; width: number; height: number } | undefined => {
    if (!image) return undefined;
    const width = image.width ?? size.width;
    const height = image.height ?? size.height;
    if (!parseMediaAssetUrl(image.url)) return { url: image.url, width, height };
    return { url: image.url, width: columnWidth, height: Math.round((columnWidth * height) / width) };
  };
  const sm = at(media.sm, PICTURE_COLUMN.sm)!;
  // Without its own md or lg image, a library image is still fetched wider on wider screens.
  const library = parseMediaAssetUrl(media.sm.url) !== null;
  const md = media.md ?? (library ? media.sm : undefined);
  const lg = media.lg ?? (library ? (media.md ?? media.sm) : undefined);
  const picture = (
    <div
      className="content-picture"
      style={{ '--media-ratio': `${size.width} / ${size.height}` } as CSSProperties}
    >
      <ContentImage
        media={media.sm}
        width={sm.width}
        height={sm.height}
        md={at(md, PICTURE_COLUMN.md)}
        lg={at(lg, PICTURE_COLUMN.lg)}
        priority={eager(position)}
        className="content-picture-image"
      />
    </div>
  );
  return (
    <figure className="container content-picture-block">
      {target ? (
        <ContentLink
          url={target.url}
          targetAttribute={target.targetAttribute}
          ariaLabel={target.text ?? media.sm.alt}
        >
          {picture}
        </ContentLink>
      ) : (
        picture
      )}
    </figure>
  );
}

/** A coloured gap whose height is set per breakpoint (small, medium, large). */
export function SpacerBlock({ block }: BlockProps<'spacer'>) {
  const { backgroundColor, bottomMargins } = block.fields;
  const style = {
    backgroundColor: cssColor(backgroundColor),
    '--spacer-sm': `${bottomMargins.sm ?? 0}px`,
    '--spacer-md': `${bottomMargins.md ?? bottomMargins.sm ?? 0}px`,
    '--spacer-lg': `${bottomMargins.lg ?? bottomMargins.md ?? bottomMargins.sm ?? 0}px`,
  } as CSSProperties;
  return <div className="content-spacer" style={style} aria-hidden="true" />;
}

/**
 * Social and user photo widgets (Curalate, Olapic, UGC): shoppers' approved photos from the user media
 * service (decision 101). Curalate and UGC are filtered by the page's product or category when their
 * filter names {productId} or {category}; Olapic shows the newest photos, never on product or customs pages.
 */
export function PhotoWidgetBlock({ block }: BlockProps<'curalate' | 'olapic' | 'ugc'>) {
  const { pathname } = useLocation();
  if (block.type === 'olapic' && olapicHidden(pathname)) return null;
  const fields = block.fields as { title?: string; subtitle?: string; containerId: string; filter?: string };
  const label = fields.title ?? block.name;
  return (
    <section className="container content-gallery" data-container-id={fields.containerId} aria-label={label}>
      {fields.title ? <h2 className="section-title">{fields.title}</h2> : null}
      {fields.subtitle ? <p>{fields.subtitle}</p> : null}
      <PhotoGallery
        query={photoWidgetQuery(pathname, block.type === 'olapic' ? undefined : fields.filter)}
        label={label}
      />
    </section>
  );
}
