import { createRoute, z } from '@hono/zod-openapi'
import {
  hotelCalendarChangeResultSchema,
  hotelCalendarChangeSchema,
  hotelCalendarHotelSchema,
  hotelCalendarQuerySchema,
  hotelCalendarSchema,
  hotelRoomRateSchema,
} from '@jaunt/domain'
import { bearerSecurity, errorResponses, jsonBody, jsonContent } from '../../lib/router.js'

const HotelCalendarHotels = z
  .array(hotelCalendarHotelSchema.meta({ id: 'HotelCalendarHotel' }))
  .meta({ id: 'HotelCalendarHotels' })
const HotelRoomRates = z
  .array(hotelRoomRateSchema.meta({ id: 'HotelRoomRate' }))
  .meta({ id: 'HotelRoomRates' })
const HotelCalendarQuery = hotelCalendarQuerySchema.meta({ id: 'HotelCalendarQuery' })
const HotelCalendar = hotelCalendarSchema.meta({ id: 'HotelCalendar' })
const HotelCalendarChange = hotelCalendarChangeSchema.meta({ id: 'HotelCalendarChange' })
const HotelCalendarChangeResult = hotelCalendarChangeResultSchema.meta({ id: 'HotelCalendarChangeResult' })

const tags = ['Accommodation calendar']
const params = z.object({ id: z.coerce.number().int().positive() })
const refusals = {
  400: errorResponses[400],
  401: errorResponses[401],
  403: errorResponses[403],
  404: errorResponses[404],
}

export const bookingServiceList = createRoute({
  method: 'post',
  path: '/core/v1/hotels/booking-service-list',
  operationId: 'hotelBookingServiceList',
  tags,
  security: bearerSecurity,
  summary: "The supplier's hotels, to choose one in the calendar",
  responses: { 200: jsonContent(HotelCalendarHotels, 'The hotels by name'), ...refusals },
})

export const roomRates = createRoute({
  method: 'get',
  path: '/availability/v1/hotel/{id}/room-rate',
  operationId: 'hotelRoomRates',
  tags,
  security: bearerSecurity,
  summary: "A hotel's room types with their rate plans, connected ones apart",
  request: { params, query: z.object({ with_name: z.enum(['true', 'false']).optional() }) },
  responses: { 200: jsonContent(HotelRoomRates, 'The room types in their order'), ...refusals },
})

export const calendar = createRoute({
  method: 'post',
  path: '/availability/v1/hotel/{id}/calendar',
  operationId: 'hotelCalendar',
  tags,
  security: bearerSecurity,
  summary: "A hotel's nights in a range: allotments, prices, restrictions and the bookings staying",
  request: { params, body: jsonBody(HotelCalendarQuery) },
  responses: { 200: jsonContent(HotelCalendar, 'The nights and bookings'), ...refusals },
})

export const changeCalendar = createRoute({
  method: 'post',
  path: '/availability/v1/hotel/{id}/room-rate-price/calendar',
  operationId: 'changeHotelCalendar',
  tags,
  security: bearerSecurity,
  summary:
    "Set a room type's allotments and its rate plans' prices and restrictions night by night, in one transaction",
  request: { params, body: jsonBody(HotelCalendarChange) },
  responses: { 200: jsonContent(HotelCalendarChangeResult, 'The nights changed'), ...refusals },
})
