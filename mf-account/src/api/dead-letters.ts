import { apiCalls, type DeadLetterList, type Topic } from '@shop/contracts';
import { callApi } from '@shop/state';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';

const deadLettersKey = ['orders', 'backoffice', 'dead-letters'] as const;

/** GET /orders/backoffice/dead-letters: every dead letter of the bus, newest first (operators only). */
export const deadLettersQuery = (topic: Topic | '') =>
  queryOptions({
    queryKey: [...deadLettersKey, topic],
    queryFn: ({ signal }): Promise<DeadLetterList> =>
      callApi(apiCalls.backofficeOps.deadLetters, { query: topic ? { topic } : {}, signal }),
    // A refusal (not an operator, session ended) is an answer, not a hiccup.
    retry: false,
  });

export type Replay = { kind: 'one'; id: string } | { kind: 'topic'; topic: Topic; group?: string };

/** Replays one dead letter or every waiting one of a topic; the list is read again after. */
export function useReplay() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (replay: Replay) =>
      replay.kind === 'one'
        ? callApi(apiCalls.backofficeOps.replayDeadLetter, { params: { id: replay.id } })
        : callApi(apiCalls.backofficeOps.replayDeadLetters, {
            body: { topic: replay.topic, ...(replay.group ? { group: replay.group } : {}) },
          }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: deadLettersKey }),
  });
}
