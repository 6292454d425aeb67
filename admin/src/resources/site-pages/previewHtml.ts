/**
 * The partner's HTML shown in the builder's canvas without what the server would strip anyway
 * (scripts, frames, handlers, javascript: links): the canvas lives in the back office's own page.
 */
export function previewHtml(html: string): string {
  const template = document.createElement('template')
  template.innerHTML = html
  template.content
    .querySelectorAll('script, style, iframe, object, embed, form')
    .forEach((node) => node.remove())
  template.content.querySelectorAll('*').forEach((element) => {
    for (const attribute of [...element.attributes]) {
      const name = attribute.name.toLowerCase()
      const value = attribute.value.trim().toLowerCase()
      if (name.startsWith('on') || ((name === 'href' || name === 'src') && value.startsWith('javascript:')))
        element.removeAttribute(attribute.name)
    }
  })
  return template.innerHTML
}
