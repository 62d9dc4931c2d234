import type { targetSchema } from '@ridgeline/contracts';
import type { ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import type { z } from 'zod';
import { useLocale } from '../lib/hooks.ts';
import { contentHref, isExternal } from './targets.ts';

export type Target = z.output<typeof targetSchema>;

/** Resolves content URLs against the shopper's locale and the current location (see targets.ts). */
export function useContentHref(): (url: string) => string | null {
  const locale = useLocale();
  const { pathname, search } = useLocation();
  return (url) => contentHref(url, locale, { pathname, search });
}

/**
 * A content link: a router link for a storefront path, a plain anchor for a hash, a query with a modal hash
 * (the modal host reacts to the hash) or an external URL (`_blank` gets noopener). An unsafe URL renders
 * its content without a link.
 */
export function ContentLink({
  url,
  targetAttribute,
  className,
  onClick,
  children,
  ariaLabel,
  ariaCurrent,
}: {
  url: string;
  targetAttribute?: '_self' | '_blank' | undefined;
  className?: string | undefined;
  onClick?: (() => void) | undefined;
  children: ReactNode;
  ariaLabel?: string | undefined;
  /** 'page' on the link to the page shown (a secondary nav's current entry). */
  ariaCurrent?: 'page' | undefined;
}) {
  const href = useContentHref()(url);
  if (!href) return <span className={className}>{children}</span>;
  const blank = targetAttribute === '_blank';
  if (blank || isExternal(href) || url.startsWith('#') || url.startsWith('?')) {
    return (
      <a
        href={href}
        className={className}
        target={blank ? '_blank' : undefined}
        rel={blank ? 'noopener noreferrer' : undefined}
        onClick={onClick}
        aria-label={ariaLabel}
        aria-current={ariaCurrent}
      >
        {children}
      </a>
    );
  }
  return (
    <Link
      to={href}
      className={className}
      onClick={onClick}
      aria-label={ariaLabel}
      aria-current={ariaCurrent}
      prefetch="intent"
    >
      {children}
    </Link>
  );
}

const STYLE_CLASS = {
  primary: 'button button-primary',
  secondary: 'button button-secondary',
  tertiary: 'button button-light',
  link: 'text-link',
} as const;

/** The buttons of a block (targets): style and size from the editor, equal widths when asked. */
export function TargetButtons({
  targets,
  alignment = 'left',
  equalSize = false,
  onTargetClick,
  className,
}: {
  targets: readonly Target[];
  alignment?: 'left' | 'center' | 'right';
  equalSize?: boolean;
  onTargetClick?: ((target: Target) => void) | undefined;
  className?: string;
}) {
  if (targets.length === 0) return null;
  return (
    <div
      className={`content-targets content-align-${alignment}${equalSize ? ' content-targets-equal' : ''}${className ? ` ${className}` : ''}`}
    >
      {targets.map((target, index) => (
        <ContentLink
          key={target.id ?? `${target.url}-${index}`}
          url={target.url}
          targetAttribute={target.targetAttribute}
          className={`${STYLE_CLASS[target.style ?? 'primary']}${target.size === 'small' ? ' button-small' : ''}${target.size === 'large' ? ' button-large' : ''}`}
          onClick={onTargetClick ? () => onTargetClick(target) : undefined}
        >
          {target.text ?? target.url}
        </ContentLink>
      ))}
    </div>
  );
}

/** An editor's colour: a hex value as is, a token name as its custom property. */
export function cssColor(value: string | undefined): string | undefined {
  if (!value) return undefined;
  return value.startsWith('#') ? value : `var(--${value})`;
}
