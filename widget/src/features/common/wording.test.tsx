import {
  cancellationTextEn,
  guestText,
  MESSAGES,
  ServiceType,
  type CancellationPolicyEntry,
} from '@jaunt/domain'
import { loadI18n } from '@jaunt/i18n'
import { I18nProvider } from '@lingui/react'
import { cleanup, render, renderHook, screen } from '@testing-library/react'
import type { ReactNode } from 'react'
import { afterEach, beforeAll, describe, expect, it } from 'vitest'
import { CancellationTerms } from '../product/CancellationTerms'
import { useGuestText } from './useGuestText'

let wrapper: ({ children }: { children: ReactNode }) => ReactNode

beforeAll(async () => {
  const i18n = await loadI18n('en')
  wrapper = ({ children }) => <I18nProvider i18n={i18n}>{children}</I18nProvider>
})

afterEach(cleanup)

describe("the spec's words in English", () => {
  it.each([
    [{ adults: 2, children: 1 }],
    [{ adults: 1, children: 0 }],
    [{ adults: 0, children: 3 }],
    [{ adults: 0, children: 0 }],
  ])('say the guests %o as the domain guestText does', (counts) => {
    const { result } = renderHook(() => useGuestText(), { wrapper })
    expect(result.current(counts)).toBe(guestText(counts))
  })

  it.each([
    [{ hours: 48, refund_percentage: 100 }, ServiceType.Activities],
    [{ hours: 0, refund_percentage: 0 }, ServiceType.Hotels],
    [{ hours: 24, refund_percentage: 50 }, ServiceType.Hotels],
    [{ hours: 1, refund_percentage: 25 }, ServiceType.Events],
  ] as [CancellationPolicyEntry, ServiceType][])(
    'word the cancellation entry %o as cancellationTextEn does',
    (entry, serviceType) => {
      render(<CancellationTerms policy={[entry]} serviceType={serviceType} />, { wrapper })
      const expected = cancellationTextEn({ ...entry, service_type: serviceType })
      expect(screen.getByText(expected).tagName).toBe('STRONG')
    },
  )

  it('colour a refund green and no refund orange, as cancellationColour says', () => {
    render(
      <CancellationTerms
        policy={[
          { hours: 0, refund_percentage: 0 },
          { hours: 24, refund_percentage: 50 },
        ]}
        serviceType={ServiceType.Activities}
      />,
      { wrapper },
    )
    const css = Array.from(document.querySelectorAll('style'), (style) => style.textContent).join('\n')
    expect(screen.getByText(MESSAGES.nonRefundable)).toBeTruthy()
    expect(css).toContain('color:#b54708')
    expect(css).toContain('var(--jaunt-free-cancellation-text-color, #2e7d32)')
  })
})
