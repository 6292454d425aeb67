import { page, type GuestLegalTexts } from './page.js'

export const de: GuestLegalTexts = {
  privacy: page('Jaunt-Datenschutzerklärung', [
    [
      'Was wir speichern',
      'Wenn Sie buchen, speichern wir Ihren Namen, Ihre E-Mail-Adresse, Telefonnummer, Ihr Land und Ihre Buchungen, damit der Anbieter sie erbringen kann und Sie sie später ansehen und stornieren können.',
    ],
    [
      'Wer sie sieht',
      'Der Anbieter jeder Buchung und die Website, auf der Sie gebucht haben, sehen die Angaben zu dieser Buchung. Kartenzahlungen wickelt Stripe ab; Ihre Kartennummer sehen wir nie.',
    ],
    [
      'Wie lange wir sie aufbewahren',
      'Buchungsunterlagen bewahren wir so lange auf, wie es das Buchhaltungsrecht verlangt. Ein Anmeldelink zu Ihren Buchungen funktioniert einmal, 1 Stunde lang.',
    ],
    [
      'Ihre Rechte',
      'Sie können Ihre Daten einsehen, berichtigen oder löschen lassen, indem Sie an privacy@jaunt.test schreiben.',
    ],
  ]),
  terms: page('Buchungsbedingungen', [
    [
      'Ihre Buchung',
      'Ihre Buchung ist ein Vertrag mit dem Anbieter des jeweiligen Angebots; die Website, auf der Sie buchen, und Jaunt vermitteln sie. Sobald sie bestätigt ist, erhalten Sie eine Bestätigung per E-Mail.',
    ],
    [
      'Preise und Zahlung',
      'Die Preise enthalten Steuern und werden in der angezeigten Währung berechnet. Eine Buchung ist bestätigt, sobald sie bezahlt ist, oder sofort, wo die Website Buchungen ohne Zahlung annimmt.',
    ],
    [
      'Stornierung und Erstattung',
      'Jedes Angebot zeigt vor der Buchung seine Stornierungsbedingungen. Sie können in Ihren Buchungen stornieren; Erstattungen folgen diesen Bedingungen und erreichen Ihr Zahlungsmittel innerhalb von 10 Werktagen.',
    ],
    [
      'Am Tag selbst',
      'Seien Sie rechtzeitig am Treffpunkt und halten Sie Ihre Buchungsnummer bereit. Der Anbieter kann einen Ausflug aus Sicherheits- oder Wettergründen ändern oder absagen; Sie erhalten dann einen neuen Termin oder die volle Erstattung.',
    ],
  ]),
}
