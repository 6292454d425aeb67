import {
  SITE_PAGE_MESSAGES,
  SitePageStatus,
  type SiteMenuInput,
  type SitePageInput,
  type SitePageRecord,
  type SitePageSummary,
  type StoredMenuItem,
  sitePageInputSchema,
} from '@jaunt/domain'
import type { DB } from '../../db/database.js'
import type { AppUser } from '../../db/schema.js'
import { badRequest, notFound } from '../../lib/errors.js'
import { getSiteForUser } from '../partner-sites/partner-sites.service.js'
import { cleanSection, storeMenu } from './site-pages.service.js'
import { sitePagesDb, type PageDraft } from './site-pages.tables.js'

type PageRow = {
  id: number
  slug: string
  title: PageDraft['title']
  description: PageDraft['description']
  sections: PageDraft['sections']
  is_published: boolean
  updated_at: Date
  draft: PageDraft | null
}

const pageNotFound = () => notFound(SITE_PAGE_MESSAGES.pageNotFound)

const summaryOf = (row: PageRow): SitePageSummary => ({
  id: row.id,
  slug: row.slug,
  title: row.draft?.title ?? row.title,
  status: row.is_published ? SitePageStatus.Published : SitePageStatus.Unpublished,
  has_draft: row.draft !== null,
  updated_at: row.updated_at.toISOString(),
})

/** The builder edits the draft when there is one, else the page as guests see it. */
const recordOf = (row: PageRow): SitePageRecord => ({
  ...summaryOf(row),
  description: row.draft?.description ?? row.description,
  sections: row.draft?.sections ?? row.sections,
})

const pagesOf = (db: DB, siteId: number) =>
  sitePagesDb(db).selectFrom('site_page').where('site_id', '=', siteId)

const COLUMNS = [
  'id',
  'slug',
  'title',
  'description',
  'sections',
  'is_published',
  'updated_at',
  'draft',
] as const

async function ownPage(db: DB, user: AppUser, siteId: number, pageId: number) {
  await getSiteForUser(db, user, siteId)
  const row = await pagesOf(db, siteId).select(COLUMNS).where('id', '=', pageId).executeTakeFirst()
  if (!row) throw pageNotFound()
  return row
}

/** A slug is unique per site: a clash is the slug field's error. */
async function assertSlugFree(db: DB, siteId: number, slug: string, pageId?: number) {
  let query = pagesOf(db, siteId).select('id').where('slug', '=', slug)
  if (pageId !== undefined) query = query.where('id', '!=', pageId)
  if (await query.executeTakeFirst())
    throw badRequest(SITE_PAGE_MESSAGES.slugTaken, [{ path: 'slug', message: SITE_PAGE_MESSAGES.slugTaken }])
}

/** The partner's HTML is sanitised here, whatever the browser sent. */
const cleanContent = (input: SitePageInput): PageDraft & { slug: string } => {
  const page = sitePageInputSchema.parse(input)
  return { ...page, sections: page.sections.map(cleanSection) }
}

export async function listPages(db: DB, user: AppUser, siteId: number, status?: SitePageStatus) {
  await getSiteForUser(db, user, siteId)
  let query = pagesOf(db, siteId).select(COLUMNS).orderBy('position').orderBy('id')
  if (status !== undefined) query = query.where('is_published', '=', status === SitePageStatus.Published)
  const data = (await query.execute()).map(summaryOf)
  return { data, total: data.length }
}

export async function readPage(db: DB, user: AppUser, siteId: number, pageId: number) {
  return recordOf(await ownPage(db, user, siteId, pageId))
}

/** A new page starts unpublished: guests see it once the partner publishes it. */
export async function createPage(db: DB, user: AppUser, siteId: number, input: SitePageInput) {
  await getSiteForUser(db, user, siteId)
  const page = cleanContent(input)
  await assertSlugFree(db, siteId, page.slug)
  const last = await pagesOf(db, siteId)
    .select(({ fn }) => fn.max('position').as('position'))
    .executeTakeFirst()
  const row = await sitePagesDb(db)
    .insertInto('site_page')
    .values({
      site_id: siteId,
      slug: page.slug,
      title: JSON.stringify(page.title),
      description: JSON.stringify(page.description),
      sections: JSON.stringify(page.sections),
      is_published: false,
      position: (last?.position ?? 0) + 1,
    })
    .returning(COLUMNS)
    .executeTakeFirstOrThrow()
  return recordOf(row)
}

/**
 * Saves the partner's changes. An unpublished page changes in place; a published one keeps what
 * guests see and takes the changes as its draft. The slug changes at once: links follow it.
 */
export async function savePage(db: DB, user: AppUser, siteId: number, pageId: number, input: SitePageInput) {
  const current = await ownPage(db, user, siteId, pageId)
  const { slug, ...content } = cleanContent(input)
  await assertSlugFree(db, siteId, slug, pageId)
  const changes = current.is_published
    ? { draft: JSON.stringify(content) }
    : {
        title: JSON.stringify(content.title),
        description: JSON.stringify(content.description),
        sections: JSON.stringify(content.sections),
        draft: null,
      }
  const row = await sitePagesDb(db)
    .updateTable('site_page')
    .set({ slug, ...changes, updated_at: new Date() })
    .where('id', '=', pageId)
    .where('site_id', '=', siteId)
    .returning(COLUMNS)
    .executeTakeFirstOrThrow()
  return recordOf(row)
}

/** Publish copies the draft over what guests see; unpublish hides the page, keeping its content. */
export async function setPublished(db: DB, user: AppUser, siteId: number, pageId: number, publish: boolean) {
  const current = await ownPage(db, user, siteId, pageId)
  const draft = publish ? current.draft : null
  const row = await sitePagesDb(db)
    .updateTable('site_page')
    .set({
      is_published: publish,
      ...(draft
        ? {
            title: JSON.stringify(draft.title),
            description: JSON.stringify(draft.description),
            sections: JSON.stringify(draft.sections),
            draft: null,
          }
        : {}),
      updated_at: new Date(),
    })
    .where('id', '=', pageId)
    .where('site_id', '=', siteId)
    .returning(COLUMNS)
    .executeTakeFirstOrThrow()
  return recordOf(row)
}

export async function deletePage(db: DB, user: AppUser, siteId: number, pageId: number) {
  await ownPage(db, user, siteId, pageId)
  await sitePagesDb(db)
    .deleteFrom('site_page')
    .where('id', '=', pageId)
    .where('site_id', '=', siteId)
    .execute()
}

export async function readMenu(db: DB, user: AppUser, siteId: number): Promise<SiteMenuInput> {
  await getSiteForUser(db, user, siteId)
  const rows = await sitePagesDb(db)
    .selectFrom('site_menu_item')
    .select(['title', 'page_slug', 'url'])
    .where('site_id', '=', siteId)
    .orderBy('position')
    .orderBy('id')
    .execute()
  return { items: rows satisfies StoredMenuItem[] }
}

/** Replaces the menu: adding, removing and reordering items are one save of the whole list. */
export async function saveMenu(db: DB, user: AppUser, siteId: number, input: SiteMenuInput) {
  await getSiteForUser(db, user, siteId)
  await db.transaction().execute((trx) => storeMenu(trx, siteId, input.items))
  return readMenu(db, user, siteId)
}
