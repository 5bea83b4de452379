// Opens a server-sent-events stream of a listening app (the app is made to listen on a free port first) and
// collects what arrives, for API tests of the live-event and board streams.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';

export interface OpenStream {
  response: http.IncomingMessage;
  /** Resolves once the text received so far holds `needle`; rejects after `ms`. */
  waitFor(needle: string, ms?: number): Promise<void>;
  text(): string;
  ended(): boolean;
}

export async function openEventStream(
  app: FastifyInstance,
  path: string,
  headers: Record<string, string> = {},
): Promise<OpenStream> {
  if (!app.server.listening) await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as AddressInfo;
  const response = await new Promise<http.IncomingMessage>((resolve, reject) => {
    http.get({ host: '127.0.0.1', port, path, headers }, resolve).on('error', reject);
  });
  let text = '';
  let ended = false;
  response.on('data', (chunk: Buffer) => (text += chunk.toString()));
  response.on('end', () => (ended = true));
  const waitFor = (needle: string, ms = 2000) =>
    new Promise<void>((resolve, reject) => {
      const started = Date.now();
      const check = setInterval(() => {
        if (text.includes(needle)) {
          clearInterval(check);
          resolve();
        } else if (Date.now() - started > ms) {
          clearInterval(check);
          reject(new Error(`no ${needle} within ${ms} ms; got ${text}`));
        }
      }, 20);
    });
  return { response, waitFor, text: () => text, ended: () => ended };
}
