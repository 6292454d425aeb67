import config from './lingui.config'

// `lingui compile` with this config writes only the mail catalog's .ts: the server imports it, also
// when it runs under tsx (dev, seed), which has no Vite plugin to compile a .po.
export default { ...config, catalogs: config.catalogs?.filter((catalog) => catalog.path.endsWith('/mail')) }
