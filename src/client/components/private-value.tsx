import type { ReactNode } from 'react'

/**
 * Marks a person's private data (DNI, e-mail, phone, birth date): the saved page snapshot keeps none of it
 * (lib/offline/page-snapshot.ts, decision 0033). Use it around the value, or put `data-private` on a field's root.
 */
export const PRIVATE_ATTRIBUTE = 'data-private'

export function PrivateValue({ children }: { children: ReactNode }) {
  return <span data-private="">{children}</span>
}

/** Parts joined with " · ", the private one marked; null when there are none. */
export function joinDetails(parts: readonly (string | null | undefined)[], privatePart: string | null): ReactNode {
  const shown = parts.filter(Boolean).join(' · ')
  if (!privatePart) return shown || null
  return (
    <>
      {shown ? `${shown} · ` : ''}
      <PrivateValue>{privatePart}</PrivateValue>
    </>
  )
}
