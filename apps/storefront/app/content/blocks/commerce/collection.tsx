import type { CSSProperties } from 'react';
import { type BlockProps, referencedBlocks } from '../../block.ts';
import { ContentBlock } from '../../registry.tsx';
import { Carousel } from './carousel.tsx';
import { BREAKPOINTS, breakpointSettings, isStacked } from './logic.ts';

const LENGTH = /^\d{1,4}(\.\d{1,3})?(px|rem|em|%|vw)$/;

/** The authored slide sizes as CSS variables per breakpoint (only well-formed lengths). */
function sizeVariables(fields: BlockProps<'collection'>['block']['fields']): CSSProperties {
  const variables: Record<string, string> = {};
  for (const name of BREAKPOINTS) {
    const settings = fields.breakpoints[name];
    if (!settings) continue;
    if (settings.slideWidth && LENGTH.test(settings.slideWidth))
      variables[`--cc-slide-width-${name}`] = settings.slideWidth;
    if (settings.slideMaxWidth && LENGTH.test(settings.slideMaxWidth))
      variables[`--cc-slide-max-${name}`] = settings.slideMaxWidth;
    if (settings.margin !== undefined) variables[`--cc-gap-${name}`] = `${settings.margin}px`;
    if (settings.slidePadding !== undefined) variables[`--cc-pad-${name}`] = `${settings.slidePadding}px`;
  }
  return variables as CSSProperties;
}

/**
 * Collection (spec 3 section 3): its items as a carousel or a grid per breakpoint; [stacked] in the name
 * stacks them on small screens; highlightCenter emphasises the current slide; threeCardGrid lays three
 * cards a row on large screens. Cards of 3, 5 or 6 take 1/3, 1/5 or 1/6 of a large screen (section 9).
 */
export function CollectionBlock({ block, position }: BlockProps<'collection'>) {
  const { fields } = block;
  const items = referencedBlocks(fields.items);
  if (items.length === 0) return null;
  const settings = breakpointSettings(fields);
  const classes = [
    'cc-collection',
    `cc-align-${fields.alignment}`,
    isStacked(fields.name) ? 'cc-stacked' : '',
    fields.variant === 'threeCardGrid' ? 'cc-three' : '',
    fields.type === 'cta-carousel' ? 'cc-cta' : '',
    [3, 5, 6].includes(items.length) ? `cc-count-${items.length}` : '',
  ]
    .filter(Boolean)
    .join(' ');
  return (
    <Carousel
      label={fields.name.replace(/\[stacked\]/i, '').trim()}
      settings={settings}
      className={classes}
      style={sizeVariables(fields)}
      highlightCenter={fields.variant === 'highlightCenter'}
      slides={items.map((item, index) => (
        <ContentBlock key={item.id} block={item} position={position + (index === 0 ? 0 : 1)} />
      ))}
    />
  );
}
