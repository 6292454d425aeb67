import type { DB } from '../db/database.js'
import { sceneUrl } from '../modules/media/scene-image.js'

/** The marketplace's demo destination boxes: a name in every language, a picture, the slider's products. */
const BOXES = [
  {
    slug: 'fjord-norway',
    name: {
      en: 'Fjord Norway',
      no: 'Fjord-Norge',
      sv: 'Fjordnorge',
      da: 'Fjordnorge',
      de: 'Fjord-Norwegen',
      fi: 'Vuonojen Norja',
      fr: 'La Norvège des fjords',
      es: 'Noruega de los fiordos',
      it: 'Norvegia dei fiordi',
      nl: 'Fjord-Noorwegen',
      ru: 'Норвегия фьордов',
      bg: 'Норвегия на фиордите',
      hi: 'फ़्योर्ड नॉर्वे',
      gu: 'ફ્યોર્ડ નોર્વે',
    },
    image: sceneUrl({ scene: 'fjord', palette: ['#7FB3D5', '#D6EAF8', '#1E5631', '#F4D03F'] }),
    codes: ['ACT-FLAM-CRUISE', 'ACT-GEIR-RIB', 'ACT-FLAM-KAYAK', 'ACT-GEIR-HIKE', 'REN-FLAM-EBIKE'],
  },
  {
    slug: 'tromso',
    name: {
      en: 'Tromsø',
      no: 'Tromsø',
      sv: 'Tromsø',
      da: 'Tromsø',
      de: 'Tromsø',
      fi: 'Tromssa',
      fr: 'Tromsø',
      es: 'Tromsø',
      it: 'Tromsø',
      nl: 'Tromsø',
      ru: 'Тромсё',
      bg: 'Тромсьо',
      hi: 'ट्रॉम्सो',
      gu: 'ટ્રોમ્સો',
    },
    image: sceneUrl({ scene: 'aurora', palette: ['#0B1D3A', '#1E3A5F', '#16302B', '#5EEAD4'] }),
    codes: ['ACT-TROMSO-AURORA', 'ACT-TROMSO-SLED', 'ACT-TROMSO-WHALE', 'ATT-TROMSO-CABLECAR'],
  },
  {
    slug: 'lofoten',
    name: {
      en: 'Lofoten',
      no: 'Lofoten',
      sv: 'Lofoten',
      da: 'Lofoten',
      de: 'Lofoten',
      fi: 'Lofootit',
      fr: 'Les Lofoten',
      es: 'Lofoten',
      it: 'Isole Lofoten',
      nl: 'Lofoten',
      ru: 'Лофотены',
      bg: 'Лофотен',
      hi: 'लोफ़ोटेन',
      gu: 'લોફોટેન',
    },
    image: sceneUrl({ scene: 'mountain', palette: ['#9CC3DF', '#E3EEF5', '#3F6B47', '#F2F2F2'] }),
    codes: ['ACT-LOFOTEN-HIKE', 'ACT-LOFOTEN-RIB', 'REN-LOFOTEN-KAYAK'],
  },
] as const

/** Stores the demo boxes; answers each box's id by slug for the demo pages. */
export async function seedDestinationBoxes(trx: DB, serviceIds: Map<string, number>) {
  const boxIds = new Map<string, number>()
  for (const box of BOXES) {
    const { id } = await trx
      .insertInto('destination_box')
      .values({ slug: box.slug, name: JSON.stringify(box.name), image_url: box.image })
      .returning('id')
      .executeTakeFirstOrThrow()
    const items = box.codes.flatMap((code) => serviceIds.get(code) ?? [])
    await trx
      .insertInto('destination_box_service')
      .values(items.map((service_id, position) => ({ box_id: id, service_id, position })))
      .execute()
    boxIds.set(box.slug, id)
  }
  return boxIds
}
