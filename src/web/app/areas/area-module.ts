import type { ComponentType } from 'react';

/** Loads one screen's code: each screen is its own chunk, fetched when its route is first opened. */
export type PageLoader = () => Promise<ComponentType>;

/** One lazily loaded role area: its layout and the page of each of its routes. */
export interface AreaModule {
  Layout: ComponentType;
  pages: Partial<Record<string, PageLoader>>;
}
