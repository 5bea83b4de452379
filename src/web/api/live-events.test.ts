// The shared live-events stream: listeners hear each event, and hear STREAM_OPENED whenever a stream opens
// (the first time and after the browser gave up and a new one was opened), so the screen reloads what it
// missed while no stream was open.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { STREAM_OPENED, subscribeLiveEvents, type LiveSignal } from './live-events';

class FakeEventSource {
  static readonly CLOSED = 2;
  static made: FakeEventSource[] = [];
  readyState = 0;
  onopen: (() => void) | null = null;
  onmessage: ((message: { data: unknown }) => void) | null = null;
  onerror: (() => void) | null = null;
  closed = false;
  constructor(readonly url: string) {
    FakeEventSource.made.push(this);
  }
  close() {
    this.closed = true;
    this.readyState = FakeEventSource.CLOSED;
  }
}

describe('live events', () => {
  beforeEach(() => {
    FakeEventSource.made = [];
    vi.useFakeTimers();
    vi.stubGlobal('EventSource', FakeEventSource);
    vi.stubGlobal('window', globalThis);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  it('tells listeners each event, and that the stream opened, on the first stream and on a new one', () => {
    const heard: LiveSignal[] = [];
    const stop = subscribeLiveEvents((signal) => heard.push(signal));
    const first = FakeEventSource.made[0]!;
    first.onopen!();
    first.onmessage!({ data: JSON.stringify({ type: 'booking.updated', booking_id: 7 }) });
    first.onmessage!({ data: 'not json' });
    expect(heard).toEqual([STREAM_OPENED, { type: 'booking.updated', booking_id: 7 }]);

    // The browser gave up (a 401, a dead network): a new stream opens after a pause, and says so when open.
    first.readyState = FakeEventSource.CLOSED;
    first.onerror!();
    expect(first.closed).toBe(true);
    vi.runOnlyPendingTimers();
    const second = FakeEventSource.made[1]!;
    expect(second).toBeDefined();
    second.onopen!();
    expect(heard.at(-1)).toBe(STREAM_OPENED);
    expect(heard.filter((signal) => signal === STREAM_OPENED)).toHaveLength(2);

    stop();
    expect(second.closed).toBe(true);
  });
});
