// Server-supplied HTML (the static pages) keeps only plain text markup: no scripts, styles or handlers.
import sanitize from 'sanitize-html';

export function sanitizeHtml(html: string): string {
  return sanitize(html, {
    allowedTags: ['h2', 'h3', 'h4', 'p', 'br', 'ul', 'ol', 'li', 'strong', 'em', 'b', 'i', 'a'],
    allowedAttributes: { a: ['href'] },
    allowedSchemes: ['https', 'mailto', 'tel'],
    allowProtocolRelative: false,
  });
}
