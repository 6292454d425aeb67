export interface LegalPage {
  title: string
  content_html: string
}

/** The marketplace's own texts for guests: its privacy policy and its booking terms. */
export interface GuestLegalTexts {
  privacy: LegalPage
  terms: LegalPage
}

export const page = (title: string, sections: [heading: string, text: string][]): LegalPage => ({
  title,
  content_html: sections.map(([heading, text]) => `<h2>${heading}</h2><p>${text}</p>`).join(''),
})
