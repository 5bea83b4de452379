// What a route tells the hooks every request passes through about itself, in its Fastify route config: the
// request log, the request metrics and the overload gate read it, never the URL (which may carry a token,
// and whose variety is unbounded).
import type { FastifyRequest } from 'fastify';
import type { CallName } from '../../shared/contract/catalogue';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The catalogue call the route answers (calls.ts). */
    call?: CallName;
    /** A probe or the metrics (probes.ts): never shed, never CSRF-checked, not logged. */
    operational?: boolean;
    /** An event stream (event-streams.ts): its time is the stream's life, not an answer's. */
    stream?: boolean;
  }
}

/** The route's call, if it answers one. */
export function callOf(request: FastifyRequest): CallName | undefined {
  return request.routeOptions.config.call;
}

/** What the request log names a request by: its call, else its route's pattern, else 'other' (the app's pages). */
export function routeNameOf(request: FastifyRequest): string {
  return request.routeOptions.config.call ?? request.routeOptions.url ?? 'other';
}

/** Whether a request is for the web app itself, a page or one of its files: a GET outside the API and the uploads. */
export function isWebAppRequest(request: FastifyRequest): boolean {
  return request.method === 'GET' && !request.url.startsWith('/api/') && !request.url.startsWith('/files/');
}
