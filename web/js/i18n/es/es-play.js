// es/es-play.js - the words of the page around the board that the board
// itself does without, loaded with the rest of the page (en/en-play.js).
export default {
  // the players' short names, in the move list and the analysis
  S_short: 'S',
  N_short: 'N',
  // the keyboard's help under the board (settings.js)
  boardHint:
    'Las flechas pasan de una casita jugable a la siguiente; Intro o Espacio la juega. {board} lee el tablero y {score} el marcador.',
  // the offer to learn (learn-offer.js)
  learnOffer: '¿Nuevo en Hoyito? Apréndelo en cinco minutos.',
  learnOfferGo: 'Aprende Hoyito',
  learnNotNow: 'Ahora no',
  // the move list and its tree (moves-list.js): a move spoken, a move in a variation, the current move's buttons
  movesEmpty: 'Todavía no hay jugadas.',
  moveSpoken: '{player}, casita {number}',
  moveSpokenCapture: {
    one: '{player}, casita {number}, capturó {count} semilla',
    other: '{player}, casita {number}, capturó {count} semillas',
  },
  moveInVariation: '{move} (variante)',
  treePromote: 'Hacer línea principal',
  treeDelete: 'Borrar variante',
  variationMore: { one: '{count} jugada más', other: '{count} jugadas más' },
  variationLess: 'Menos jugadas',
  treeDeleted: { one: 'Variante borrada ({count} jugada).', other: 'Variante borrada ({count} jugadas).' },
  moveHasComment: '(con un comentario)',
  // a new game, said (starting.js)
  srNewGame: 'Nueva partida: {info}.',
  // the comment of the move on the board, under the move list (move-comment.js)
  commentAdd: 'Añadir un comentario',
  commentEdit: 'Editar comentario',
  commentSave: 'Guardar',
  commentCancel: 'Cancelar',
  commentDelete: 'Borrar comentario',
  commentDeleted: 'Comentario borrado.',
  commentLabel: 'Comentario de esta jugada (como máximo {max} caracteres)',
  // a newcomer's first visit (welcome.js)
  welcomeTitle: 'Bienvenido a Hoyito',
  welcomeText: '¿Contra quién quieres jugar?',
  welcomeComputer: 'Jugar contra la computadora',
  welcomeComputerText: 'Un rival amable, en el nivel {level}.',
  welcomeDevice: 'Un amigo en este aparato',
  welcomeDeviceText: 'Dos personas se turnan en esta pantalla.',
  welcomeLink: 'Un amigo por enlace',
  welcomeLinkText: 'Cada uno juega en su aparato; las jugadas viajan como enlaces.',
  welcomeLearn: 'Aprender primero',
  welcomeLearnText: 'Lecciones cortas: las reglas en cinco minutos.',
};
