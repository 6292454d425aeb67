import { sql, type Kysely } from 'kysely'

/**
 * Search documents (#26): one row per product and language it has texts in, with everything a search
 * filters, sorts or shows, so a search reads one table through its indexes. `rebuild_search_documents`
 * is the one place that builds them; triggers on the tables they are made from call it, so no write
 * path can leave them behind, and the product data job and the reindex job call it too.
 */
export async function up(db: Kysely<unknown>) {
  await sql`
    create table search_document (
      service_id integer not null references service(id) on delete cascade,
      locale text not null,
      own_locales text[] not null,
      status integer not null,
      is_private boolean not null,
      service_type integer not null,
      category_ids integer[] not null,
      category_tree_ids integer[] not null,
      location_id integer,
      lat double precision not null,
      lng double precision not null,
      position point not null,
      currency_code text not null,
      lowest_price numeric(12, 2),
      rating numeric(2, 1) not null,
      review_count integer not null,
      product_code text not null,
      images jsonb not null,
      duration_minutes integer,
      name text not null,
      short_description text not null,
      vector tsvector not null,
      other_vector tsvector not null,
      primary key (service_id, locale)
    );
    create index search_document_vector_idx on search_document using gin (vector);
    create index search_document_other_vector_idx on search_document using gin (other_vector);
    create index search_document_category_idx on search_document using gin (category_tree_ids);
    create index search_document_position_idx on search_document using gist (position);
    create index search_document_rating_idx
      on search_document (locale, status, is_private, rating desc, review_count desc, service_id);
    create index search_document_price_idx
      on search_document (locale, status, is_private, currency_code, lowest_price);

    -- ids null rebuilds every product's documents.
    create function rebuild_search_documents(ids integer[]) returns void language sql as $$
      delete from search_document where ids is null or service_id = any(ids);
      insert into search_document (service_id, locale, own_locales, status, is_private, service_type,
        category_ids, category_tree_ids, location_id, lat, lng, position, currency_code, lowest_price,
        rating, review_count, product_code, images, duration_minutes, name, short_description, vector,
        other_vector)
      select s.id, t.locale,
        array(select x.locale from service_translation x where x.service_id = s.id order by x.locale),
        s.status, s.is_private, s.service_type,
        array(select sc.category_id from service_category sc where sc.service_id = s.id order by 1),
        array(select sc.category_id from service_category sc where sc.service_id = s.id
          union select c.parent_id from service_category sc join category c on c.id = sc.category_id
          where sc.service_id = s.id and c.parent_id is not null order by 1),
        s.location_id, s.lat, s.lng, point(s.lng, s.lat), s.currency_code, s.lowest_price, s.rating,
        s.review_count, s.product_code, s.images, s.duration_minutes, t.name, t.short_description,
        t.search_vector,
        coalesce((select array_to_tsvector(array_agg(distinct w.lexeme)) from service_translation o,
          unnest(o.search_vector) w where o.service_id = s.id and o.locale <> t.locale), ''::tsvector)
      from service s join service_translation t on t.service_id = s.id
      where ids is null or s.id = any(ids)
    $$;

    -- A statement's changed rows name the products to rebuild, by the column given as the argument.
    create function search_documents_of_new_rows() returns trigger language plpgsql as $$
    begin
      execute format('select rebuild_search_documents(array(select distinct %I from new_rows))', tg_argv[0]);
      return null;
    end $$;
    create function search_documents_of_old_rows() returns trigger language plpgsql as $$
    begin
      execute format('select rebuild_search_documents(array(select distinct %I from old_rows))', tg_argv[0]);
      return null;
    end $$;
    create function search_documents_of_categories() returns trigger language plpgsql as $$
    begin
      perform rebuild_search_documents(array(select distinct sc.service_id from service_category sc
        where sc.category_id in (select id from new_rows)));
      return null;
    end $$;

    create trigger search_document_service_insert after insert on service
      referencing new table as new_rows for each statement execute function search_documents_of_new_rows('id');
    create trigger search_document_service_update after update on service
      referencing new table as new_rows for each statement execute function search_documents_of_new_rows('id');
    create trigger search_document_texts_insert after insert on service_translation
      referencing new table as new_rows for each statement execute function search_documents_of_new_rows('service_id');
    create trigger search_document_texts_update after update on service_translation
      referencing new table as new_rows for each statement execute function search_documents_of_new_rows('service_id');
    create trigger search_document_texts_delete after delete on service_translation
      referencing old table as old_rows for each statement execute function search_documents_of_old_rows('service_id');
    create trigger search_document_categories_insert after insert on service_category
      referencing new table as new_rows for each statement execute function search_documents_of_new_rows('service_id');
    create trigger search_document_categories_update after update on service_category
      referencing new table as new_rows for each statement execute function search_documents_of_new_rows('service_id');
    create trigger search_document_categories_delete after delete on service_category
      referencing old table as old_rows for each statement execute function search_documents_of_old_rows('service_id');
    create trigger search_document_category_update after update on category
      referencing new table as new_rows for each statement execute function search_documents_of_categories();

    select rebuild_search_documents(null);
  `.execute(db)
}

export async function down(db: Kysely<unknown>) {
  await sql`
    drop trigger search_document_category_update on category;
    drop trigger search_document_categories_delete on service_category;
    drop trigger search_document_categories_update on service_category;
    drop trigger search_document_categories_insert on service_category;
    drop trigger search_document_texts_delete on service_translation;
    drop trigger search_document_texts_update on service_translation;
    drop trigger search_document_texts_insert on service_translation;
    drop trigger search_document_service_update on service;
    drop trigger search_document_service_insert on service;
    drop function search_documents_of_categories();
    drop function search_documents_of_old_rows();
    drop function search_documents_of_new_rows();
    drop function rebuild_search_documents(integer[]);
    drop table search_document;
  `.execute(db)
}
