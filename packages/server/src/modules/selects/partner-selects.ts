import { createRoute, z } from '@hono/zod-openapi'
import { Policy, UserRole } from '@jaunt/domain'
import { requireAccess } from '../../lib/auth.js'
import { bearerSecurity, createRouter, errorResponses, jsonBody, jsonContent } from '../../lib/router.js'
import { SelectList, tags } from './select-list.js'
import { TagPageRequest, childCategories, tagsPage, topCategories } from './taxonomy.js'

// The spec's partner selects: what a partner files a package under (the package's Tags and categories tab).
const security = bearerSecurity
const refusals = { 400: errorResponses[400], 401: errorResponses[401], 403: errorResponses[403] }

const partnerTags = createRoute({
  method: 'post',
  path: '/core/v1/partner/select/tag/all',
  operationId: 'selectPartnerTags',
  tags,
  security,
  summary: 'The tags a partner gives a package, by name, one page of them or all (-1, -1)',
  request: { body: jsonBody(TagPageRequest) },
  responses: { 200: jsonContent(SelectList, 'The tags of the page, and how many there are'), ...refusals },
})

const packageParents = createRoute({
  method: 'get',
  path: '/core/v1/partner/select/category/package/parents',
  operationId: 'selectPartnerPackageCategoryParents',
  tags,
  security,
  summary: 'The top categories a partner files a package under',
  responses: { 200: jsonContent(SelectList, 'The top categories'), ...refusals },
})

const packageChildren = createRoute({
  method: 'get',
  path: '/core/v1/partner/select/category/package/{id}/children',
  operationId: 'selectPartnerPackageCategoryChildren',
  tags,
  security,
  summary: 'The categories directly under one, for a package',
  request: { params: z.object({ id: z.coerce.number().int().positive() }) },
  responses: {
    200: jsonContent(SelectList, 'The sub-categories'),
    ...refusals,
    404: errorResponses[404],
  },
})

const router = createRouter()
router.use(
  '/core/v1/partner/select/*',
  requireAccess({ roles: [UserRole.Partner], policies: [Policy.PARTNER_PACKAGE_POLICY] }),
)

export const partnerSelectsRouter = router
  .openapi(partnerTags, async (c) =>
    c.json(await tagsPage(c.get('db'), c.get('locale'), c.req.valid('json')), 200),
  )
  .openapi(packageParents, async (c) => c.json(await topCategories(c.get('db'), c.get('locale')), 200))
  .openapi(packageChildren, async (c) =>
    c.json(await childCategories(c.get('db'), c.get('locale'), c.req.valid('param').id), 200),
  )
