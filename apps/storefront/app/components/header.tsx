import type { CategoryNode } from '@ridgeline/contracts';
import { type KeyboardEvent, useRef, useState } from 'react';
import { Link, useLocation } from 'react-router';
import type { Block } from '../content/block.ts';
import { ContentMegaMenu, ContentMobileMenu } from '../content/blocks/navigation/mega-menu.tsx';
import { useCloseOnNavigation, useHydrated, useKeepCssOpenedItem, useT } from '../lib/hooks.ts';
import { LOCALE_NAMES, LOCALES, type Locale } from '../lib/locale.ts';
import { localePath, switchLocalePath } from '../lib/urls.ts';
import { AccountMenu, type ShopperSummary } from './account-menu.tsx';
import { BagIcon, ChevronIcon, GlobeIcon, Logo, MenuIcon, SearchIcon } from './icons.tsx';
import { MobileMenuLinks } from './mobile-menu-links.tsx';
import { SearchBox } from './search-box.tsx';

interface HeaderProps {
  locale: Locale;
  categories: CategoryNode[];
  cartCount: number;
  shopper?: ShopperSummary | null;
  /** The published mega menu (decision 075); the category menu when there is none. */
  menu?: Block<'mega-menu'> | null;
  /** The site's favorites switch: off hides the favorites link. */
  favorites?: boolean;
}

export function Header({
  locale,
  categories,
  cartCount,
  shopper = null,
  menu = null,
  favorites = true,
}: HeaderProps) {
  const t = useT();
  const location = useLocation();
  const searchQuery = location.pathname.endsWith('/search')
    ? (new URLSearchParams(location.search).get('q') ?? '')
    : '';
  return (
    <header className="site-header">
      <a className="skip-link" href="#main">
        {t('a11y.skipToContent')}
      </a>
      <div className="header-bar container">
        {menu ? (
          <ContentMobileMenu menu={menu}>
            <MobileMenuLinks />
          </ContentMobileMenu>
        ) : (
          <MobileMenu locale={locale} categories={categories} />
        )}
        <Link to={`/${locale}`} className="logo" aria-label={t('a11y.home')}>
          <Logo />
          <span className="logo-word">{t('site.name')}</span>
        </Link>
        {menu ? <ContentMegaMenu menu={menu} /> : <MegaMenu locale={locale} categories={categories} />}
        <div className="header-tools">
          <SearchBox locale={locale} initial={searchQuery} />
          <Link
            to={`/${locale}/search`}
            className="icon-button mobile-search-link"
            aria-label={t('header.openSearch')}
          >
            <SearchIcon />
          </Link>
          <LocaleSwitcher locale={locale} />
          <AccountMenu locale={locale} shopper={shopper} />
          {favorites ? (
            <Link
              to={`/${locale}/favorites`}
              className="header-icon-link favorites-link"
              aria-label={t('header.favorites')}
            >
              <span aria-hidden="true">♡</span>
            </Link>
          ) : null}
          <Link
            to={`/${locale}/cart`}
            className="header-icon-link cart-link"
            aria-label={t('header.cartCount', { count: cartCount })}
          >
            <BagIcon />
            {cartCount > 0 ? (
              <span className="cart-badge" aria-hidden="true">
                {cartCount > 99 ? '99+' : cartCount}
              </span>
            ) : null}
          </Link>
        </div>
      </div>
    </header>
  );
}

function LocaleSwitcher({ locale }: { locale: Locale }) {
  const t = useT();
  const location = useLocation();
  const ref = useRef<HTMLDetailsElement>(null);
  useCloseOnNavigation(() => {
    if (ref.current) ref.current.open = false;
  });
  // Pages that hold a cart or an order belong to one site: switching goes to the other site's home.
  const keepsPath = /^\/[a-z]{2}-[a-z]{2}\/(?:c|p)\//.test(location.pathname);
  return (
    <details className="locale-switcher" ref={ref}>
      <summary>
        <GlobeIcon />
        <span className="visually-hidden">{t('header.locale')}: </span>
        <span className="locale-code">{locale.slice(3).toUpperCase()}</span>
      </summary>
      <div className="locale-panel">
        <p className="locale-title">{t('header.locale')}</p>
        <ul>
          {LOCALES.map((code) => (
            <li key={code}>
              <a
                href={keepsPath ? switchLocalePath(location.pathname, code) : `/${code}`}
                hrefLang={code}
                lang={code}
                aria-current={code === locale ? 'true' : undefined}
              >
                {LOCALE_NAMES[code]}
              </a>
            </li>
          ))}
        </ul>
      </div>
    </details>
  );
}

function MegaMenu({ locale, categories }: { locale: Locale; categories: CategoryNode[] }) {
  const t = useT();
  const hydrated = useHydrated();
  const [open, setOpenState] = useState<string | null>(null);
  const triggers = useRef(new Map<string, HTMLButtonElement>());
  // The panel state as of the latest event (hover then click arrive before React re-renders).
  const openRef = useRef<string | null>(null);
  // A panel opened by hovering is pinned open by the next click instead of being toggled shut.
  const openedByHover = useRef(false);
  const setOpen = (next: string | null) => {
    openRef.current = next;
    setOpenState(next);
  };

  const navRef = useRef<HTMLElement>(null);
  useCloseOnNavigation(() => setOpen(null));
  useKeepCssOpenedItem(navRef, (id) => {
    openedByHover.current = true;
    setOpen(id);
  });

  function onKeyDown(event: KeyboardEvent, id: string) {
    if (event.key === 'Escape' && open === id) {
      event.stopPropagation();
      setOpen(null);
      triggers.current.get(id)?.focus();
    }
  }

  return (
    <nav
      ref={navRef}
      className={hydrated ? 'mega-nav is-enhanced' : 'mega-nav'}
      aria-label={t('a11y.mainNav')}
    >
      <ul className="mega-list">
        {categories.map((top) => {
          const panelId = `mega-${top.id}`;
          const isOpen = open === top.id;
          return (
            <li
              key={top.id}
              className="mega-item"
              data-item-id={top.id}
              onMouseEnter={() => {
                if (openRef.current !== top.id) openedByHover.current = true;
                setOpen(top.id);
              }}
              onMouseLeave={() => {
                if (openRef.current === top.id) setOpen(null);
              }}
              onKeyDown={(event) => onKeyDown(event, top.id)}
              onBlur={(event) => {
                if (
                  !event.currentTarget.contains(event.relatedTarget as Node | null) &&
                  openRef.current === top.id
                ) {
                  setOpen(null);
                }
              }}
            >
              <button
                type="button"
                className="mega-trigger"
                aria-expanded={isOpen}
                aria-controls={panelId}
                ref={(element) => {
                  if (element) triggers.current.set(top.id, element);
                }}
                onClick={() => {
                  const pinning = openRef.current === top.id && openedByHover.current;
                  openedByHover.current = false;
                  setOpen(openRef.current === top.id && !pinning ? null : top.id);
                }}
              >
                {top.name}
                <ChevronIcon size={14} />
              </button>
              <div className="mega-panel" id={panelId} data-open={isOpen ? 'true' : undefined}>
                <div className="container mega-columns">
                  {top.children.map((group) => (
                    <div key={group.id} className="mega-group">
                      <Link to={localePath(locale, group.url)} className="mega-heading">
                        {group.name}
                      </Link>
                      <ul>
                        {group.children.map((leaf) => (
                          <li key={leaf.id}>
                            <Link to={localePath(locale, leaf.url)}>{leaf.name}</Link>
                          </li>
                        ))}
                      </ul>
                    </div>
                  ))}
                  <div className="mega-group mega-all">
                    <Link to={localePath(locale, top.url)} className="mega-heading">
                      {t('header.shopAll', { name: top.name })} →
                    </Link>
                  </div>
                </div>
              </div>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

function MobileMenu({ locale, categories }: { locale: Locale; categories: CategoryNode[] }) {
  const t = useT();
  const ref = useRef<HTMLDetailsElement>(null);
  useCloseOnNavigation(() => {
    if (ref.current) ref.current.open = false;
  });
  return (
    <details className="mobile-menu" ref={ref}>
      <summary className="icon-button" aria-label={t('header.menu')}>
        <MenuIcon />
      </summary>
      <nav className="mobile-panel" aria-label={`${t('a11y.mainNav')} (${t('header.menu')})`}>
        <ul className="accordion">
          {categories.map((top) => (
            <li key={top.id}>
              <details>
                <summary>
                  {top.name}
                  <ChevronIcon />
                </summary>
                <ul>
                  {top.children.map((group) => (
                    <li key={group.id}>
                      <details>
                        <summary>
                          {group.name}
                          <ChevronIcon />
                        </summary>
                        <ul>
                          {group.children.map((leaf) => (
                            <li key={leaf.id}>
                              <Link to={localePath(locale, leaf.url)}>{leaf.name}</Link>
                            </li>
                          ))}
                          <li>
                            <Link to={localePath(locale, group.url)} className="accordion-all">
                              {t('header.shopAll', { name: group.name })}
                            </Link>
                          </li>
                        </ul>
                      </details>
                    </li>
                  ))}
                  <li>
                    <Link to={localePath(locale, top.url)} className="accordion-all">
                      {t('header.shopAll', { name: top.name })}
                    </Link>
                  </li>
                </ul>
              </details>
            </li>
          ))}
        </ul>
        <MobileMenuLinks />
      </nav>
    </details>
  );
}
