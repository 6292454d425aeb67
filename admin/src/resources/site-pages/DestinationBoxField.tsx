import MenuItem from '@mui/material/MenuItem'
import TextField from '@mui/material/TextField'
import { useGetList } from 'react-admin'

interface BoxChoice {
  id: number
  name: string
}

/** The marketplace's destination boxes by name (the admin keeps them; `destination-choice`). */
export function useDestinationBoxes() {
  const { data } = useGetList<BoxChoice>('destination-choice', {
    pagination: { page: 1, perPage: 500 },
    sort: { field: 'name', order: 'ASC' },
  })
  return data ?? []
}

/** The destination slider's box, chosen by name. */
export function DestinationBoxField({
  label,
  value,
  onChange,
}: {
  label: string
  value: number
  onChange: (id: number) => void
}) {
  const boxes = useDestinationBoxes()
  return (
    <TextField
      select
      size="small"
      fullWidth
      label={label}
      value={boxes.some((box) => box.id === value) ? value : ''}
      onChange={(event) => onChange(Number(event.target.value))}
    >
      {boxes.map((box) => (
        <MenuItem key={box.id} value={box.id}>
          {box.name}
        </MenuItem>
      ))}
    </TextField>
  )
}

/** The slider in the canvas: the box's name, its products drawn by the site. */
export function DestinationSliderPreview({
  boxId,
  label,
}: {
  boxId: number
  label: (name: string) => string
}) {
  const box = useDestinationBoxes().find((candidate) => candidate.id === boxId)
  return <>{label(box?.name ?? `#${boxId}`)}</>
}
