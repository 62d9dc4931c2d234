import type { ContentType } from '@ridgeline/contracts';
import { type Block, type BlockComponent, type BlockComponents, referencedBlocks } from './block.ts';
import { commerceBlocks } from './blocks/commerce.tsx';
import { editorialBlocks } from './blocks/editorial.tsx';
import { engagementBlocks } from './blocks/engagement.tsx';
import { navigationBlocks } from './blocks/navigation.tsx';

/**
 * Every block type the storefront renders, from its groups. Built on first use: the groups import
 * `ContentBlock` for the blocks they nest (segmentation, experiences, collections), so this module and
 * theirs import each other.
 */
let components: BlockComponents | null = null;

function componentFor(type: ContentType): BlockComponent<ContentType> | undefined {
  components ??= { ...editorialBlocks, ...navigationBlocks, ...engagementBlocks, ...commerceBlocks };
  return components[type] as BlockComponent<ContentType> | undefined;
}

/** One block, by its type's component; a type the storefront does not render shows nothing. */
export function ContentBlock({ block, position }: { block: Block; position: number }) {
  const Component = componentFor(block.type);
  return Component ? <Component block={block} position={position} /> : null;
}

/**
 * The blocks of a slot (a page's references, as the content service augmented them), in order.
 * `firstPosition` is the place of the slot's first block on the page (0 for the top slot).
 */
export function ContentSlot({
  blocks,
  firstPosition = 0,
}: {
  blocks: readonly unknown[] | undefined;
  firstPosition?: number;
}) {
  return referencedBlocks(blocks).map((block, index) => (
    <ContentBlock key={block.id} block={block} position={firstPosition + index} />
  ));
}
