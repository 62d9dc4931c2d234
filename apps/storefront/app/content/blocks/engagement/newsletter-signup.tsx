import { useT } from '../../../lib/hooks.ts';
import type { BlockProps } from '../../block.ts';
import { RichTextView } from '../../rich-text.tsx';
import { NewsletterForm } from './newsletter-form.tsx';

/** The newsletter sign-up block: the content's title, text and policy around the sign-up form. */
export function NewsletterSignup({ block }: BlockProps<'newsletter-signup'>) {
  const t = useT();
  const { fields } = block;
  return (
    <section className="newsletter-block">
      <NewsletterForm
        title={fields.title ?? t('engagement.newsletter.title')}
        successTitle={fields.successTitle ?? t('engagement.newsletter.successTitle')}
        policy={fields.policyText ? <RichTextView value={fields.policyText} inline /> : undefined}
        source={block.name}
        dynamic={fields.dynamic}
      />
      <RichTextView value={fields.richText} className="newsletter-text" />
    </section>
  );
}
