export type HomePageProps = {
  /** The site's name, shown until its pages come from the page builder. */
  siteName: string
}

/** Placeholder until the partner's pages and the widget's storefront are mounted here. */
export function HomePage({ siteName }: HomePageProps) {
  return (
    <main>
      <h1>{siteName}</h1>
      <p>Activities, tours and stays will be bookable here soon.</p>
    </main>
  )
}
