import ChevronRight from '@mui/icons-material/ChevronRight'
import ExpandMore from '@mui/icons-material/ExpandMore'
import Box from '@mui/material/Box'
import IconButton from '@mui/material/IconButton'
import Table from '@mui/material/Table'
import TableBody from '@mui/material/TableBody'
import TableCell from '@mui/material/TableCell'
import TableHead from '@mui/material/TableHead'
import TableRow from '@mui/material/TableRow'
import { useLingui } from '@lingui/react/macro'
import type { CategoryAdminRecord } from '@jaunt/domain'
import { useState, type ReactNode } from 'react'
import { useCreatePath, useListContext, useResourceContext } from 'react-admin'
import { useNavigate } from 'react-router-dom'
import { useLocalName } from '../tours/useLocalName'

export interface TreeColumn {
  label: string
  render: (category: CategoryAdminRecord) => ReactNode
}

/** The rows left when the collapsed categories hide what is under them (the list is in tree order). */
function visibleRows(rows: readonly CategoryAdminRecord[], collapsed: ReadonlySet<number>) {
  const shown: CategoryAdminRecord[] = []
  let hiddenBelow: number | null = null
  for (const row of rows) {
    if (hiddenBelow !== null && row.depth > hiddenBelow) continue
    hiddenBelow = collapsed.has(row.id) ? row.depth : null
    shown.push(row)
  }
  return shown
}

/** The list's categories as an indented tree; a category with subcategories opens and closes. */
export function CategoryTreeTable({ columns }: { columns: TreeColumn[] }) {
  const { t } = useLingui()
  const localName = useLocalName()
  const { data = [], isPending } = useListContext<CategoryAdminRecord>()
  const resource = useResourceContext()!
  const createPath = useCreatePath()
  const navigate = useNavigate()
  const [collapsed, setCollapsed] = useState<ReadonlySet<number>>(new Set())
  const toggle = (id: number) =>
    setCollapsed((now) => {
      const next = new Set(now)
      if (!next.delete(id)) next.add(id)
      return next
    })
  if (isPending) return null
  return (
    <Table size="small" aria-label={t`Category tree`}>
      <TableHead>
        <TableRow>
          <TableCell>{t`Name`}</TableCell>
          {columns.map((column) => (
            <TableCell key={column.label}>{column.label}</TableCell>
          ))}
        </TableRow>
      </TableHead>
      <TableBody>
        {visibleRows(data, collapsed).map((category) => {
          const name = localName(category.name)
          const open = !collapsed.has(category.id)
          return (
            <TableRow
              key={category.id}
              hover
              sx={{ cursor: 'pointer' }}
              onClick={() => navigate(createPath({ resource, id: category.id, type: 'edit' }))}
            >
              <TableCell>
                <Box sx={{ display: 'flex', alignItems: 'center', pl: category.depth * 3 }}>
                  {category.children > 0 ? (
                    <IconButton
                      size="small"
                      aria-expanded={open}
                      aria-label={
                        open ? t`Hide the categories under ${name}` : t`Show the categories under ${name}`
                      }
                      onClick={(event) => {
                        event.stopPropagation()
                        toggle(category.id)
                      }}
                    >
                      {open ? <ExpandMore fontSize="small" /> : <ChevronRight fontSize="small" />}
                    </IconButton>
                  ) : (
                    <Box sx={{ width: 34 }} />
                  )}
                  {name}
                </Box>
              </TableCell>
              {columns.map((column) => (
                <TableCell key={column.label}>{column.render(category)}</TableCell>
              ))}
            </TableRow>
          )
        })}
      </TableBody>
    </Table>
  )
}
