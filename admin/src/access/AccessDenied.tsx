import Typography from '@mui/material/Typography'
import { Title } from 'react-admin'

/** The spec's /403 page, where route guards send a user who lacks a role or policy. */
export function AccessDenied() {
  return (
    <>
      <Title title="Access Denied" />
      <Typography variant="h5" component="h1" sx={{ mt: 4 }}>
        Access Denied
      </Typography>
    </>
  )
}
