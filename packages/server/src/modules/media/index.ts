import { createRoute, z } from '@hono/zod-openapi'
import { createRouter, errorResponses } from '../../lib/router.js'
import { notFound } from '../../lib/errors.js'
import { drawScene, parseSceneName } from './scene-image.js'

const scene = createRoute({
  method: 'get',
  path: '/media/scenes/{name}',
  tags: ['Media'],
  summary: 'A demo catalogue picture, drawn from its name (scene and four hex colours)',
  request: {
    params: z.object({
      name: z.string().regex(/^[a-z]+(-[0-9a-fA-F]{6}){4}\.svg$/, 'must be scene-c1-c2-c3-c4.svg'),
    }),
  },
  responses: {
    200: { content: { 'image/svg+xml': { schema: z.string() } }, description: 'The picture' },
    400: errorResponses[400],
    404: errorResponses[404],
  },
})

export const mediaRouter = createRouter().openapi(scene, (c) => {
  const spec = parseSceneName(c.req.valid('param').name.replace(/\.svg$/, ''))
  if (!spec) throw notFound()
  return c.body(drawScene(spec), 200, {
    'Content-Type': 'image/svg+xml',
    'Cache-Control': 'public, max-age=31536000, immutable',
  })
})
