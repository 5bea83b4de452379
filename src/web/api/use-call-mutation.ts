// One write to the server as a TanStack mutation: the call, typed from the catalogue, and the queries it
// makes stale. Each feature names its writes beside its queries (features/<area>/<area>-queries.ts), so "what
// does this write change on screen?" has one answer per write.
import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';
import type { CallName, RequestOf } from '../../shared/contract/catalogue';
import { callWithMessage, type CallAnswer } from './client';

export interface CallVariables<N extends CallName> {
  request: RequestOf<N>;
  /** Sent as Idempotency-Key: a retried submit with the same key creates nothing new. */
  idempotencyKey?: string;
}

export interface CallMutationOptions<N extends CallName> {
  /**
   * The queries the write changes. They are refreshed once the server has answered, yes or no: a refusal
   * (a full slot, a state already changed elsewhere) means the screen's copy was stale too.
   */
  invalidates?: readonly QueryKey[];
  /**
   * The answer is handed on as soon as it comes, and those queries refresh behind it. Without it the write
   * settles only once they are fresh again, which a screen that goes on from them needs; a screen that shows
   * the answer itself (the token just given) should not wait a slow network's round trips for lists.
   */
  answerBeforeRefresh?: boolean;
  /** Puts the answer into the cache at once (the signed-in user, a saved record) before the screen moves on. */
  onSuccess?: (answer: CallAnswer<N>) => unknown;
}

export function useCallMutation<N extends CallName>(
  name: N,
  { invalidates = [], answerBeforeRefresh = false, onSuccess }: CallMutationOptions<N> = {},
) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ request, idempotencyKey }: CallVariables<N>) => callWithMessage(name, request, { idempotencyKey }),
    onSuccess: (answer) => onSuccess?.(answer),
    onSettled: () => {
      const refreshed = Promise.all(invalidates.map((queryKey) => client.invalidateQueries({ queryKey })));
      // Returned, the mutation settles only when the changed lists are fresh again.
      return answerBeforeRefresh ? undefined : refreshed;
    },
  });
}

export type CallMutation<N extends CallName> = ReturnType<typeof useCallMutation<N>>;
