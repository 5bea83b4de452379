// The built page preloads its stylesheet instead of linking it (vite.config.ts, deferStylesheet), so the
// splash paints without waiting for it. This applies each preloaded stylesheet and resolves once they
// have loaded (or failed: the app then shows unstyled rather than not at all). In development Vite
// injects the styles itself and there is nothing to wait for.
export function applyPreloadedStyles(): Promise<void> {
  const preloaded = [...document.querySelectorAll<HTMLLinkElement>('link[rel="preload"][as="style"]')];
  return Promise.all(
    preloaded.map(
      (preload) =>
        new Promise<void>((resolve) => {
          const sheet = document.createElement('link');
          sheet.rel = 'stylesheet';
          sheet.href = preload.href;
          if (preload.crossOrigin !== null) sheet.crossOrigin = preload.crossOrigin;
          sheet.addEventListener('load', () => resolve(), { once: true });
          sheet.addEventListener('error', () => resolve(), { once: true });
          document.head.append(sheet);
        }),
    ),
  ).then(() => undefined);
}
