// Security headers on every answer. The CSP allows only our own scripts; the map frame is the one outside
// page the app embeds.
import type { FastifyInstance } from 'fastify';
import type { AppConfig } from '../config';

export function installSecurityHeaders(app: FastifyInstance, config: AppConfig): void {
  const csp = [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    "connect-src 'self'",
    'frame-src https://www.google.com https://maps.google.com https://www.openstreetmap.org',
    "worker-src 'self'",
    "manifest-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
  app.addHook('onSend', async (_request, reply) => {
    void reply.header('X-Content-Type-Options', 'nosniff');
    void reply.header('Referrer-Policy', 'same-origin');
    void reply.header('X-Frame-Options', 'DENY');
    void reply.header('Cross-Origin-Opener-Policy', 'same-origin');
    void reply.header('Permissions-Policy', 'camera=(self), geolocation=(self), microphone=()');
    if (!reply.hasHeader('Content-Security-Policy')) void reply.header('Content-Security-Policy', csp);
    if (config.secureCookies) void reply.header('Strict-Transport-Security', 'max-age=31536000; includeSubDomains');
  });
}
