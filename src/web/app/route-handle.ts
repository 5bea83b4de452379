import { useMatches } from 'react-router';
import type { Area } from './route-table';
import type { TextKey } from '../lib/text-key';

export interface RouteHandle {
  path: string;
  area: Area;
  titleKey: TextKey;
}

function isRouteHandle(value: unknown): value is RouteHandle {
  return typeof value === 'object' && value !== null && 'titleKey' in value;
}

/** The handle of the deepest matched route of the table (title key, area, path). */
export function useRouteHandle(): RouteHandle | null {
  const matches = useMatches();
  for (let i = matches.length - 1; i >= 0; i--) {
    const handle = matches[i]?.handle;
    if (isRouteHandle(handle)) return handle;
  }
  return null;
}
