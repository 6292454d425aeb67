import type { DB } from '../db/database.js'

interface DemoFeatureType {
  name: Record<string, string>
  /** Slugs of the demo's features (seed/data/taxonomy.json) this type groups. */
  features: string[]
}

const DEMO_FEATURE_TYPES: DemoFeatureType[] = [
  {
    name: {
      en: 'Facilities',
      no: 'Fasiliteter',
      sv: 'Faciliteter',
      da: 'Faciliteter',
      de: 'Ausstattung',
      fi: 'Palvelut',
    },
    features: [
      'free-wifi',
      'parking',
      'restaurant',
      'bar',
      'ev-charging',
      'ski-storage',
      'gym',
      'airport-shuttle',
    ],
  },
  {
    name: {
      en: 'Wellness',
      no: 'Velvære',
      sv: 'Välbefinnande',
      da: 'Velvære',
      de: 'Wellness',
      fi: 'Hyvinvointi',
    },
    features: ['sauna', 'spa'],
  },
  {
    name: { en: 'Stay', no: 'Opphold', sv: 'Vistelse', da: 'Ophold', de: 'Aufenthalt', fi: 'Majoitus' },
    features: ['breakfast', 'sea-view', 'pet-friendly', 'family-rooms'],
  },
  {
    name: {
      en: 'Activity',
      no: 'Aktivitet',
      sv: 'Aktivitet',
      da: 'Aktivitet',
      de: 'Aktivität',
      fi: 'Aktiviteetti',
    },
    features: ['equipment-included', 'hotel-pickup'],
  },
  {
    name: {
      en: 'Accessibility',
      no: 'Tilgjengelighet',
      sv: 'Tillgänglighet',
      da: 'Tilgængelighed',
      de: 'Barrierefreiheit',
      fi: 'Esteettömyys',
    },
    features: [],
  },
]

/** New features of the Accessibility type, so the demo shows a type with features of its own. */
const DEMO_ACCESSIBILITY_FEATURES = [
  {
    slug: 'step-free-access',
    icon: 'wheelchair',
    name: { en: 'Step-free access', no: 'Trinnfri adkomst', sv: 'Stegfri entré', de: 'Stufenloser Zugang' },
  },
  {
    slug: 'accessible-bathroom',
    icon: 'accessible',
    name: {
      en: 'Accessible bathroom',
      no: 'Tilrettelagt bad',
      sv: 'Tillgängligt badrum',
      de: 'Barrierefreies Bad',
    },
  },
]

/** The demo's feature types, each grouping some of the demo's features. */
export async function seedFeatureTypes(trx: DB) {
  for (const type of DEMO_FEATURE_TYPES) {
    const { id } = await trx
      .insertInto('feature_type')
      .values({ name: JSON.stringify(type.name) })
      .returning('id')
      .executeTakeFirstOrThrow()
    if (type.features.length)
      await trx
        .updateTable('feature')
        .set({ feature_type_id: id })
        .where('slug', 'in', type.features)
        .execute()
    if (type.name.en === 'Accessibility')
      await trx
        .insertInto('feature')
        .values(
          DEMO_ACCESSIBILITY_FEATURES.map((feature) => ({
            slug: feature.slug,
            icon: feature.icon,
            name: JSON.stringify(feature.name),
            feature_type_id: id,
          })),
        )
        .onConflict((oc) => oc.column('slug').doNothing())
        .execute()
  }
}
