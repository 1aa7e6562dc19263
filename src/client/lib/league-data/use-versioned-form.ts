import { useCallback, useEffect, useRef, useState } from 'react'
import { type DefaultValues, type FieldValues, type Resolver, useForm, useWatch } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { errorMessage } from '#client/lib/error-message.ts'
import { applyInvalidParams } from '#client/lib/form-errors.ts'
import { isStaleVersionError } from './league-api.ts'
import { compareFields, differsIn, type FieldComparison, mergeOnTop, type Values } from './merge.ts'

export type ConflictSource = 'save' | 'live'

export interface Conflict<E> {
  /** the entity as saved now */
  current: E
  /** `save`: the server refused a stale save (409); `live`: it changed underneath the edited form */
  source: ConflictSource
}

/**
 * An edit form that sends the version it was based on and never overwrites anyone silently:
 *
 * - The entity changes (live update, refetch) while the form is untouched: the form shows the new values.
 * - It changes while the user is typing, in fields they did not touch: those take the new values, theirs stay.
 * - It changes in a field both changed, or a save is refused as stale (409 with `current`): `conflict` is set; the
 *   page shows the saved values next to the typed ones (which stay), and the user applies theirs on top of the new
 *   version (`keepMine`: saves at once after a 409) or discards them (`discardMine`).
 */
export function useVersionedForm<V extends FieldValues, E extends { version: number }>({
  entity,
  toValues,
  fields,
  resolver,
  save,
  onSaved,
  onStale,
  invalidParamAliases,
}: {
  entity: E
  toValues: (entity: E) => V
  /** dotted paths of the form values compared between versions (and server field names for invalidParams) */
  fields: readonly string[]
  resolver: Resolver<V>
  /** sends the change based on `version`; resolves with the saved entity */
  save: (values: V, version: number) => Promise<E>
  onSaved?: (entity: E) => void
  /** a 409 brought the current entity: e.g. put it in the query cache */
  onStale?: (current: E) => void
  /** server field names that differ from the form's (`settings.teamSize` → `teamSize`) */
  invalidParamAliases?: Record<string, string>
}) {
  const { t } = useTranslation()
  const form = useForm<V>({ resolver, defaultValues: toValues(entity) as DefaultValues<V> })
  const [base, setBase] = useState(() => ({ version: entity.version, values: toValues(entity) }))
  const [conflict, setConflict] = useState<Conflict<E> | null>(null)
  const [formError, setFormError] = useState<string | null>(null)
  const [wasMerged, setWasMerged] = useState(false)
  const [isSaving, setIsSaving] = useState(false)
  const mine = useWatch({ control: form.control }) as V
  const isDirty = form.formState.isDirty

  const latest = useRef({ toValues, fields, save, onSaved, onStale, base, isDirty, conflict, invalidParamAliases })
  latest.current = { toValues, fields, save, onSaved, onStale, base, isDirty, conflict, invalidParamAliases }

  /** Makes `current` the version the form is based on, keeping the fields the user changed. */
  const rebase = useCallback(
    (current: E) => {
      const { toValues: valuesOf, fields: paths, base: loaded } = latest.current
      const theirs = valuesOf(current)
      const merged = mergeOnTop(paths, loaded.values as Values, form.getValues() as Values, theirs as Values) as V
      form.reset(theirs)
      form.reset(merged, { keepDefaultValues: true })
      setBase({ version: current.version, values: theirs })
      return merged
    },
    [form],
  )

  const applySaved = useCallback(
    (saved: E) => {
      const values = latest.current.toValues(saved)
      form.reset(values)
      setBase({ version: saved.version, values })
      setConflict(null)
      setWasMerged(false)
      latest.current.onSaved?.(saved)
    },
    [form],
  )

  // A newer version arrived (another user, a refetch, our own picture upload).
  useEffect(() => {
    const { toValues: valuesOf, fields: paths, base: loaded, isDirty: isEdited } = latest.current
    if (entity.version <= loaded.version) return
    const theirs = valuesOf(entity)
    if (!isEdited) {
      form.reset(theirs)
      setBase({ version: entity.version, values: theirs })
      setConflict(null)
      return
    }
    if (!differsIn(paths, loaded.values as Values, theirs as Values)) {
      // Only something outside the form changed (a picture): nothing to compare.
      setBase((previous) => ({ ...previous, version: entity.version }))
      return
    }
    const comparisons = compareFields(paths, loaded.values as Values, form.getValues() as Values, theirs as Values)
    const open = latest.current.conflict
    if (open || comparisons.some((comparison) => comparison.isConflict)) {
      setConflict({ current: entity, source: open?.source ?? 'live' })
    } else {
      rebase(entity)
      setWasMerged(true)
    }
  }, [entity, form, rebase])

  const send = useCallback(
    async (values: V, version: number) => {
      setFormError(null)
      setIsSaving(true)
      try {
        applySaved(await latest.current.save(values, version))
      } catch (error) {
        if (isStaleVersionError<E>(error)) {
          setConflict({ current: error.current, source: 'save' })
          latest.current.onStale?.(error.current)
        } else if (
          !applyInvalidParams(error, form.setError, latest.current.fields, latest.current.invalidParamAliases)
        ) {
          setFormError(errorMessage(t, error))
        }
      } finally {
        setIsSaving(false)
      }
    },
    [applySaved, form, t],
  )

  const submit = form.handleSubmit((values) => send(values, latest.current.base.version))

  /** Applies the typed changes on top of the saved version; after a refused save, saves them at once. */
  const keepMine = useCallback(async () => {
    if (!conflict) return
    const merged = rebase(conflict.current)
    setConflict(null)
    if (conflict.source === 'save' && (await form.trigger())) await send(merged, conflict.current.version)
  }, [conflict, form, rebase, send])

  /** Drops the typed changes: the form shows the saved version. */
  const discardMine = useCallback(() => {
    if (!conflict) return
    const theirs = latest.current.toValues(conflict.current)
    form.reset(theirs)
    setBase({ version: conflict.current.version, values: theirs })
    setConflict(null)
    setFormError(null)
  }, [conflict, form])

  const comparisons: FieldComparison[] = conflict
    ? compareFields(fields, base.values as Values, mine as Values, toValues(conflict.current) as Values)
    : []

  return {
    form,
    submit,
    isSaving: isSaving || form.formState.isSubmitting,
    isDirty,
    baseVersion: base.version,
    formError,
    conflict,
    comparisons,
    keepMine,
    discardMine,
    /** the form took someone else's changes in fields the user had not touched */
    wasMerged,
    dismissMerged: () => setWasMerged(false),
    reset: () => {
      form.reset(base.values)
      setFormError(null)
    },
  }
}

export type VersionedForm<V extends FieldValues, E extends { version: number }> = ReturnType<
  typeof useVersionedForm<V, E>
>
