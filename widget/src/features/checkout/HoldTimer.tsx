import { colours } from '@jaunt/ui'
import { useLingui } from '@lingui/react/macro'
import { useEffect, useState } from 'react'
import styled from 'styled-components'

const left = (until: string) => Math.max(0, Math.ceil((Date.parse(until) - Date.now()) / 1000))

/** How long the guest's places stay theirs while they pay (a bank's check can take minutes). */
export function HoldTimer({ until }: { until: string }) {
  const { t } = useLingui()
  const [seconds, setSeconds] = useState(() => left(until))
  useEffect(() => {
    setSeconds(left(until))
    const timer = setInterval(() => setSeconds(left(until)), 1000)
    return () => clearInterval(timer)
  }, [until])
  const time = `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`
  // role="timer": read when asked, not every second.
  return <Timer role="timer">{t`Your places are held for ${time}`}</Timer>
}

const Timer = styled.p`
  margin: 0;
  font-size: 14px;
  font-weight: 600;
  color: ${colours.text};
`
