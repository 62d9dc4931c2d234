import type { NewsletterReply } from '../content/blocks/engagement/newsletter-form.tsx';
import { isSignedIn } from '../lib/auth.server.ts';
import { newsletterForm } from '../lib/engagement-forms.server.ts';
import { formErrorReply, parseForm, refusalOf, replyOf, successReply } from '../lib/forms.server.ts';
import { translator } from '../lib/i18n.ts';
import { localeOf } from '../lib/meta.ts';
import type { Route } from './+types/newsletter';

/**
 * The newsletter forms' action (the block, the pop-up, the footer post here with a fetcher): a real
 * sign-up with double opt-in (`POST /consumers-v3/newsletter`, the confirmation link mailed through the
 * outbox). A signed-in shopper signs up their account's address.
 */
export async function action({ params, request, context }: Route.ActionArgs): Promise<NewsletterReply> {
  const locale = localeOf(params);
  const t = translator(locale);
  const signedIn = isSignedIn(context.session);
  const submission = parseForm(await request.formData(), newsletterForm, t, {
    policy: 'engagement.newsletter.policyRequired',
  });
  const extra = { kind: 'newsletter' as const };
  if (submission.status !== 'success') return replyOf(submission, {}, extra);
  const { email, campaignName } = submission.value;
  if (!signedIn && !email)
    return {
      ...replyOf(submission),
      ...extra,
      status: 'error',
      error: { email: [t('validation.required')] },
    };
  try {
    const answer = await context.api(locale).call('newsletterSignup', {
      body: { optIn: true, acquisitionType: 'Signup', campaignName, ...(signedIn ? {} : { email }) },
    });
    const notice =
      answer.status === 'subscribed'
        ? t('engagement.newsletter.subscribed')
        : t('engagement.newsletter.pending', { email: answer.email });
    return successReply(notice, { ...extra, email: answer.email });
  } catch (error) {
    return formErrorReply(refusalOf(error, t), extra);
  }
}
