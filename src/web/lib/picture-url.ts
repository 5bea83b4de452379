// A stored picture's address: results carry either the served URL (/files/...) or the stored name.
export function pictureUrl(image: string | null | undefined): string | null {
  if (!image) return null;
  if (image.startsWith('/') || /^https?:\/\//.test(image) || image.startsWith('blob:')) return image;
  return `/files/${image}`;
}
