import { createContext, useContext } from 'react';
import type { Area } from './route-table';
import type { TextKey } from '../lib/text-key';

export interface RouteHandle {
  path: string;
  area: Area;
  titleKey: TextKey;
}

/** The shown route's handle (route-view.tsx); null for an unknown path. */
export const RouteHandleContext = createContext<RouteHandle | null>(null);

/** The route of the table being shown (title key, area, path). */
export function useRouteHandle(): RouteHandle | null {
  return useContext(RouteHandleContext);
}
