import { createRoute, z } from '@hono/zod-openapi'
import {
  terminalConnectionTokenSchema,
  terminalDeskIntentSchema,
  terminalDeskPaymentSchema,
  terminalDeskSettlementSchema,
  terminalDeskSetupSchema,
  terminalOperatorLoginSchema,
  terminalOperatorSiteSchema,
  terminalOperatorTokenSchema,
  terminalReaderLocationSchema,
  terminalReaderRecordSchema,
} from '@jaunt/domain'
import { bearerSecurity, errorResponses, jsonBody, jsonContent, rateLimited } from '../../lib/router.js'

const tags = ['Terminals']
const security = bearerSecurity
const base = '/core/v1'
const failures = {
  400: errorResponses[400],
  401: errorResponses[401],
  403: errorResponses[403],
  404: errorResponses[404],
  422: errorResponses[422],
}
/** The operator's token from the setup-password login; the site's partner needs none. */
const terminalHeaders = z
  .object({ 'x-terminal-token': z.string().optional() })
  .meta({ id: 'TerminalTokenHeader' })
const siteParams = z.object({ id: z.coerce.number().int().positive() })
const paymentParams = z.object({ paymentRef: z.string().uuid('must be a payment reference') })

const TerminalOperatorLogin = terminalOperatorLoginSchema.meta({ id: 'TerminalOperatorLogin' })
const TerminalOperatorToken = terminalOperatorTokenSchema.meta({ id: 'TerminalOperatorToken' })
const TerminalOperatorSite = terminalOperatorSiteSchema.meta({ id: 'TerminalOperatorSite' })
const TerminalDeskSetup = terminalDeskSetupSchema.meta({ id: 'TerminalDeskSetup' })
const TerminalConnectionToken = terminalConnectionTokenSchema.meta({ id: 'TerminalConnectionToken' })
const TerminalDeskPayment = terminalDeskPaymentSchema.meta({ id: 'TerminalDeskPayment' })
const TerminalDeskIntent = terminalDeskIntentSchema.meta({ id: 'TerminalDeskIntent' })
const TerminalDeskSettlement = terminalDeskSettlementSchema.meta({ id: 'TerminalDeskSettlement' })
const TerminalReaderLocation = terminalReaderLocationSchema.meta({ id: 'TerminalReaderLocation' })
const ChosenTerminalReader = terminalReaderRecordSchema.meta({ id: 'ChosenTerminalReader' })

export const operatorSites = createRoute({
  method: 'get',
  path: `${base}/terminal-operator/sites`,
  operationId: 'terminalOperatorSites',
  tags,
  security,
  summary: 'The sites whose card reader the operator may start',
  responses: {
    200: jsonContent(z.object({ data: z.array(TerminalOperatorSite) }), 'The sites'),
    401: errorResponses[401],
    403: errorResponses[403],
  },
})

export const operatorLogin = createRoute({
  method: 'post',
  path: `${base}/terminal-operator/token`,
  operationId: 'terminalOperatorLogin',
  tags,
  security,
  summary:
    'Starts the site’s card reader with its setup password: a short-lived token for its terminal calls',
  request: { body: jsonBody(TerminalOperatorLogin) },
  responses: {
    200: jsonContent(TerminalOperatorToken, 'The terminal token'),
    ...rateLimited,
    ...failures,
  },
})

export const deskSetup = createRoute({
  method: 'get',
  path: `${base}/terminal-operator/sites/{id}/setup`,
  operationId: 'terminalDeskSetup',
  tags,
  security,
  summary: 'The site’s locations and readers, for the operator to choose one',
  request: { params: siteParams, headers: terminalHeaders },
  responses: { 200: jsonContent(TerminalDeskSetup, 'Locations and readers'), ...failures },
})

export const connectionToken = createRoute({
  method: 'get',
  path: `${base}/stripe-connection-token/{id}`,
  operationId: 'terminalConnectionToken',
  tags,
  security,
  summary: 'A Stripe Terminal connection token for one location (its site’s operator or partner only)',
  request: { params: siteParams, headers: terminalHeaders },
  responses: { 200: jsonContent(TerminalConnectionToken, 'The connection secret'), ...failures },
})

export const startPayment = createRoute({
  method: 'post',
  path: `${base}/terminal-operator/sites/{id}/payments`,
  operationId: 'startTerminalDeskPayment',
  tags,
  security,
  summary: 'Holds the desk cart and makes a card_present intent for the amount the server computes',
  request: { params: siteParams, headers: terminalHeaders, body: jsonBody(TerminalDeskPayment) },
  responses: {
    200: jsonContent(TerminalDeskIntent, 'The intent for the reader to collect'),
    409: errorResponses[409],
    ...failures,
  },
})

export const confirmPayment = createRoute({
  method: 'post',
  path: `${base}/terminal-operator/sites/{id}/payments/{paymentRef}/confirm`,
  operationId: 'confirmTerminalDeskPayment',
  tags,
  security,
  summary:
    'Books the cart once Stripe says the reader’s payment succeeded (asking again books nothing twice)',
  request: { params: siteParams.extend(paymentParams.shape), headers: terminalHeaders },
  responses: {
    200: jsonContent(TerminalDeskSettlement, 'What became of the sale'),
    409: errorResponses[409],
    ...failures,
  },
})

export const cancelPayment = createRoute({
  method: 'post',
  path: `${base}/terminal-operator/sites/{id}/payments/{paymentRef}/cancel`,
  operationId: 'cancelTerminalDeskPayment',
  tags,
  security,
  summary: 'Cancels the intent at Stripe and gives the held places back to the cart',
  request: { params: siteParams.extend(paymentParams.shape), headers: terminalHeaders },
  responses: {
    200: jsonContent(TerminalDeskSettlement, 'What became of the sale'),
    409: errorResponses[409],
    ...failures,
  },
})

export const readerLocation = createRoute({
  method: 'post',
  path: `${base}/terminal-reader-location`,
  operationId: 'chooseTerminalReaderLocation',
  tags,
  security,
  summary:
    'Checks the operator’s choice of location and reader on the site: the reader if it stands at that location',
  request: { headers: terminalHeaders, body: jsonBody(TerminalReaderLocation) },
  responses: { 200: jsonContent(ChosenTerminalReader, 'The chosen reader'), ...failures },
})
