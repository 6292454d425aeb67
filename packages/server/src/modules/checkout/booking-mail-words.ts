import type { Locale } from '@jaunt/domain'

/** A noun's forms by `Intl.PluralRules` category; a category a language lacks falls back to `other`. */
export type PluralForms = Partial<Record<Intl.LDMLPluralRule, string>> & { other: string }

export interface MailWords {
  subject: (number: string) => string
  greeting: (name: string) => string
  intro: string
  outro: string
  supplierSubject: (number: string) => string
  supplierIntro: string
  adults: PluralForms
  children: PluralForms
  meetingPoint: (place: string) => string
  /** Leads the link to the booking's details, which follows it. */
  seeBooking: string
  /** Leads the supplier's special instruction for an item, which follows it. */
  specialInstruction: string
}

/** The booking mails' words in every product language: the guest reads the one they booked in. */
export const WORDS: Record<Locale, MailWords> = {
  en: {
    subject: (number) => `Your booking is confirmed (${number})`,
    greeting: (name) => `Hello ${name},`,
    intro: 'Thank you for your booking. Here is what you booked:',
    outro: 'You can see and cancel your bookings at any time from the link in your customer area.',
    supplierSubject: (number) => `New booking ${number}`,
    supplierIntro: 'A guest has booked:',
    adults: { one: 'adult', other: 'adults' },
    children: { one: 'child', other: 'children' },
    meetingPoint: (place) => `Meeting point: ${place}`,
    seeBooking: 'See your booking:',
    specialInstruction: 'Special instructions:',
  },
  no: {
    subject: (number) => `Bestillingen din er bekreftet (${number})`,
    greeting: (name) => `Hei ${name},`,
    intro: 'Takk for bestillingen. Dette har du bestilt:',
    outro: 'Du kan når som helst se og avbestille bestillingene dine fra lenken i kundeområdet.',
    supplierSubject: (number) => `Ny bestilling ${number}`,
    supplierIntro: 'En gjest har bestilt:',
    adults: { one: 'voksen', other: 'voksne' },
    children: { other: 'barn' },
    meetingPoint: (place) => `Møtested: ${place}`,
    seeBooking: 'Se bestillingen din:',
    specialInstruction: 'Spesielle instruksjoner:',
  },
  sv: {
    subject: (number) => `Din bokning är bekräftad (${number})`,
    greeting: (name) => `Hej ${name},`,
    intro: 'Tack för din bokning. Det här har du bokat:',
    outro: 'Du kan när som helst se och avboka dina bokningar via länken i ditt kundområde.',
    supplierSubject: (number) => `Ny bokning ${number}`,
    supplierIntro: 'En gäst har bokat:',
    adults: { one: 'vuxen', other: 'vuxna' },
    children: { other: 'barn' },
    meetingPoint: (place) => `Mötesplats: ${place}`,
    seeBooking: 'Se din bokning:',
    specialInstruction: 'Särskilda instruktioner:',
  },
  hi: {
    subject: (number) => `आपकी बुकिंग की पुष्टि हो गई है (${number})`,
    greeting: (name) => `नमस्ते ${name},`,
    intro: 'बुकिंग के लिए धन्यवाद। आपने यह बुक किया है:',
    outro: 'आप अपने ग्राहक क्षेत्र के लिंक से कभी भी अपनी बुकिंग देख और रद्द कर सकते हैं।',
    supplierSubject: (number) => `नई बुकिंग ${number}`,
    supplierIntro: 'एक मेहमान ने बुक किया है:',
    adults: { other: 'वयस्क' },
    children: { one: 'बच्चा', other: 'बच्चे' },
    meetingPoint: (place) => `मिलने का स्थान: ${place}`,
    seeBooking: 'अपनी बुकिंग देखें:',
    specialInstruction: 'विशेष निर्देश:',
  },
  gu: {
    subject: (number) => `તમારા બુકિંગની પુષ્ટિ થઈ ગઈ છે (${number})`,
    greeting: (name) => `નમસ્તે ${name},`,
    intro: 'બુકિંગ કરવા બદલ આભાર. તમે આ બુક કર્યું છે:',
    outro: 'તમે તમારા ગ્રાહક વિભાગની લિંક પરથી ગમે ત્યારે તમારાં બુકિંગ જોઈ અને રદ કરી શકો છો.',
    supplierSubject: (number) => `નવું બુકિંગ ${number}`,
    supplierIntro: 'એક મહેમાને બુક કર્યું છે:',
    adults: { other: 'પુખ્ત' },
    children: { one: 'બાળક', other: 'બાળકો' },
    meetingPoint: (place) => `મળવાનું સ્થળ: ${place}`,
    seeBooking: 'તમારું બુકિંગ જુઓ:',
    specialInstruction: 'વિશેષ સૂચનાઓ:',
  },
  da: {
    subject: (number) => `Din booking er bekræftet (${number})`,
    greeting: (name) => `Hej ${name},`,
    intro: 'Tak for din booking. Her er, hvad du har booket:',
    outro: 'Du kan til enhver tid se og afbestille dine bookinger via linket i dit kundeområde.',
    supplierSubject: (number) => `Ny booking ${number}`,
    supplierIntro: 'En gæst har booket:',
    adults: { one: 'voksen', other: 'voksne' },
    children: { one: 'barn', other: 'børn' },
    meetingPoint: (place) => `Mødested: ${place}`,
    seeBooking: 'Se din booking:',
    specialInstruction: 'Særlige instruktioner:',
  },
  de: {
    subject: (number) => `Ihre Buchung ist bestätigt (${number})`,
    greeting: (name) => `Hallo ${name},`,
    intro: 'Vielen Dank für Ihre Buchung. Das haben Sie gebucht:',
    outro: 'Über den Link in Ihrem Kundenbereich können Sie Ihre Buchungen jederzeit ansehen und stornieren.',
    supplierSubject: (number) => `Neue Buchung ${number}`,
    supplierIntro: 'Ein Gast hat gebucht:',
    adults: { one: 'Erwachsener', other: 'Erwachsene' },
    children: { one: 'Kind', other: 'Kinder' },
    meetingPoint: (place) => `Treffpunkt: ${place}`,
    seeBooking: 'Ihre Buchung ansehen:',
    specialInstruction: 'Besondere Hinweise:',
  },
  bg: {
    subject: (number) => `Резервацията Ви е потвърдена (${number})`,
    greeting: (name) => `Здравейте, ${name},`,
    intro: 'Благодарим Ви за резервацията. Ето какво резервирахте:',
    outro: 'Можете по всяко време да видите и отмените резервациите си чрез връзката в клиентския си профил.',
    supplierSubject: (number) => `Нова резервация ${number}`,
    supplierIntro: 'Гост направи резервация:',
    adults: { one: 'възрастен', other: 'възрастни' },
    children: { one: 'дете', other: 'деца' },
    meetingPoint: (place) => `Място на среща: ${place}`,
    seeBooking: 'Вижте резервацията си:',
    specialInstruction: 'Специални инструкции:',
  },
  nl: {
    subject: (number) => `Je boeking is bevestigd (${number})`,
    greeting: (name) => `Hallo ${name},`,
    intro: 'Bedankt voor je boeking. Dit heb je geboekt:',
    outro: 'Via de link in je klantomgeving kun je je boekingen altijd bekijken en annuleren.',
    supplierSubject: (number) => `Nieuwe boeking ${number}`,
    supplierIntro: 'Een gast heeft geboekt:',
    adults: { one: 'volwassene', other: 'volwassenen' },
    children: { one: 'kind', other: 'kinderen' },
    meetingPoint: (place) => `Verzamelpunt: ${place}`,
    seeBooking: 'Bekijk uw boeking:',
    specialInstruction: 'Speciale instructies:',
  },
  ru: {
    subject: (number) => `Ваше бронирование подтверждено (${number})`,
    greeting: (name) => `Здравствуйте, ${name}!`,
    intro: 'Спасибо за бронирование. Вот что Вы забронировали:',
    outro: 'Вы можете в любое время посмотреть и отменить свои бронирования по ссылке в личном кабинете.',
    supplierSubject: (number) => `Новое бронирование ${number}`,
    supplierIntro: 'Гость забронировал:',
    adults: { one: 'взрослый', other: 'взрослых' },
    children: { one: 'ребёнок', few: 'ребёнка', many: 'детей', other: 'ребёнка' },
    meetingPoint: (place) => `Место встречи: ${place}`,
    seeBooking: 'Посмотреть бронирование:',
    specialInstruction: 'Особые указания:',
  },
  es: {
    subject: (number) => `Tu reserva está confirmada (${number})`,
    greeting: (name) => `Hola, ${name}:`,
    intro: 'Gracias por tu reserva. Esto es lo que has reservado:',
    outro: 'Puedes ver y cancelar tus reservas en cualquier momento desde el enlace de tu área de cliente.',
    supplierSubject: (number) => `Nueva reserva ${number}`,
    supplierIntro: 'Un cliente ha reservado:',
    adults: { one: 'adulto', other: 'adultos' },
    children: { one: 'niño', other: 'niños' },
    meetingPoint: (place) => `Punto de encuentro: ${place}`,
    seeBooking: 'Ver tu reserva:',
    specialInstruction: 'Instrucciones especiales:',
  },
  it: {
    subject: (number) => `La tua prenotazione è confermata (${number})`,
    greeting: (name) => `Ciao ${name},`,
    intro: 'Grazie per la tua prenotazione. Ecco cosa hai prenotato:',
    outro:
      'Puoi vedere e cancellare le tue prenotazioni in qualsiasi momento dal link nella tua area clienti.',
    supplierSubject: (number) => `Nuova prenotazione ${number}`,
    supplierIntro: 'Un cliente ha prenotato:',
    adults: { one: 'adulto', other: 'adulti' },
    children: { one: 'bambino', other: 'bambini' },
    meetingPoint: (place) => `Punto d’incontro: ${place}`,
    seeBooking: 'Vedi la tua prenotazione:',
    specialInstruction: 'Istruzioni speciali:',
  },
  fi: {
    subject: (number) => `Varauksesi on vahvistettu (${number})`,
    greeting: (name) => `Hei ${name},`,
    intro: 'Kiitos varauksestasi. Varasit seuraavat:',
    outro: 'Voit katsoa ja perua varauksesi milloin tahansa asiakasalueesi linkin kautta.',
    supplierSubject: (number) => `Uusi varaus ${number}`,
    supplierIntro: 'Asiakas on varannut:',
    adults: { one: 'aikuinen', other: 'aikuista' },
    children: { one: 'lapsi', other: 'lasta' },
    meetingPoint: (place) => `Kohtaamispaikka: ${place}`,
    seeBooking: 'Katso varauksesi:',
    specialInstruction: 'Erityisohjeet:',
  },
  // French sets a no-break space before a colon.
  fr: {
    subject: (number) => `Votre réservation est confirmée (${number})`,
    greeting: (name) => `Bonjour ${name},`,
    intro: 'Merci pour votre réservation. Voici ce que vous avez réservé\u00a0:',
    outro:
      'Vous pouvez consulter et annuler vos réservations à tout moment grâce au lien de votre espace client.',
    supplierSubject: (number) => `Nouvelle réservation ${number}`,
    supplierIntro: 'Un client a réservé\u00a0:',
    adults: { one: 'adulte', other: 'adultes' },
    children: { one: 'enfant', other: 'enfants' },
    meetingPoint: (place) => `Point de rendez-vous\u00a0: ${place}`,
    seeBooking: 'Voir votre réservation\u00a0:',
    specialInstruction: 'Instructions particulières\u00a0:',
  },
}
