import type { Facet, ProductSearchResponse } from '@ridgeline/contracts';
import { type KeyboardEvent, useEffect, useRef, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { clearFiltersHref, selectedChips, toggleHref } from '../lib/filters.ts';
import { useCloseOnNavigation, useLocale, useT } from '../lib/hooks.ts';
import { localePath } from '../lib/urls.ts';

const FOCUSABLE = 'a[href], button:not([disabled]), input, select, [tabindex]:not([tabindex="-1"])';

/** Filter groups from the search facets: links (shareable, no JavaScript needed); a drawer on phones. */
export function FilterPanel({ result }: { result: ProductSearchResponse }) {
  const t = useT();
  const locale = useLocale();
  const location = useLocation();
  const [open, setOpen] = useState(false);
  const toggle = useRef<HTMLButtonElement>(null);
  const panel = useRef<HTMLDivElement>(null);
  const closeButton = useRef<HTMLButtonElement>(null);
  const wasOpen = useRef(false);

  // Picking a filter changes the query only: the drawer stays open for the next pick (issue 15 item 11).
  useCloseOnNavigation(() => setOpen(false), { pathOnly: true });

  useEffect(() => {
    if (open) closeButton.current?.focus();
    else if (wasOpen.current && toggle.current && toggle.current.offsetParent !== null)
      toggle.current.focus();
    wasOpen.current = open;
  }, [open]);

  const facets = result.facets.filter((facet) => facet.values.length > 0);
  if (facets.length === 0) return null;
  const selectedCount = selectedChips(location.pathname, location.search, facets).length;

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (!open) return;
    if (event.key === 'Escape') {
      event.stopPropagation();
      setOpen(false);
      return;
    }
    if (event.key !== 'Tab' || !panel.current) return;
    const items = [...panel.current.querySelectorAll<HTMLElement>(FOCUSABLE)];
    const first = items[0];
    const last = items[items.length - 1];
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last?.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first?.focus();
    }
  }

  const hrefOf = (facet: Facet, value: Facet['values'][number]) =>
    facet.id === 'category'
      ? value.url
        ? localePath(locale, value.url)
        : null
      : toggleHref(location.pathname, location.search, facet, value);

  return (
    <>
      {/* Rendered as the enhanced drawer from the first paint, so hydration shifts nothing; without JavaScript
          the noscript style shows the panel in place and hides the toggle. */}
      <noscript>
        <style>
          {
            '@media (max-width: 899px) { .filter-panel.is-enhanced { display: block } .filter-toggle { display: none } }'
          }
        </style>
      </noscript>
      <button
        type="button"
        ref={toggle}
        className="button button-secondary filter-toggle"
        aria-expanded={open}
        aria-controls="filter-panel"
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}
      >
        {t('filters.open')}
        {selectedCount > 0 ? ` (${selectedCount})` : ''}
      </button>
      {open ? <div className="filter-backdrop" aria-hidden="true" onClick={() => setOpen(false)} /> : null}
      {/* biome-ignore lint/a11y/noStaticElementInteractions: Escape and Tab of the drawer dialog */}
      {/* biome-ignore lint/a11y/useAriaPropsSupportedByRole: the role is dialog while the drawer is open */}
      <div
        id="filter-panel"
        ref={panel}
        className={`filter-panel is-enhanced${open ? ' is-open' : ''}`}
        role={open ? 'dialog' : undefined}
        aria-modal={open ? true : undefined}
        aria-labelledby="filter-title"
        onKeyDown={onKeyDown}
      >
        <div className="filter-head">
          <h2 id="filter-title">{t('filters.title')}</h2>
          {open ? (
            <button
              type="button"
              ref={closeButton}
              className="button button-small"
              onClick={() => setOpen(false)}
            >
              {t('filters.close')}
            </button>
          ) : null}
        </div>
        {facets.map((facet) => (
          <section key={facet.id} className="filter-group" aria-labelledby={`filter-${facet.id}`}>
            <h3 id={`filter-${facet.id}`}>{t(`filters.group.${facet.id}`)}</h3>
            <ul className={facet.id === 'size' ? 'filter-values filter-sizes' : 'filter-values'}>
              {facet.values.map((value) => {
                const href = hrefOf(facet, value);
                const content = (
                  <>
                    {facet.id === 'color' ? (
                      <span className="filter-swatch" style={{ background: value.hex ?? '#ccc' }} />
                    ) : facet.id !== 'category' && facet.id !== 'size' ? (
                      <span className="filter-check" aria-hidden="true" />
                    ) : null}
                    <span className="filter-label">{value.label}</span>
                    <span className="filter-count">({value.count})</span>
                  </>
                );
                return (
                  <li key={value.id}>
                    {href && (value.count > 0 || value.selected) ? (
                      <Link
                        to={href}
                        rel="nofollow"
                        preventScrollReset
                        className="filter-value"
                        aria-current={value.selected ? 'true' : undefined}
                      >
                        {content}
                      </Link>
                    ) : (
                      <span className="filter-value is-disabled">{content}</span>
                    )}
                  </li>
                );
              })}
            </ul>
          </section>
        ))}
        {open ? (
          <div className="filter-foot">
            <button
              type="button"
              className="button button-primary button-block"
              onClick={() => setOpen(false)}
            >
              {t('filters.showResults', { count: result.total })}
            </button>
          </div>
        ) : null}
      </div>
    </>
  );
}

/** The selected filters as removable chips, with "Clear all". */
export function FilterChips({ result }: { result: ProductSearchResponse }) {
  const t = useT();
  const location = useLocation();
  const chips = selectedChips(location.pathname, location.search, result.facets);
  if (chips.length === 0) return null;
  return (
    <div className="filter-chips">
      <h2 className="visually-hidden">{t('filters.selected')}</h2>
      <ul>
        {chips.map((chip) => (
          <li key={chip.key}>
            <Link
              to={chip.href}
              rel="nofollow"
              preventScrollReset
              className="chip"
              aria-label={t('filters.remove', { label: chip.label })}
            >
              {chip.label} <span aria-hidden="true">×</span>
            </Link>
          </li>
        ))}
        <li>
          <Link to={clearFiltersHref(location.pathname, location.search)} className="chip-clear">
            {t('filters.clearAll')}
          </Link>
        </li>
      </ul>
    </div>
  );
}
