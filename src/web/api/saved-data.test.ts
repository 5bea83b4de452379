// A change of user empties the saved answers without leaving a screen's query stuck on its first load.
import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { keepOnlyAnswersOf } from './saved-data';

describe('keepOnlyAnswersOf', () => {
  it('asks again a query on screen whose first answer was still on its way, so it does not stay loading', async () => {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    let answer = 0;
    const observer = new QueryObserver(client, {
      queryKey: ['doctor-schedule', 1],
      queryFn: () => new Promise<number>((resolve) => setTimeout(() => resolve(++answer), 20)),
    });
    const unsubscribe = observer.subscribe(() => undefined);
    expect(observer.getCurrentResult().fetchStatus).toBe('fetching');

    keepOnlyAnswersOf(client, 7);

    await expect.poll(() => observer.getCurrentResult().status, { timeout: 1000 }).toBe('success');
    expect(observer.getCurrentResult().data).toBeGreaterThan(0);
    expect(client.getQueryCache().find({ queryKey: ['doctor-schedule', 1] })).toBe(observer.getCurrentQuery());
    unsubscribe();
  });

  it('drops the answers no screen shows', async () => {
    const client = new QueryClient();
    client.setQueryData(['patient-history', 3], ['a booking']);
    client.setQueryData(['current-user'], { id: 3 });

    keepOnlyAnswersOf(client, 8);

    expect(client.getQueryData(['patient-history', 3])).toBeUndefined();
    expect(client.getQueryData(['current-user'])).toEqual({ id: 3 });
  });
});
