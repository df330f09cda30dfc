'use client';

import { keys } from '@/lib/resource/keys';
import { answers, type ShareLink } from '@/lib/records/account';
import { useChanges, useResource, type Notices } from '@/lib/resource/resource';
import { request } from '@/lib/http/request';
import type { ShareInput } from './inputs';

const NONE: ShareLink[] = [];

/**
 * A project's live share links, asked for only once `open` (the project list's first paint
 * needs none of them). Each change resolves with its outcome (the answer, or the refusal).
 */
export function useShareLinks(projectId: string, open: boolean, notices: Notices, noticeAt: string) {
  const key = keys.shareLinks(projectId);
  const { data, error, isLoading, mutate } = useResource(open ? key : null, answers.shareLinks);
  const { change, pending } = useChanges(data, mutate, NONE, notices);

  return {
    links: data,
    error,
    isLoading,
    retry: () => void mutate(),
    busy: pending.size > 0,
    create: (input: ShareInput, done: string) =>
      change({
        id: projectId,
        // The token is the cms's to choose: the link shows once it is made.
        optimistic: (list) => list,
        send: () => request(key, { method: 'POST', body: input, schema: answers.shareLink }),
        settle: (list, created) => [created, ...list.filter((l) => l.id !== created.id)],
        done,
        noticeAt,
      }),
    revoke: (id: string, done: string) =>
      change({
        id,
        optimistic: (list) => list.filter((l) => l.id !== id),
        send: () => request(keys.shareLink(id), { method: 'DELETE', schema: answers.shareLink }),
        settle: (list) => list.filter((l) => l.id !== id),
        done,
        noticeAt,
      }),
  };
}
