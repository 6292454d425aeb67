import simpleRestProvider from 'ra-data-simple-rest'

// The back office's API base. Resources whose calls differ from the simple REST conventions
// (POST listings, data-tables) will wrap this provider per resource, not fork it.
export const ADMIN_API_BASE = '/core/v1'

export const dataProvider = simpleRestProvider(ADMIN_API_BASE)
