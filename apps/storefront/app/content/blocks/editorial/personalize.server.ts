import type { Api } from '../../../lib/api.server.ts';
import { isSignedIn, shopperOf } from '../../../lib/auth.server.ts';
import {
  decideVariation,
  experimentClient,
  experimentVisitor,
  targetingAllowed,
} from '../../../lib/experiments.server.ts';
import { profile as profileOf } from '../../../lib/identity-api.server.ts';
import { parseCookies } from '../../../lib/session.server.ts';
import { decideExperiences, hasExperience } from './experiences.ts';
import {
  decideSegmentations,
  hasSegmentation,
  memoFacts,
  testContextOf,
  type VisitorFacts,
} from './segmentation.ts';

/**
 * The visitor's facts for segmentation, from the request (spec 3 section 6): signed in from the session,
 * employee from the account type, cart from the basket, loyalty and profile kinds from the profile (read
 * once, only for a signed-in visitor and only when a segment asks). Partner A is the prosumer programme,
 * partner B a partner identity (IPA or WRANX card), athlete the athlete programme (decision 074).
 */
export function visitorFacts(api: Api): VisitorFacts {
  let profile: ReturnType<typeof profileOf> | null = null;
  const readProfile = () => {
    profile ??= profileOf(api);
    return profile.catch(() => null);
  };
  const signedIn = () => isSignedIn(api.session);
  type Profile = NonNullable<Awaited<ReturnType<typeof readProfile>>>;
  const fromProfile = (pick: (found: Profile) => boolean) => async () => {
    if (!signedIn()) return false;
    const found = await readProfile();
    return found ? pick(found) : false;
  };
  return memoFacts({
    loggedIn: signedIn,
    employee: () => signedIn() && shopperOf(api.session)?.consumerType === 'EMPLOYEE',
    cartEmpty: async () => {
      const cart = await api.cart().catch(() => null);
      return (cart?.totalItems ?? 0) === 0;
    },
    loyaltyMember: fromProfile((p) => p.isLoyaltyMember),
    partnerA: fromProfile((p) => p.consumerDetails.prosumer !== null),
    partnerB: fromProfile((p) => p.consumerDetails.identity.length > 0),
    athlete: fromProfile((p) => p.consumerDetails.athlete !== null),
  });
}

/**
 * Every experience of the content decided for this visitor with the experiments' SDK (decision 098), only
 * with targeting consent: without it the visitor gets no id, no cookie and the baselines.
 */
async function decideExperiencesFor<T>(api: Api, request: Request, content: T): Promise<T> {
  const visitorId = experimentVisitor(api.session, targetingAllowed(api, request));
  const client = visitorId ? await experimentClient(api) : null;
  if (!visitorId || !client) return decideExperiences(content, () => null);
  const attributes = { loggedIn: isSignedIn(api.session), site: api.site };
  return decideExperiences(content, (key) => decideVariation(client, key, visitorId, attributes));
}

/**
 * Content as this visitor sees it: every experience and segmentation decided on the server (nothing to do
 * for most pages).
 */
export async function personalize<T>(api: Api, request: Request, content: T): Promise<T> {
  if (!content) return content;
  const decided = hasExperience(content) ? await decideExperiencesFor(api, request, content) : content;
  if (!hasSegmentation(decided)) return decided;
  const testContext = testContextOf(new URL(request.url), parseCookies(request.headers.get('cookie')));
  return decideSegmentations(decided, visitorFacts(api), testContext);
}
