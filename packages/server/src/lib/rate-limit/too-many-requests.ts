import type { Locale } from '@jaunt/domain'
import { TooManyRequests } from '../errors.js'

/** The 429 answer's message in every product language: the client shows it as it is. */
export const TOO_MANY_REQUESTS: Record<Locale, string> = {
  en: 'Too many requests. Please wait a moment and try again.',
  no: 'For mange forespørsler. Vent litt og prøv igjen.',
  sv: 'För många förfrågningar. Vänta en stund och försök igen.',
  hi: 'बहुत अधिक अनुरोध। कृपया कुछ देर रुककर फिर से प्रयास करें।',
  gu: 'ઘણી બધી વિનંતીઓ. કૃપા કરીને થોડી વાર રાહ જુઓ અને ફરી પ્રયાસ કરો.',
  da: 'For mange forespørgsler. Vent et øjeblik, og prøv igen.',
  de: 'Zu viele Anfragen. Bitte warten Sie einen Moment und versuchen Sie es erneut.',
  bg: 'Твърде много заявки. Моля, изчакайте малко и опитайте отново.',
  nl: 'Te veel verzoeken. Wacht even en probeer het opnieuw.',
  ru: 'Слишком много запросов. Пожалуйста, подождите немного и попробуйте снова.',
  es: 'Demasiadas solicitudes. Espere un momento y vuelva a intentarlo.',
  it: 'Troppe richieste. Attendi un momento e riprova.',
  fi: 'Liian monta pyyntöä. Odota hetki ja yritä uudelleen.',
  fr: 'Trop de requêtes. Veuillez patienter un instant et réessayer.',
}

export const tooManyRequests = (locale: Locale, retryAfterMs: number) =>
  new TooManyRequests(TOO_MANY_REQUESTS[locale], Math.max(1, Math.ceil(retryAfterMs / 1000)))
