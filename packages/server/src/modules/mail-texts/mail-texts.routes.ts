import { createRoute, z } from '@hono/zod-openapi'
import {
  mailPreviewSchema,
  mailTemplateSchema,
  mailTextQuerySchema,
  mailTranslationInputSchema,
  mailTranslationSchema,
} from '@jaunt/domain'
import { bearerSecurity, errorResponses, jsonBody, jsonContent } from '../../lib/router.js'

const tags = ['Mail texts']
const security = bearerSecurity
const failures = { 400: errorResponses[400], 401: errorResponses[401], 403: errorResponses[403] }
const MailTemplate = mailTemplateSchema.meta({ id: 'MailTemplate' })
const MailTranslation = mailTranslationSchema.meta({ id: 'MailTranslation' })
const MailTranslationInput = mailTranslationInputSchema.meta({ id: 'MailTranslationInput' })
const MailPreview = mailPreviewSchema.meta({ id: 'MailPreview' })
const MailPreviewRequest = mailTranslationInputSchema
  .partial({ texts: true })
  .meta({ id: 'MailPreviewRequest' })

export const listMailTemplates = createRoute({
  method: 'get',
  path: '/notification/email/templates',
  operationId: 'listMailTemplates',
  tags,
  security,
  summary: 'Admins: every mail the product sends, who receives it and which texts can be reworded',
  responses: { 200: jsonContent(z.array(MailTemplate), 'The mails'), ...failures },
})

export const getMailTranslation = createRoute({
  method: 'get',
  path: '/notification/email/translation',
  operationId: 'getMailTranslation',
  tags,
  security,
  summary: "A mail's texts in one language: the catalog's wording and the admin's own, if any",
  request: { query: mailTextQuerySchema },
  responses: { 200: jsonContent(MailTranslation, 'The texts'), ...failures },
})

export const saveMailTranslation = createRoute({
  method: 'put',
  path: '/notification/email/translation',
  operationId: 'saveMailTranslation',
  tags,
  security,
  summary:
    "Rewords a mail's texts in one language (null or empty: back to the catalog's); placeholders must match the original's",
  request: { body: jsonBody(MailTranslationInput) },
  responses: { 200: jsonContent(MailTranslation, 'The texts as stored'), ...failures },
})

export const previewMail = createRoute({
  method: 'post',
  path: '/notification/email/preview',
  operationId: 'previewMail',
  tags,
  security,
  summary: 'A mail with sample data in one language, with the stored wordings and any unsaved ones given',
  request: { body: jsonBody(MailPreviewRequest) },
  responses: { 200: jsonContent(MailPreview, 'The mail as it would be sent'), ...failures },
})
