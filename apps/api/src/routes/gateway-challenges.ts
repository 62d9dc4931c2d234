import helmet from '@fastify/helmet';
import type { payments } from '@ridgeline/commerce';
import { formatMoney } from '@ridgeline/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sendError } from '../plugins/errors.ts';
import { returnUrlSchema } from './gateway.ts';

const escapeHtml = (value: string) =>
  value.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

const withQuery = (url: string, params: Record<string, string>) =>
  `${url}${url.includes('?') ? '&' : '?'}${new URLSearchParams(params).toString()}`;

/** A small self-contained page, like a PSP's hosted page: works without JavaScript. */
function page(title: string, body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(title)}</title><style>body{font-family:system-ui,sans-serif;max-width:28rem;margin:3rem auto;padding:0 1rem;color:#1a1a1a}h1{font-size:1.4rem}form{display:inline-block;margin:.5rem .5rem 0 0}button{font-size:1rem;padding:.6rem 1.2rem;border-radius:.4rem;border:1px solid #1a1a1a;background:#fff;cursor:pointer}button.primary{background:#1a1a1a;color:#fff}label{display:block;margin:.8rem 0 .3rem}input{font-size:1rem;padding:.4rem}</style></head><body><p>Ridgeline test payment gateway</p>${body}</body></html>`;
}

const hidden = (name: string, value: string) =>
  `<input type="hidden" name="${escapeHtml(name)}" value="${escapeHtml(value)}">`;

const button = (
  action: string,
  returnUrl: string,
  outcome: string,
  label: string,
  primary = false,
  extra = '',
) =>
  `<form method="post" action="${escapeHtml(action)}">${hidden('returnUrl', returnUrl)}${hidden('outcome', outcome)}${extra}<button type="submit"${primary ? ' class="primary"' : ''}>${escapeHtml(label)}</button></form>`;

const idParams = z.object({ id: z.string().min(8).max(80) });
const pageQuery = z.object({ returnUrl: returnUrlSchema });
const tags = ['Test payment gateway'];

/**
 * The test PSP's shopper-facing pages: the 3-D Secure challenge and the buy-now-pay-later approval.
 * Each answers by redirecting (303) to the merchant's same-site returnUrl with the result.
 */
export const gatewayChallengeRoutes: FastifyPluginAsyncZod<{ gateway: payments.TestPaymentGateway }> = async (
  app,
  { gateway },
) => {
  // The storefront shows these pages in its payment dialog (an iframe on its own origin, which also
  // serves /gateway); no other site may frame them, and they load nothing but their inline style.
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'none'"],
        styleSrc: ["'unsafe-inline'"],
        formAction: ["'self'"],
        frameAncestors: ["'self'"],
        baseUri: ["'none'"],
      },
    },
  });

  /** A browser (the payment dialog) gets a page; any other client the error envelope. */
  const closed = (request: FastifyRequest, reply: FastifyReply, title: string, heading: string) => {
    if (!request.headers.accept?.includes('text/html')) {
      return sendError(request, reply, 'API404', { path: request.url.split('?')[0] });
    }
    return reply
      .status(404)
      .type('text/html; charset=utf-8')
      .send(page(title, `<h1>${heading}</h1>`));
  };
  app.get(
    '/v1/3ds/:id',
    { schema: { tags, summary: '3-D Secure challenge page', params: idParams, querystring: pageQuery } },
    async (request, reply) => {
      const pending = await gateway.pendingChallenge(request.params.id);
      if (!pending) return closed(request, reply, 'Nothing to confirm', 'There is no payment to confirm.');
      reply.type('text/html; charset=utf-8');
      const action = `/gateway/v1/3ds/${request.params.id}`;
      const amount = formatMoney(pending.amount, pending.currency, 'en-us');
      const { returnUrl } = request.query;
      return page(
        'Confirm your payment',
        `<h1>Confirm your payment of ${escapeHtml(amount)}</h1><p>Your bank asks you to confirm this purchase. In test mode, choose the outcome.</p>${button(action, returnUrl, 'approve', 'Confirm payment', true)}${button(action, returnUrl, 'fail', 'Fail authentication')}`,
      );
    },
  );

  app.post(
    '/v1/3ds/:id',
    {
      schema: {
        tags,
        summary: '3-D Secure challenge answer: redirects back with threeDS2Result',
        params: idParams,
        body: z.object({ returnUrl: returnUrlSchema, outcome: z.enum(['approve', 'fail']) }),
      },
    },
    async (request, reply) => {
      const result = await gateway.submitChallenge(request.params.id, request.body.outcome === 'approve');
      const query: Record<string, string> = result
        ? { threeDS2Result: result }
        : { threeDS2Error: 'no pending challenge' };
      return reply.redirect(withQuery(request.body.returnUrl, query), 303);
    },
  );

  app.get(
    '/v1/bnpl/:id',
    {
      schema: { tags, summary: 'Buy-now-pay-later approval page', params: idParams, querystring: pageQuery },
    },
    async (request, reply) => {
      const session = await gateway.describeBnplSession(request.params.id);
      if (!session || session.status === 'approved' || session.status === 'declined') {
        return closed(request, reply, 'Nothing to approve', 'This payment plan is closed.');
      }
      reply.type('text/html; charset=utf-8');
      const action = `/gateway/v1/bnpl/${session.sessionId}`;
      const { returnUrl } = request.query;
      const amount = formatMoney(session.amount, session.currency, 'en-us');
      const instalment = formatMoney(Math.ceil(session.amount / 4), session.currency, 'en-us');
      if (session.status === 'form_required') {
        return page(
          'A few more details',
          `<h1>A few more details</h1><p>To offer you 4 payments of ${escapeHtml(instalment)} we need your date of birth.</p><form method="post" action="${escapeHtml(action)}">${hidden('returnUrl', returnUrl)}${hidden('outcome', 'approve')}<label for="birthDate">Date of birth</label><input id="birthDate" name="birthDate" type="date" required><p><button type="submit" class="primary">Approve plan</button></p></form>${button(action, returnUrl, 'decline', 'Cancel')}`,
        );
      }
      return page(
        'Pay later',
        `<h1>Pay ${escapeHtml(amount)} in 4 payments of ${escapeHtml(instalment)}</h1><p>In test mode, choose the provider's answer.</p>${button(action, returnUrl, 'approve', 'Approve', true)}${button(action, returnUrl, 'form', 'Ask for more details')}${button(action, returnUrl, 'decline', 'Decline')}`,
      );
    },
  );

  app.post(
    '/v1/bnpl/:id',
    {
      schema: {
        tags,
        summary: 'Buy-now-pay-later answer: redirects back with bnplSession and bnplStatus',
        params: idParams,
        body: z.object({
          returnUrl: returnUrlSchema,
          outcome: z.enum(['approve', 'form', 'decline']),
          birthDate: z
            .string()
            .regex(/^\d{4}-\d{2}-\d{2}$/)
            .optional(),
        }),
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      const { returnUrl, outcome, birthDate } = request.body;
      const session = await gateway.describeBnplSession(id);
      if (
        outcome === 'form' ||
        (outcome === 'approve' && session?.status === 'form_required' && !birthDate)
      ) {
        await gateway.answerBnplSession(id, 'form_required');
        return reply.redirect(withQuery(`/gateway/v1/bnpl/${id}`, { returnUrl }), 303);
      }
      const answered = await gateway.answerBnplSession(id, outcome === 'approve' ? 'approved' : 'declined');
      return reply.redirect(
        withQuery(returnUrl, { bnplSession: id, bnplStatus: answered?.status ?? 'unknown' }),
        303,
      );
    },
  );
};
