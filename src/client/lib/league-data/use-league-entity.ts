import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { errorMessage } from '#client/lib/error-message.ts'
import { dependentsOf } from '#client/lib/live/live-events.ts'
import { useSubmissionKeys } from '#client/lib/submission-key.ts'
import { useToast } from '#client/lib/toasts/use-toast.ts'
import {
  type Collection,
  createEntity,
  deleteEntity,
  type EntityMeta,
  entityQueryOptions,
  patchEntity,
  restoreEntity,
} from './league-api.ts'
import { leagueKeys } from './league-keys.ts'

/** One entity (also a deleted one); kept up to date by live events (lib/live). Not fetched while `enabled` is false. */
export function useLeagueEntity<E>(
  organizationId: string,
  collection: Collection,
  id: string,
  { enabled = true }: { enabled?: boolean } = {},
) {
  return useQuery({ ...entityQueryOptions<E>(organizationId, collection, id), enabled })
}

/**
 * Writes to a collection. After each, the collection and the ones showing its names are refetched (live events do
 * it too, but a page must not depend on the stream being up), and the saved entity goes straight into the cache.
 */
export function useLeagueWrites<E extends EntityMeta>(organizationId: string, collection: Collection) {
  const queryClient = useQueryClient()
  const submissions = useSubmissionKeys()
  const toast = useToast()
  const { t } = useTranslation()

  const refresh = () =>
    Promise.all(
      dependentsOf(collection).map((each) =>
        queryClient.invalidateQueries({ queryKey: leagueKeys.collection(organizationId, each) }),
      ),
    )
  const remember = (entity: E) => {
    queryClient.setQueryData(leagueKeys.detail(organizationId, collection, entity.id), entity)
    return entity
  }

  return {
    refresh,
    remember,
    create: useMutation({
      // one Idempotency-Key per submission, reused by a retry of the same form (decision 0033)
      mutationFn: (body: unknown) => createEntity<E>(organizationId, collection, body, submissions.keyFor(body)),
      onSuccess: (entity, body) => {
        submissions.done(body)
        remember(entity)
        void refresh()
      },
    }),
    /** Resolves with the saved entity; a stale version rejects with StaleVersionError (use-versioned-form.ts). */
    update: async (id: string, body: { version: number } & Record<string, unknown>) => {
      const saved = await patchEntity<E>(organizationId, collection, id, body)
      remember(saved)
      void refresh()
      return saved
    },
    remove: useMutation({
      mutationFn: (id: string) => deleteEntity(organizationId, collection, id),
      onError: (error) => toast.error(errorMessage(t, error)),
      onSettled: () => refresh(),
    }),
    restore: useMutation({
      mutationFn: (id: string) => restoreEntity<E>(organizationId, collection, id),
      onSuccess: (entity) => {
        remember(entity)
        toast.success(t('lists.restored'))
      },
      onError: (error) => toast.error(errorMessage(t, error)),
      onSettled: () => refresh(),
    }),
  }
}
