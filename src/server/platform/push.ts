// Web Push with VAPID: the browser's push subscription is the device's notification token. The payload has
// the shape old clients read: { message: JSON text of { notification: { title, body },
// android: { notification: { icon, color } } } }. Keys are made once and kept in the settings table.
import https from 'node:https';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { AppConfig } from '../config';
import type { Database } from '../db/schema';
import type { Metrics } from './metrics';
import { publicOnlyLookup } from './push-address';
import { pushText, type InBothLanguages, type PushKind } from './push-messages';
import { parsePushSubscription } from './push-subscription';

/** Loaded at the first push or key, not at start (memory). */
const webPush = async () => (await import('web-push')).default;

const PUBLIC_KEY = 'push.vapid_public';
const PRIVATE_KEY = 'push.vapid_private';
const THEME_COLOR = '#0f766e';
const ICON = '/icons/icon-192.png';

export class PushService {
  private keys: { publicKey: string; privateKey: string } | null = null;
  /** Every push connects through this agent: to public addresses only, unless the settings allow others. */
  private readonly agent: https.Agent;

  constructor(
    private readonly db: Kysely<Database>,
    private readonly config: AppConfig,
    private readonly log: Pick<FastifyBaseLogger, 'warn' | 'error'>,
    private readonly metrics: Pick<Metrics, 'delivery'>,
    /** Tests trust their local receiver's certificate through these. */
    agentOptions: https.AgentOptions = {},
  ) {
    this.agent = new https.Agent({
      ...agentOptions,
      ...(config.push.allowPrivateAddresses ? {} : { lookup: publicOnlyLookup }),
    });
  }

  /** The VAPID keys: read from the settings, or made and stored the first time. */
  async publicKey(): Promise<string> {
    return (await this.vapid()).publicKey;
  }

  private async vapid(): Promise<{ publicKey: string; privateKey: string }> {
    if (this.keys) return this.keys;
    const rows = await this.db
      .selectFrom('settings')
      .select(['key', 'value'])
      .where('key', 'in', [PUBLIC_KEY, PRIVATE_KEY])
      .execute();
    const stored = Object.fromEntries(rows.map((r) => [r.key, r.value]));
    if (stored[PUBLIC_KEY] && stored[PRIVATE_KEY]) {
      this.keys = { publicKey: stored[PUBLIC_KEY], privateKey: stored[PRIVATE_KEY] };
      return this.keys;
    }
    const made = (await webPush()).generateVAPIDKeys();
    // Two instances starting together: the first writer wins and both read its keys back.
    for (const [key, value] of [
      [PUBLIC_KEY, made.publicKey],
      [PRIVATE_KEY, made.privateKey],
    ] as const) {
      await this.db
        .insertInto('settings')
        .values({ key, value })
        .onConflict((oc) => oc.column('key').doNothing())
        .execute();
    }
    this.keys = null;
    return this.vapid();
  }

  /** Sends a push to every device of the users; gone subscriptions are removed. Never throws. */
  async notify(
    userIds: number[],
    kind: PushKind,
    vars: Record<string, string | number | InBothLanguages>,
  ): Promise<void> {
    try {
      const ids = userIds.filter((id) => Number.isInteger(id));
      if (!ids.length) return;
      const subscriptions = await this.db
        .selectFrom('push_subscriptions')
        .selectAll()
        .where('user_id', 'in', ids)
        .execute();
      if (!subscriptions.length) return;
      const keys = await this.vapid();
      const webpush = await webPush();
      await Promise.all(
        subscriptions.map(async (sub) => {
          // Rows saved before subscriptions were checked are checked here too.
          const subscription = parsePushSubscription(sub.token, this.config.push.services);
          if (!subscription) return;
          const { title, body } = pushText(sub.lang, kind, vars);
          const message = JSON.stringify({
            notification: { title, body },
            android: { notification: { icon: ICON, color: THEME_COLOR } },
          });
          try {
            await webpush.sendNotification(subscription, JSON.stringify({ message }), {
              vapidDetails: {
                subject: this.config.baseUrl.startsWith('https')
                  ? this.config.baseUrl
                  : 'mailto:support@parchee.example',
                ...keys,
              },
              TTL: 3600,
              timeout: 5000,
              agent: this.agent,
            });
            this.metrics.delivery('push', true);
          } catch (err) {
            const status = (err as { statusCode?: number }).statusCode;
            if (status === 404 || status === 410) {
              // The browser dropped the subscription: nothing failed, there is nobody there any more.
              await this.db
                .deleteFrom('push_subscriptions')
                .where('user_id', '=', sub.user_id)
                .where('token', '=', sub.token)
                .execute();
            } else {
              this.metrics.delivery('push', false);
              this.log.warn({ err, status }, 'push not delivered');
            }
          }
        }),
      );
    } catch (err) {
      this.log.error({ err }, 'push failed');
    }
  }
}
