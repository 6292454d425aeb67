import type { StoredMenuItem, StoredSitePage } from '@jaunt/domain'
import type { DB } from '../db/database.js'
import { sceneUrl } from '../modules/media/scene-image.js'
import { storeMenu, storePage } from '../modules/site-pages/site-pages.service.js'

type Ids = (codes: string[]) => number[]

const fjordImage = sceneUrl({ scene: 'fjord', palette: ['#8FC1E3', '#DCEBF5', '#2E5E3A', '#E4572E'] })
const auroraImage = sceneUrl({ scene: 'aurora', palette: ['#0B1D3A', '#1E3A5F', '#16302B', '#5EEAD4'] })
const cityImage = sceneUrl({ scene: 'city', palette: ['#F6C89F', '#FDE7D3', '#6B4F3A', '#C2410C'] })
const snowImage = sceneUrl({ scene: 'snow', palette: ['#BFD7EA', '#EEF4F8', '#9FB4C7', '#F59E0B'] })
const lakeImage = sceneUrl({ scene: 'lake', palette: ['#A7D3E8', '#E7F3F9', '#2F5D50', '#FACC15'] })
const mountainImage = sceneUrl({ scene: 'mountain', palette: ['#9CC3DF', '#E3EEF5', '#3F6B47', '#F2F2F2'] })

/** Fjord & Fell Adventures: English, Norwegian and German, with a page of partner HTML to sanitise. */
function demoPages(
  ids: Ids,
  box: (slug: string) => number,
): { pages: StoredSitePage[]; menu: StoredMenuItem[] } {
  return {
    pages: [
      {
        slug: 'home',
        title: {
          en: 'Fjords, fells and northern lights',
          no: 'Fjorder, fjell og nordlys',
          de: 'Fjorde, Fjells und Nordlichter',
        },
        description: {
          en: 'Book fjord cruises, glacier hikes, aurora safaris and hotels across Norway with Fjord & Fell Adventures.',
          no: 'Bestill fjordcruise, breturer, nordlyssafari og hotell i hele Norge hos Fjord & Fell Adventures.',
          de: 'Buchen Sie Fjordkreuzfahrten, Gletscherwanderungen, Nordlichtsafaris und Hotels in ganz Norwegen bei Fjord & Fell Adventures.',
        },
        sections: [
          {
            type: 'hero',
            title: {
              en: 'Fjords, fells and northern lights',
              no: 'Fjorder, fjell og nordlys',
              de: 'Fjorde, Fjells und Nordlichter',
            },
            subtitle: {
              en: 'Small-group tours and stays chosen by people who live here.',
              no: 'Turer i små grupper og overnatting valgt av folk som bor her.',
              de: 'Touren in kleinen Gruppen und Unterkünfte, ausgewählt von Menschen, die hier leben.',
            },
            image: fjordImage,
          },
          {
            type: 'product-grid',
            title: { en: 'Our favourites', no: 'Våre favoritter', de: 'Unsere Favoriten' },
            service_ids: ids([
              'ACT-FLAM-CRUISE',
              'ACT-TROMSO-AURORA',
              'HOT-FLAM-FJORDSIDE',
              'PKG-FLAM-WEEKEND',
            ]),
          },
          {
            type: 'destination-boxes',
            title: { en: 'Where to next?', no: 'Hvor vil du dra?', de: 'Wohin als Nächstes?' },
            boxes: [
              {
                title: { en: 'The fjords', no: 'Fjordene', de: 'Die Fjorde' },
                image: fjordImage,
                link: '/page/fjords',
              },
              {
                title: { en: 'Arctic winter', no: 'Arktisk vinter', de: 'Arktischer Winter' },
                image: auroraImage,
                link: '/search?query=Tromsø',
              },
              {
                title: { en: 'City breaks', no: 'Byferie', de: 'Städtereisen' },
                image: cityImage,
                link: '/search/packages',
              },
            ],
          },
          { type: 'widget', element: 'storefront' },
          {
            type: 'faq',
            title: { en: 'Good to know', no: 'Greit å vite', de: 'Gut zu wissen' },
            items: [
              {
                question: { en: 'Can I cancel?', no: 'Kan jeg avbestille?', de: 'Kann ich stornieren?' },
                answer: {
                  en: 'Yes: each product shows its cancellation policy, and the link in your confirmation email lets you cancel.',
                  no: 'Ja: hvert produkt viser sine avbestillingsregler, og lenken i bekreftelsen lar deg avbestille.',
                  de: 'Ja: Jedes Angebot nennt seine Stornobedingungen, und über den Link in Ihrer Bestätigung können Sie stornieren.',
                },
              },
              {
                question: {
                  en: 'What should I wear?',
                  no: 'Hva bør jeg ha på meg?',
                  de: 'Was soll ich anziehen?',
                },
                answer: {
                  en: 'Layers and a waterproof jacket, whatever the season.',
                  no: 'Flere lag og en vanntett jakke, uansett årstid.',
                  de: 'Mehrere Schichten und eine wasserdichte Jacke, zu jeder Jahreszeit.',
                },
              },
            ],
          },
        ],
      },
      {
        slug: 'fjords',
        title: { en: 'The fjords', no: 'Fjordene', de: 'Die Fjorde' },
        description: {
          en: 'Cruises, kayaks and hikes on Nærøyfjord, Aurlandsfjord and Geirangerfjord.',
          no: 'Cruise, kajakk og fotturer på Nærøyfjorden, Aurlandsfjorden og Geirangerfjorden.',
          de: 'Kreuzfahrten, Kajaktouren und Wanderungen auf dem Nærøyfjord, Aurlandsfjord und Geirangerfjord.',
        },
        sections: [
          {
            type: 'hero',
            title: { en: 'The fjords', no: 'Fjordene', de: 'Die Fjorde' },
            subtitle: {},
            image: mountainImage,
          },
          {
            type: 'rich-text',
            html: {
              en: '<h2>Water, rock and waterfalls</h2><p>The <strong>Nærøyfjord</strong> is on UNESCO’s World Heritage list. Come in May for the waterfalls, or in September for the quiet.</p>',
              no: '<h2>Vann, fjell og fosser</h2><p><strong>Nærøyfjorden</strong> står på UNESCOs verdensarvliste. Kom i mai for fossene, eller i september for roen.</p>',
              de: '<h2>Wasser, Fels und Wasserfälle</h2><p>Der <strong>Nærøyfjord</strong> gehört zum UNESCO-Welterbe. Kommen Sie im Mai für die Wasserfälle oder im September für die Ruhe.</p>',
            },
          },
          {
            type: 'product-grid',
            title: { en: 'On the water', no: 'På vannet', de: 'Auf dem Wasser' },
            service_ids: ids(['ACT-FLAM-CRUISE', 'ACT-FLAM-KAYAK', 'ACT-GEIR-RIB', 'ACT-GEIR-HIKE']),
          },
          { type: 'destination-box', box_id: box('lofoten') },
          {
            type: 'gallery',
            title: { en: 'Pictures', no: 'Bilder', de: 'Bilder' },
            images: [
              {
                url: fjordImage,
                alt: {
                  en: 'A fjord between green mountains',
                  no: 'En fjord mellom grønne fjell',
                  de: 'Ein Fjord zwischen grünen Bergen',
                },
              },
              {
                url: mountainImage,
                alt: {
                  en: 'Mountains above the fjord',
                  no: 'Fjell over fjorden',
                  de: 'Berge über dem Fjord',
                },
              },
              {
                url: lakeImage,
                alt: {
                  en: 'A still lake at dawn',
                  no: 'Et stille vann ved daggry',
                  de: 'Ein stiller See im Morgengrauen',
                },
              },
            ],
          },
        ],
      },
      {
        slug: 'about-us',
        title: { en: 'About us', no: 'Om oss', de: 'Über uns' },
        description: {
          en: 'Who we are and how to reach us.',
          no: 'Hvem vi er og hvordan du når oss.',
          de: 'Wer wir sind und wie Sie uns erreichen.',
        },
        sections: [
          {
            type: 'rich-text',
            // The partner pasted this from elsewhere: the script, the handler and the javascript: link go.
            html: {
              en: '<h1>About us</h1><p>We are guides from Flåm and Tromsø. Write to <a href="mailto:hello@fjordfell.test">hello@fjordfell.test</a>.</p><script>alert("pasted")</script><p><a href="javascript:alert(1)" onclick="alert(2)">Our story</a></p>',
              no: '<h1>Om oss</h1><p>Vi er guider fra Flåm og Tromsø. Skriv til <a href="mailto:hello@fjordfell.test">hello@fjordfell.test</a>.</p>',
              de: '<h1>Über uns</h1><p>Wir sind Guides aus Flåm und Tromsø. Schreiben Sie an <a href="mailto:hello@fjordfell.test">hello@fjordfell.test</a>.</p>',
            },
          },
        ],
      },
    ],
    menu: [
      { title: { en: 'Home', no: 'Hjem', de: 'Start' }, page_slug: 'home', url: null },
      { title: { en: 'The fjords', no: 'Fjordene', de: 'Die Fjorde' }, page_slug: 'fjords', url: null },
      { title: { en: 'Search', no: 'Søk', de: 'Suche' }, page_slug: null, url: '/search' },
      { title: { en: 'About us', no: 'Om oss', de: 'Über uns' }, page_slug: 'about-us', url: null },
    ],
  }
}

/** Nordic Trails: Swedish first, with English, Norwegian, Danish and Finnish. */
function nordicPages(
  ids: Ids,
  box: (slug: string) => number,
): { pages: StoredSitePage[]; menu: StoredMenuItem[] } {
  return {
    pages: [
      {
        slug: 'home',
        title: {
          sv: 'Upptäck Norden',
          en: 'Discover the Nordics',
          no: 'Oppdag Norden',
          da: 'Oplev Norden',
          fi: 'Löydä Pohjola',
        },
        description: {
          sv: 'Turer, evenemang och boende i Stockholm, Köpenhamn, Bergen och Tromsø.',
          en: 'Tours, events and stays in Stockholm, Copenhagen, Bergen and Tromsø.',
          no: 'Turer, arrangementer og overnatting i Stockholm, København, Bergen og Tromsø.',
          da: 'Ture, begivenheder og overnatning i Stockholm, København, Bergen og Tromsø.',
          fi: 'Retkiä, tapahtumia ja majoitusta Tukholmassa, Kööpenhaminassa, Bergenissä ja Tromssassa.',
        },
        sections: [
          {
            type: 'hero',
            title: {
              sv: 'Upptäck Norden',
              en: 'Discover the Nordics',
              no: 'Oppdag Norden',
              da: 'Oplev Norden',
              fi: 'Löydä Pohjola',
            },
            subtitle: {
              sv: 'Från skärgården till polcirkeln.',
              en: 'From the archipelago to the Arctic Circle.',
              no: 'Fra skjærgården til polarsirkelen.',
              da: 'Fra skærgården til polarcirklen.',
              fi: 'Saaristosta napapiirille.',
            },
            image: lakeImage,
          },
          {
            type: 'product-grid',
            title: {
              sv: 'Populärt just nu',
              en: 'Popular right now',
              no: 'Populært akkurat nå',
              da: 'Populært lige nu',
              fi: 'Suosittua juuri nyt',
            },
            service_ids: ids([
              'ACT-STOCKHOLM-KAYAK',
              'EVT-STOCKHOLM-FEAST',
              'ATT-STOCKHOLM-VASA',
              'REN-STOCKHOLM-BOAT',
            ]),
          },
          {
            type: 'destination-boxes',
            title: { sv: 'Resmål', en: 'Destinations', no: 'Reisemål', da: 'Rejsemål', fi: 'Matkakohteet' },
            boxes: [
              {
                title: {
                  sv: 'Vinter i norr',
                  en: 'Winter up north',
                  no: 'Vinter i nord',
                  da: 'Vinter mod nord',
                  fi: 'Talvi pohjoisessa',
                },
                image: snowImage,
                link: '/page/winter',
              },
              {
                title: {
                  sv: 'Alla boenden',
                  en: 'All stays',
                  no: 'All overnatting',
                  da: 'Alle overnatninger',
                  fi: 'Kaikki majoitukset',
                },
                image: cityImage,
                link: '/search/hotels',
              },
            ],
          },
          { type: 'widget', element: 'search' },
        ],
      },
      {
        slug: 'winter',
        title: {
          sv: 'Vinter i norr',
          en: 'Winter up north',
          no: 'Vinter i nord',
          da: 'Vinter mod nord',
          fi: 'Talvi pohjoisessa',
        },
        description: {
          sv: 'Norrsken, hundspann och skidor i Tromsø och Lofoten.',
          en: 'Northern lights, dog sledding and skiing in Tromsø and Lofoten.',
          no: 'Nordlys, hundekjøring og ski i Tromsø og Lofoten.',
          da: 'Nordlys, hundeslæde og ski i Tromsø og Lofoten.',
          fi: 'Revontulia, koiravaljakkoajelua ja hiihtoa Tromssassa ja Lofooteilla.',
        },
        sections: [
          {
            type: 'hero',
            title: {
              sv: 'Vinter i norr',
              en: 'Winter up north',
              no: 'Vinter i nord',
              da: 'Vinter mod nord',
              fi: 'Talvi pohjoisessa',
            },
            subtitle: {},
            image: auroraImage,
          },
          {
            type: 'product-grid',
            title: {
              sv: 'Vinterns äventyr',
              en: 'Winter adventures',
              no: 'Vintereventyr',
              da: 'Vintereventyr',
              fi: 'Talviseikkailut',
            },
            service_ids: ids([
              'ACT-TROMSO-AURORA',
              'ACT-TROMSO-SLED',
              'REN-TROMSO-SKI',
              'HOT-TROMSO-HARBOUR',
            ]),
          },
          { type: 'destination-box', box_id: box('tromso') },
        ],
      },
    ],
    menu: [
      {
        title: { sv: 'Hem', en: 'Home', no: 'Hjem', da: 'Hjem', fi: 'Etusivu' },
        page_slug: 'home',
        url: null,
      },
      {
        title: { sv: 'Vinter', en: 'Winter', no: 'Vinter', da: 'Vinter', fi: 'Talvi' },
        page_slug: 'winter',
        url: null,
      },
      {
        title: { sv: 'Boende', en: 'Stays', no: 'Overnatting', da: 'Overnatning', fi: 'Majoitus' },
        page_slug: null,
        url: '/search/hotels',
      },
    ],
  }
}

/** The lodge's front desk has one page: its storefront. */
const lodgePages = (): { pages: StoredSitePage[]; menu: StoredMenuItem[] } => ({
  pages: [
    {
      slug: 'front-desk',
      title: { no: 'Resepsjonen', en: 'Front desk' },
      description: { no: 'Bestill turer i resepsjonen.', en: 'Book tours at the front desk.' },
      sections: [{ type: 'widget', element: 'storefront' }],
    },
  ],
  menu: [],
})

/** Each demo site's pages and menu; the first page becomes the site's primary (index) page. */
export async function seedSitePages(
  trx: DB,
  siteIds: Map<string, number>,
  serviceIds: Map<string, number>,
  boxIds: Map<string, number>,
) {
  const ids: Ids = (codes) => codes.map((code) => serviceIds.get(code)!)
  const box = (slug: string) => boxIds.get(slug)!
  const sites = { demo: demoPages(ids, box), nordic: nordicPages(ids, box), lodge: lodgePages() }
  for (const [subDomain, { pages, menu }] of Object.entries(sites)) {
    const siteId = siteIds.get(subDomain)!
    const pageIds: number[] = []
    for (const [index, page] of pages.entries()) pageIds.push(await storePage(trx, siteId, page, index + 1))
    await storeMenu(trx, siteId, menu)
    const site = await trx
      .selectFrom('partner_site')
      .select('general_settings')
      .where('id', '=', siteId)
      .executeTakeFirstOrThrow()
    const general = { ...(site.general_settings as object), primary_page_id: pageIds[0] ?? null }
    await trx
      .updateTable('partner_site')
      .set({ general_settings: JSON.stringify(general) })
      .where('id', '=', siteId)
      .execute()
  }
}
