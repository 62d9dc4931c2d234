import type { EventSignupReply } from '../content/blocks/engagement/event-signup.tsx';
import { isSignedIn } from '../lib/auth.server.ts';
import { eventRegistrationForm } from '../lib/engagement-forms.server.ts';
import { formErrorReply, parseForm, refusalOf, replyOf, successReply } from '../lib/forms.server.ts';
import { translator } from '../lib/i18n.ts';
import { localeOf } from '../lib/meta.ts';
import type { Route } from './+types/event-registration';

/**
 * The event sign-up dialog's action: `POST /consumers-v3/consumer/event-registration` for the signed-in
 * shopper (spec 3 section 7), the days joined as comma-separated text.
 */
export async function action({ params, request, context }: Route.ActionArgs): Promise<EventSignupReply> {
  const locale = localeOf(params);
  const t = translator(locale);
  const extra = { kind: 'event' as const };
  if (!isSignedIn(context.session)) return formErrorReply(t('engagement.event.signInFirst'), extra);
  const submission = parseForm(await request.formData(), eventRegistrationForm, t, {
    attendingDays: 'engagement.event.daysRequired',
    eventTermsAccepted: 'engagement.event.termsRequired',
  });
  if (submission.status !== 'success') {
    // Each field has one problem to say (spec 3 section 5), whatever the schema's issue was.
    const reply = replyOf(submission, {}, extra);
    const own = {
      attendingDays: t('engagement.event.daysRequired'),
      eventTermsAccepted: t('engagement.event.termsRequired'),
      plusOne: t('engagement.event.guestName'),
    };
    for (const [field, message] of Object.entries(own))
      if (reply.error?.[field]) reply.error[field] = [message];
    return reply;
  }
  const { eventId, attendingDays, plusOne } = submission.value;
  try {
    await context.api(locale).call('registerForEvent', {
      body: {
        eventId,
        attendingDays: attendingDays.join(','),
        eventTermsAccepted: true,
        ...(plusOne ? { plusOne } : {}),
        registrationTimestamp: new Date().toISOString(),
      },
    });
    return successReply(t('engagement.event.confirmedTitle'), extra);
  } catch (error) {
    return formErrorReply(refusalOf(error, t), extra);
  }
}
