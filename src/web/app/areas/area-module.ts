import type { ComponentType } from 'react';
import type { SessionUser } from '../../../shared/contract/users';

/** Loads one screen's code: each screen is its own chunk, fetched when its route is first opened. */
export type PageLoader = () => Promise<ComponentType>;

/**
 * Starts the data a screen opens with (a prefetch of the very query options the screen reads) once its route
 * is chosen and its guard has passed, beside its code, instead of once the screen has drawn: on a slow phone
 * the drawing and the round trip then overlap. The route's query (`search`) and the signed-in user are given.
 */
export type DataStarter = (route: { search: URLSearchParams; user: SessionUser }) => void;

/** One lazily loaded role area: its layout, the page of each of its routes and the data some of them start. */
export interface AreaModule {
  Layout: ComponentType;
  pages: Partial<Record<string, PageLoader>>;
  dataStarters?: Partial<Record<string, DataStarter>>;
}
