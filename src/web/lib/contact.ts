// Links built from the help desk's configured details (get-contact-details): dialling, and the office on
// OpenStreetMap (no key needed; the page's CSP allows its frames).

/** tel: target of a number as people read it ("+91 90000 00000" -> "tel:+919000000000"). */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}

interface MapLocation {
  latitude: number;
  longitude: number;
}

/** An embeddable map around the office, with a marker on it. */
export function mapEmbedUrl({ latitude, longitude }: MapLocation): string {
  const box = [longitude - 0.02, latitude - 0.015, longitude + 0.02, latitude + 0.015]
    .map((n) => n.toFixed(4))
    .join(',');
  return `https://www.openstreetmap.org/export/embed.html?bbox=${encodeURIComponent(box)}&layer=mapnik&marker=${latitude},${longitude}`;
}

/** The office on openstreetmap.org, to open in a new tab. */
export function mapHref({ latitude, longitude }: MapLocation): string {
  return `https://www.openstreetmap.org/?mlat=${latitude}&mlon=${longitude}#map=15/${latitude}/${longitude}`;
}
