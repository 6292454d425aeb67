import { z } from 'zod'

/** Tabs of the tour settings screen, in display order. */
export const TourSettingTab = {
  VitalDetails: 'vital-details',
  BasicDetails: 'basic-details',
  GalleryAndWidget: 'gallery-and-widget',
  TagsAndCategories: 'tags-and-categories',
  Taxation: 'taxation',
  Seasonal: 'seasonal',
} as const
export type TourSettingTab = (typeof TourSettingTab)[keyof typeof TourSettingTab]
export const tourSettingTabSchema = z.enum(TourSettingTab)
