/** The path parameters of an organization's path, and of one of its things (`{orgId}` and `{id}`). */
export const inOrg = (orgId: string) => ({ params: { path: { orgId } } })
export const inEntity = (orgId: string, id: string) => ({ params: { path: { orgId, id } } })
export const inTournament = inEntity
