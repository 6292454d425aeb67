/** The product resources with a status of the spec's Active, Inactive, Archived. */
export type StatusResource = 'tour' | 'hotel' | 'package' | 'admin-hotel' | 'admin-activity'
