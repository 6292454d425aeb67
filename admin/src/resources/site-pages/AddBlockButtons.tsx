import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Typography from '@mui/material/Typography'
import { createUsePuck, type Config } from '@puckeditor/core'
import { useLingui } from '@lingui/react/macro'

const usePuck = createUsePuck()

// Puck's zone of the page's top-level blocks.
const ROOT_ZONE = 'root:default-zone'

/** Adds a block at the end of the page with a press or a key, besides dragging one from the list, and selects it. */
export function AddBlockButtons({ config }: { config: Config }) {
  const { t } = useLingui()
  const dispatch = usePuck((puck) => puck.dispatch)
  const count = usePuck((puck) => puck.appState.data.content.length)
  return (
    <Box
      component="nav"
      aria-label={t`Add a block`}
      sx={{
        display: 'flex',
        gap: 1,
        flexWrap: 'wrap',
        alignItems: 'center',
        p: 1,
        borderBottom: 1,
        borderColor: 'divider',
      }}
    >
      <Typography variant="subtitle2">{t`Add a block`}</Typography>
      {Object.entries(config.components).map(([type, component]) => (
        <Button
          key={type}
          size="small"
          variant="outlined"
          onClick={() => {
            dispatch({
              type: 'insert',
              componentType: type,
              destinationIndex: count,
              destinationZone: ROOT_ZONE,
            })
            // The new block is selected, so its fields are there to fill in.
            dispatch({ type: 'setUi', ui: { itemSelector: { index: count, zone: ROOT_ZONE } } })
          }}
        >
          {component.label ?? type}
        </Button>
      ))}
    </Box>
  )
}
