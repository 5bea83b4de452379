// The two sockets of one connection through a proxy of our own (the journeys' cuttable proxy, the bench's
// slow link): each is kept in `open` while it lives, and either side failing ends both, as a broken link would.
import type net from 'node:net';

export function pairSockets(client: net.Socket, upstream: net.Socket, open: Set<net.Socket>): void {
  for (const socket of [client, upstream]) {
    open.add(socket);
    socket.on('close', () => open.delete(socket));
    socket.on('error', () => {
      client.destroy();
      upstream.destroy();
    });
  }
}
