// Contact values the spec leaves out (help phone, chat link): configuration with demo values, never
// hard-coded in components (docs/architecture.md "Look and feel"). Replace them for a real deployment.
export const CONTACT = {
  /** The help line, as dialled from India. */
  phone: '+91 90000 00000',
  /** tel: target of the help line. */
  phoneHref: 'tel:+919000000000',
  /** A messaging link (WhatsApp click-to-chat style). */
  chatHref: 'https://wa.me/919000000000',
  email: 'help@parchee.example',
  /** A second line and a second address, for doctors and hospitals (/contact-us-doc). */
  phone2: '+91 90000 00001',
  phone2Href: 'tel:+919000000001',
  email2: 'doctors@parchee.example',
  /** The postal address, one line per entry. */
  postalAddress: ['Parchee Health Services', 'Civil Lines, Deoria', 'Uttar Pradesh 274001', 'India'],
  /** An embeddable map of the office (OpenStreetMap export; no key needed) and a link to open it. */
  mapEmbedUrl: 'https://www.openstreetmap.org/export/embed.html?bbox=83.76%2C26.49%2C83.80%2C26.52&layer=mapnik&marker=26.5024%2C83.7791',
  mapHref: 'https://www.openstreetmap.org/?mlat=26.5024&mlon=83.7791#map=15/26.5024/83.7791',
} as const;
