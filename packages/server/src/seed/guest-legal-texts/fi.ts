import { page, type GuestLegalTexts } from './page.js'

export const fi: GuestLegalTexts = {
  privacy: page('Jauntin tietosuojaseloste', [
    [
      'Mitä tietoja keräämme',
      'Kun varaat, säilytämme nimesi, sähköpostiosoitteesi, puhelinnumerosi, maasi ja tekemäsi varaukset, jotta palveluntarjoaja voi toteuttaa ne ja voit myöhemmin katsoa ja peruuttaa ne.',
    ],
    [
      'Kuka tiedot näkee',
      'Kunkin varauksen palveluntarjoaja ja sivusto, jolla varasit, näkevät varauksen tiedot. Korttimaksut käsittelee Stripe; emme koskaan näe korttisi numeroa.',
    ],
    [
      'Kuinka kauan säilytämme tietoja',
      'Säilytämme varaustiedot niin kauan kuin kirjanpitolaki edellyttää. Varaustesi kirjautumislinkki toimii kerran, 1 tunnin ajan.',
    ],
    [
      'Oikeutesi',
      'Voit pyytää nähdä, korjata tai poistaa tietosi kirjoittamalla osoitteeseen privacy@jaunt.test.',
    ],
  ]),
  terms: page('Varausehdot', [
    [
      'Varauksesi',
      'Varauksesi on sopimus kunkin tuotteen palveluntarjoajan kanssa; sivusto, jolla varaat, ja Jaunt välittävät sen. Saat vahvistuksen sähköpostitse, kun varaus on vahvistettu.',
    ],
    [
      'Hinnat ja maksu',
      'Hinnat sisältävät verot, ja ne veloitetaan näytetyssä valuutassa. Varaus vahvistetaan, kun se on maksettu, tai heti, jos sivusto ottaa vastaan varauksia ilman maksua.',
    ],
    [
      'Peruutukset ja hyvitykset',
      'Jokainen tuote näyttää peruutusehtonsa ennen varaamista. Voit peruuttaa varauksesi omista varauksistasi; hyvitykset noudattavat näitä ehtoja ja palautuvat maksutavallesi 10 arkipäivän kuluessa.',
    ],
    [
      'Retkipäivänä',
      'Saavu kohtaamispaikkaan ajoissa ja ota varausnumerosi mukaan. Palveluntarjoaja voi muuttaa tai perua retken turvallisuus- tai sääsyistä; saat silloin uuden ajankohdan tai täyden hyvityksen.',
    ],
  ]),
}
