import { useQueryClient } from '@tanstack/react-query'
import { useCallback } from 'react'
import { apiRequest, isApiError } from '#client/lib/api-client.ts'
import { leagueKeys } from '#client/lib/league-data/league-keys.ts'
import { CSV_TYPE, type ImportKind, type ImportReport, XLSX_TYPE } from '#domain/imports/import.schema.ts'

export type { ImportKind, ImportReport }

/** The file as the API takes it: its bytes with the type its name says (a browser's own type for .csv varies). */
export function importBlobOf(file: File): Blob {
  const type = /\.xlsx$/i.test(file.name) ? XLSX_TYPE : CSV_TYPE
  return new Blob([file], { type })
}

/** `{ report, isRefused }`: a 422 (rows with errors, nothing written) is an answer, not a failure. */
export async function sendImport({
  organizationId,
  kind,
  file,
  dryRun,
  lang,
  createTeams = false,
  acceptWarnings = false,
}: {
  organizationId: string
  kind: ImportKind
  file: File
  dryRun: boolean
  lang: string
  /** players: create the teams the file names and the league lacks (decision 0041) */
  createTeams?: boolean
  /** the columns left out were acknowledged (the server writes nothing otherwise) */
  acceptWarnings?: boolean
}): Promise<{ report: ImportReport; isRefused: boolean }> {
  try {
    const report = await apiRequest<ImportReport>(`/api/orgs/${organizationId}/imports/${kind}`, {
      method: 'POST',
      body: importBlobOf(file),
      query: {
        dryRun: dryRun ? 'true' : undefined,
        lang,
        createTeams: createTeams ? 'true' : undefined,
        acceptWarnings: acceptWarnings ? 'true' : undefined,
      },
    })
    return { report, isRefused: false }
  } catch (error) {
    if (isApiError(error) && error.status === 422 && error.problem && Array.isArray(error.problem.rows)) {
      return { report: error.problem as unknown as ImportReport, isRefused: true }
    }
    throw error
  }
}

export const templateHref = (organizationId: string, kind: ImportKind, format: 'csv' | 'xlsx', lang: string) =>
  `/api/orgs/${organizationId}/imports/${kind}/template.${format}?lang=${lang}`

/** After an import: the imported collection and the rosters (a players import joins teams) refetch. */
export function useInvalidateImported(organizationId: string) {
  const queryClient = useQueryClient()
  return useCallback(
    async (kind: ImportKind) => {
      await queryClient.invalidateQueries({ queryKey: leagueKeys.collection(organizationId, kind) })
      if (kind === 'players') {
        await queryClient.invalidateQueries({ queryKey: leagueKeys.collection(organizationId, 'teams') })
      }
    },
    [queryClient, organizationId],
  )
}
