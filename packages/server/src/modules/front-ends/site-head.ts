import type { Locale } from '@jaunt/domain'
import { escapeHtml, scriptJson } from './html.js'

export interface SiteHead {
  lang: Locale
  title: string
  description: string
  /** The page's own address; absent on pages search engines should not list. */
  canonical: string | null
  alternates: { lang: Locale | 'x-default'; href: string }[]
  jsonLd: object | null
  favicon: string | null
  noindex: boolean
}

/** The tags a site page's first HTML carries, before any script runs. */
export function headTags(head: SiteHead): string {
  const tags = [
    `<title>${escapeHtml(head.title)}</title>`,
    `<meta name="description" content="${escapeHtml(head.description)}" />`,
    `<meta property="og:title" content="${escapeHtml(head.title)}" />`,
    `<meta property="og:description" content="${escapeHtml(head.description)}" />`,
    `<link rel="icon" href="${escapeHtml(head.favicon ?? 'data:,')}" />`,
  ]
  if (head.noindex) tags.push('<meta name="robots" content="noindex" />')
  if (head.canonical) {
    tags.push(`<link rel="canonical" href="${escapeHtml(head.canonical)}" />`)
    tags.push(`<meta property="og:url" content="${escapeHtml(head.canonical)}" />`)
    for (const alternate of head.alternates)
      tags.push(`<link rel="alternate" hreflang="${alternate.lang}" href="${escapeHtml(alternate.href)}" />`)
  }
  if (head.jsonLd) tags.push(`<script type="application/ld+json">${scriptJson(head.jsonLd)}</script>`)
  return tags.join('\n    ')
}

/**
 * The built index.html with this page's head, the site's data for the app (so it needs no
 * round trip to find its site), and the partner's own head and footer scripts.
 */
export function siteDocument(
  template: string,
  head: SiteHead,
  bootstrap: unknown,
  scripts: { head: string; footer: string },
  /** What the page needs at once (its language's catalog, its top pictures), fetched beside the app. */
  preload: { modules: string[]; images: string[] } = { modules: [], images: [] },
): string {
  const preloads = [
    ...preload.modules.map((href) => `<link rel="modulepreload" crossorigin href="${escapeHtml(href)}" />`),
    ...[...new Set(preload.images)].map(
      (href) => `<link rel="preload" as="image" href="${escapeHtml(href)}" />`,
    ),
  ]
    .map((tag) => `\n    ${tag}`)
    .join('')
  return template
    .replace(/<html lang="[^"]*"/, () => `<html lang="${head.lang}"`)
    .replace(/<title>[^<]*<\/title>/, '')
    .replace(
      '</head>',
      // Replacer functions: a partner's script may hold `$&`, which a replacement string would expand.
      () =>
        `  ${headTags(head)}\n    <script id="jaunt-site" type="application/json">${scriptJson(bootstrap)}</script>${preloads}\n${scripts.head}\n  </head>`,
    )
    .replace('</body>', () => `${scripts.footer}\n  </body>`)
}
