import { createRoute, z } from '@hono/zod-openapi'
import {
  supplierConsentInputSchema,
  supplierConsentListingSchema,
  supplierConsentMappingInputSchema,
  supplierConsentMappingListingSchema,
  supplierConsentMappingRecordSchema,
  supplierConsentRecordSchema,
} from '@jaunt/domain'
import { bearerSecurity, errorResponses, jsonBody, jsonContent } from '../../lib/router.js'

const tags = ['Supplier consents']
const security = bearerSecurity
const failures = {
  400: errorResponses[400],
  401: errorResponses[401],
  403: errorResponses[403],
  404: errorResponses[404],
}
const idParams = z.object({ id: z.coerce.number().int().positive() })
const ConsentInput = supplierConsentInputSchema.meta({ id: 'SupplierConsentInput' })
const Consent = supplierConsentRecordSchema.meta({ id: 'SupplierConsent' })
const ConsentListing = supplierConsentListingSchema.meta({ id: 'SupplierConsentListing' })
const MappingInput = supplierConsentMappingInputSchema.meta({ id: 'SupplierConsentMappingInput' })
const Mapping = supplierConsentMappingRecordSchema.meta({ id: 'SupplierConsentMapping' })
const MappingListing = supplierConsentMappingListingSchema.meta({ id: 'SupplierConsentMappingListing' })
const base = '/core/v1/package/supplier-consent'

export const listConsents = createRoute({
  method: 'post',
  path: `${base}-listing`,
  operationId: 'supplierConsentListing',
  tags,
  security,
  summary: "The supplier's consents to partners selling their products in packages, one page",
  request: { body: jsonBody(ConsentListing) },
  responses: {
    200: jsonContent(z.object({ data: z.array(Consent), total: z.number().int() }), 'One page'),
    ...failures,
  },
})

export const createConsent = createRoute({
  method: 'post',
  path: base,
  operationId: 'createSupplierConsent',
  tags,
  security,
  summary: 'Consents to partners selling all or some of the supplier’s products in packages',
  request: { body: jsonBody(ConsentInput) },
  responses: { 201: jsonContent(Consent, 'The consent as stored'), ...failures },
})

export const listMappings = createRoute({
  method: 'post',
  path: `${base}/mapping-listing/{id}`,
  operationId: 'supplierConsentMappingListing',
  tags,
  security,
  summary: 'The products a consent covers, one page',
  request: { params: idParams, body: jsonBody(MappingListing) },
  responses: {
    200: jsonContent(z.object({ data: z.array(Mapping), total: z.number().int() }), 'One page'),
    ...failures,
  },
})

export const createMapping = createRoute({
  method: 'post',
  path: `${base}/mapping`,
  operationId: 'createSupplierConsentMapping',
  tags,
  security,
  summary: 'Adds one of the supplier’s products to a consent',
  request: { body: jsonBody(MappingInput) },
  responses: { 201: jsonContent(Mapping, 'The mapping as stored'), ...failures },
})

export const updateMapping = createRoute({
  method: 'put',
  path: `${base}/mapping/{id}`,
  operationId: 'updateSupplierConsentMapping',
  tags,
  security,
  summary: 'Moves a mapping to another product or consent of the supplier’s',
  request: { params: idParams, body: jsonBody(MappingInput) },
  responses: { 200: jsonContent(Mapping, 'The mapping as stored'), ...failures },
})

export const deleteMapping = createRoute({
  method: 'delete',
  path: `${base}/mapping/{id}`,
  operationId: 'deleteSupplierConsentMapping',
  tags,
  security,
  summary: 'Takes a product out of a consent',
  request: { params: idParams },
  responses: { 200: jsonContent(Mapping, 'The mapping as it was'), ...failures },
})

export const getConsent = createRoute({
  method: 'get',
  path: `${base}/{id}`,
  operationId: 'getSupplierConsent',
  tags,
  security,
  summary: 'One of the supplier’s consents',
  request: { params: idParams },
  responses: { 200: jsonContent(Consent, 'The consent'), ...failures },
})

export const updateConsent = createRoute({
  method: 'put',
  path: `${base}/{id}`,
  operationId: 'updateSupplierConsent',
  tags,
  security,
  summary: 'Changes a consent: new package mappings follow it from now on',
  request: { params: idParams, body: jsonBody(ConsentInput) },
  responses: { 200: jsonContent(Consent, 'The consent as stored'), ...failures },
})

export const deleteConsent = createRoute({
  method: 'delete',
  path: `${base}/{id}`,
  operationId: 'deleteSupplierConsent',
  tags,
  security,
  summary: 'Withdraws a consent; packages already built keep their services',
  request: { params: idParams },
  responses: { 200: jsonContent(Consent, 'The consent as it was'), ...failures },
})
