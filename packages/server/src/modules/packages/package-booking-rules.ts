import { sql } from 'kysely'

/**
 * A package's start date can be booked now: it is after today in the package's place, the package's
 * last booking day has not passed there, and its minimum notice still fits before the date starts
 * (midnight, local time). Needs `package_slot as ps` and `location as l` (the package's place) in scope.
 */
export const packageDateOpen = sql<boolean>`(
  ps.date > (now() at time zone coalesce(l.time_zone, 'UTC'))::date
  and not exists (
    select 1 from package_site rules
    where rules.package_id = ps.package_id
      and (
        (rules.booking_cut_off is not null
          and (now() at time zone coalesce(l.time_zone, 'UTC'))::date > rules.booking_cut_off)
        or (ps.date::timestamp at time zone coalesce(l.time_zone, 'UTC'))
          - make_interval(hours => rules.min_notice_hours) <= now()
      )
  )
)`
