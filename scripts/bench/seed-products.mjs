// Extra published activities for the bench, made by the database itself (INSERT … SELECT over
// generate_series) rather than the app's per-product code: 100,000 take seconds, not hours.
// `db` is anything with `query(text, params) → { rows }`: a `pg` client or a PGlite instance.

/** Bench products are `BENCH-<n>`; how many exist is the marker a later run tops up from. */
export const BENCH_PREFIX = 'BENCH-'

// Words of the names per language: one product in eight is a fjord trip, as the search asks for "fjord".
const LANGUAGES = [
  {
    locale: 'en',
    config: 'english',
    kinds: ['Fjord', 'Glacier', 'Northern lights', 'Whale', 'Kayak', 'Husky', 'Mountain', 'Food'],
    nouns: ['safari', 'cruise', 'tour', 'walk', 'adventure', 'experience'],
    in: 'in',
    short: 'A small-group trip with a local guide, gear included.',
    long: 'Meet your guide, get the gear and set off on a day you will remember. Warm drinks, photos and stories of the place on the way; back where you started in the afternoon.',
  },
  {
    locale: 'no',
    config: 'norwegian',
    kinds: ['Fjord', 'Bre', 'Nordlys', 'Hval', 'Kajakk', 'Hundespann', 'Fjell', 'Mat'],
    nouns: ['safari', 'cruise', 'tur', 'vandring', 'eventyr', 'opplevelse'],
    in: 'i',
    short: 'En tur i liten gruppe med lokal guide, utstyr inkludert.',
    long: 'Møt guiden, få utstyret og dra ut på en dag du vil huske. Varm drikke, bilder og historier om stedet underveis; tilbake der du startet på ettermiddagen.',
  },
  {
    locale: 'de',
    config: 'german',
    kinds: ['Fjord', 'Gletscher', 'Polarlicht', 'Wal', 'Kajak', 'Husky', 'Berg', 'Genuss'],
    nouns: ['safari', 'kreuzfahrt', 'tour', 'wanderung', 'abenteuer', 'erlebnis'],
    in: 'in',
    short: 'Eine Tour in kleiner Gruppe mit einheimischem Guide, Ausrüstung inklusive.',
    long: 'Treffen Sie Ihren Guide, holen Sie die Ausrüstung und erleben Sie einen Tag, den Sie nicht vergessen. Warme Getränke, Fotos und Geschichten unterwegs; am Nachmittag zurück am Start.',
  },
]

/** Days from today on which every bench product departs: the bench books on days 30 and 40–42. */
const DEPARTURE_DAYS = [28, 44]
const SEATS = 30

const ids = async (db, text) => (await db.query(text)).rows.map((row) => row.id)

export async function benchProductCount(db) {
  const { rows } = await db.query(
    `select count(*)::int as n from service where product_code like '${BENCH_PREFIX}%'`,
  )
  return rows[0].n
}

/**
 * Publishes exactly `count` bench products: tops them up, or takes those above `count` off sale (they
 * may have bookings, so they stay). Returns how many were added.
 */
export async function seedProducts(db, count) {
  const have = await benchProductCount(db)
  await db.query(
    `update service set status = case when substr(product_code, ${BENCH_PREFIX.length + 1})::int <= $1 then 1 else 2 end
     where product_code like '${BENCH_PREFIX}%'
       and status <> case when substr(product_code, ${BENCH_PREFIX.length + 1})::int <= $1 then 1 else 2 end`,
    [count],
  )
  if (have >= count) {
    await analyze(db)
    return 0
  }
  const suppliers = await ids(db, 'select distinct supplier_user_id as id from service order by 1')
  const locations = await ids(db, 'select id from location order by id')
  // Leaf categories: a product sits under a subcategory, its parent counts it too.
  const categories = await ids(
    db,
    'select id from category c where not exists (select 1 from category k where k.parent_id = c.id) order by id',
  )
  const sites = await ids(db, 'select id from partner_site order by id')
  if (!suppliers.length || !locations.length || !categories.length || !sites.length)
    throw new Error(
      'Seed the demo first: the bench products take its suppliers, places, categories and sites.',
    )
  const { rows: top } = await db.query('select coalesce(max(id), 0) as id from service')
  const after = top[0].id
  const from = have + 1
  await db.query('begin')
  try {
    await db.query(
      `insert into service (supplier_user_id, service_type, product_type, status, is_private, product_code,
         location_id, address, lat, lng, currency_code, lowest_price, rating, review_count, duration_minutes, images)
       select ($1::int[])[1 + i % cardinality($1::int[])], 1, 1, 1, false, '${BENCH_PREFIX}' || i,
         l.id, 'Harbour ' || i, l.lat + ((i * 37) % 100 - 50) / 1000.0, l.lng + ((i * 53) % 100 - 50) / 1000.0,
         case l.country_code when 'NO' then 'NOK' when 'SE' then 'SEK' when 'DK' then 'DKK'
           when 'GB' then 'GBP' else 'EUR' end,
         round((200 + (i * 13) % 1800) * 0.6), 3 + (i * 7) % 20 / 10.0, (i * 11) % 500, 60 + (i % 8) * 30,
         coalesce((select images from service where jsonb_array_length(images) > 0 order by id limit 1), '[]')
       from generate_series($3::int, $4::int) as i
       join location l on l.id = ($2::int[])[1 + (i / 3) % cardinality($2::int[])]`,
      [suppliers, locations, from, count],
    )
    const fresh = `select s.id, substr(s.product_code, ${BENCH_PREFIX.length + 1})::int as i, s.location_id,
      s.duration_minutes, s.lowest_price from service s where s.id > ${after}`
    for (const language of LANGUAGES) {
      await db.query(
        `with texts as (
           select s.id, ($2::text[])[1 + s.i % 8] || ' ' || ($3::text[])[1 + (s.i / 8) % 6] || ' ' || $4::text || ' '
             || coalesce(l.name ->> $1::text, l.name ->> 'en') as name,
             coalesce(l.name ->> $1::text, l.name ->> 'en') as place, s.i
           from (${fresh}) s join location l on l.id = s.location_id)
         insert into service_translation (service_id, locale, name, short_description, description,
           meeting_point, highlights, search_vector)
         select id, $1::text, name, $5::text, $6::text, place, jsonb_build_array(name, $5::text),
           setweight(to_tsvector($7::regconfig, name), 'A') ||
           setweight(to_tsvector($7::regconfig, $5::text || ' ' || place), 'B') ||
           setweight(to_tsvector($7::regconfig, $6::text || ' ' || name || ' ' || $5::text), 'C')
         from texts`,
        [
          language.locale,
          language.kinds,
          language.nouns,
          language.in,
          language.short,
          language.long,
          language.config,
        ],
      )
    }
    await db.query(
      `insert into service_category (service_id, category_id)
       select distinct s.id, c from (${fresh}) s,
         unnest(array[($1::int[])[1 + s.i % cardinality($1::int[])],
           case when s.i % 3 = 0 then ($1::int[])[1 + (s.i * 7 + 3) % cardinality($1::int[])] end]) as c
       where c is not null`,
      [categories],
    )
    // Every product is in one partner site's catalogue, and every other one in the first site's too.
    await db.query(
      `insert into site_catalogue (site_id, service_id, position)
       select distinct on (site, s.id) site, s.id, 1000 + s.i from (${fresh}) s,
         unnest(array[($1::int[])[1 + s.i % cardinality($1::int[])],
           case when s.i % 2 = 0 then ($1::int[])[1] end]) as site
       where site is not null`,
      [sites],
    )
    await db.query(
      `insert into tour_option (service_id, name, position, duration_minutes, start_times)
       select id, '{"en":"Standard","no":"Standard","de":"Standard"}', 0, duration_minutes, array['10:00']
       from (${fresh}) s`,
    )
    const options = `select o.id, s.lowest_price from tour_option o join (${fresh}) s on s.id = o.service_id`
    await db.query(
      `insert into tour_ticket (option_id, guest_type, price, position)
       select id, 'Adult', round(lowest_price / 0.6), 0 from (${options}) o
       union all select id, 'Child', lowest_price, 1 from (${options}) o`,
    )
    await db.query(
      `insert into tour_slot (option_id, date, start_time, allotment)
       select o.id, current_date + d, '10:00', ${SEATS} from (${options}) o, generate_series($1::int, $2::int) d`,
      DEPARTURE_DAYS,
    )
    await db.query('commit')
  } catch (error) {
    await db.query('rollback')
    throw error
  }
  // Each statement above rebuilt the new products' documents again: compact them once, as they would
  // be on a server whose autovacuum has long caught up, not three times their size.
  await db.query('vacuum full search_document')
  await analyze(db)
  return count - have
}

/**
 * The planner must know the tables grew, as it would after autovacuum's next pass. PGlite has no
 * autovacuum: unanalysed search documents, or their GIN indexes' unmerged pending lists, make it read the
 * whole table (the same as the reindex job's `analyzeSearchDocuments`). Also after a run that only took
 * products off sale, as that changes the documents' statuses.
 */
async function analyze(db) {
  await db.query('vacuum analyze search_document')
  await db.query(
    `analyze service, service_translation, service_category, site_catalogue, tour_option, tour_ticket,
       tour_slot, category, location`,
  )
}
