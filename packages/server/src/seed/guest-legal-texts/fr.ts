import { page, type GuestLegalTexts } from './page.js'

export const fr: GuestLegalTexts = {
  privacy: page('Politique de confidentialité de Jaunt', [
    [
      'Ce que nous collectons',
      'Lorsque vous réservez, nous conservons votre nom, votre adresse e-mail, votre numéro de téléphone, votre pays et vos réservations, afin que le prestataire puisse les assurer et que vous puissiez les consulter et les annuler plus tard.',
    ],
    [
      'Qui les voit',
      'Le prestataire de chaque réservation et le site sur lequel vous avez réservé voient les détails de cette réservation. Les paiements par carte sont traités par Stripe ; nous ne voyons jamais votre numéro de carte.',
    ],
    [
      'Combien de temps nous les conservons',
      "Nous conservons les dossiers de réservation aussi longtemps que la loi comptable l'exige. Un lien de connexion à vos réservations fonctionne une fois, pendant 1 heure.",
    ],
    [
      'Vos droits',
      'Vous pouvez demander à consulter, corriger ou supprimer vos données en écrivant à privacy@jaunt.test.',
    ],
  ]),
  terms: page('Conditions de réservation', [
    [
      'Votre réservation',
      "Votre réservation est un contrat avec le prestataire de chaque produit ; le site sur lequel vous réservez et Jaunt l'organisent pour lui. Vous recevez une confirmation par e-mail dès qu'elle est confirmée.",
    ],
    [
      'Prix et paiement',
      'Les prix incluent les taxes et sont facturés dans la devise affichée. Une réservation est confirmée une fois payée, ou immédiatement lorsque le site accepte les réservations sans paiement.',
    ],
    [
      'Annulations et remboursements',
      "Chaque produit affiche sa politique d'annulation avant la réservation. Vous pouvez annuler depuis vos réservations ; les remboursements suivent cette politique et parviennent à votre moyen de paiement sous 10 jours ouvrés.",
    ],
    [
      'Le jour J',
      "Présentez-vous au point de rendez-vous à l'heure et munissez-vous de votre numéro de réservation. Le prestataire peut modifier ou annuler une sortie pour des raisons de sécurité ou de météo ; vous recevez alors une nouvelle date ou un remboursement intégral.",
    ],
  ]),
}
