// Web Push in the browser: the push subscription is the device token of update-notification-token.
// After a successful sign-in (the submit is the user gesture that may ask for permission) the browser
// subscribes with the server's VAPID key and sends it with update-notification-token page 'login' and
// the current language; at logout the same token is sent with page 'logout' and the subscription ends.
// Failures are only logged. Loaded on demand (not part of the /home download).
import type { SessionUser } from '../../shared/contract/users';
import { call } from './client';
import { storedLanguage } from '../lib/stored-language';
import { STORAGE_KEYS, readStorage, writeStorage } from '../lib/storage';

const NO_TOKEN = 'No registration token available. Request permission to generate one.';
const TOKEN_ERROR = 'An error occurred while retrieving token.';
/** How long to wait for the service worker before giving up (it registers at page load). */
const WORKER_WAIT_MS = 10_000;

function supported(): boolean {
  return 'serviceWorker' in navigator && 'PushManager' in window && 'Notification' in window;
}

function base64UrlToBytes(text: string): Uint8Array<ArrayBuffer> {
  const base64 = (text + '='.repeat((4 - (text.length % 4)) % 4)).replace(/-/g, '+').replace(/_/g, '/');
  const raw = window.atob(base64);
  const bytes = new Uint8Array(new ArrayBuffer(raw.length));
  for (let i = 0; i < raw.length; i += 1) bytes[i] = raw.charCodeAt(i);
  return bytes;
}

function sameKey(subscription: PushSubscription, key: Uint8Array): boolean {
  const current = subscription.options.applicationServerKey;
  if (!current) return false;
  const bytes = new Uint8Array(current);
  return bytes.length === key.length && bytes.every((b, i) => b === key[i]);
}

async function workerRegistration(): Promise<ServiceWorkerRegistration | null> {
  const timeout = new Promise<null>((resolve) => window.setTimeout(() => resolve(null), WORKER_WAIT_MS));
  return Promise.race([navigator.serviceWorker.ready, timeout]);
}

/** After sign-in: ask (if still undecided), subscribe and register the token. Never throws. */
export async function registerPushToken(user: SessionUser): Promise<void> {
  try {
    if (!supported()) {
      console.info('This browser does not support the API required to use push notifications.');
      return;
    }
    let permission = Notification.permission;
    if (permission === 'default') permission = await Notification.requestPermission();
    if (permission !== 'granted') {
      console.info(NO_TOKEN);
      return;
    }
    const registration = await workerRegistration();
    if (!registration) {
      console.info(NO_TOKEN);
      return;
    }
    const { public_key } = await call('get-push-public-key', {});
    const key = base64UrlToBytes(public_key);
    let subscription = await registration.pushManager.getSubscription();
    if (subscription && !sameKey(subscription, key)) {
      await subscription.unsubscribe();
      subscription = null;
    }
    subscription ??= await registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: key });
    const token = JSON.stringify(subscription);
    await call('update-notification-token', {
      id: user.id,
      token,
      type: user.type,
      page: 'login',
      lang: storedLanguage() ?? 'hi',
    });
    writeStorage(STORAGE_KEYS.userToken, token);
  } catch (error) {
    console.warn(TOKEN_ERROR, error);
  }
}

/** At logout, while the session still exists: clear the token on the server and unsubscribe. Never throws. */
export async function clearPushToken(user: SessionUser | null): Promise<void> {
  const token = readStorage(STORAGE_KEYS.userToken);
  if (!token) return;
  try {
    await call('update-notification-token', {
      id: user?.id,
      token,
      type: user?.type,
      page: 'logout',
      lang: storedLanguage() ?? 'hi',
    });
  } catch (error) {
    console.warn(TOKEN_ERROR, error);
  }
  try {
    const registration = supported() ? await navigator.serviceWorker.getRegistration() : undefined;
    const subscription = await registration?.pushManager.getSubscription();
    await subscription?.unsubscribe();
  } catch (error) {
    console.warn(TOKEN_ERROR, error);
  }
  writeStorage(STORAGE_KEYS.userToken, null);
}
