/// <reference lib="webworker" />
// The service worker, built by vite-plugin-pwa (injectManifest) to /service-worker.js, the file
// name installed apps already know. It precaches the app shell (index.html, the JS and CSS chunks, the locale
// chunks, icons and the manifest), answers the app's page navigations with the cached index.html so the
// app starts offline (the shell then shows the offline view), and shows Web Push notifications shaped as
// the push message data old clients read (server/platform/push.ts). API calls and uploaded files always go to the
// network.
import { cleanupOutdatedCaches, createHandlerBoundToURL, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';

declare const self: ServiceWorkerGlobalScope;

precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();
registerRoute(
  new NavigationRoute(createHandlerBoundToURL('index.html'), {
    denylist: [/^\/api\//, /^\/files\//, /^\/service-worker\.js$/, /^\/manifest\.webmanifest$/],
  }),
);

// A new version takes over at once: the shell's version check decides whether to reload or show the
// new-version modal, so a waiting worker would only serve stale chunks.
self.addEventListener('install', () => void self.skipWaiting());
self.addEventListener('activate', (event) => event.waitUntil(self.clients.claim()));

interface PushMessage {
  notification?: { title?: string; body?: string };
  android?: { notification?: { icon?: string; color?: string } };
  /** Where a tap should lead (optional; the app's home otherwise). */
  data?: { url?: string };
}

const DEFAULT_ICON = '/icons/icon-192.png';

/** The push payload is {message: JSON text}; a payload that is the message itself is accepted too. */
function readPush(payload: unknown): PushMessage | null {
  if (!payload || typeof payload !== 'object') return null;
  const outer = payload as { message?: unknown };
  if (typeof outer.message === 'string') {
    try {
      return JSON.parse(outer.message) as PushMessage;
    } catch {
      return null;
    }
  }
  if (outer.message && typeof outer.message === 'object') return outer.message as PushMessage;
  return payload as PushMessage;
}

self.addEventListener('push', (event) => {
  let payload: unknown;
  try {
    payload = event.data?.json() ?? null;
  } catch {
    payload = { notification: { title: 'Parchee', body: event.data?.text() ?? '' } };
  }
  const message = readPush(payload);
  const title = message?.notification?.title || 'Parchee';
  const icon = message?.android?.notification?.icon;
  event.waitUntil(
    self.registration.showNotification(title, {
      body: message?.notification?.body ?? '',
      icon: icon && /^(\/|https:)/.test(icon) ? icon : DEFAULT_ICON,
      badge: DEFAULT_ICON,
      data: { url: message?.data?.url ?? '/' },
    }),
  );
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const data = event.notification.data as { url?: string } | undefined;
  const target = new URL(data?.url ?? '/', self.location.origin).href;
  event.waitUntil(
    (async () => {
      const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
      // An open window of the app: bring it forward (it keeps its screen; the live events refresh it).
      const open = windows.find((client) => new URL(client.url).origin === self.location.origin);
      if (open) {
        await open.focus();
        return;
      }
      await self.clients.openWindow(target);
    })(),
  );
});
