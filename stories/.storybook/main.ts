import { fileURLToPath } from 'node:url'
import type { StorybookConfig } from '@storybook/react-vite'

const config: StorybookConfig = {
  stories: [
    '../../packages/ui/src/**/*.stories.tsx',
    '../../widget/src/**/*.stories.tsx',
    '../**/*.stories.tsx',
  ],
  addons: ['@storybook/addon-a11y'],
  framework: {
    name: '@storybook/react-vite',
    options: { builder: { viteConfigPath: fileURLToPath(new URL('../vite.config.ts', import.meta.url)) } },
  },
  core: { disableTelemetry: true },
}

export default config
