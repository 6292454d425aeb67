import { useGetList } from 'react-admin'

const WHOLE_LIST = { pagination: { page: 1, perPage: 1000 }, sort: { field: 'name', order: 'ASC' } } as const

/** Every user with the Supplier role (GET /select/supplier), for the supplier input and filter. */
export function useSupplierChoices() {
  const { data, isPending } = useGetList<{ id: number; name: string; email: string }>('supplier', WHOLE_LIST)
  return { choices: data ?? [], isPending }
}
