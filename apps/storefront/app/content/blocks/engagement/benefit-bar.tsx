import { useState } from 'react';
import { useRootData, useT } from '../../../lib/hooks.ts';
import type { BlockProps } from '../../block.ts';
import { ContentImage } from '../../content-image.tsx';
import { ContentLink } from '../../links.tsx';
import { rememberDismissed } from './dismissals.ts';

/** The benefit bar (spec 3 sections 3 and 4): its promises as links; once closed, it stays closed. */
export function BenefitBar({ block }: BlockProps<'benefit-bar'>) {
  const t = useT();
  const functional = useRootData()?.consent?.C0003 ?? false;
  const [closed, setClosed] = useState(false);
  const { fields } = block;
  if (closed || fields.targets.length === 0) return null;
  return (
    <aside
      className={`benefit-bar benefit-bar-${fields.alignment}`}
      aria-label={t('engagement.benefit.label')}
      data-block-id={block.id}
      style={fields.backgroundImage ? { backgroundImage: `url("${fields.backgroundImage.url}")` } : undefined}
    >
      {fields.logo ? (
        <ContentImage media={fields.logo} width={24} height={24} className="benefit-logo" />
      ) : null}
      <ul className="benefit-list">
        {fields.targets.map((target) => (
          <li key={target.id}>
            {fields.infoIcon ? (
              <span className="benefit-info" aria-hidden="true">
                ⓘ
              </span>
            ) : null}
            <ContentLink url={target.url}>{target.text}</ContentLink>
          </li>
        ))}
      </ul>
      {fields.showCloseButton ? (
        <button
          type="button"
          className="benefit-close"
          aria-label={t('engagement.benefit.close')}
          onClick={() => {
            rememberDismissed(block.id, functional);
            setClosed(true);
          }}
        >
          <span aria-hidden="true">×</span>
        </button>
      ) : null}
    </aside>
  );
}
