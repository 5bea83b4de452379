// The shell's lookups other features read: the cities, the help desk's contact details, the charges and the
// lab test catalogue. Each changes seldom, so each is kept a while before it is asked again.
import { queryOptions } from '@tanstack/react-query';
import { call } from '../../../api/client';

export const citiesQuery = queryOptions({
  queryKey: ['cities'],
  queryFn: () => call('get-cities', {}),
  staleTime: 60 * 60 * 1000,
});

/** The help desk's phones, e-mails, address, chat link and map position (server configuration). */
export const contactDetailsQuery = queryOptions({
  queryKey: ['contact-details'],
  queryFn: () => call('get-contact-details', {}),
  staleTime: 60 * 60 * 1000,
});

/** The prices of a medicine delivery (normal and urgent) and of a booking outside the queue. */
export const updatedChargesQuery = queryOptions({
  queryKey: ['charges'],
  queryFn: () => call('get-updated-charges', {}),
  staleTime: 10 * 60 * 1000,
});

/** The lab test catalogue, test code -> name. A failed fetch is only logged and gives an empty list. */
export const medicalTestListQuery = queryOptions({
  queryKey: ['medical-test-list'],
  queryFn: async (): Promise<Record<string, string>> => {
    try {
      return await call('get-medical-test-list', {});
    } catch (error) {
      console.warn('get-medical-test-list failed', error);
      return {};
    }
  },
  staleTime: 60 * 60 * 1000,
});
