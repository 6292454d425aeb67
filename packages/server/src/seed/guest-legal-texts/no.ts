import { page, type GuestLegalTexts } from './page.js'

export const no: GuestLegalTexts = {
  privacy: page('Jaunts personvernerklæring', [
    [
      'Hva vi samler inn',
      'Når du bestiller, lagrer vi navnet ditt, e-postadressen, telefonnummeret, landet ditt og bestillingene du gjør, slik at leverandøren kan levere dem og du senere kan se og avbestille dem.',
    ],
    [
      'Hvem som ser det',
      'Leverandøren av hver bestilling og nettstedet du bestilte på, ser detaljene i den bestillingen. Kortbetalinger håndteres av Stripe; vi ser aldri kortnummeret ditt.',
    ],
    [
      'Hvor lenge vi beholder det',
      'Vi beholder bestillingsopplysninger så lenge regnskapsloven krever. En innloggingslenke til bestillingene dine virker én gang, i 1 time.',
    ],
    [
      'Dine rettigheter',
      'Du kan be om å se, rette eller slette opplysningene dine ved å skrive til privacy@jaunt.test.',
    ],
  ]),
  terms: page('Bestillingsvilkår', [
    [
      'Bestillingen din',
      'Bestillingen din er en avtale med leverandøren av hvert produkt; nettstedet du bestiller på og Jaunt formidler den. Du får en bekreftelse på e-post når den er bekreftet.',
    ],
    [
      'Priser og betaling',
      'Prisene inkluderer avgifter og belastes i valutaen som vises. En bestilling er bekreftet når den er betalt, eller med en gang der nettstedet tar imot bestillinger uten betaling.',
    ],
    [
      'Avbestilling og refusjon',
      'Hvert produkt viser avbestillingsvilkårene før du bestiller. Du kan avbestille fra bestillingene dine; refusjoner følger vilkårene og kommer tilbake til betalingsmåten din innen 10 virkedager.',
    ],
    [
      'På dagen',
      'Møt opp på møtestedet i god tid og ha bestillingsnummeret klart. Leverandøren kan endre eller avlyse en tur av hensyn til sikkerhet eller vær; du får da en ny dato eller full refusjon.',
    ],
  ]),
}
