import type { MenuItem } from '@ridgeline/contracts';
import { type KeyboardEvent, useRef, useState } from 'react';
import { ChevronIcon, MenuIcon } from '../../../components/icons.tsx';
import { useCloseOnNavigation, useHydrated, useKeepCssOpenedItem, useT } from '../../../lib/hooks.ts';
import { type Block, referencedBlock } from '../../block.ts';
import { ContentImage } from '../../content-image.tsx';
import { frameProps, MENU_BANNER_FRAME } from '../../image-sizes.ts';
import { ContentLink } from '../../links.tsx';
import { pushContentEvent } from '../engagement/data-layer.ts';
import { columnsOf, hasPanel, MOBILE_LEVEL2_SHOP_ALL } from './menu-logic.ts';
import { VisualSelector } from './visual-selector.tsx';

type Menu = Block<'mega-menu'>;

function ShopAll({ item, className }: { item: MenuItem; className: string }) {
  const t = useT();
  if (!item.target) return null;
  return (
    <ContentLink url={item.target.url} targetAttribute={item.target.targetAttribute} className={className}>
      {item.overrideShopAll ?? t('header.shopAll', { name: item.title })}
    </ContentLink>
  );
}

/** The banner of a level-1 panel (a banner document: picture, title, its first target). */
function MenuBanner({ reference }: { reference: unknown }) {
  const banner = referencedBlock(reference, 'banner');
  if (!banner) return null;
  const { fields } = banner;
  const target = fields.mediaTarget ?? fields.targets[0];
  const body = (
    <>
      {fields.media ? (
        <ContentImage
          media={fields.media}
          {...frameProps(MENU_BANNER_FRAME)}
          className="content-menu-banner-img"
        />
      ) : null}
      {fields.title && !fields.hideTitle ? (
        <span className="content-menu-banner-title">{fields.title}</span>
      ) : null}
      {fields.subtitle ? <span className="content-menu-banner-text">{fields.subtitle}</span> : null}
    </>
  );
  return (
    <div className="content-menu-banner">
      {target ? (
        <ContentLink url={target.url} targetAttribute={target.targetAttribute}>
          {body}
        </ContentLink>
      ) : (
        body
      )}
    </div>
  );
}

/**
 * The desktop mega menu from content (spec 3 section 2): a level-1 item opens its panel (columns of level-2
 * links with their level-3 links, an optional banner, a row of visual selectors with an optional heading,
 * the shop-all link and a close button) on hover or, when the menu says so, on click. It closes on Escape
 * (focus back on its button), when the pointer leaves, and on any navigation. Disclosure pattern: each
 * level-1 button says whether its panel is expanded.
 */
export function ContentMegaMenu({ menu }: { menu: Menu }) {
  const t = useT();
  const hydrated = useHydrated();
  const [open, setOpenState] = useState<string | null>(null);
  const openRef = useRef<string | null>(null);
  const openedByHover = useRef(false);
  const triggers = useRef(new Map<string, HTMLButtonElement>());
  const onHover = menu.fields.openOn === 'hover';
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

  const close = (id: string, focus: boolean) => {
    setOpen(null);
    if (focus) triggers.current.get(id)?.focus();
  };
  const onKeyDown = (event: KeyboardEvent, id: string) => {
    if (event.key === 'Escape' && openRef.current === id) {
      event.stopPropagation();
      close(id, true);
    }
  };
  const navClick = (item: MenuItem, level: number) =>
    pushContentEvent('top_navigation_click', { menuItemId: item.id, title: item.title, level });

  return (
    <nav
      ref={navRef}
      className={hydrated ? 'mega-nav content-mega-nav is-enhanced' : 'mega-nav content-mega-nav'}
      aria-label={t('a11y.mainNav')}
      data-open-on={menu.fields.openOn}
    >
      <ul className="mega-list">
        {menu.fields.items.map((item) => {
          if (!hasPanel(item)) {
            return (
              <li key={item.id} className="mega-item">
                {item.target ? (
                  <ContentLink
                    url={item.target.url}
                    className="mega-trigger"
                    onClick={() => navClick(item, 1)}
                  >
                    {item.title}
                  </ContentLink>
                ) : null}
              </li>
            );
          }
          const panelId = `content-mega-${item.id}`;
          const isOpen = open === item.id;
          const columns = columnsOf(item);
          const selectors = item.visualSelectors
            .map((reference) => referencedBlock(reference, 'visual-selector'))
            .filter((selector) => selector !== null);
          return (
            <li
              key={item.id}
              className="mega-item"
              data-item-id={item.id}
              onMouseEnter={
                onHover
                  ? () => {
                      if (openRef.current !== item.id) openedByHover.current = true;
                      setOpen(item.id);
                    }
                  : undefined
              }
              onMouseLeave={() => {
                if (openRef.current === item.id) setOpen(null);
              }}
              onKeyDown={(event) => onKeyDown(event, item.id)}
              onBlur={(event) => {
                if (
                  !event.currentTarget.contains(event.relatedTarget as Node | null) &&
                  openRef.current === item.id
                )
                  setOpen(null);
              }}
            >
              <button
                type="button"
                className="mega-trigger"
                aria-expanded={isOpen}
                aria-controls={panelId}
                ref={(element) => {
                  if (element) triggers.current.set(item.id, element);
                }}
                onClick={() => {
                  const pinning = openRef.current === item.id && openedByHover.current;
                  openedByHover.current = false;
                  setOpen(openRef.current === item.id && !pinning ? null : item.id);
                }}
              >
                {item.title}
                <ChevronIcon size={14} />
              </button>
              <div
                className="mega-panel content-mega-panel"
                id={panelId}
                data-open={isOpen ? 'true' : undefined}
              >
                <div className="container content-mega-body">
                  <div className="content-mega-columns">
                    {columns.map((column) => (
                      <div key={column.id} className="mega-group content-mega-column">
                        {column.title ? <p className="content-mega-column-title">{column.title}</p> : null}
                        <ul>
                          {column.items.map((level2) => (
                            <li key={level2.id}>
                              {level2.target ? (
                                <ContentLink
                                  url={level2.target.url}
                                  targetAttribute={level2.target.targetAttribute}
                                  className="mega-heading"
                                  onClick={() => navClick(level2, 2)}
                                >
                                  {level2.title}
                                </ContentLink>
                              ) : (
                                <span className="mega-heading">{level2.title}</span>
                              )}
                              {level2.children.length > 0 ? (
                                <ul>
                                  {level2.children.map((level3) =>
                                    level3.target ? (
                                      <li key={level3.id}>
                                        <ContentLink
                                          url={level3.target.url}
                                          targetAttribute={level3.target.targetAttribute}
                                          onClick={() => navClick(level3, 3)}
                                        >
                                          {level3.title}
                                        </ContentLink>
                                      </li>
                                    ) : null,
                                  )}
                                </ul>
                              ) : null}
                            </li>
                          ))}
                        </ul>
                      </div>
                    ))}
                  </div>
                  {item.menuBanner ? <MenuBanner reference={item.menuBanner} /> : null}
                  <div className="content-mega-foot">
                    {item.hideShopAll.lg ? null : (
                      <ShopAll item={item} className="mega-heading content-shop-all" />
                    )}
                    <button
                      type="button"
                      className="button button-small content-mega-close"
                      onClick={() => close(item.id, true)}
                    >
                      {t('engagement.menu.closePanel', { name: item.title })}
                    </button>
                  </div>
                  {selectors.length > 0 ? (
                    <div className="content-mega-selectors">
                      {item.visualSelectorsTitle ? (
                        <p className="content-mega-column-title">{item.visualSelectorsTitle}</p>
                      ) : null}
                      <ul className="visual-selector-row">
                        {selectors.map((selector) => (
                          <li key={selector.id}>
                            <VisualSelector block={selector} position={1} />
                          </li>
                        ))}
                      </ul>
                    </div>
                  ) : null}
                </div>
              </div>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

/**
 * The phone menu from content (spec 3 section 2): an accordion of levels (native disclosures, so it works
 * before the page's script runs); expanding a section is reported. The level-2 shop-all link appears when
 * the feature flag is on and the item does not hide it on small screens.
 */
export function ContentMobileMenu({ menu, children }: { menu: Menu; children?: React.ReactNode }) {
  const t = useT();
  const ref = useRef<HTMLDetailsElement>(null);
  useCloseOnNavigation(() => {
    if (ref.current) ref.current.open = false;
  });
  const expanded = (item: MenuItem, level: number) => (event: React.SyntheticEvent<HTMLDetailsElement>) => {
    if (event.currentTarget.open)
      pushContentEvent('mobile_menu_section_expand', { menuItemId: item.id, title: item.title, level });
  };
  return (
    <details className="mobile-menu content-mobile-menu" ref={ref}>
      <summary className="icon-button" aria-label={t('header.menu')}>
        <MenuIcon />
      </summary>
      <nav className="mobile-panel" aria-label={`${t('a11y.mainNav')} (${t('header.menu')})`}>
        <ul className="accordion">
          {menu.fields.items.map((item) =>
            hasPanel(item) ? (
              <li key={item.id} className="content-mobile-level1">
                <details onToggle={expanded(item, 1)}>
                  <summary>
                    {item.title}
                    <ChevronIcon />
                  </summary>
                  <ul>
                    {columnsOf(item).flatMap((column) =>
                      column.items.map((level2) =>
                        level2.children.length > 0 ? (
                          <li key={level2.id}>
                            <details onToggle={expanded(level2, 2)}>
                              <summary>
                                {level2.title}
                                <ChevronIcon />
                              </summary>
                              <ul>
                                {level2.children.map((level3) =>
                                  level3.target ? (
                                    <li key={level3.id}>
                                      <ContentLink url={level3.target.url}>{level3.title}</ContentLink>
                                    </li>
                                  ) : null,
                                )}
                                {MOBILE_LEVEL2_SHOP_ALL && !level2.hideShopAll.sm ? (
                                  <li>
                                    <ShopAll item={level2} className="accordion-all" />
                                  </li>
                                ) : null}
                              </ul>
                            </details>
                          </li>
                        ) : level2.target ? (
                          <li key={level2.id}>
                            <ContentLink url={level2.target.url}>{level2.title}</ContentLink>
                          </li>
                        ) : null,
                      ),
                    )}
                    {item.hideShopAll.sm ? null : (
                      <li>
                        <ShopAll item={item} className="accordion-all" />
                      </li>
                    )}
                  </ul>
                </details>
              </li>
            ) : item.target ? (
              <li key={item.id} className="content-mobile-level1">
                <ContentLink url={item.target.url} className="accordion-link">
                  {item.title}
                </ContentLink>
              </li>
            ) : null,
          )}
        </ul>
        {children}
      </nav>
    </details>
  );
}
