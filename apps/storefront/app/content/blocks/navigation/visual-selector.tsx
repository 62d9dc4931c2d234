import type { BlockProps } from '../../block.ts';
import { ContentImage } from '../../content-image.tsx';
import { ContentLink } from '../../links.tsx';

/** Spec 3 section 9: the visual selector's image size "comes from configuration": a 120 px square. */
export const VISUAL_SELECTOR_SIZE = 120;

/** A visual selector (spec 3 section 2): a square image with a title, linking to its target. */
export function VisualSelector({ block, position }: BlockProps<'visual-selector'>) {
  const { fields } = block;
  return (
    <ContentLink
      url={fields.target.url}
      targetAttribute={fields.target.targetAttribute}
      className="visual-selector"
    >
      <ContentImage
        media={{
          url: fields.mediaObject.url,
          alt: fields.mediaObject.alt,
          seoTitle: fields.mediaObject.seoTitle,
        }}
        width={VISUAL_SELECTOR_SIZE}
        height={VISUAL_SELECTOR_SIZE}
        eager={position === 0}
        className="visual-selector-img"
      />
      <span className="visual-selector-title">{fields.title}</span>
    </ContentLink>
  );
}
