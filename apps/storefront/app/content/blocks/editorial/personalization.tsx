import type { CSSProperties } from 'react';
import { type BlockProps, referencedBlocks } from '../../block.ts';
import { ContentBlock } from '../../registry.tsx';

/**
 * Segmentation: the server decided it (personalize.server.ts), so its one baseline is the visitor's content.
 * Rendered undecided (a preview), it shows the first baseline, as the spec's fallback. With nothing to show,
 * it leaves an empty marker so the section can be collapsed.
 */
export function SegmentationBlock({ block, position }: BlockProps<'segmentation'>) {
  const { fields } = block;
  const decided = (fields as { decidedSegment?: string }).decidedSegment;
  const chosen = referencedBlocks(fields.baselines).slice(0, 1);
  const classes = [
    'content-segmentation',
    fields.isFullWidth ? 'content-full-width' : '',
    ...fields.hideOnBreakpoint.map((breakpoint) => `content-hide-${breakpoint}`),
  ]
    .filter(Boolean)
    .join(' ');
  if (chosen.length === 0)
    return <div className="content-segmentation-empty" data-section-empty="true" hidden />;
  return (
    <div className={classes} data-segment={decided ?? 'baseline'}>
      {chosen.map((child) => (
        <ContentBlock key={child.id} block={child} position={position} />
      ))}
    </div>
  );
}

/**
 * Experience wrapper: the server decided it (personalize.server.ts, decision 098), so its baselines hold the
 * visitor's variant (or the baselines without a decision). With nothing to show it keeps the place with a
 * skeleton, as while a variant decision is awaited.
 */
export function ExperienceBlock({ block, position }: BlockProps<'experience'>) {
  const { fields } = block;
  const margins = fields.bottomMargins;
  const style = {
    '--spacer-sm': `${margins?.sm ?? 0}px`,
    '--spacer-md': `${margins?.md ?? margins?.sm ?? 0}px`,
    '--spacer-lg': `${margins?.lg ?? margins?.md ?? margins?.sm ?? 0}px`,
  } as CSSProperties;
  const baselines = referencedBlocks(fields.baselines);
  const decided = (fields as { decidedVariant?: string }).decidedVariant;
  return (
    <div
      className="content-experience"
      style={style}
      data-experience-id={fields.experienceId}
      data-variant={decided ?? 'baseline'}
    >
      {baselines.length === 0 ? (
        <div className="content-skeleton" aria-hidden="true" />
      ) : (
        baselines.map((child, index) => (
          <ContentBlock key={child.id} block={child} position={position + index} />
        ))
      )}
    </div>
  );
}
