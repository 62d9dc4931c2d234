import { type CSSProperties, type ReactNode, useCallback, useEffect, useRef, useState } from 'react';
import { useT } from '../../../lib/hooks.ts';
import {
  arrowsEnabled,
  autoplayRuns,
  autorotateMs,
  BREAKPOINTS,
  type Breakpoint,
  indexForKey,
  moveIndex,
  progressOf,
} from './logic.ts';

export interface CarouselSettings {
  type: 'carousel' | 'grid';
  autoplay: boolean;
  autorotateTime?: number | undefined;
  loop: boolean;
  showArrows: boolean;
  showIndicators: boolean;
  showProgress: boolean;
}

const QUERIES: Record<Breakpoint, string> = {
  sm: '(max-width: 767px)',
  md: '(min-width: 768px) and (max-width: 1023px)',
  lg: '(min-width: 1024px)',
};

/** The breakpoint the window is at (small on the server and before hydration). */
function useBreakpoint(): Breakpoint {
  const [breakpoint, setBreakpoint] = useState<Breakpoint>('sm');
  useEffect(() => {
    const lists = BREAKPOINTS.map((name) => [name, window.matchMedia(QUERIES[name])] as const);
    const update = () => setBreakpoint(lists.find(([, list]) => list.matches)?.[0] ?? 'sm');
    update();
    for (const [, list] of lists) list.addEventListener('change', update);
    return () => {
      for (const [, list] of lists) list.removeEventListener('change', update);
    };
  }, []);
  return breakpoint;
}

function useReducedMotion(): boolean {
  const [reduced, setReduced] = useState(false);
  useEffect(() => {
    const list = window.matchMedia('(prefers-reduced-motion: reduce)');
    const update = () => setReduced(list.matches);
    update();
    list.addEventListener('change', update);
    return () => list.removeEventListener('change', update);
  }, []);
  return reduced;
}

/**
 * A collection's slides: a carousel or a grid per breakpoint (CSS lays out each; the controls exist only
 * where it is a carousel). The track scrolls with snap points, so it swipes without script; the script
 * adds arrows, indicators, progress, keyboard (arrow keys, Home, End within it) and autoplay, which
 * pauses on hover and focus, has a pause button, and never runs when reduced motion is asked for.
 */
export function Carousel({
  label,
  settings,
  slides,
  className = '',
  style,
  highlightCenter = false,
}: {
  label: string;
  settings: Record<Breakpoint, CarouselSettings>;
  slides: ReactNode[];
  className?: string;
  style?: CSSProperties;
  highlightCenter?: boolean;
}) {
  const t = useT();
  const breakpoint = useBreakpoint();
  const reducedMotion = useReducedMotion();
  const active = settings[breakpoint];
  const count = slides.length;
  const [current, setCurrent] = useState(0);
  const [paused, setPaused] = useState(false);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const track = useRef<HTMLDivElement>(null);
  const layoutClasses = BREAKPOINTS.map((name) => `cc-${name}-${settings[name].type}`).join(' ');

  const goTo = useCallback(
    (index: number) => {
      setCurrent(index);
      const element = track.current;
      const slide = element?.children[index] as HTMLElement | undefined;
      if (element && slide) {
        element.scrollTo({
          left: slide.offsetLeft - element.offsetLeft,
          behavior: reducedMotion ? 'auto' : 'smooth',
        });
      }
    },
    [reducedMotion],
  );

  // The slide scrolled to by a swipe becomes the current one.
  const settle = useRef<number | undefined>(undefined);
  const onScroll = () => {
    // Read the slide once scrolling stops: a smooth scroll passes the slides in between.
    window.clearTimeout(settle.current);
    settle.current = window.setTimeout(settled, 120);
  };
  const settled = () => {
    const element = track.current;
    if (!element) return;
    const slidesOf = [...element.children] as HTMLElement[];
    let nearest = 0;
    let distance = Number.POSITIVE_INFINITY;
    slidesOf.forEach((slide, index) => {
      const gap = Math.abs(slide.offsetLeft - element.offsetLeft - element.scrollLeft);
      if (gap < distance) {
        distance = gap;
        nearest = index;
      }
    });
    setCurrent(nearest);
  };

  const runs =
    active.type === 'carousel' &&
    autoplayRuns({ ...active, count, current, paused, hovered, focused, reducedMotion });
  useEffect(() => {
    if (!runs) return;
    const timer = window.setTimeout(
      () => goTo(moveIndex(current, 1, count, active.loop)),
      autorotateMs(active),
    );
    return () => window.clearTimeout(timer);
  }, [runs, current, count, active, goTo]);

  const arrows = arrowsEnabled(current, count, active.loop);
  const controls = BREAKPOINTS.filter((name) => settings[name].type === 'carousel');
  const shows = (flag: 'showArrows' | 'showIndicators' | 'showProgress') =>
    BREAKPOINTS.filter((name) => settings[name].type === 'carousel' && settings[name][flag])
      .map((name) => `cc-on-${name}`)
      .join(' ');
  const canAutoplay = BREAKPOINTS.some(
    (name) => settings[name].type === 'carousel' && settings[name].autoplay,
  );

  return (
    <section
      className={`cc-carousel ${layoutClasses} ${className}`}
      style={style}
      aria-roledescription={t('commerceBlocks.carousel.label')}
      aria-label={label}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
      }}
      onKeyDown={(event) => {
        // Arrow keys, Home and End move the slides while focus is in the carousel (its links, its buttons).
        if (active.type !== 'carousel') return;
        const index = indexForKey(event.key, current, count, active.loop);
        if (index === null) return;
        event.preventDefault();
        goTo(index);
        // From a slide's link, focus follows to the new slide's first link.
        if (track.current?.contains(event.target as Node)) {
          const slide = track.current.children[index] as HTMLElement | undefined;
          slide
            ?.querySelector<HTMLElement>('a[href]:not([tabindex="-1"]), button')
            ?.focus({ preventScroll: true });
        }
      }}
    >
      <div ref={track} className="cc-track" onScroll={onScroll}>
        {slides.map((slide, index) => (
          // biome-ignore lint/a11y/useSemanticElements: the carousel pattern's slide, not a form
          <div
            // biome-ignore lint/suspicious/noArrayIndexKey: slides keep their order
            key={index}
            className={`cc-slide${highlightCenter && index === current ? ' is-highlighted' : ''}`}
            role="group"
            aria-roledescription={t('commerceBlocks.carousel.slide', { index: index + 1, count })}
            aria-label={t('commerceBlocks.carousel.slide', { index: index + 1, count })}
            aria-current={index === current ? 'true' : undefined}
          >
            {slide}
          </div>
        ))}
      </div>
      {controls.length > 0 && count > 1 ? (
        <div className={`cc-controls ${controls.map((name) => `cc-on-${name}`).join(' ')}`}>
          <div className={`cc-arrows ${shows('showArrows')}`}>
            <button
              type="button"
              className="icon-button cc-arrow"
              aria-label={t('commerceBlocks.carousel.previous')}
              disabled={!arrows.previous}
              onClick={() => goTo(moveIndex(current, -1, count, active.loop))}
            >
              <span aria-hidden="true">‹</span>
            </button>
            <button
              type="button"
              className="icon-button cc-arrow"
              aria-label={t('commerceBlocks.carousel.next')}
              disabled={!arrows.next}
              onClick={() => goTo(moveIndex(current, 1, count, active.loop))}
            >
              <span aria-hidden="true">›</span>
            </button>
          </div>
          <div className={`cc-indicators ${shows('showIndicators')}`}>
            {slides.map((_, index) => (
              <button
                // biome-ignore lint/suspicious/noArrayIndexKey: one dot per slide
                key={index}
                type="button"
                className="cc-dot"
                aria-label={t('commerceBlocks.carousel.goTo', { index: index + 1 })}
                aria-current={index === current ? 'true' : undefined}
                onClick={() => goTo(index)}
              />
            ))}
          </div>
          <div
            className={`cc-progress ${shows('showProgress')}`}
            role="progressbar"
            aria-label={t('commerceBlocks.carousel.progress', { index: current + 1, count })}
            aria-valuemin={1}
            aria-valuemax={count}
            aria-valuenow={current + 1}
          >
            <span style={{ transform: `scaleX(${progressOf(current, count)})` }} />
          </div>
          {canAutoplay && !reducedMotion ? (
            <button
              type="button"
              className="link-button cc-pause"
              aria-pressed={paused}
              onClick={() => setPaused((value) => !value)}
            >
              {paused ? t('commerceBlocks.carousel.play') : t('commerceBlocks.carousel.pause')}
            </button>
          ) : null}
        </div>
      ) : null}
    </section>
  );
}
