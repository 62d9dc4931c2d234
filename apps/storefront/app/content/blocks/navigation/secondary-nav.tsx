import { useId } from 'react';
import { useLocation } from 'react-router';
import { useT } from '../../../lib/hooks.ts';
import type { BlockProps } from '../../block.ts';
import { ContentLink, cssColor, useContentHref } from '../../links.tsx';
import { RichTextView } from '../../rich-text.tsx';

/**
 * Secondary navigation (spec 3 sections 2 and 3): a title and a row of links on large screens, a
 * collapsible list on small screens (a native disclosure, open by default on large screens through CSS),
 * with optional dividers between the links.
 */
export function SecondaryNav({ block }: BlockProps<'secondary-nav'>) {
  const t = useT();
  const id = useId();
  const hrefOf = useContentHref();
  const { pathname } = useLocation();
  const { fields } = block;
  const title = fields.title ?? t('engagement.menu.secondary');
  return (
    <nav
      className={`secondary-nav secondary-nav-${fields.alignment}${fields.showDividers ? ' has-dividers' : ''}`}
      aria-labelledby={`${id}-title`}
      style={{ background: cssColor(fields.backgroundColor) }}
    >
      <details className="secondary-nav-details" open>
        <summary
          id={`${id}-title`}
          className="secondary-nav-title"
          style={{ color: cssColor(fields.titleColor) }}
        >
          {fields.titleHtml ? <RichTextView value={fields.titleHtml} inline /> : title}
        </summary>
        <ul className="secondary-nav-links">
          {fields.targets.map((target) => (
            <li key={`${target.url}-${target.text}`}>
              <ContentLink
                url={target.url}
                targetAttribute={target.targetAttribute}
                ariaCurrent={hrefOf(target.url) === pathname ? 'page' : undefined}
              >
                {target.text}
              </ContentLink>
            </li>
          ))}
        </ul>
      </details>
    </nav>
  );
}
