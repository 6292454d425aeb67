import type { Locale } from '@jaunt/domain'

/** The receipt's own words; the figures' labels are the money files' (MONEY_HEADINGS). */
export interface ReceiptWords {
  title: string
  receiptNo: string
  paidOn: string
  paidTo: string
  stripeAccount: string
  stripeTransfer: string
  amountPaid: string
  partnerShare: string
  footer: string
}

const en: ReceiptWords = {
  title: 'Payout receipt',
  receiptNo: 'Receipt no.',
  paidOn: 'Paid on',
  paidTo: 'Paid to',
  stripeAccount: 'Stripe account',
  stripeTransfer: 'Stripe transfer',
  amountPaid: 'Amount paid',
  partnerShare: 'Partner commission',
  footer: 'Paid by Stripe transfer to the connected account above.',
}

// Each script is written its own way (receipt-fonts.ts).
export const RECEIPT_WORDS: Partial<Record<Locale, ReceiptWords>> = {
  en,
  no: {
    title: 'Kvittering for utbetaling',
    receiptNo: 'Kvittering nr.',
    paidOn: 'Betalt',
    paidTo: 'Betalt til',
    stripeAccount: 'Stripe-konto',
    stripeTransfer: 'Stripe-overføring',
    amountPaid: 'Utbetalt beløp',
    partnerShare: 'Partnerprovisjon',
    footer: 'Betalt med Stripe-overføring til den tilkoblede kontoen over.',
  },
  sv: {
    title: 'Kvitto på utbetalning',
    receiptNo: 'Kvitto nr',
    paidOn: 'Betald',
    paidTo: 'Betald till',
    stripeAccount: 'Stripe-konto',
    stripeTransfer: 'Stripe-överföring',
    amountPaid: 'Utbetalt belopp',
    partnerShare: 'Partnerprovision',
    footer: 'Betald med Stripe-överföring till det anslutna kontot ovan.',
  },
  da: {
    title: 'Kvittering for udbetaling',
    receiptNo: 'Kvittering nr.',
    paidOn: 'Betalt den',
    paidTo: 'Betalt til',
    stripeAccount: 'Stripe-konto',
    stripeTransfer: 'Stripe-overførsel',
    amountPaid: 'Udbetalt beløb',
    partnerShare: 'Partnerprovision',
    footer: 'Betalt med Stripe-overførsel til den tilknyttede konto ovenfor.',
  },
  de: {
    title: 'Auszahlungsbeleg',
    receiptNo: 'Beleg Nr.',
    paidOn: 'Bezahlt am',
    paidTo: 'Bezahlt an',
    stripeAccount: 'Stripe-Konto',
    stripeTransfer: 'Stripe-Überweisung',
    amountPaid: 'Ausgezahlter Betrag',
    partnerShare: 'Partnerprovision',
    footer: 'Per Stripe-Überweisung auf das oben genannte verbundene Konto bezahlt.',
  },
  nl: {
    title: 'Uitbetalingsbewijs',
    receiptNo: 'Bewijs nr.',
    paidOn: 'Betaald op',
    paidTo: 'Betaald aan',
    stripeAccount: 'Stripe-account',
    stripeTransfer: 'Stripe-overboeking',
    amountPaid: 'Uitbetaald bedrag',
    partnerShare: 'Partnercommissie',
    footer: 'Betaald per Stripe-overboeking naar het gekoppelde account hierboven.',
  },
  es: {
    title: 'Recibo de pago',
    receiptNo: 'Recibo n.º',
    paidOn: 'Pagado el',
    paidTo: 'Pagado a',
    stripeAccount: 'Cuenta de Stripe',
    stripeTransfer: 'Transferencia de Stripe',
    amountPaid: 'Importe pagado',
    partnerShare: 'Comisión del socio',
    footer: 'Pagado por transferencia de Stripe a la cuenta conectada indicada arriba.',
  },
  it: {
    title: 'Ricevuta di pagamento',
    receiptNo: 'Ricevuta n.',
    paidOn: 'Pagato il',
    paidTo: 'Pagato a',
    stripeAccount: 'Account Stripe',
    stripeTransfer: 'Trasferimento Stripe',
    amountPaid: 'Importo pagato',
    partnerShare: 'Commissione del partner',
    footer: 'Pagato con trasferimento Stripe all’account collegato indicato sopra.',
  },
  fi: {
    title: 'Maksukuitti',
    receiptNo: 'Kuitti nro',
    paidOn: 'Maksettu',
    paidTo: 'Maksettu saajalle',
    stripeAccount: 'Stripe-tili',
    stripeTransfer: 'Stripe-siirto',
    amountPaid: 'Maksettu summa',
    partnerShare: 'Kumppanin provisio',
    footer: 'Maksettu Stripe-siirtona yllä olevalle yhdistetylle tilille.',
  },
  fr: {
    title: 'Reçu de versement',
    receiptNo: 'Reçu n°',
    paidOn: 'Payé le',
    paidTo: 'Payé à',
    stripeAccount: 'Compte Stripe',
    stripeTransfer: 'Virement Stripe',
    amountPaid: 'Montant versé',
    partnerShare: 'Commission du partenaire',
    footer: 'Payé par virement Stripe sur le compte connecté ci-dessus.',
  },
  bg: {
    title: 'Разписка за изплащане',
    receiptNo: 'Разписка №',
    paidOn: 'Дата на плащане',
    paidTo: 'Получател',
    stripeAccount: 'Stripe акаунт',
    stripeTransfer: 'Stripe превод',
    amountPaid: 'Изплатена сума',
    partnerShare: 'Комисиона на партньора',
    footer: 'Изплатено чрез Stripe превод към свързания акаунт по-горе.',
  },
  ru: {
    title: 'Квитанция о выплате',
    receiptNo: 'Квитанция №',
    paidOn: 'Дата выплаты',
    paidTo: 'Получатель',
    stripeAccount: 'Аккаунт Stripe',
    stripeTransfer: 'Перевод Stripe',
    amountPaid: 'Выплаченная сумма',
    partnerShare: 'Комиссия партнёра',
    footer: 'Выплачено переводом Stripe на подключённый аккаунт, указанный выше.',
  },
  hi: {
    title: 'भुगतान रसीद',
    receiptNo: 'रसीद सं.',
    paidOn: 'भुगतान की तारीख़',
    paidTo: 'प्राप्तकर्ता',
    stripeAccount: 'Stripe खाता',
    stripeTransfer: 'Stripe ट्रांसफ़र',
    amountPaid: 'भुगतान की गई राशि',
    partnerShare: 'पार्टनर कमीशन',
    footer: 'ऊपर दिए गए कनेक्टेड Stripe खाते में Stripe ट्रांसफ़र द्वारा भुगतान किया गया।',
  },
  gu: {
    title: 'ચુકવણીની રસીદ',
    receiptNo: 'રસીદ નં.',
    paidOn: 'ચુકવણીની તારીખ',
    paidTo: 'પ્રાપ્તકર્તા',
    stripeAccount: 'Stripe ખાતું',
    stripeTransfer: 'Stripe ટ્રાન્સફર',
    amountPaid: 'ચૂકવેલ રકમ',
    partnerShare: 'પાર્ટનર કમિશન',
    footer: 'ઉપર દર્શાવેલા જોડાયેલા Stripe ખાતામાં Stripe ટ્રાન્સફર દ્વારા ચૂકવેલ.',
  },
}

export type ReceiptScript = 'latin' | 'cyrillic' | 'devanagari' | 'gujarati'

const SCRIPTS: Partial<Record<Locale, ReceiptScript>> = {
  bg: 'cyrillic',
  ru: 'cyrillic',
  hi: 'devanagari',
  gu: 'gujarati',
}

/** The receipt's words, the language and the script they are in (English for a language it has no words in). */
export function receiptLanguage(locale: Locale): {
  words: ReceiptWords
  locale: Locale
  script: ReceiptScript
} {
  const words = RECEIPT_WORDS[locale]
  if (!words) return { words: en, locale: 'en', script: 'latin' }
  return { words, locale, script: SCRIPTS[locale] ?? 'latin' }
}
