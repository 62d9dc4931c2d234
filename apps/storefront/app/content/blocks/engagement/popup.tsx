import { type KeyboardEvent, useEffect, useId, useReducer } from 'react';
import { useRootData, useT } from '../../../lib/hooks.ts';
import type { Block } from '../../block.ts';
import { ContentImage } from '../../content-image.tsx';
import { ContentLink, cssColor } from '../../links.tsx';
import { RichTextView } from '../../rich-text.tsx';
import { pushContentEvent } from './data-layer.ts';
import { rememberDismissed } from './dismissals.ts';
import { NewsletterForm } from './newsletter-form.tsx';
import { type PopupState, popupKind, popupReducer, schedulePopup } from './popup-logic.ts';

const LOGO_SIZES = { small: 48, medium: 72, large: 96 } as const;

/**
 * A pop-up (spec 3 sections 2, 3, 4 and 9): shown minimised once the page runs (an impression), expanded
 * after its delay (2000 ms by default; an expand event), minimised with Escape or its button, and gone for
 * good once dismissed (remembered for this browser). A newsletter pop-up holds the sign-up form; any other
 * invites the visitor to create an account. It never takes the focus or blocks the page: it is a
 * non-modal dialog in a corner.
 */
export function Popup({ block }: { block: Block<'popup'> }) {
  const t = useT();
  const functional = useRootData()?.consent?.C0003 ?? false;
  const id = useId();
  const [state, dispatch] = useReducer(popupReducer, 'pending' as PopupState);
  const { fields } = block;
  const kind = popupKind(block.name);

  useEffect(() => schedulePopup(fields.delay, dispatch), [fields.delay]);
  useEffect(() => {
    if (state === 'minimized') pushContentEvent('popup_impression', { popupId: block.id, name: block.name });
    if (state === 'maximized') pushContentEvent('popup_expand', { popupId: block.id, name: block.name });
  }, [state, block.id, block.name]);

  if (state === 'pending' || state === 'dismissed') return null;
  const dismiss = () => {
    rememberDismissed(block.id, functional);
    dispatch('dismiss');
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && state === 'maximized') {
      event.stopPropagation();
      dispatch('minimize');
    }
  };
  const title = fields.maximizedTitle ?? fields.title ?? block.name;
  const colours = {
    background: cssColor(fields.backgroundColor),
    color: cssColor(fields.titleColor),
  };

  if (state === 'minimized') {
    return (
      <div className="popup popup-minimized" style={colours} data-popup={kind}>
        <button
          type="button"
          className="popup-open"
          aria-expanded="false"
          aria-controls={`${id}-panel`}
          onClick={() => dispatch('expand')}
        >
          {fields.minimizedTitle ?? t('engagement.popup.open')}
        </button>
        <button
          type="button"
          className="popup-dismiss"
          aria-label={t('engagement.popup.dismiss')}
          onClick={dismiss}
        >
          <span aria-hidden="true">×</span>
        </button>
      </div>
    );
  }
  const logoSize = LOGO_SIZES[fields.logoSize];
  return (
    <div
      className="popup popup-maximized"
      role="dialog"
      aria-modal="false"
      aria-labelledby={kind === 'newsletter' ? undefined : `${id}-title`}
      aria-label={kind === 'newsletter' ? title : undefined}
      id={`${id}-panel`}
      style={colours}
      data-popup={kind}
      onKeyDown={onKeyDown}
    >
      <div className="popup-tools">
        <button type="button" className="popup-minimize" onClick={() => dispatch('minimize')}>
          {t('engagement.popup.minimize')}
        </button>
        <button
          type="button"
          className="popup-dismiss"
          aria-label={t('engagement.popup.dismiss')}
          onClick={dismiss}
        >
          <span aria-hidden="true">×</span>
        </button>
      </div>
      {fields.logo ? (
        <ContentImage
          media={fields.logo}
          width={fields.logo.width ?? logoSize}
          height={fields.logo.height ?? logoSize}
          className="popup-logo"
        />
      ) : null}
      {kind === 'newsletter' ? null : (
        <h2 id={`${id}-title`} className="popup-title">
          {title}
        </h2>
      )}
      {fields.titleHtml ? (
        <RichTextView value={fields.titleHtml} className="popup-text" />
      ) : fields.title && fields.title !== title ? (
        <p className="popup-text">{fields.title}</p>
      ) : null}
      {kind === 'newsletter' ? (
        <NewsletterForm title={title} successTitle={t('engagement.newsletter.successTitle')} source="popup" />
      ) : null}
      {fields.targets.length > 0 ? (
        <div className="popup-targets">
          {fields.targets.map((target) => (
            <ContentLink
              key={`${target.url}-${target.text}`}
              url={target.url}
              targetAttribute={target.targetAttribute}
              className={`button button-${target.style === 'secondary' ? 'secondary' : 'primary'}`}
              onClick={() => pushContentEvent('popup_click', { popupId: block.id, url: target.url })}
            >
              {target.text ?? target.url}
            </ContentLink>
          ))}
        </div>
      ) : null}
      {fields.disclaimer ? (
        <div className="popup-disclaimer" style={{ color: cssColor(fields.disclaimerColor) }}>
          <RichTextView value={fields.disclaimer} />
        </div>
      ) : null}
    </div>
  );
}
