import type { ContentFields } from '@ridgeline/contracts';
import { parseMediaAssetUrl } from '@ridgeline/contracts';
import { type CSSProperties, useRef } from 'react';
import type { BlockProps } from '../../block.ts';
import { ContentImage } from '../../content-image.tsx';
import { bannerFrame, frameProps, type ImageFrame } from '../../image-sizes.ts';
import { ContentLink, cssColor, TargetButtons } from '../../links.tsx';
import { RichTextView, richTextPlain } from '../../rich-text.tsx';
import { promotionClick, usePromotionImpression } from './analytics.ts';

type BannerFields = ContentFields<'banner'>;
type CommonFields = Omit<
  BannerFields,
  'kind' | 'overlayWidth' | 'splitImageWidth' | 'splitAlignment' | 'heroVariant'
>;

const VIDEO_FILE = /\.(mp4|webm)(\?|$)/i;
const safeClass = (value: string | undefined) =>
  value ? value.replace(/[^a-z0-9-]/gi, '').toLowerCase() : '';

/** A banner kind's class names beyond the common ones (spec 3 section 3: layout enumerations). */
function kindClasses(fields: BannerFields): string[] {
  const classes = [`content-banner-${fields.kind}`];
  if (fields.kind === 'overlay' && fields.overlayWidth)
    classes.push(`content-overlay-${fields.overlayWidth}`);
  if (fields.kind === 'split' || (fields.kind === 'hero' && fields.heroVariant === 'split')) {
    classes.push(
      `content-split-${fields.splitImageWidth}`,
      `content-split-${fields.splitAlignment ?? 'left'}`,
    );
  }
  if (fields.kind === 'hero') classes.push(`content-hero-${fields.heroVariant ?? 'full'}`);
  return classes;
}

/** Every banner kind: block below, espot, image, menu, overlay, split, thin and hero (with its variants). */
export function BannerBlock({ block, position }: BlockProps<'banner'>) {
  const { fields } = block;
  return (
    <BannerView
      fields={fields}
      position={position}
      classes={kindClasses(fields)}
      frame={bannerFrame(
        fields.kind === 'hero' && fields.heroVariant === 'split' ? 'split' : fields.kind,
        fields.splitImageWidth,
      )}
      video={fields.kind === 'hero' && fields.heroVariant === 'video'}
      blockId={block.id}
    />
  );
}

/** A linked card: the banner's fields as a card, its text over the image (top, bottom) or below it. */
export function LinkedCardBlock({ block, position }: BlockProps<'linked-card'>) {
  const { fields } = block;
  return (
    <BannerView
      fields={fields}
      position={position}
      classes={['content-card', `content-card-${fields.layout}`]}
      frame={bannerFrame('card')}
      video={false}
      blockId={block.id}
    />
  );
}

function BannerView({
  fields,
  position,
  classes,
  frame,
  video,
  blockId,
}: {
  fields: CommonFields;
  position: number;
  classes: string[];
  frame: ImageFrame;
  video: boolean;
  blockId: string;
}) {
  const ref = useRef<HTMLElement>(null);
  usePromotionImpression(ref, fields.promotionTracking, position);
  const priority = position === 0;
  const titleText = fields.title ?? richTextPlain(fields.titleHtml);
  const titleId = `content-title-${blockId}`;
  const Heading = fields.titleH1 ? 'h1' : 'h2';
  const track = (text?: string) => promotionClick(fields.promotionTracking, position, text);
  const media = fields.media;
  // A media-library image is cropped by the server to the kind's frame; any other image keeps its own
  // shape when the document gives it, else the frame's (CSS crops it, the box never moves).
  const library = media ? parseMediaAssetUrl(media.url) !== null : false;
  const width = library ? frame.size.width : (media?.width ?? frame.size.width);
  const height = library ? frame.size.height : (media?.height ?? frame.size.height);
  const ratio = library ? `${frame.ratio}` : `${width} / ${height}`;

  const style: CSSProperties = {};
  if (fields.backgroundColor) style.backgroundColor = cssColor(fields.backgroundColor);

  const gradient = fields.gradient;
  const visual = media ? (
    <div className="content-banner-media" style={{ '--media-ratio': ratio } as CSSProperties}>
      {video && VIDEO_FILE.test(media.url) ? (
        // A hero video: muted, looped and inline, so it may play on its own; the poster reserves the box.
        <video
          className="content-banner-video"
          src={media.url}
          width={width}
          height={height}
          autoPlay
          muted
          loop
          playsInline
          preload={priority ? 'auto' : 'none'}
          aria-label={media.alt || titleText}
        />
      ) : (
        <ContentImage
          media={media}
          {...frameProps(frame)}
          width={width}
          height={height}
          priority={priority}
        />
      )}
      {gradient ? (
        <span
          aria-hidden="true"
          className={[
            'content-gradient',
            `content-gradient-${gradient.style}`,
            `content-gradient-${gradient.tone}`,
            ...gradient.breakpoints.map((breakpoint) => `content-gradient-on-${breakpoint}`),
          ].join(' ')}
        />
      ) : null}
      {fields.caption ? (
        <p
          className={`content-caption content-caption-${fields.caption.position} ${safeClass(fields.caption.style)}`}
          style={{ color: cssColor(fields.caption.color) }}
        >
          {fields.caption.text}
        </p>
      ) : null}
    </div>
  ) : null;

  const linkedVisual =
    visual && fields.mediaTarget ? (
      <ContentLink
        url={fields.mediaTarget.url}
        targetAttribute={fields.mediaTarget.targetAttribute}
        className="content-banner-media-link"
        ariaLabel={fields.mediaTarget.text ?? titleText ?? media?.alt}
        onClick={() => track(fields.mediaTarget?.text ?? titleText)}
      >
        {visual}
      </ContentLink>
    ) : (
      visual
    );

  const hasText =
    titleText ||
    fields.eyebrowText ||
    fields.eyebrowLogo ||
    fields.overline ||
    fields.subtitle ||
    fields.richText;
  return (
    <section
      ref={ref}
      className={['content-banner', ...classes, `content-align-${fields.alignment}`].join(' ')}
      style={style}
      aria-labelledby={titleText ? titleId : undefined}
      data-promotion-id={fields.promotionTracking?.promotionId}
    >
      {linkedVisual}
      {hasText || fields.targets.length > 0 ? (
        <div className="content-banner-body" style={{ backgroundColor: cssColor(fields.backdrop) }}>
          {fields.eyebrowLogo ? (
            <ContentImage
              media={fields.eyebrowLogo}
              width={fields.eyebrowLogo.width ?? 120}
              height={fields.eyebrowLogo.height ?? 32}
              eager={priority}
              className="content-eyebrow-logo"
            />
          ) : null}
          {fields.eyebrowText ? <p className="eyebrow content-eyebrow">{fields.eyebrowText}</p> : null}
          {fields.overline ? <p className="content-overline">{fields.overline}</p> : null}
          {titleText ? (
            <Heading
              id={titleId}
              className={`content-title ${fields.hideTitle ? 'visually-hidden' : ''} ${safeClass(fields.titleStyle) ? `content-title-${safeClass(fields.titleStyle)}` : ''}`}
              style={{ color: cssColor(fields.titleColor) }}
            >
              {fields.title ?? <RichInline value={fields.titleHtml} />}
            </Heading>
          ) : null}
          {fields.subtitle ? <p className="content-subtitle">{fields.subtitle}</p> : null}
          <RichTextView value={fields.richText} headingOffset={1} />
          {fields.linkType === 'CTA' ? (
            <TargetButtons
              targets={fields.targets}
              alignment={fields.alignment}
              equalSize={fields.equalTargetSize}
              onTargetClick={(target) => track(target.text)}
            />
          ) : null}
          <RichTextView value={fields.richTextBelowTargets} className="content-below-targets" />
        </div>
      ) : null}
    </section>
  );
}

/** A title given as rich text: its first paragraph's text and marks, as phrasing content of the heading. */
function RichInline({ value }: { value: BannerFields['titleHtml'] }) {
  return <RichTextView value={value} inline className="content-inline" />;
}
