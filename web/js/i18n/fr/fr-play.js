// fr/fr-play.js - the words of the page around the board that the board
// itself does without, loaded with the rest of the page (en/en-play.js).
export default {
  // the players' short names, in the move list and the analysis
  S_short: 'S',
  N_short: 'N',
  // the keyboard's help under the board (settings.js)
  boardHint:
    'Les flèches passent d’une case jouable à la suivante ; Entrée ou Espace la joue. {board} lit le plateau, {score} le score.',
  // the offer to learn (learn-offer.js)
  learnOffer: 'Nouveau au Hoyito ? Apprenez-le en cinq minutes.',
  learnOfferGo: 'Apprendre le Hoyito',
  learnNotNow: 'Plus tard',
  // the move list and its tree (moves-list.js): a move spoken, a move in a variation, the current move's buttons
  movesEmpty: 'Aucun coup pour l’instant.',
  moveSpoken: '{player}, case {number}',
  moveSpokenCapture: {
    one: '{player}, case {number}, {count} graine capturée',
    other: '{player}, case {number}, {count} graines capturées',
  },
  moveInVariation: '{move} (variante)',
  treePromote: 'En faire la ligne principale',
  treeDelete: 'Supprimer la variante',
  variationMore: { one: '{count} coup de plus', other: '{count} coups de plus' },
  variationLess: 'Moins de coups',
  treeDeleted: { one: 'Variante supprimée ({count} coup).', other: 'Variante supprimée ({count} coups).' },
  moveHasComment: '(avec un commentaire)',
  // a new game, said (starting.js)
  srNewGame: 'Nouvelle partie : {info}.',
  // the comment of the move on the board, under the move list (move-comment.js)
  commentAdd: 'Ajouter un commentaire',
  commentEdit: 'Modifier le commentaire',
  commentSave: 'Enregistrer',
  commentCancel: 'Annuler',
  commentDelete: 'Supprimer le commentaire',
  commentDeleted: 'Commentaire supprimé.',
  commentLabel: 'Commentaire sur ce coup ({max} caractères au plus)',
  // a newcomer's first visit (welcome.js)
  welcomeTitle: 'Bienvenue au Hoyito',
  welcomeText: 'Contre qui voulez-vous jouer ?',
  welcomeComputer: 'Jouer contre l’ordinateur',
  welcomeComputerText: 'Un adversaire doux, au niveau {level}.',
  welcomeDevice: 'Un ami sur cet appareil',
  welcomeDeviceText: 'Deux joueurs jouent à tour de rôle sur cet écran.',
  welcomeLink: 'Un ami par lien',
  welcomeLinkText: 'Chacun joue sur son appareil ; les coups voyagent en liens.',
  welcomeLearn: 'Apprendre d’abord',
  welcomeLearnText: 'De courtes leçons : les règles en cinq minutes.',
};
