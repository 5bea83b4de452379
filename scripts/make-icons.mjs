#!/usr/bin/env node
// Makes the web app's PNG icons (manifest and Apple touch icon) from one SVG with sharp. Run once after
// changing the mark: `node scripts/make-icons.mjs`; the PNGs are committed under src/web/public/icons/
// so a build needs no image work (docs/decisions/0005-pwa-service-worker-and-icons.md).
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const outDir = path.join(root, 'src/web/public/icons');
const TEAL = '#0b5d63';
const SAFFRON = '#c25e00';

/** The mark: a white medical cross on teal with a saffron token dot. `inset` (0..1) shrinks the artwork
 *  into the maskable safe zone (the inner 80% circle); `rounded` draws rounded corners (the "any" icon). */
function svg(size, { inset = 0, rounded = true } = {}) {
  const scale = 1 - inset;
  const offset = (512 * inset) / 2;
  const corner = rounded ? 112 : 0;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 512 512">
  <rect width="512" height="512" rx="${corner}" fill="${TEAL}"/>
  <g transform="translate(${offset} ${offset}) scale(${scale})">
    <path d="M212 112h88v100h100v88H300v100h-88V300H112v-88h100z" fill="#fff"/>
    <circle cx="392" cy="392" r="44" fill="${SAFFRON}" stroke="#fff" stroke-width="14"/>
  </g>
</svg>`;
}

const icons = [
  { file: 'icon-192.png', size: 192, options: {} },
  { file: 'icon-512.png', size: 512, options: {} },
  { file: 'maskable-512.png', size: 512, options: { inset: 0.2, rounded: false } },
  { file: 'apple-touch-icon-180.png', size: 180, options: { inset: 0.1, rounded: false } },
];

fs.mkdirSync(outDir, { recursive: true });
for (const { file, size, options } of icons) {
  await sharp(Buffer.from(svg(size, options)))
    .resize(size, size)
    .png({ compressionLevel: 9, palette: true })
    .toFile(path.join(outDir, file));
  console.log(`${file} ${size}x${size}`);
}
fs.writeFileSync(path.join(outDir, 'icon.svg'), svg(512));
console.log('icon.svg');
