import { page, type GuestLegalTexts } from './page.js'

export const nl: GuestLegalTexts = {
  privacy: page('Privacybeleid van Jaunt', [
    [
      'Wat we verzamelen',
      'Wanneer je boekt, bewaren we je naam, e-mailadres, telefoonnummer, land en je boekingen, zodat de aanbieder ze kan leveren en jij ze later kunt bekijken en annuleren.',
    ],
    [
      'Wie ze ziet',
      'De aanbieder van elke boeking en de site waarop je boekte zien de gegevens van die boeking. Kaartbetalingen worden door Stripe verwerkt; wij zien je kaartnummer nooit.',
    ],
    [
      'Hoe lang we ze bewaren',
      'We bewaren boekingsgegevens zo lang als de boekhoudwetgeving vereist. Een inloglink naar je boekingen werkt één keer, gedurende 1 uur.',
    ],
    [
      'Je rechten',
      'Je kunt vragen je gegevens in te zien, te corrigeren of te verwijderen door te schrijven naar privacy@jaunt.test.',
    ],
  ]),
  terms: page('Boekingsvoorwaarden', [
    [
      'Je boeking',
      'Je boeking is een overeenkomst met de aanbieder van elk product; de site waarop je boekt en Jaunt regelen die namens hen. Je ontvangt een bevestiging per e-mail zodra de boeking bevestigd is.',
    ],
    [
      'Prijzen en betaling',
      'Prijzen zijn inclusief belastingen en worden berekend in de getoonde valuta. Een boeking is bevestigd zodra ze betaald is, of meteen als de site boekingen zonder betaling aanneemt.',
    ],
    [
      'Annuleringen en terugbetalingen',
      'Elk product toont zijn annuleringsvoorwaarden voordat je boekt. Je kunt annuleren vanuit je boekingen; terugbetalingen volgen die voorwaarden en staan binnen 10 werkdagen op je betaalmiddel.',
    ],
    [
      'Op de dag zelf',
      'Kom op tijd naar het verzamelpunt en neem je boekingsnummer mee. De aanbieder kan een tocht wijzigen of annuleren vanwege veiligheid of het weer; je krijgt dan een nieuwe datum of je geld volledig terug.',
    ],
  ]),
}
