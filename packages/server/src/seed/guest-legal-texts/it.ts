import { page, type GuestLegalTexts } from './page.js'

export const it: GuestLegalTexts = {
  privacy: page('Informativa sulla privacy di Jaunt', [
    [
      'Cosa raccogliamo',
      'Quando prenoti, conserviamo il tuo nome, indirizzo email, numero di telefono, paese e le prenotazioni che effettui, affinché il fornitore possa erogarle e tu possa vederle e annullarle in seguito.',
    ],
    [
      'Chi li vede',
      'Il fornitore di ogni prenotazione e il sito su cui hai prenotato vedono i dati di quella prenotazione. I pagamenti con carta sono gestiti da Stripe; non vediamo mai il numero della tua carta.',
    ],
    [
      'Per quanto tempo li conserviamo',
      'Conserviamo i dati delle prenotazioni per il tempo richiesto dalla legge contabile. Un link di accesso alle tue prenotazioni funziona una volta, per 1 ora.',
    ],
    [
      'I tuoi diritti',
      'Puoi chiedere di vedere, correggere o cancellare i tuoi dati scrivendo a privacy@jaunt.test.',
    ],
  ]),
  terms: page('Condizioni di prenotazione', [
    [
      'La tua prenotazione',
      'La tua prenotazione è un contratto con il fornitore di ogni prodotto; il sito su cui prenoti e Jaunt la gestiscono per suo conto. Ricevi una conferma via email non appena è confermata.',
    ],
    [
      'Prezzi e pagamento',
      'I prezzi includono le tasse e vengono addebitati nella valuta indicata. Una prenotazione è confermata una volta pagata, oppure subito se il sito accetta prenotazioni senza pagamento.',
    ],
    [
      'Cancellazioni e rimborsi',
      'Ogni prodotto mostra la sua politica di cancellazione prima della prenotazione. Puoi annullare dalle tue prenotazioni; i rimborsi seguono quella politica e arrivano sul tuo metodo di pagamento entro 10 giorni lavorativi.',
    ],
    [
      "Il giorno dell'attività",
      "Arriva al punto d'incontro in anticipo e porta il tuo numero di prenotazione. Il fornitore può modificare o annullare un'escursione per motivi di sicurezza o meteo; in tal caso ricevi una nuova data o il rimborso completo.",
    ],
  ]),
}
