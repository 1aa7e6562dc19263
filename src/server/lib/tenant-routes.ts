/** OpenAPI pieces the league collections' routes share (seasons, tournaments, teams, players, locations). */
import { z } from 'zod'
import { idParam, OrgParamsSchema, ProblemSchema } from './openapi.ts'

export const EntityParamsSchema = OrgParamsSchema.extend({ id: idParam })

/** 409 on an update: STALE_VERSION carries `current`, the entity as it is now. */
export function conflictResponse<T extends z.ZodType>(current: T) {
  return {
    description: 'STALE_VERSION (with `current`, the entity as it is now) or another conflict',
    content: { 'application/problem+json': { schema: ProblemSchema.extend({ current: current.optional() }) } },
  }
}

/**
 * Multipart field `file`; its presence, size and type are checked by readImageUpload (`validation.file_required`),
 * its content by putImage (`validation.image_unreadable`, `validation.image_dimensions`).
 */
export const imageUploadRequest = {
  body: {
    content: {
      'multipart/form-data': {
        schema: z.object({ file: z.any().optional().describe('a JPEG, PNG or WebP image, at most 5 MB') }),
      },
    },
  },
}

const problemContent = { 'application/problem+json': { schema: ProblemSchema } }

export const uploadErrorResponses = {
  413: { description: 'Larger than 5 MB', content: problemContent },
  415: { description: 'Not a JPEG, PNG or WebP image (checked by content)', content: problemContent },
  502: { description: 'STORAGE_UNAVAILABLE: the file store (S3 bucket) failed; logged', content: problemContent },
} as const
