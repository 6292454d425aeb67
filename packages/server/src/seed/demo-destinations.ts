import { localTextSchema } from '@jaunt/domain'
import { z } from 'zod'
import type { DB } from '../db/database.js'
import { parseSceneName } from '../modules/media/scene-image.js'
import { demoProductCodeSchema } from './catalogue/demo-data.js'
import destinations from './data/destinations.json' with { type: 'json' }
import { readDemoData } from './read-data.js'

/** A picture the media module draws: `/media/scenes/<scene>-<sky>-<horizon>-<land>-<accent>.svg`. */
export const sceneUrlSchema = z.string().refine(
  (url) => {
    const name = /^\/media\/scenes\/(.+)\.svg$/.exec(url)?.[1]
    return name !== undefined && parseSceneName(name) !== null
  },
  { message: 'Expected /media/scenes/<scene>-<four hex colours>.svg' },
)

/** The marketplace's demo destination boxes: a name in every language, a picture, the slider's products. */
export const demoDestinationsSchema = z.array(
  z.strictObject({
    slug: z.string().min(1),
    name: localTextSchema,
    image: sceneUrlSchema,
    products: z.array(demoProductCodeSchema),
  }),
)

export const DEMO_DESTINATIONS = readDemoData('destinations.json', demoDestinationsSchema, destinations)

export const demoDestinationSlugSchema = z
  .string()
  .refine((slug) => DEMO_DESTINATIONS.some((box) => box.slug === slug), {
    message: 'Expected the slug of a destination in seed/data/destinations.json',
  })

/** Stores the demo boxes; answers each box's id by slug for the demo pages. */
export async function seedDestinationBoxes(trx: DB, serviceIds: Map<string, number>) {
  const boxIds = new Map<string, number>()
  for (const box of DEMO_DESTINATIONS) {
    const { id } = await trx
      .insertInto('destination_box')
      .values({ slug: box.slug, name: JSON.stringify(box.name), image_url: box.image })
      .returning('id')
      .executeTakeFirstOrThrow()
    const items = box.products.flatMap((code) => serviceIds.get(code) ?? [])
    await trx
      .insertInto('destination_box_service')
      .values(items.map((service_id, position) => ({ box_id: id, service_id, position })))
      .execute()
    boxIds.set(box.slug, id)
  }
  return boxIds
}
