import { sql, type Kysely } from 'kysely'

/**
 * Voucher codes a supplier pre-loads per ticket, handed to booked tickets on confirmation, and the
 * mapping of an activity and its options to a channel manager's product and option codes.
 */
export async function up(db: Kysely<unknown>) {
  await sql`
    create table voucher_code (
      id serial primary key,
      ticket_id integer not null references tour_ticket(id) on delete cascade,
      code text not null check (length(code) between 1 and 64),
      valid_until date,
      reservation_id integer references reservation(id) on delete set null,
      created_at timestamptz not null default now(),
      unique (ticket_id, code)
    );
    create index voucher_code_unused on voucher_code (ticket_id, id) where reservation_id is null;
    create index voucher_code_reservation on voucher_code (reservation_id) where reservation_id is not null;

    create table channel_manager (
      id serial primary key,
      code text not null unique,
      name text not null
    );
    insert into channel_manager (code, name) values
      ('bokun', 'Bókun'),
      ('rezdy', 'Rezdy'),
      ('fareharbor', 'FareHarbor'),
      ('ventrata', 'Ventrata'),
      ('ticketinghub', 'TicketingHub');

    alter table service
      add column channel_manager_id integer references channel_manager(id),
      add column external_product_code text not null default '';
    alter table tour_option add column external_option_code text not null default '';
  `.execute(db)
}

export async function down(db: Kysely<unknown>) {
  await sql`
    alter table tour_option drop column external_option_code;
    alter table service drop column channel_manager_id, drop column external_product_code;
    drop table channel_manager, voucher_code;
  `.execute(db)
}
