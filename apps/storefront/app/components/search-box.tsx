import type { AutoSuggestResponse } from '@ridgeline/contracts';
import { type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { useFetcher, useNavigate } from 'react-router';
import { useCloseOnNavigation, useT } from '../lib/hooks.ts';
import type { Locale } from '../lib/locale.ts';
import { suggestOptions } from '../lib/suggest.ts';
import { localePath } from '../lib/urls.ts';
import { SearchIcon } from './icons.tsx';
import { Price } from './price.tsx';

const DEBOUNCE_MS = 150;
const GROUPS = ['products', 'categories', 'queries'] as const;

/** The header search box: a form to the search page, with a suggestions combobox once hydrated. */
export function SearchBox({ locale, initial }: { locale: Locale; initial: string }) {
  const t = useT();
  const navigate = useNavigate();
  const fetcher = useFetcher<AutoSuggestResponse>();
  const listboxId = useId();
  const [value, setValue] = useState(initial);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const [requested, setRequested] = useState('');
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const { load } = fetcher;

  useEffect(() => setValue(initial), [initial]);
  useCloseOnNavigation(() => {
    setOpen(false);
    setActive(-1);
  });
  useEffect(() => () => clearTimeout(timer.current), []);

  // Only the answer for what the box holds now (no stale list to press Enter on).
  const data =
    value.trim() && requested === value.trim().slice(0, 100) && fetcher.state === 'idle'
      ? fetcher.data
      : undefined;
  const options = data ? suggestOptions(data, (path) => localePath(locale, path), locale) : [];
  const expanded = open && value.trim() !== '' && options.length > 0;

  function onChange(next: string) {
    setValue(next);
    setActive(-1);
    setOpen(true);
    clearTimeout(timer.current);
    const q = next.trim();
    if (!q) return;
    timer.current = setTimeout(() => {
      setRequested(q.slice(0, 100));
      load(`/${locale}/search/suggest?q=${encodeURIComponent(q.slice(0, 100))}`);
    }, DEBOUNCE_MS);
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      if (!expanded) {
        setOpen(true);
        return;
      }
      event.preventDefault();
      const last = options.length - 1;
      setActive((current) =>
        event.key === 'ArrowDown' ? (current >= last ? 0 : current + 1) : current <= 0 ? last : current - 1,
      );
      return;
    }
    if (event.key === 'Escape') {
      if (expanded) {
        event.preventDefault();
        setOpen(false);
        setActive(-1);
      }
      return;
    }
    if (event.key === 'Enter' && expanded && active >= 0 && active < options.length) {
      event.preventDefault();
      const option = options[active];
      if (option) go(option.href);
    }
  }

  function go(href: string) {
    setOpen(false);
    setActive(-1);
    navigate(href);
  }

  const activeId = expanded && active >= 0 && active < options.length ? `${listboxId}-${active}` : undefined;

  return (
    // biome-ignore lint/a11y/useSemanticElements: a search landmark on the form itself
    <form className="header-search" role="search" method="get" action={`/${locale}/search`}>
      <label htmlFor="header-search-q" className="visually-hidden">
        {t('header.searchLabel')}
      </label>
      <input
        id="header-search-q"
        type="search"
        name="q"
        value={value}
        onChange={(event) => onChange(event.currentTarget.value)}
        onKeyDown={onKeyDown}
        onFocus={() => setOpen(true)}
        onBlur={() => {
          setOpen(false);
          setActive(-1);
        }}
        placeholder={t('header.searchPlaceholder')}
        autoComplete="off"
        maxLength={200}
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={listboxId}
        aria-activedescendant={activeId}
      />
      <button type="submit" className="icon-button" aria-label={t('header.search')}>
        <SearchIcon />
      </button>
      {
        <div
          id={listboxId}
          role="listbox"
          aria-label={t('search.suggestions')}
          className="suggest-panel"
          hidden={!expanded}
        >
          {GROUPS.map((group) => {
            const items = options
              .map((option, index) => ({ option, index }))
              .filter((item) => item.option.group === group);
            if (items.length === 0) return null;
            return (
              // biome-ignore lint/a11y/useSemanticElements: a group of options inside a listbox
              <div key={group} role="group" aria-labelledby={`${listboxId}-${group}`}>
                <div id={`${listboxId}-${group}`} className="suggest-heading">
                  {t(`search.group.${group}`)}
                </div>
                {items.map(({ option, index }) => (
                  // biome-ignore lint/a11y/useKeyWithClickEvents: the input handles the keys of the combobox
                  <div
                    key={option.key}
                    id={`${listboxId}-${index}`}
                    role="option"
                    tabIndex={-1}
                    aria-selected={index === active}
                    className={`suggest-option suggest-${group}${index === active ? ' is-active' : ''}`}
                    onMouseDown={(event) => event.preventDefault()}
                    onClick={() => go(option.href)}
                  >
                    {option.product ? (
                      <>
                        <img src={option.product.image.src} alt="" width={48} height={48} />
                        <span className="suggest-name">{option.label}</span>
                        <Price price={option.product.price} />
                      </>
                    ) : (
                      <span className="suggest-name">
                        {option.label}
                        {option.detail ? <span className="suggest-detail"> ({option.detail})</span> : null}
                      </span>
                    )}
                  </div>
                ))}
              </div>
            );
          })}
        </div>
      }
    </form>
  );
}
