import { colours } from '@jaunt/ui'
import styled from 'styled-components'

/** Small shared pieces of the widget's layout. */
export const Stack = styled.div<{ $gap?: number }>`
  display: flex;
  flex-direction: column;
  gap: ${({ $gap = 16 }) => $gap}px;
  min-width: 0;
`

export const Row = styled.div<{ $gap?: number; $wrap?: boolean }>`
  display: flex;
  align-items: center;
  flex-wrap: ${({ $wrap = false }) => ($wrap ? 'wrap' : 'nowrap')};
  gap: ${({ $gap = 8 }) => $gap}px;
  min-width: 0;
`

export const SectionTitle = styled.h3`
  margin: 0 0 8px;
  font-size: 16px;
  font-weight: 700;
`

export const Muted = styled.span`
  color: ${colours.muted};
  font-size: 14px;
`

export const Price = styled.span`
  font-weight: 700;
  font-variant-numeric: tabular-nums;
  white-space: nowrap;
`

export const Section = styled.section`
  & + & {
    margin-top: 24px;
  }
`
