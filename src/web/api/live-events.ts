// One shared server-sent-events connection (GET /api/live-events) for every screen that follows a queue.
// The first subscriber opens it, the last one closes it. EventSource retries by itself after a dropped
// connection (the server asks for 3 s); when the browser gives up (e.g. a 401 answer closes the stream), we
// open a new one after a short pause while anyone is still listening.
// Events sent while no stream was open (before the first one connected, or during a dropped connection) are
// not replayed, so each time a stream opens every listener hears STREAM_OPENED and reloads what it shows.
import { useQueryClient, type QueryKey } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import type { LiveEvent, LiveEventType } from '../../shared/contract/live-events';

/** Heard when a stream (re)opens: anything may have changed meanwhile. */
export const STREAM_OPENED = { type: 'stream.opened' } as const;
export type LiveSignal = LiveEvent | typeof STREAM_OPENED;
type Listener = (signal: LiveSignal) => void;

const RECONNECT_MS = 5000;
const listeners = new Set<Listener>();
let source: EventSource | null = null;
let reconnectTimer: number | undefined;

function parse(data: unknown): LiveEvent | null {
  if (typeof data !== 'string') return null;
  try {
    const value = JSON.parse(data) as unknown;
    if (value && typeof value === 'object' && 'type' in value) return value as LiveEvent;
  } catch {
    // A malformed event is ignored; the polling fallback still refreshes the screen.
  }
  return null;
}

function open(): void {
  if (source || typeof EventSource === 'undefined') return;
  const es = new EventSource('/api/live-events', { withCredentials: true });
  source = es;
  es.onopen = () => {
    for (const listener of [...listeners]) listener(STREAM_OPENED);
  };
  es.onmessage = (message) => {
    const event = parse(message.data);
    if (!event) return;
    for (const listener of [...listeners]) listener(event);
  };
  es.onerror = () => {
    if (es.readyState !== EventSource.CLOSED) return; // The browser is already reconnecting.
    es.close();
    if (source === es) source = null;
    window.clearTimeout(reconnectTimer);
    reconnectTimer = window.setTimeout(() => {
      if (listeners.size > 0) open();
    }, RECONNECT_MS);
  };
}

function close(): void {
  window.clearTimeout(reconnectTimer);
  source?.close();
  source = null;
}

/** Adds a listener to the shared stream; answers the function that removes it. */
export function subscribeLiveEvents(listener: Listener): () => void {
  listeners.add(listener);
  open();
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) close();
  };
}

/** Calls onEvent for every live event while the component is mounted (the latest onEvent is used). */
export function useLiveEvents(onEvent: Listener, enabled = true): void {
  const latest = useRef(onEvent);
  useEffect(() => {
    latest.current = onEvent;
  });
  useEffect(() => {
    if (!enabled) return;
    return subscribeLiveEvents((event) => latest.current(event));
  }, [enabled]);
}

/** What an event is about: the word before the dot of its type ('lab' of 'lab.report'). */
export type LiveEventArea = LiveEventType extends `${infer Area}.${string}` ? Area : never;

/**
 * Keeps an area's lists fresh without polling: an event of the area (a change made on another screen, by
 * another person), or a stream just (re)opened, which may have missed some, makes these queries stale at
 * once, so the screens showing them ask again.
 */
export function useLiveRefreshOf(area: LiveEventArea, queryKeys: readonly QueryKey[], enabled = true): void {
  const client = useQueryClient();
  useLiveEvents((event) => {
    if (event !== STREAM_OPENED && !event.type.startsWith(`${area}.`)) return;
    for (const queryKey of queryKeys) void client.invalidateQueries({ queryKey });
  }, enabled);
}
