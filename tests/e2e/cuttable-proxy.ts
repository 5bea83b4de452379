// A TCP proxy in front of the journey's server whose connections the journey can cut, as a dropped clinic
// Wi-Fi would: every open connection ends (an event stream too, which the browser's offline mode leaves
// open) and new ones are refused until the journey restores it.
import net from 'node:net';
import { pairSockets } from './socket-pair';

export interface CuttableProxy {
  /** The proxy's address: open the page here. */
  url: string;
  cut(): void;
  restore(): void;
  close(): Promise<void>;
}

export async function cuttableProxy(target: string): Promise<CuttableProxy> {
  const { hostname, port } = new URL(target);
  const sockets = new Set<net.Socket>();
  let down = false;
  const server = net.createServer((client) => {
    if (down) {
      client.destroy();
      return;
    }
    const upstream = net.connect(Number(port), hostname);
    pairSockets(client, upstream, sockets);
    client.pipe(upstream).pipe(client);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port: proxyPort } = server.address() as net.AddressInfo;
  const cut = () => {
    down = true;
    for (const socket of sockets) socket.destroy();
  };
  return {
    url: `http://127.0.0.1:${proxyPort}`,
    cut,
    restore: () => {
      down = false;
    },
    close: () =>
      new Promise<void>((resolve) => {
        cut();
        server.close(() => resolve());
      }),
  };
}
