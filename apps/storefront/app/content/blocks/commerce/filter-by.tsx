import { useLocation } from 'react-router';
import type { BlockProps } from '../../block.ts';
import { ContentSlot } from '../../registry.tsx';
import { filterByMatches } from './logic.ts';

/** Filter-by (spec 3 section 2): its components only on the products or categories it lists (IN) or not (NOT IN). */
export function FilterByBlock({ block, position }: BlockProps<'filter-by'>) {
  const { pathname } = useLocation();
  if (!filterByMatches(block.fields, pathname)) return null;
  return <ContentSlot blocks={block.fields.components} firstPosition={position} />;
}
