import r2wc from '@r2wc/react-to-web-component'
import { useEffect } from 'react'
import { Hello } from '../features/hello/Hello'
import { log } from '../log'
import { ElementShell } from './ElementShell'

type JauntHelloProps = {
  container?: ShadowRoot
  /** The partner site's id or sub-domain, e.g. `demo`. */
  site?: string
  locale?: string
}

function JauntHello({ container, site, locale }: JauntHelloProps) {
  useEffect(() => {
    if (!site) log.error('<jaunt-hello> needs a site, e.g. <jaunt-hello site="demo"></jaunt-hello>')
  }, [site])

  if (!site) return null
  return (
    <ElementShell tag="jaunt-hello" container={container} locale={locale}>
      <Hello site={site} />
    </ElementShell>
  )
}

/** `<jaunt-hello site="demo" locale="de">`: the skeleton element. */
export const JauntHelloElement = r2wc(JauntHello, {
  shadow: 'open',
  props: { site: 'string', locale: 'string' },
})
