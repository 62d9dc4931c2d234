import type { BlockComponents } from '../block.ts';
import { BannerBlock, LinkedCardBlock } from './editorial/banner.tsx';
import { ExperienceBlock, SegmentationBlock } from './editorial/personalization.tsx';
import {
  AccordionBlock,
  CategoryCardsBlock,
  CtaButtonsBlock,
  IconAndTextBlock,
  MultiLinkCardBlock,
  PhotoWidgetBlock,
  PictureBlock,
  RichTextBlock,
  SpacerBlock,
  VerticalLinkListBlock,
} from './editorial/simple.tsx';
import { VideoBlock } from './editorial/video.tsx';

/** Editorial blocks: banners, rich text, accordion, CTA buttons, icon and text, cards, link lists, picture, video, spacer, segmentation and experiences. */
export const editorialBlocks: BlockComponents = {
  banner: BannerBlock,
  'linked-card': LinkedCardBlock,
  'rich-text': RichTextBlock,
  accordion: AccordionBlock,
  'cta-buttons': CtaButtonsBlock,
  'icon-and-text': IconAndTextBlock,
  'multi-link-card': MultiLinkCardBlock,
  'category-cards': CategoryCardsBlock,
  'vertical-link-list': VerticalLinkListBlock,
  picture: PictureBlock,
  spacer: SpacerBlock,
  video: VideoBlock,
  'video-player': VideoBlock,
  segmentation: SegmentationBlock,
  experience: ExperienceBlock,
  curalate: PhotoWidgetBlock,
  olapic: PhotoWidgetBlock,
  ugc: PhotoWidgetBlock,
};
