import { useQuery } from '@tanstack/react-query'
import { leagueKeys } from '#client/lib/league-data/league-keys.ts'
import { useDebouncedValue } from '#client/lib/use-debounced-value.ts'
import { fetchPlayerByDni } from '../api/players-api.ts'
import { looksLikeDni, normalizeDni } from '../lib/dni.ts'

/**
 * When `text` looks like a DNI: the player who has it (`GET players?dni=`), or null when nobody does. `dni` is the
 * normalized DNI looked up, or null while the text does not look like one.
 */
export function usePlayerByDni(organizationId: string, text: string) {
  const debounced = useDebouncedValue(text.trim(), 250)
  const dni = looksLikeDni(debounced) ? normalizeDni(debounced) : null
  const query = useQuery({
    queryKey: leagueKeys.playerByDni(organizationId, dni ?? ''),
    queryFn: ({ signal }) => fetchPlayerByDni(organizationId, dni ?? '', signal),
    enabled: dni !== null,
  })
  return { dni, player: dni ? (query.data ?? null) : null, isLoading: dni !== null && query.isPending, query }
}
