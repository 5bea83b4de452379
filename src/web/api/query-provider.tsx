// TanStack Query's provider, loaded with every area except home (router.tsx), so the /home download
// does not carry Query (docs/decisions/0002-in-house-translations.md).
import { PersistQueryClientProvider } from '@tanstack/react-query-persist-client';
import type { ComponentType } from 'react';
import { knownCurrentUser } from './current-user';
import { queryClient } from './query-client';
import { keepOnlyAnswersOf, persistOptions } from './saved-data';

const options = persistOptions();
/** Saved answers of another user (a session that ended without logout) are dropped once restored. */
const onRestored = () => {
  const known = knownCurrentUser();
  if (known) keepOnlyAnswersOf(queryClient, known.user?.id ?? null);
};

/** The area's layout inside the app's one QueryClient (one cache, shared by every area, kept on the device). */
export function withQueryClient(Layout: ComponentType): ComponentType {
  function AreaWithQueries() {
    return (
      <PersistQueryClientProvider client={queryClient} persistOptions={options} onSuccess={onRestored}>
        <Layout />
      </PersistQueryClientProvider>
    );
  }
  return AreaWithQueries;
}
