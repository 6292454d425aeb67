import { createRoute, z } from '@hono/zod-openapi'
import { tagInputSchema, tagRecordSchema } from '@jaunt/domain'
import { bearerSecurity, errorResponses, jsonBody, jsonContent } from '../../lib/router.js'
import { simpleRestQuery } from '../../lib/simple-rest.js'
import { TAG_SORT_FIELDS } from './admin-tags.service.js'

const tags = ['Tags']
const security = bearerSecurity
const failures = {
  400: errorResponses[400],
  401: errorResponses[401],
  403: errorResponses[403],
  404: errorResponses[404],
}
const idParams = z.object({ id: z.coerce.number().int().positive() })
const TagInput = tagInputSchema.meta({ id: 'TagInput' })
const Tag = tagRecordSchema.meta({ id: 'Tag' })

const listQuery = simpleRestQuery(z.object({ q: z.string().max(200).optional() }), TAG_SORT_FIELDS, {
  filter: '{"q":"family"}',
  sort: '["name","ASC"]',
})

export const listTags = createRoute({
  method: 'get',
  path: '/core/v1/tags',
  operationId: 'listTags',
  tags,
  security,
  summary: 'The tags, one page of them, with how many products carry each (admins); total in Content-Range',
  request: { query: listQuery },
  responses: {
    200: {
      ...jsonContent(z.array(Tag), 'One page of tags'),
      headers: z.object({ 'Content-Range': z.string().openapi({ example: 'tags 0-24/12' }) }),
    },
    ...failures,
  },
})

export const getTag = createRoute({
  method: 'get',
  path: '/core/v1/tags/{id}',
  operationId: 'getTag',
  tags,
  security,
  summary: 'One tag with its names in every language',
  request: { params: idParams },
  responses: { 200: jsonContent(Tag, 'The tag'), ...failures },
})

export const createTag = createRoute({
  method: 'post',
  path: '/core/v1/tags',
  operationId: 'createTag',
  tags,
  security,
  summary: 'Adds a tag that suppliers can give their products',
  request: { body: jsonBody(TagInput) },
  responses: { 201: jsonContent(Tag, 'The tag as stored'), ...failures, 409: errorResponses[409] },
})

export const updateTag = createRoute({
  method: 'put',
  path: '/core/v1/tags/{id}',
  operationId: 'updateTag',
  tags,
  security,
  summary: 'Renames a tag or changes its slug',
  request: { params: idParams, body: jsonBody(TagInput) },
  responses: { 200: jsonContent(Tag, 'The tag as stored'), ...failures, 409: errorResponses[409] },
})

export const deleteTag = createRoute({
  method: 'delete',
  path: '/core/v1/tags/{id}',
  operationId: 'deleteTag',
  tags,
  security,
  summary: 'Removes a tag from the marketplace and from every product that carried it',
  request: { params: idParams },
  responses: { 200: jsonContent(Tag, 'The tag as it was'), ...failures },
})
