import { useEffect, useRef, useState } from 'react';
import { useRootData, useT } from '../../../lib/hooks.ts';
import type { BlockProps } from '../../block.ts';
import { ContentLink, cssColor } from '../../links.tsx';
import { RichTextView } from '../../rich-text.tsx';
import { pushContentEvent } from './data-layer.ts';
import { rememberDismissed } from './dismissals.ts';
import { autorotateMs, rotate, shownMessages } from './promo-bar-logic.ts';

/**
 * The promo bar (spec 3 sections 2, 4 and 9): the first N non-empty messages, rotating every
 * `autorotateTime` seconds (paused while hovered or focused), previous and next arrows on larger screens,
 * a dot per message, the active message's colours, and a close button remembered for this browser.
 */
export function PromoBar({ block }: BlockProps<'promo-bar'>) {
  const t = useT();
  const functional = useRootData()?.consent?.C0003 ?? false;
  const messages = shownMessages(block.fields.messages);
  const [active, setActive] = useState(0);
  const [closed, setClosed] = useState(false);
  const [paused, setPaused] = useState(false);
  const seen = useRef(new Set<string>());
  const count = messages.length;
  const current = messages[Math.min(active, count - 1)];

  useEffect(() => {
    if (count < 2 || paused || closed) return;
    const timer = window.setInterval(
      () => setActive((index) => rotate(index, count, 1)),
      autorotateMs(block.fields.autorotateTime),
    );
    return () => window.clearInterval(timer);
  }, [count, paused, closed, block.fields.autorotateTime]);

  useEffect(() => {
    if (!current || closed || seen.current.has(current.id)) return;
    seen.current.add(current.id);
    pushContentEvent('promotion_impression', {
      promotionId: current.id,
      creativeName: block.name,
      position: active,
    });
  }, [current, closed, block.name, active]);

  if (!current || closed) return null;
  const close = () => {
    rememberDismissed(block.id, functional);
    setClosed(true);
  };
  return (
    <section
      className="promo-bar"
      aria-label={t('engagement.promo.label')}
      data-block-id={block.id}
      style={{ background: cssColor(current.background), color: cssColor(current.textColor) }}
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setPaused(false);
      }}
    >
      <div className="promo-bar-inner">
        {count > 1 ? (
          <button
            type="button"
            className="promo-arrow promo-prev"
            aria-label={t('engagement.promo.previous')}
            onClick={() => setActive((index) => rotate(index, count, -1))}
          >
            <span aria-hidden="true">‹</span>
          </button>
        ) : null}
        <div className="promo-messages" aria-live={paused ? 'polite' : 'off'}>
          {messages.map((message, index) => (
            <div
              key={message.id}
              className="promo-message"
              hidden={index !== active}
              style={{ ['--promo-link-hover' as string]: cssColor(message.hoverLinkColor) }}
            >
              <RichTextView value={message.richText} inline />
              {message.targets.map((target) => (
                <ContentLink
                  key={`${target.url}-${target.text}`}
                  url={target.url}
                  targetAttribute={target.targetAttribute}
                  className="promo-link"
                  onClick={() =>
                    pushContentEvent('promotion_click', { promotionId: message.id, creativeName: block.name })
                  }
                >
                  {target.text ?? target.url}
                </ContentLink>
              ))}
            </div>
          ))}
        </div>
        {count > 1 ? (
          <button
            type="button"
            className="promo-arrow promo-next"
            aria-label={t('engagement.promo.next')}
            onClick={() => setActive((index) => rotate(index, count, 1))}
          >
            <span aria-hidden="true">›</span>
          </button>
        ) : null}
        {block.fields.closable ? (
          <button
            type="button"
            className="promo-close"
            aria-label={t('engagement.promo.close')}
            onClick={close}
          >
            <span aria-hidden="true">×</span>
          </button>
        ) : null}
      </div>
      {count > 1 ? (
        <div className="promo-dots">
          {messages.map((message, index) => (
            <button
              key={message.id}
              type="button"
              className="promo-dot"
              aria-label={t('engagement.promo.goTo', { n: index + 1, total: count })}
              aria-current={index === active ? 'true' : undefined}
              onClick={() => setActive(index)}
            />
          ))}
        </div>
      ) : null}
    </section>
  );
}
