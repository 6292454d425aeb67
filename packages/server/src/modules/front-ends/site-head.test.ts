import { describe, expect, it } from 'vitest'
import { siteDocument, type SiteHead } from './site-head.js'

const TEMPLATE =
  '<!doctype html><html lang="en"><head><title>Jaunt</title></head><body><div id="root"></div></body></html>'
const head: SiteHead = {
  lang: 'de',
  title: 'Touren & "Fjorde" <b>',
  description: 'Alles über Fjorde',
  canonical: 'http://demo.localhost/de',
  alternates: [{ lang: 'x-default', href: 'http://demo.localhost/en' }],
  jsonLd: { name: '</script><script>alert(1)</script>' },
  favicon: null,
  noindex: false,
}

describe('a site page’s first HTML', () => {
  it('escapes the partner’s texts and keeps JSON from closing its script element', () => {
    const html = siteDocument(TEMPLATE, head, { site: { name: '</script>' } }, { head: '', footer: '' })
    expect(html).toContain('<html lang="de"')
    expect(html).toContain('<title>Touren &amp; &quot;Fjorde&quot; &lt;b&gt;</title>')
    expect(html).not.toContain('</script><script>alert(1)')
    expect(html).toContain('\\u003c/script>')
    expect(html.match(/<title>/g)).toHaveLength(1)
  })

  it('puts the partner’s head and footer scripts in place as written, `$&` included', () => {
    const html = siteDocument(
      TEMPLATE,
      head,
      {},
      { head: '<script>var a = "$&"</script>', footer: '<!-- $1 -->' },
    )
    expect(html).toMatch(/<script>var a = "\$&"<\/script>\n {2}<\/head>/)
    expect(html).toContain('<!-- $1 -->\n  </body>')
  })

  it('preloads the language’s catalog and the top pictures once each', () => {
    const html = siteDocument(
      TEMPLATE,
      head,
      {},
      { head: '', footer: '' },
      {
        modules: ['/site-assets/assets/messages-x.js'],
        images: ['/media/a.svg', '/media/a.svg'],
      },
    )
    expect(html).toContain(
      '<link rel="modulepreload" crossorigin href="/site-assets/assets/messages-x.js" />',
    )
    expect(html.match(/rel="preload" as="image"/g)).toHaveLength(1)
  })
})
