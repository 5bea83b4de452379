// Security headers on every answer: exactly these, written once at start and set on each reply as they are
// (building them per request cost about a twentieth of a call). The CSP allows only our own scripts (the page's
// inline start script by its hash, which the page gives: server/web-page.ts); the map
// frame is the one outside page the app embeds. An API answer is JSON and never a document, so it carries
// only what keeps it from being framed or sniffed, about 450 bytes fewer on every call (decision 0032). An answer that
// sets its own CSP keeps it (the files route's
// sandbox): a reply's own header is set after this hook's. HSTS only when the app is served over HTTPS.
// The event streams write their own headers on the raw response (event-streams.ts), so these never reach them.
import type { FastifyInstance } from 'fastify';
import type { AppConfig } from '../config';

const CONTENT_SECURITY_POLICY = {
  'default-src': ["'self'"],
  'script-src': ["'self'"],
  'style-src': ["'self'", "'unsafe-inline'"],
  'img-src': ["'self'", 'data:', 'blob:'],
  'font-src': ["'self'", 'data:'],
  'connect-src': ["'self'"],
  'frame-src': ['https://www.google.com', 'https://maps.google.com', 'https://www.openstreetmap.org'],
  'worker-src': ["'self'"],
  'manifest-src': ["'self'"],
  'object-src': ["'none'"],
  'base-uri': ["'self'"],
  'form-action': ["'self'"],
  'frame-ancestors': ["'none'"],
};

function securityHeaders(config: AppConfig, inlineScripts: readonly string[]): Record<string, string> {
  const policy = {
    ...CONTENT_SECURITY_POLICY,
    'script-src': [...CONTENT_SECURITY_POLICY['script-src'], ...inlineScripts],
  };
  return {
    'Content-Security-Policy': Object.entries(policy)
      .map(([directive, sources]) => `${directive} ${sources.join(' ')}`)
      .join(';'),
    'Cross-Origin-Opener-Policy': 'same-origin',
    'Referrer-Policy': 'same-origin',
    'X-Content-Type-Options': 'nosniff',
    'X-Frame-Options': 'DENY',
    'Permissions-Policy': 'camera=(self), geolocation=(self), microphone=()',
    ...(config.secureCookies ? { 'Strict-Transport-Security': 'max-age=31536000; includeSubDomains' } : {}),
  };
}

/** An API answer is JSON, never a document: what keeps it from being framed or sniffed is all it needs. */
function apiHeaders(config: AppConfig): Record<string, string> {
  return {
    'Content-Security-Policy': "default-src 'none'; frame-ancestors 'none'",
    'X-Content-Type-Options': 'nosniff',
    'X-Frame-Options': 'DENY',
    ...(config.secureCookies ? { 'Strict-Transport-Security': 'max-age=31536000; includeSubDomains' } : {}),
  };
}

/** `inlineScripts`: the CSP sources ('sha256-…') of the page's inline scripts. */
export function installSecurityHeaders(
  app: FastifyInstance,
  config: AppConfig,
  inlineScripts: readonly string[] = [],
): void {
  const headers = securityHeaders(config, inlineScripts);
  const api = apiHeaders(config);
  app.addHook('onRequest', (request, reply, done) => {
    void reply.headers(request.url.startsWith('/api/') ? api : headers);
    done();
  });
}
