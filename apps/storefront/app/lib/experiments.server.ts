import {
  type Client,
  createBatchEventProcessor,
  createInstance,
  createStaticProjectConfigManager,
  type EventDispatcher,
} from '@optimizely/optimizely-sdk';
import {
  DATAFILE_POLL_MS,
  EVENT_BATCH_SIZE,
  EVENT_FLUSH_MS,
  type ExperimentEventBatch,
  isVisitorId,
  newVisitorId,
} from '@ridgeline/contracts';
import type { AppLoadContext } from 'react-router';
import { type Api, createApi } from './api.server.ts';
import { consentOf } from './consent.server.ts';
import { parseCookies, Session } from './session.server.ts';

/**
 * Experiments decided on the server with Optimizely's own SDK (decision 098): one client per process, made
 * from the API's data file and made anew when its revision changes (checked every DATAFILE_POLL_MS, spec 2
 * section 9); its impressions and conversions go, batched, to the API's events log. Nothing of it reaches
 * the browser, so a variant never flickers. Failures are logged only: the visitor then sees the baseline.
 */

interface Loaded {
  client: Client;
  revision: string;
  checkedAt: number;
}

let loaded: Loaded | null = null;
let refreshing: Promise<void> | null = null;
let pollMs = DATAFILE_POLL_MS;

/** Sends the SDK's event batches through the API client, with no shopper's token. */
function dispatcherFor(api: Api): EventDispatcher {
  return {
    dispatchEvent: async (event) => {
      try {
        await api.anonymousCall('experimentEvents', {
          body: event.params as unknown as ExperimentEventBatch,
        });
        return { statusCode: 200 };
      } catch (error) {
        console.error('experiment events not stored', error);
        return { statusCode: 500 };
      }
    },
  };
}

async function refresh(api: Api): Promise<void> {
  try {
    const headers: Record<string, string> = loaded ? { 'if-none-match': `"r${loaded.revision}"` } : {};
    // A 304 answers with no body: the client in hand is current.
    const datafile = await api.anonymousCall('experimentDatafile', { headers });
    if (!datafile || datafile.revision === loaded?.revision) {
      if (loaded) loaded.checkedAt = Date.now();
      return;
    }
    const client = createInstance({
      projectConfigManager: createStaticProjectConfigManager({ datafile: JSON.stringify(datafile) }),
      eventProcessor: createBatchEventProcessor({
        eventDispatcher: dispatcherFor(api),
        batchSize: EVENT_BATCH_SIZE,
        flushInterval: EVENT_FLUSH_MS,
      }),
    });
    await client.onReady({ timeout: 30_000 });
    const previous = loaded?.client;
    loaded = { client, revision: datafile.revision, checkedAt: Date.now() };
    // The old client's queued events are sent as it closes.
    void previous?.close();
  } catch (error) {
    console.error('experiments data file not read', error);
    if (loaded) loaded.checkedAt = Date.now();
  }
}

/** The process's SDK client, read at first use and re-read when due; null when there is none to be had. */
export async function experimentClient(api: Api): Promise<Client | null> {
  const due = !loaded || Date.now() - loaded.checkedAt >= pollMs;
  if (due && !refreshing) {
    // The process keeps its own API client, with no visitor's session or address: this request's ends with it.
    const context = { apiTransport: api.transport, session: new Session(undefined, { secure: false }) };
    const processApi = createApi(context as AppLoadContext, api.locale);
    refreshing = refresh(processApi).finally(() => {
      refreshing = null;
    });
  }
  if (!loaded && refreshing) await refreshing;
  return loaded?.client ?? null;
}

/** Tests: re-read the data file at the next use (and every `ms` after). */
export function resetExperimentClient(ms = DATAFILE_POLL_MS): void {
  void loaded?.client.close();
  loaded = null;
  pollMs = ms;
}

/**
 * The consent gate (spec 2 section 4): experimentation runs only with targeting consent. With it, the
 * visitor's id (`vuid_…`, at most 32 characters, kept in a cookie); without it, null, and no cookie is set.
 */
export function experimentVisitor(session: Session, allowed: boolean): string | null {
  if (!allowed) return null;
  if (isVisitorId(session.visitorId)) return session.visitorId;
  const visitorId = newVisitorId();
  session.setVisitorId(visitorId);
  return visitorId;
}

/**
 * The variation of an experiment (or the variation of a flag's decision) for a visitor, its impression
 * queued for the events log; null when the key names nothing running or the visitor is not in it.
 */
export function decideVariation(
  client: Client,
  key: string,
  visitorId: string,
  attributes: Record<string, string | number | boolean>,
): string | null {
  try {
    const variation = client.activate(key, visitorId, attributes);
    if (variation) return variation;
    const flag = client.getOptimizelyConfig()?.featuresMap[key];
    if (!flag) return null;
    const decision = client.createUserContext(visitorId, attributes)?.decide(key);
    return decision?.enabled ? decision.variationKey : null;
  } catch (error) {
    console.error('experiment decision failed', error);
    return null;
  }
}

/** A conversion (spec 2 section 5: revenue an integer, in minor units), queued for the events log. */
export function trackConversion(
  client: Client,
  eventKey: string,
  visitorId: string,
  tags: { revenue?: number; value?: number } = {},
): void {
  try {
    client.track(eventKey, visitorId, undefined, tags);
  } catch (error) {
    console.error('experiment conversion not tracked', error);
  }
}

/** Whether this request may run experiments: targeting consent (C0004) by the shared rules (decision 097). */
export function targetingAllowed(api: Api, request: Request): boolean {
  return consentOf(request, api.locale).allowed('C0004');
}

/** A placed order as the `purchase` conversion, its total the revenue (minor units), with consent only. */
export async function trackPurchase(api: Api, request: Request, revenue: number): Promise<void> {
  const visitorId = experimentVisitor(api.session, targetingAllowed(api, request));
  if (!visitorId) return;
  const client = await experimentClient(api);
  if (client) trackConversion(client, 'purchase', visitorId, { revenue });
}
