import type { Locale } from '@jaunt/domain'

export interface CustomerMailWords {
  loginSubject: string
  loginGreeting: string
  loginIntro: string
  loginOutro: string
  cancelSubject: (number: string) => string
  cancelGreeting: (name: string) => string
  cancelIntro: string
  refund: (amount: string) => string
  noRefund: string
  /** A booking made without payment: nothing to refund, whatever the policy says. */
  nothingPaid: string
  /** The supplier cancelled, not the guest: the notice says so, with the supplier's reason. */
  supplierCancelled: (reason: string) => string
  partialRefundSubject: (number: string) => string
  partialRefund: (amount: string) => string
}

/** The customer area's mails in every product language: the login link and the cancellation notice. */
export const CUSTOMER_MAIL_WORDS: Record<Locale, CustomerMailWords> = {
  en: {
    loginSubject: 'Your link to your bookings',
    loginGreeting: 'Hello,',
    loginIntro: 'Open this link to see and cancel your bookings. It works once, within 1 hour:',
    loginOutro: 'If you did not ask for this link, you can ignore this email.',
    cancelSubject: (number) => `Your booking is cancelled (${number})`,
    cancelGreeting: (name) => `Hello ${name},`,
    cancelIntro: 'Your booking has been cancelled:',
    refund: (amount) =>
      `We are refunding ${amount}. Refunds reach your payment method within 10 working days at most.`,
    noRefund: 'Under the cancellation policy, no refund is due.',
    nothingPaid: 'Nothing was paid for this booking, so nothing is refunded.',
    supplierCancelled: (reason) => `The organiser has cancelled it. Their reason: ${reason}`,
    partialRefundSubject: (number) => `A refund for your booking (${number})`,
    partialRefund: (amount) =>
      `The organiser is refunding ${amount} of your booking. Refunds reach your payment method within 10 working days at most.`,
  },
  no: {
    loginSubject: 'Lenken til bestillingene dine',
    loginGreeting: 'Hei,',
    loginIntro:
      'Åpne denne lenken for å se og avbestille bestillingene dine. Den virker én gang, innen 1 time:',
    loginOutro: 'Hvis du ikke ba om denne lenken, kan du se bort fra denne e-posten.',
    cancelSubject: (number) => `Bestillingen din er avbestilt (${number})`,
    cancelGreeting: (name) => `Hei ${name},`,
    cancelIntro: 'Bestillingen din er avbestilt:',
    refund: (amount) =>
      `Vi refunderer ${amount}. Refusjonen kommer tilbake til betalingsmåten din innen høyst 10 virkedager.`,
    noRefund: 'Etter avbestillingsvilkårene får du ingen refusjon.',
    nothingPaid: 'Ingenting ble betalt for denne bestillingen, så ingenting refunderes.',
    supplierCancelled: (reason) => `Arrangøren har avlyst den. Begrunnelse: ${reason}`,
    partialRefundSubject: (number) => `Refusjon for bestillingen din (${number})`,
    partialRefund: (amount) =>
      `Arrangøren refunderer ${amount} av bestillingen din. Refusjonen kommer tilbake til betalingsmåten din innen høyst 10 virkedager.`,
  },
  sv: {
    loginSubject: 'Länken till dina bokningar',
    loginGreeting: 'Hej,',
    loginIntro:
      'Öppna den här länken för att se och avboka dina bokningar. Den fungerar en gång, inom 1 timme:',
    loginOutro: 'Om du inte bad om den här länken kan du bortse från det här mejlet.',
    cancelSubject: (number) => `Din bokning är avbokad (${number})`,
    cancelGreeting: (name) => `Hej ${name},`,
    cancelIntro: 'Din bokning har avbokats:',
    refund: (amount) =>
      `Vi återbetalar ${amount}. Återbetalningen når din betalningsmetod inom högst 10 arbetsdagar.`,
    noRefund: 'Enligt avbokningsvillkoren ges ingen återbetalning.',
    nothingPaid: 'Ingenting betalades för den här bokningen, så ingenting återbetalas.',
    supplierCancelled: (reason) => `Arrangören har ställt in den. Anledning: ${reason}`,
    partialRefundSubject: (number) => `Återbetalning för din bokning (${number})`,
    partialRefund: (amount) =>
      `Arrangören återbetalar ${amount} av din bokning. Återbetalningen når din betalningsmetod inom högst 10 arbetsdagar.`,
  },
  hi: {
    loginSubject: 'आपकी बुकिंग का लिंक',
    loginGreeting: 'नमस्ते,',
    loginIntro: 'अपनी बुकिंग देखने और रद्द करने के लिए यह लिंक खोलें। यह केवल एक बार, 1 घंटे के भीतर काम करता है:',
    loginOutro: 'यदि आपने यह लिंक नहीं माँगा था, तो आप इस ईमेल को अनदेखा कर सकते हैं।',
    cancelSubject: (number) => `आपकी बुकिंग रद्द कर दी गई है (${number})`,
    cancelGreeting: (name) => `नमस्ते ${name},`,
    cancelIntro: 'आपकी बुकिंग रद्द कर दी गई है:',
    refund: (amount) =>
      `हम ${amount} वापस कर रहे हैं। धनवापसी अधिकतम 10 कार्य दिवसों में आपके भुगतान माध्यम तक पहुँच जाती है।`,
    noRefund: 'रद्दीकरण नीति के अनुसार कोई धनवापसी देय नहीं है।',
    nothingPaid: 'इस बुकिंग के लिए कोई भुगतान नहीं किया गया था, इसलिए कोई धनवापसी नहीं होगी।',
    supplierCancelled: (reason) => `आयोजक ने इसे रद्द कर दिया है। उनका कारण: ${reason}`,
    partialRefundSubject: (number) => `आपकी बुकिंग के लिए धनवापसी (${number})`,
    partialRefund: (amount) =>
      `आयोजक आपकी बुकिंग के ${amount} वापस कर रहे हैं। धनवापसी अधिकतम 10 कार्य दिवसों में आपके भुगतान माध्यम तक पहुँच जाती है।`,
  },
  gu: {
    loginSubject: 'તમારાં બુકિંગની લિંક',
    loginGreeting: 'નમસ્તે,',
    loginIntro: 'તમારાં બુકિંગ જોવા અને રદ કરવા માટે આ લિંક ખોલો. તે ફક્ત એક જ વાર, 1 કલાકની અંદર કામ કરે છે:',
    loginOutro: 'જો તમે આ લિંક માંગી ન હોય, તો તમે આ ઈમેલને અવગણી શકો છો.',
    cancelSubject: (number) => `તમારું બુકિંગ રદ થયું છે (${number})`,
    cancelGreeting: (name) => `નમસ્તે ${name},`,
    cancelIntro: 'તમારું બુકિંગ રદ કરવામાં આવ્યું છે:',
    refund: (amount) =>
      `અમે ${amount} પરત કરી રહ્યા છીએ. રિફંડ વધુમાં વધુ 10 કામકાજના દિવસોમાં તમારી ચુકવણી પદ્ધતિ સુધી પહોંચે છે.`,
    noRefund: 'રદ કરવાની નીતિ મુજબ કોઈ રિફંડ મળવાપાત્ર નથી.',
    nothingPaid: 'આ બુકિંગ માટે કોઈ ચુકવણી કરવામાં આવી ન હતી, તેથી કોઈ રિફંડ નથી.',
    supplierCancelled: (reason) => `આયોજકે તેને રદ કર્યું છે. તેમનું કારણ: ${reason}`,
    partialRefundSubject: (number) => `તમારા બુકિંગ માટે રિફંડ (${number})`,
    partialRefund: (amount) =>
      `આયોજક તમારા બુકિંગના ${amount} પરત કરી રહ્યા છે. રિફંડ વધુમાં વધુ 10 કામકાજના દિવસોમાં તમારી ચુકવણી પદ્ધતિ સુધી પહોંચે છે.`,
  },
  da: {
    loginSubject: 'Linket til dine bookinger',
    loginGreeting: 'Hej,',
    loginIntro:
      'Åbn dette link for at se og afbestille dine bookinger. Det virker én gang, inden for 1 time:',
    loginOutro: 'Hvis du ikke har bedt om dette link, kan du se bort fra denne e-mail.',
    cancelSubject: (number) => `Din booking er afbestilt (${number})`,
    cancelGreeting: (name) => `Hej ${name},`,
    cancelIntro: 'Din booking er blevet afbestilt:',
    refund: (amount) =>
      `Vi refunderer ${amount}. Refusionen når din betalingsmetode inden for højst 10 arbejdsdage.`,
    noRefund: 'Ifølge afbestillingsbetingelserne er der ingen refusion.',
    nothingPaid: 'Der blev ikke betalt noget for denne booking, så der refunderes intet.',
    supplierCancelled: (reason) => `Arrangøren har aflyst den. Begrundelse: ${reason}`,
    partialRefundSubject: (number) => `Refusion for din booking (${number})`,
    partialRefund: (amount) =>
      `Arrangøren refunderer ${amount} af din booking. Refusionen når din betalingsmetode inden for højst 10 hverdage.`,
  },
  de: {
    loginSubject: 'Ihr Link zu Ihren Buchungen',
    loginGreeting: 'Hallo,',
    loginIntro:
      'Öffnen Sie diesen Link, um Ihre Buchungen anzusehen und zu stornieren. Er funktioniert einmal, innerhalb von 1 Stunde:',
    loginOutro: 'Wenn Sie diesen Link nicht angefordert haben, können Sie diese E-Mail ignorieren.',
    cancelSubject: (number) => `Ihre Buchung ist storniert (${number})`,
    cancelGreeting: (name) => `Hallo ${name},`,
    cancelIntro: 'Ihre Buchung wurde storniert:',
    refund: (amount) =>
      `Wir erstatten ${amount}. Erstattungen erreichen Ihr Zahlungsmittel innerhalb von höchstens 10 Werktagen.`,
    noRefund: 'Nach den Stornierungsbedingungen erfolgt keine Erstattung.',
    nothingPaid: 'Für diese Buchung wurde nichts bezahlt, daher wird nichts erstattet.',
    supplierCancelled: (reason) => `Der Veranstalter hat sie storniert. Begründung: ${reason}`,
    partialRefundSubject: (number) => `Eine Erstattung für Ihre Buchung (${number})`,
    partialRefund: (amount) =>
      `Der Veranstalter erstattet ${amount} Ihrer Buchung. Erstattungen erreichen Ihr Zahlungsmittel innerhalb von höchstens 10 Werktagen.`,
  },
  bg: {
    loginSubject: 'Връзка към Вашите резервации',
    loginGreeting: 'Здравейте,',
    loginIntro:
      'Отворете тази връзка, за да видите и отмените резервациите си. Тя работи веднъж, в рамките на 1 час:',
    loginOutro: 'Ако не сте поискали тази връзка, можете да пренебрегнете този имейл.',
    cancelSubject: (number) => `Резервацията Ви е отменена (${number})`,
    cancelGreeting: (name) => `Здравейте, ${name},`,
    cancelIntro: 'Резервацията Ви беше отменена:',
    refund: (amount) =>
      `Възстановяваме Ви ${amount}. Сумата достига до Вашия начин на плащане в рамките на най-много 10 работни дни.`,
    noRefund: 'Съгласно условията за анулиране не се дължи възстановяване.',
    nothingPaid: 'За тази резервация не е платено нищо, затова нищо не се възстановява.',
    supplierCancelled: (reason) => `Организаторът я отмени. Причина: ${reason}`,
    partialRefundSubject: (number) => `Възстановяване на сума за вашата резервация (${number})`,
    partialRefund: (amount) =>
      `Организаторът възстановява ${amount} от вашата резервация. Сумите се връщат към вашия начин на плащане в рамките на най-много 10 работни дни.`,
  },
  nl: {
    loginSubject: 'Je link naar je boekingen',
    loginGreeting: 'Hallo,',
    loginIntro:
      'Open deze link om je boekingen te bekijken en te annuleren. Hij werkt één keer, binnen 1 uur:',
    loginOutro: 'Heb je deze link niet aangevraagd, dan kun je deze e-mail negeren.',
    cancelSubject: (number) => `Je boeking is geannuleerd (${number})`,
    cancelGreeting: (name) => `Hallo ${name},`,
    cancelIntro: 'Je boeking is geannuleerd:',
    refund: (amount) =>
      `We betalen ${amount} terug. Terugbetalingen staan binnen maximaal 10 werkdagen op je betaalmiddel.`,
    noRefund: 'Volgens de annuleringsvoorwaarden krijg je geen terugbetaling.',
    nothingPaid: 'Voor deze boeking is niets betaald, dus er wordt niets terugbetaald.',
    supplierCancelled: (reason) => `De organisator heeft deze geannuleerd. Reden: ${reason}`,
    partialRefundSubject: (number) => `Een terugbetaling voor je boeking (${number})`,
    partialRefund: (amount) =>
      `De organisator betaalt ${amount} van je boeking terug. Terugbetalingen komen binnen maximaal 10 werkdagen op je betaalmiddel.`,
  },
  ru: {
    loginSubject: 'Ссылка на Ваши бронирования',
    loginGreeting: 'Здравствуйте!',
    loginIntro:
      'Откройте эту ссылку, чтобы посмотреть и отменить свои бронирования. Она действует один раз, в течение 1 часа:',
    loginOutro: 'Если Вы не запрашивали эту ссылку, просто проигнорируйте это письмо.',
    cancelSubject: (number) => `Ваше бронирование отменено (${number})`,
    cancelGreeting: (name) => `Здравствуйте, ${name}!`,
    cancelIntro: 'Ваше бронирование отменено:',
    refund: (amount) =>
      `Мы возвращаем ${amount}. Деньги поступят на Ваш способ оплаты не позднее чем через 10 рабочих дней.`,
    noRefund: 'По условиям отмены возврат не предусмотрен.',
    nothingPaid: 'За это бронирование ничего не было оплачено, поэтому ничего не возвращается.',
    supplierCancelled: (reason) => `Организатор отменил её. Причина: ${reason}`,
    partialRefundSubject: (number) => `Возврат средств по вашему бронированию (${number})`,
    partialRefund: (amount) =>
      `Организатор возвращает ${amount} по вашему бронированию. Средства поступят на ваш способ оплаты не более чем через 10 рабочих дней.`,
  },
  es: {
    loginSubject: 'Tu enlace a tus reservas',
    loginGreeting: 'Hola:',
    loginIntro: 'Abre este enlace para ver y cancelar tus reservas. Funciona una sola vez, durante 1 hora:',
    loginOutro: 'Si no has pedido este enlace, puedes ignorar este correo.',
    cancelSubject: (number) => `Tu reserva está cancelada (${number})`,
    cancelGreeting: (name) => `Hola, ${name}:`,
    cancelIntro: 'Tu reserva se ha cancelado:',
    refund: (amount) =>
      `Te reembolsamos ${amount}. Los reembolsos llegan a tu método de pago en un plazo máximo de 10 días hábiles.`,
    noRefund: 'Según la política de cancelación, no corresponde ningún reembolso.',
    nothingPaid: 'No se pagó nada por esta reserva, así que no hay nada que reembolsar.',
    supplierCancelled: (reason) => `El organizador la ha cancelado. Motivo: ${reason}`,
    partialRefundSubject: (number) => `Un reembolso de tu reserva (${number})`,
    partialRefund: (amount) =>
      `El organizador te reembolsa ${amount} de tu reserva. Los reembolsos llegan a tu método de pago en un máximo de 10 días hábiles.`,
  },
  it: {
    loginSubject: 'Il link alle tue prenotazioni',
    loginGreeting: 'Ciao,',
    loginIntro:
      'Apri questo link per vedere e cancellare le tue prenotazioni. Funziona una sola volta, entro 1 ora:',
    loginOutro: 'Se non hai richiesto questo link, puoi ignorare questa email.',
    cancelSubject: (number) => `La tua prenotazione è cancellata (${number})`,
    cancelGreeting: (name) => `Ciao ${name},`,
    cancelIntro: 'La tua prenotazione è stata cancellata:',
    refund: (amount) =>
      `Ti rimborsiamo ${amount}. I rimborsi arrivano sul tuo metodo di pagamento entro al massimo 10 giorni lavorativi.`,
    noRefund: 'In base alla politica di cancellazione non è previsto alcun rimborso.',
    nothingPaid: 'Per questa prenotazione non è stato pagato nulla, quindi non c’è nulla da rimborsare.',
    supplierCancelled: (reason) => `L’organizzatore l’ha cancellata. Motivo: ${reason}`,
    partialRefundSubject: (number) => `Un rimborso per la tua prenotazione (${number})`,
    partialRefund: (amount) =>
      `L’organizzatore ti rimborsa ${amount} della tua prenotazione. I rimborsi arrivano sul tuo metodo di pagamento entro al massimo 10 giorni lavorativi.`,
  },
  fi: {
    loginSubject: 'Linkki varauksiisi',
    loginGreeting: 'Hei,',
    loginIntro: 'Avaa tämä linkki nähdäksesi ja peruaksesi varauksesi. Linkki toimii kerran, 1 tunnin ajan:',
    loginOutro: 'Jos et pyytänyt tätä linkkiä, voit jättää tämän viestin huomiotta.',
    cancelSubject: (number) => `Varauksesi on peruttu (${number})`,
    cancelGreeting: (name) => `Hei ${name},`,
    cancelIntro: 'Varauksesi on peruttu:',
    refund: (amount) =>
      `Palautamme ${amount}. Palautus näkyy maksutavallasi viimeistään 10 arkipäivän kuluessa.`,
    noRefund: 'Peruutusehtojen mukaan palautusta ei makseta.',
    nothingPaid: 'Tästä varauksesta ei maksettu mitään, joten mitään ei palauteta.',
    supplierCancelled: (reason) => `Järjestäjä on perunut sen. Syy: ${reason}`,
    partialRefundSubject: (number) => `Hyvitys varauksestasi (${number})`,
    partialRefund: (amount) =>
      `Järjestäjä hyvittää ${amount} varauksestasi. Hyvitykset palautuvat maksutavallesi enintään 10 arkipäivän kuluessa.`,
  },
  // French sets a no-break space before a colon.
  fr: {
    loginSubject: 'Votre lien vers vos réservations',
    loginGreeting: 'Bonjour,',
    loginIntro:
      'Ouvrez ce lien pour consulter et annuler vos réservations. Il fonctionne une seule fois, pendant 1 heure\u00a0:',
    loginOutro: 'Si vous n’avez pas demandé ce lien, vous pouvez ignorer cet e-mail.',
    cancelSubject: (number) => `Votre réservation est annulée (${number})`,
    cancelGreeting: (name) => `Bonjour ${name},`,
    cancelIntro: 'Votre réservation a été annulée\u00a0:',
    refund: (amount) =>
      `Nous vous remboursons ${amount}. Les remboursements arrivent sur votre moyen de paiement sous 10 jours ouvrés au plus.`,
    noRefund: 'Selon les conditions d’annulation, aucun remboursement n’est dû.',
    nothingPaid: 'Rien n’a été payé pour cette réservation, il n’y a donc rien à rembourser.',
    supplierCancelled: (reason) => `L’organisateur l’a annulée. Motif\u00a0: ${reason}`,
    partialRefundSubject: (number) => `Un remboursement pour votre réservation (${number})`,
    partialRefund: (amount) =>
      `L’organisateur vous rembourse ${amount} de votre réservation. Les remboursements arrivent sur votre moyen de paiement sous 10 jours ouvrés au plus.`,
  },
}
