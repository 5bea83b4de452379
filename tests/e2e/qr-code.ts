// Reading a QR code the app shows (a token slip's status link, a fee's UPI link) as a phone's camera would:
// from a screenshot of its image.
import { expect, type Locator } from '@playwright/test';
import jsQR from 'jsqr';
import { PNG } from 'pngjs';

/** The text of the QR code an image shows, or undefined when none can be read. */
export async function readQrCode(image: Locator): Promise<string | undefined> {
  // Drawn first: until then the page holds the code's place with an empty box of the same name.
  await expect(image).toHaveAttribute('src', /^data:image\//);
  // Whole, clear of a page's fixed bars, as a camera would be held to it.
  await image.evaluate((element) => element.scrollIntoView({ block: 'center' }));
  const picture = PNG.sync.read(await image.screenshot());
  return jsQR(new Uint8ClampedArray(picture.data), picture.width, picture.height)?.data;
}
