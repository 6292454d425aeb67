import Box from '@mui/material/Box'
import type { CSSProperties, ReactNode } from 'react'
import { previewHtml } from './previewHtml'

// Faithful copies of the hosted site's sections (site-shell/src/sections), drawn with the back
// office's own styling: the site's components need styled-components and the widget's code.

const sectionTitle: CSSProperties = { margin: '0 0 16px', fontSize: 26 }
const backdrop = (image: string, fallback: string, shade: string) =>
  image ? `linear-gradient(${shade}), url("${encodeURI(image)}") center / cover` : fallback

export const Title = ({ children }: { children: ReactNode }) =>
  children ? <h2 style={sectionTitle}>{children}</h2> : null

export function HeroPreview({ title, subtitle, image }: { title: string; subtitle: string; image: string }) {
  return (
    <Box
      component="section"
      sx={{
        display: 'flex',
        alignItems: 'flex-end',
        minHeight: 280,
        mb: 4,
        p: 4,
        borderRadius: '0 0 16px 16px',
        background: backdrop(image, '#0b2a5b', 'rgba(0,0,0,0.05), rgba(0,0,0,0.55)'),
        color: '#fff',
      }}
    >
      <div>
        <h1 style={{ margin: '0 0 8px', fontSize: 40 }}>{title}</h1>
        {subtitle ? <p style={{ margin: 0, fontSize: 18, maxWidth: 640 }}>{subtitle}</p> : null}
      </div>
    </Box>
  )
}

const textStyle = { maxWidth: 760, mb: 4, fontSize: 17, lineHeight: 1.6, '& img': { maxWidth: '100%' } }

/** The text block: HTML as stored, or the node Puck's rich text editor renders it to. */
export function RichTextPreview({ html }: { html: ReactNode }) {
  if (typeof html !== 'string')
    return (
      <Box component="section" sx={textStyle}>
        {html}
      </Box>
    )
  return <Box component="section" sx={textStyle} dangerouslySetInnerHTML={{ __html: previewHtml(html) }} />
}

export function GridPreview({
  title,
  count,
  label,
  minWidth = 240,
  children,
}: {
  title: string
  count: number
  label: (index: number) => ReactNode
  minWidth?: number
  children?: ReactNode
}) {
  return (
    <section>
      <Title>{title}</Title>
      <Box
        sx={{
          display: 'grid',
          gridTemplateColumns: `repeat(auto-fill, minmax(${minWidth}px, 1fr))`,
          gap: 1.5,
          mb: 4,
        }}
      >
        {Array.from({ length: count }, (_, index) => label(index))}
      </Box>
      {children}
    </section>
  )
}

export function BoxTile({ title, image }: { title: string; image: string | null }) {
  return (
    <Box
      sx={{
        display: 'flex',
        alignItems: 'flex-end',
        minHeight: 160,
        p: 2,
        borderRadius: '12px',
        background: backdrop(image ?? '', '#35573f', 'transparent, rgba(0,0,0,0.6)'),
        color: '#fff',
        fontSize: 20,
        fontWeight: 700,
      }}
    >
      {title}
    </Box>
  )
}

export function Placeholder({ children }: { children: ReactNode }) {
  return (
    <Box
      sx={{
        p: 3,
        mb: 4,
        border: '1px dashed #98a2b3',
        borderRadius: '12px',
        color: '#475467',
        textAlign: 'center',
      }}
    >
      {children}
    </Box>
  )
}

export function FaqPreview({
  title,
  items,
}: {
  title: string
  items: { question: string; answer: string }[]
}) {
  return (
    <section>
      <Title>{title}</Title>
      {items.map((item, index) => (
        <details
          key={index}
          open
          style={{ maxWidth: 760, padding: '12px 0', borderBottom: '1px solid #d0d5dd' }}
        >
          <summary style={{ fontWeight: 600 }}>{item.question}</summary>
          <p style={{ margin: '8px 0 0' }}>{item.answer}</p>
        </details>
      ))}
    </section>
  )
}
