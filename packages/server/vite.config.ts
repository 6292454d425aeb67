import { defineConfig } from 'vite'

/** Bundles the server with our own workspace packages; everything from node_modules stays external. */
export default defineConfig({
  build: {
    ssr: 'src/main.ts',
    outDir: 'dist',
    target: 'node20',
    sourcemap: true,
    emptyOutDir: true,
    rolldownOptions: { output: { entryFileNames: 'main.js' } },
  },
  ssr: { noExternal: [/^@jaunt\//] },
})
