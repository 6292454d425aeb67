import { z } from 'zod'
import { DEFAULT_LOCALE, LOCALES } from '../locales'
import { MESSAGES } from '../messages'
import { idSchema } from './common'

/** The most products one activity recommends. */
export const MAX_RECOMMENDATIONS = 6

const text = (max: number) =>
  z
    .string()
    .trim()
    .max(max, { error: `Must be at most ${max} characters.` })
    .nullish()
    .transform((value) => value ?? '')

/** One language of a custom section: a title and rich text (sanitised HTML on the server). */
export const customSectionTextSchema = z.object({ title: text(200), body: text(20_000) })
export type CustomSectionText = z.output<typeof customSectionTextSchema>

/** A section's texts per language: English is the fallback and needs both; any other given needs a title. */
export const customSectionTextsSchema = z
  .partialRecord(z.enum(LOCALES), customSectionTextSchema.nullish())
  .superRefine((texts, ctx) => {
    for (const locale of LOCALES) {
      const own = texts[locale]
      const given = locale === DEFAULT_LOCALE || !!(own?.title || own?.body)
      if (given && !own?.title)
        ctx.addIssue({ code: 'custom', path: [locale, 'title'], message: MESSAGES.sectionTitleRequired })
      if (given && !own?.body)
        ctx.addIssue({ code: 'custom', path: [locale, 'body'], message: MESSAGES.sectionBodyRequired })
    }
  })
  .transform(
    (texts) =>
      Object.fromEntries(Object.entries(texts).filter(([, own]) => own?.title || own?.body)) as Partial<
        Record<(typeof LOCALES)[number], CustomSectionText>
      >,
  )

export const customSectionInputSchema = z.object({ texts: customSectionTextsSchema })
export type CustomSectionInput = z.input<typeof customSectionInputSchema>
export type CustomSectionValues = z.output<typeof customSectionInputSchema>

export const customSectionRecordSchema = z.object({
  id: idSchema,
  tour_id: idSchema,
  position: z.number().int(),
  texts: z.partialRecord(z.enum(LOCALES), z.object({ title: z.string(), body: z.string() })),
})
export type CustomSectionRecord = z.infer<typeof customSectionRecordSchema>

/** The sections' new order: every id of the activity's sections, first to last. */
export const customSectionOrderSchema = z.object({ ids: z.array(idSchema).max(100) })

/** The features an activity offers, chosen from the shared list. */
export const tourFeaturesInputSchema = z.object({
  feature_ids: z
    .array(idSchema)
    .max(100)
    .transform((ids) => [...new Set(ids)]),
})
export type TourFeaturesInput = z.input<typeof tourFeaturesInputSchema>
export const tourFeaturesRecordSchema = z.object({ id: idSchema, feature_ids: z.array(idSchema) })
export type TourFeaturesRecord = z.infer<typeof tourFeaturesRecordSchema>

/** One feature to choose, its name in every language it has. */
export const featureChoiceSchema = z.object({
  id: idSchema,
  name: z.string(),
  icon: z.string(),
  most_popular: z.boolean(),
})
export type FeatureChoice = z.infer<typeof featureChoiceSchema>

/** The text mailed with the confirmation, per language; an empty language gets the English one. */
export const specialInstructionInputSchema = z.object({
  texts: z
    .partialRecord(z.enum(LOCALES), text(5000))
    .transform((texts) => Object.fromEntries(Object.entries(texts).filter(([, value]) => value))),
})
export type SpecialInstructionInput = z.input<typeof specialInstructionInputSchema>
export const specialInstructionRecordSchema = z.object({
  id: idSchema,
  texts: z.partialRecord(z.enum(LOCALES), z.string()),
})
export type SpecialInstructionRecord = z.infer<typeof specialInstructionRecordSchema>

/** Up to six other products shown as "You may also like", in their order. */
export const recommendedItemsInputSchema = z.object({
  service_ids: z
    .array(idSchema)
    .max(MAX_RECOMMENDATIONS, { error: MESSAGES.tooManyRecommendations })
    .transform((ids) => [...new Set(ids)]),
})
export type RecommendedItemsInput = z.input<typeof recommendedItemsInputSchema>
export const recommendedItemsRecordSchema = z.object({ id: idSchema, service_ids: z.array(idSchema) })
export type RecommendedItemsRecord = z.infer<typeof recommendedItemsRecordSchema>

/** A product the supplier may recommend: one of their own, or any active public one. */
export const recommendableProductSchema = z.object({
  id: idSchema,
  name: z.string(),
  product_code: z.string(),
  own: z.boolean(),
})
export type RecommendableProduct = z.infer<typeof recommendableProductSchema>

/** The most questions one activity asks at checkout, and the most choices one question offers. */
export const MAX_BOOKING_QUESTIONS = 10
export const MAX_QUESTION_CHOICES = 10
export const BOOKING_QUESTION_KINDS = ['text', 'choice'] as const
export type BookingQuestionKind = (typeof BOOKING_QUESTION_KINDS)[number]

/** A label per language: English is the fallback and must be given; empty languages are dropped. */
const labelsSchema = (required: string) =>
  z
    .partialRecord(z.enum(LOCALES), text(200))
    .superRefine((labels, ctx) => {
      if (!labels[DEFAULT_LOCALE]) ctx.addIssue({ code: 'custom', path: [DEFAULT_LOCALE], message: required })
    })
    .transform(
      (labels) =>
        Object.fromEntries(Object.entries(labels).filter(([, value]) => value)) as Partial<
          Record<(typeof LOCALES)[number], string>
        >,
    )

/** One question asked of the guest at checkout; its id stays when it is edited or moved. */
export const bookingQuestionInputSchema = z
  .object({
    id: z
      .string()
      .trim()
      .max(40)
      .regex(/^[A-Za-z0-9_-]*$/, { error: MESSAGES.questionIdInvalid })
      .nullish(),
    label: labelsSchema(MESSAGES.questionLabelRequired),
    kind: z.enum(BOOKING_QUESTION_KINDS),
    choices: z
      .array(z.object({ label: labelsSchema(MESSAGES.choiceLabelRequired) }))
      .max(MAX_QUESTION_CHOICES, { error: MESSAGES.tooManyChoices })
      .nullish()
      .transform((choices) => choices ?? []),
    required: z.boolean().nullish().transform(Boolean),
  })
  .superRefine((question, ctx) => {
    if (question.kind === 'choice' && question.choices.length < 2)
      ctx.addIssue({ code: 'custom', path: ['choices'], message: MESSAGES.tooFewChoices })
  })
  .transform((question) => ({
    ...question,
    id: question.id || undefined,
    choices: question.kind === 'choice' ? question.choices : [],
  }))

export const bookingOptionInputSchema = z.object({
  questions: z
    .array(bookingQuestionInputSchema)
    .max(MAX_BOOKING_QUESTIONS, { error: MESSAGES.tooManyQuestions })
    .superRefine((questions, ctx) => {
      questions.forEach((question, index) => {
        if (question.id && questions.findIndex((other) => other.id === question.id) < index)
          ctx.addIssue({ code: 'custom', path: [index, 'id'], message: MESSAGES.questionIdTaken })
      })
    }),
})
export type BookingOptionInput = z.input<typeof bookingOptionInputSchema>
export type BookingOptionValues = z.output<typeof bookingOptionInputSchema>

const labelsRecordSchema = z.partialRecord(z.enum(LOCALES), z.string())
export const bookingQuestionSchema = z.object({
  id: z.string(),
  label: labelsRecordSchema,
  kind: z.enum(BOOKING_QUESTION_KINDS),
  choices: z.array(z.object({ label: labelsRecordSchema })),
  required: z.boolean(),
})
export type BookingQuestion = z.infer<typeof bookingQuestionSchema>
export const bookingOptionRecordSchema = z.object({ id: idSchema, questions: z.array(bookingQuestionSchema) })
export type BookingOptionRecord = z.infer<typeof bookingOptionRecordSchema>

/** A question as a guest sees it, in their language (English the fallback); a choice's value is its English label. */
export const guestBookingQuestionSchema = z.object({
  id: z.string(),
  label: z.string(),
  kind: z.enum(BOOKING_QUESTION_KINDS),
  choices: z.array(z.object({ value: z.string(), label: z.string() })),
  required: z.boolean(),
})
export type GuestBookingQuestion = z.infer<typeof guestBookingQuestionSchema>

/** A guest's answers to one item's questions, by question id. */
export const bookingAnswersInputSchema = z.record(z.string().max(40), z.string().trim().max(1000))
export type BookingAnswersInput = z.infer<typeof bookingAnswersInputSchema>

/** An answer as stored with the reservation: the question's English label kept as it was asked. */
export const bookingAnswerSchema = z.object({
  question_id: z.string(),
  question: z.string(),
  answer: z.string(),
})
export type BookingAnswer = z.infer<typeof bookingAnswerSchema>
