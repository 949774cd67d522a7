// it/it-play.js - the words of the page around the board that the board
// itself does without, loaded with the rest of the page (en/en-play.js).
export default {
  // the players' short names, in the move list and the analysis
  S_short: 'S',
  N_short: 'N',
  // the keyboard's help under the board (settings.js)
  boardHint:
    'Le frecce passano da una buca giocabile alla successiva; Invio o Spazio la gioca. {board} legge il tavoliere, {score} il punteggio.',
  // the offer to learn (learn-offer.js)
  learnOffer: 'Nuovo allo Hoyito? Imparalo in cinque minuti.',
  learnOfferGo: 'Impara lo Hoyito',
  learnNotNow: 'Non ora',
  // the move list and its tree (moves-list.js): a move spoken, a move in a variation, the current move's buttons
  movesEmpty: 'Nessuna mossa finora.',
  moveSpoken: '{player}, buca {number}',
  moveSpokenCapture: {
    one: '{player}, buca {number}, {count} seme catturato',
    other: '{player}, buca {number}, {count} semi catturati',
  },
  moveInVariation: '{move} (variante)',
  treePromote: 'Rendi linea principale',
  treeDelete: 'Elimina variante',
  variationMore: { one: 'Altra {count} mossa', other: 'Altre {count} mosse' },
  variationLess: 'Meno mosse',
  treeDeleted: { one: 'Variante eliminata ({count} mossa).', other: 'Variante eliminata ({count} mosse).' },
  moveHasComment: '(con un commento)',
  // a new game, said (starting.js)
  srNewGame: 'Nuova partita: {info}.',
  // the comment of the move on the board, under the move list (move-comment.js)
  commentAdd: 'Aggiungi un commento',
  commentEdit: 'Modifica il commento',
  commentSave: 'Salva',
  commentCancel: 'Annulla',
  commentDelete: 'Elimina il commento',
  commentDeleted: 'Commento eliminato.',
  commentLabel: 'Commento a questa mossa (al massimo {max} caratteri)',
  // a newcomer's first visit (welcome.js)
  welcomeTitle: 'Benvenuto in Hoyito',
  welcomeText: 'Contro chi vuoi giocare?',
  welcomeComputer: 'Gioca contro il computer',
  welcomeComputerText: 'Un avversario gentile, al livello {level}.',
  welcomeDevice: 'Un amico su questo dispositivo',
  welcomeDeviceText: 'Due persone giocano a turno su questo schermo.',
  welcomeLink: 'Un amico via link',
  welcomeLinkText: 'Ognuno gioca sul suo dispositivo; le mosse viaggiano come link.',
  welcomeLearn: 'Prima impara',
  welcomeLearnText: 'Lezioni brevi: le regole in cinque minuti.',
};
