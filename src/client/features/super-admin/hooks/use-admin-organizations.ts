import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { useEffect, useState } from 'react'
import {
  type AdminOrganizationFilters,
  adminOrganizationKeys,
  findAdminOrganizations,
} from '../api/admin-organizations-api.ts'

export function useAdminOrganizations(filters: AdminOrganizationFilters) {
  return useQuery({
    queryKey: adminOrganizationKeys.list(filters),
    queryFn: ({ signal }) => findAdminOrganizations(filters, signal),
    select: (data) => data.items,
    placeholderData: keepPreviousData,
  })
}

/** The value, once it has stopped changing for `delay` ms (search as you type without a request per key). */
export function useDebouncedValue<T>(value: T, delay = 300): T {
  const [debounced, setDebounced] = useState(value)
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), delay)
    return () => clearTimeout(timer)
  }, [value, delay])
  return debounced
}
