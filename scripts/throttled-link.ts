// A slow mobile link between a browser and a server, as a TCP proxy on 127.0.0.1: each connection waits one
// round trip before its first byte passes (the TCP handshake), every byte crosses in its direction after half a
// round trip, and each direction is one shared pipe of a fixed speed (a phone has one radio link, however
// many connections the browser opens). Throttling here, under the browser, reaches every download: the page's,
// and the service worker's own, which Chromium's network emulation (applied to a page) does not.
import net from 'node:net';
import { pairSockets } from '../tests/e2e/socket-pair';

export interface LinkSpeeds {
  roundTripMs: number;
  downBytesPerSecond: number;
  upBytesPerSecond: number;
}

/** Lighthouse's mobile throttling: 150 ms round trip, 1.6 Mbps down, 750 kbps up. */
export const SLOW_PHONE_LINK: LinkSpeeds = {
  roundTripMs: 150,
  downBytesPerSecond: (1.6 * 1024 * 1024) / 8,
  upBytesPerSecond: (750 * 1024) / 8,
};

export interface ThrottledLink {
  /** The proxy's address: open the page here. */
  url: string;
  close(): Promise<void>;
}

/** One direction of the link: chunks leave in the order they came, each once the pipe has carried the ones before. */
class Pipe {
  private freeAt = 0;

  constructor(
    private readonly bytesPerSecond: number,
    private readonly oneWayMs: number,
  ) {}

  /** When a chunk of `bytes` handed over now reaches the other end, in ms from now. */
  delayOf(bytes: number): number {
    const now = performance.now();
    this.freeAt = Math.max(now, this.freeAt) + (bytes * 1000) / this.bytesPerSecond;
    return this.freeAt + this.oneWayMs - now;
  }
}

export async function throttledLink(target: string, speeds: LinkSpeeds = SLOW_PHONE_LINK): Promise<ThrottledLink> {
  const { hostname, port } = new URL(target);
  const down = new Pipe(speeds.downBytesPerSecond, speeds.roundTripMs / 2);
  const up = new Pipe(speeds.upBytesPerSecond, speeds.roundTripMs / 2);
  const sockets = new Set<net.Socket>();
  const timers = new Set<NodeJS.Timeout>();

  const carry = (from: net.Socket, to: net.Socket, pipe: Pipe) => {
    from.on('data', (chunk: Buffer) => {
      const timer = setTimeout(() => {
        timers.delete(timer);
        if (!to.destroyed) to.write(chunk);
      }, pipe.delayOf(chunk.length));
      timers.add(timer);
    });
    // An end crosses after the bytes before it.
    from.on('end', () => {
      const timer = setTimeout(() => {
        timers.delete(timer);
        if (!to.destroyed) to.end();
      }, pipe.delayOf(0));
      timers.add(timer);
    });
  };

  const server = net.createServer((client) => {
    client.pause();
    const upstream = net.connect(Number(port), hostname);
    pairSockets(client, upstream, sockets);
    carry(client, upstream, up);
    carry(upstream, client, down);
    // The handshake's round trip before the browser may send.
    const timer = setTimeout(() => {
      timers.delete(timer);
      client.resume();
    }, speeds.roundTripMs);
    timers.add(timer);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port: linkPort } = server.address() as net.AddressInfo;
  return {
    url: `http://127.0.0.1:${linkPort}`,
    close: () =>
      new Promise<void>((resolve) => {
        for (const timer of timers) clearTimeout(timer);
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}
