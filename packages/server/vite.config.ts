import { defineConfig } from 'vite'

/**
 * Bundles the server with our own workspace packages and the ES-module packages it loads at start:
 * Node resolved, read and compiled their hundreds of files one by one, a third of a start-up on
 * existing data (decisions: "Start-up ≤ 1 s"). CommonJS packages, and those with native code or
 * WebAssembly (PGlite, argon2), stay in node_modules.
 */
export default defineConfig({
  build: {
    ssr: 'src/main.ts',
    outDir: 'dist',
    target: 'node20',
    sourcemap: true,
    emptyOutDir: true,
    rolldownOptions: { output: { entryFileNames: 'main.js' } },
  },
  ssr: {
    noExternal: [
      /^@jaunt\//,
      'kysely',
      'zod',
      'hono',
      /^hono\//,
      /^@hono\//,
      /^@asteasolutions\//,
      'openapi3-ts',
      'jose',
      'libphonenumber-js',
      /^@lingui\//,
      'aws4fetch',
    ],
  },
})
