// TanStack Query's provider, loaded with every area except home (router.tsx), so the /home download
// does not carry Query (docs/decisions/0002-in-house-translations.md).
import { QueryClientProvider } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import { queryClient } from './queries';

/** The area's layout inside the app's one QueryClient (one cache, shared by every area). */
export function withQueryClient(Layout: ComponentType): ComponentType {
  function AreaWithQueries() {
    return (
      <QueryClientProvider client={queryClient}>
        <Layout />
      </QueryClientProvider>
    );
  }
  return AreaWithQueries;
}
