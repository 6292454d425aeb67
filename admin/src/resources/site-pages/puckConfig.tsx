import type { Config } from '@puckeditor/core'
import { useLingui } from '@lingui/react/macro'
import { useMemo } from 'react'
import { CatalogueProductsField } from './CatalogueProductsField'
import { DestinationBoxField, DestinationSliderPreview } from './DestinationBoxField'
import { PictureField } from './PictureField'
import { ProductsPreview } from './ProductsPreview'
import {
  BoxTile,
  FaqPreview,
  GridPreview,
  HeroPreview,
  Placeholder,
  RichTextPreview,
  Title,
} from './SectionPreviews'

type Props = {
  hero: { title: string; subtitle: string; image: string }
  'rich-text': { html: string }
  'product-grid': { title: string; service_ids: number[] }
  'destination-boxes': { title: string; boxes: { title: string; image: string; link: string }[] }
  'destination-box': { box_id: number }
  gallery: { title: string; images: { url: string; alt: string }[] }
  faq: { title: string; items: { question: string; answer: string }[] }
  widget: { element: 'storefront' | 'search' }
}

/** The hosted site's sections as Puck blocks: one per `StoredSection` type, its fields per the schema. */
export function usePuckConfig(siteId: number): Config<Props> {
  const { t } = useLingui()
  return useMemo(() => {
    const text = (label: string) => ({ type: 'text' as const, label })
    const picture = (label: string) => ({
      type: 'custom' as const,
      label,
      render: ({ value, onChange }: { value: string; onChange: (url: string) => void }) => (
        <PictureField label={label} value={value ?? ''} onChange={onChange} />
      ),
    })
    return {
      // The page's own fields (title, SEO) are the form above the builder.
      root: { fields: {} },
      components: {
        hero: {
          label: t`Hero`,
          fields: { title: text(t`Title`), subtitle: text(t`Subtitle`), image: picture(t`Picture`) },
          defaultProps: { title: t`Welcome`, subtitle: '', image: '' },
          render: (props) => <HeroPreview {...props} />,
        },
        'rich-text': {
          label: t`Text`,
          // Puck's rich text editor (Tiptap) writes the HTML; the server sanitises it on every save.
          fields: { html: { type: 'richtext', label: t`Text` } },
          defaultProps: { html: `<p>${t`Write your text here.`}</p>` },
          render: ({ html }) => <RichTextPreview html={html} />,
        },
        'product-grid': {
          label: t`Products`,
          fields: {
            title: text(t`Title`),
            service_ids: {
              type: 'custom',
              label: t`Products`,
              render: ({ value, onChange }) => (
                <CatalogueProductsField
                  siteId={siteId}
                  label={t`Products`}
                  value={value ?? []}
                  onChange={onChange}
                />
              ),
            },
          },
          defaultProps: { title: t`Our favourites`, service_ids: [] },
          render: ({ title, service_ids }) => (
            <ProductsPreview siteId={siteId} title={title} ids={service_ids ?? []} />
          ),
        },
        'destination-boxes': {
          label: t`Destination boxes`,
          fields: {
            title: text(t`Title`),
            boxes: {
              type: 'array',
              label: t`Boxes`,
              getItemSummary: (box) => box.title || t`Box`,
              arrayFields: {
                title: text(t`Title`),
                image: picture(t`Picture`),
                link: text(t`Link (/search or https://…)`),
              },
              defaultItemProps: { title: t`Destination`, image: '', link: '/search' },
            },
          },
          defaultProps: { title: t`Where to go`, boxes: [] },
          render: ({ title, boxes }) => (
            <GridPreview
              title={title}
              count={boxes.length}
              minWidth={220}
              label={(index) => (
                <BoxTile key={index} title={boxes[index]!.title} image={boxes[index]!.image} />
              )}
            />
          ),
        },
        'destination-box': {
          label: t`Destination slider`,
          fields: {
            box_id: {
              type: 'custom',
              label: t`Destination`,
              render: ({ value, onChange }) => (
                <DestinationBoxField label={t`Destination`} value={value} onChange={onChange} />
              ),
            },
          },
          defaultProps: { box_id: 1 },
          render: ({ box_id }) => (
            <Placeholder>
              <DestinationSliderPreview
                boxId={box_id}
                label={(name) => t`${name}: the destination's products`}
              />
            </Placeholder>
          ),
        },
        gallery: {
          label: t`Gallery`,
          fields: {
            title: text(t`Title`),
            images: {
              type: 'array',
              label: t`Images`,
              getItemSummary: (image) => image.alt || image.url || t`Image`,
              arrayFields: { url: picture(t`Picture`), alt: text(t`Description`) },
              defaultItemProps: { url: '', alt: '' },
            },
          },
          defaultProps: { title: t`Gallery`, images: [] },
          render: ({ title, images }) => (
            <GridPreview
              title={title}
              count={images.length}
              label={(index) =>
                images[index]!.url ? (
                  <img
                    key={index}
                    src={images[index]!.url}
                    alt={images[index]!.alt}
                    style={{ width: '100%', aspectRatio: '16 / 10', objectFit: 'cover', borderRadius: 12 }}
                  />
                ) : (
                  <Placeholder key={index}>{t`Image`}</Placeholder>
                )
              }
            />
          ),
        },
        faq: {
          label: t`Questions and answers`,
          fields: {
            title: text(t`Title`),
            items: {
              type: 'array',
              label: t`Questions`,
              getItemSummary: (item) => item.question || t`Question`,
              arrayFields: { question: text(t`Question`), answer: { type: 'textarea', label: t`Answer` } },
              defaultItemProps: { question: '', answer: '' },
            },
          },
          defaultProps: { title: t`Questions and answers`, items: [] },
          render: (props) => <FaqPreview {...props} />,
        },
        widget: {
          label: t`Booking widget`,
          fields: {
            element: {
              type: 'select',
              label: t`Shows`,
              options: [
                { label: t`The storefront`, value: 'storefront' },
                { label: t`The search`, value: 'search' },
              ],
            },
          },
          defaultProps: { element: 'storefront' },
          render: ({ element }) => (
            <section>
              <Title>{null}</Title>
              <Placeholder>
                {element === 'search' ? t`The booking widget's search` : t`The booking widget's storefront`}
              </Placeholder>
            </section>
          ),
        },
      },
    }
  }, [t, siteId])
}
