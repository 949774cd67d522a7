// es/es.js - Spanish. Loaded only when chosen (strings.js). The holes are
// "casitas", as players in the Dominican Republic call them; a hole of four
// is a "casa". A game is a "partida", a match a "serie".
export default {
  title: 'Hoyito',
  tagline: 'el mancala de la República Dominicana',
  loading: 'Preparando el tablero…',
  loadFailed:
    'No se pudo cargar el motor del juego y el tablero no se puede mostrar. Revisa tu conexión y vuelve a cargar la página.',
  loadFailedDetail: 'Detalles: {detail}',
  partLoadFailed: 'No se pudo cargar esta parte del juego. Revisa tu conexión e inténtalo de nuevo.',
  reload: 'Volver a cargar',
  noscript: 'Para jugar a Hoyito hace falta JavaScript.',
  language: 'Idioma',

  S: 'Sur',
  N: 'Norte',
  S_short: 'S',
  N_short: 'N',
  boardLabel: {
    by: 'n',
    one: 'Tablero de Hoyito, {n} casita por fila. Sur juega la fila de abajo y Norte la de arriba.',
    other: 'Tablero de Hoyito, {n} casitas por fila. Sur juega la fila de abajo y Norte la de arriba.',
  },
  boardHint:
    'Las flechas pasan de una casita jugable a la siguiente; Intro o Espacio la juega. {board} lee el tablero y {score} el marcador.',
  hole: '{player} {number}',
  holeSeeds: { one: '{count} semilla', other: '{count} semillas' },
  holeClosed: 'cerrada',
  holePlayable: 'puedes jugarla',
  pileLabel: { one: '{player} ha capturado {count} semilla', other: '{player} ha capturado {count} semillas' },
  pileAside: { one: '{count} apartada', other: '{count} apartadas' },
  pileAsideShort: '+{count} aparte',
  direction: 'Sentido de la siembra',

  newGame: 'Nueva partida',
  rules: 'Reglas',
  learn: 'Aprender', // Learn and puzzles: the header's entry (learn.js)
  learnOffer: '¿Nuevo en Hoyito? Apréndelo en cinco minutos.', // the first-visit offer (learn-offer.js)
  learnOfferGo: 'Aprende Hoyito',
  learnNotNow: 'Ahora no',
  gameMenu: 'Partida', // the Game panel's button (game-panel.js)
  gamesMenu: 'Mis partidas', // the Games screen's button (games-screen.js)
  undo: 'Deshacer',
  redo: 'Rehacer',
  skip: 'Saltar',
  speed: 'Velocidad',
  speedSlow: 'Lenta',
  speedNormal: 'Normal',
  speedFast: 'Rápida',
  speedInstant: 'Instantánea',
  close: 'Cerrar',
  moves: 'Jugadas',
  movesEmpty: 'Todavía no hay jugadas.',
  movesLegend:
    '+4: capturó 4 semillas. Si un jugador aparece dos veces seguidas, volvió a jugar. «pasa»: no tenía jugada.',
  moveSpoken: '{player}, casita {number}',
  moveSpokenCapture: {
    one: '{player}, casita {number}, capturó {count} semilla',
    other: '{player}, casita {number}, capturó {count} semillas',
  },
  passes: '{player} pasa',
  round: 'Partida {round}',
  variantName: 'Hoyito {variant}',
  boardSize: '2×{n}',
  clockwise: 'horario',
  counterClockwise: 'antihorario',
  readBoard: 'Leer el tablero',
  readScore: 'Leer el marcador',
  keyBoard: 't',
  keyScore: 'm',

  toMove: 'Juega {player}',
  toMoveHint: 'Juega {player}: elige una casita iluminada',
  sowing: '{player} siembra desde {hole}…',
  relay: {
    one: '{player} recoge {count} semilla de {hole} y sigue sembrando…',
    other: '{player} recoge {count} semillas de {hole} y sigue sembrando…',
  },
  captures: {
    one: '{player} captura {count} semilla en {hole}.',
    other: '{player} captura {count} semillas en {hole}.',
  },
  extraTurn: '{player} capturó y vuelve a jugar.',
  pass: '{player} no tiene jugada y pasa.',
  lastFour: 'Solo quedan cuatro semillas: son para {player}.',
  refill: 'Cada jugador vuelve a llenar sus casitas con sus semillas.',
  notLegal: '{hole} no se puede jugar ahora.',
  gameOverStatus: 'Fin de la partida. {result}',

  srMove: '{what}: {details}.',
  srPlays: '{player} juega la casita {number}',
  srSown: { one: 'siembra {count} semilla', other: 'siembra {count} semillas' },
  srRelay: { one: 'relevo de {count} semilla desde {hole}', other: 'relevo de {count} semillas desde {hole}' },
  srCapture: { one: 'captura una casa de {count} en {hole}', other: 'captura una casa de {count} en {hole}' },
  srCaptureRun: {
    one: 'captura las casas de {holes}, {count} semilla',
    other: 'captura las casas de {holes}, {count} semillas',
  },
  srCollect: {
    one: '{player} se queda con la {count} semilla que quedaba en su lado.',
    other: '{player} se queda con las {count} semillas que quedaban en su lado.',
  },
  srUndo: 'Jugada deshecha: {player}, casita {number}.',
  srNewGame: 'Nueva partida: {info}.',
  srBoardRow: '{player}, casitas del 1 al {n}: {counts}.',

  wins: '{player} gana {a}–{b}.',
  draw: 'Empate, {a}–{b}.',

  share: 'Compartir',

  replayFirst: 'Primera jugada',
  replayBack: 'Una jugada atrás',
  replayPlay: 'Reproducir las jugadas',
  replayPause: 'Pausa',
  replayForward: 'Una jugada adelante',
  replayLast: 'Última jugada',
  replayCount: 'Jugada {ply} de {total}',
  openFull: 'Abrir en Hoyito',

  // hints and analysis
  hint: 'Pista',
  analyse: 'Analizar',

  // computer opponent
  aiLevel: 'Nivel',
  aiLevel1: 'Principiante',
  aiLevel2: 'Novato',
  aiLevel3: 'Aficionado',
  aiLevel4: 'De club',
  aiLevel5: 'Fuerte',
  aiLevel6: 'Experto',
  aiLevel7: 'Maestro',
  aiNote: 'Contra la computadora ({level}), que juega como {player}.',
  aiYourTurn: 'Te toca ({player})',
  aiYourTurnHint: 'Te toca ({player}): elige una casita iluminada',
  aiComputerTurn: 'Le toca a la computadora ({player})',
  aiThinking: 'La computadora ({player}) está pensando…',
  aiFailed:
    'No se pudo cargar la computadora, así que aquí se juegan los dos lados. Vuelve a cargar la página para intentarlo otra vez.',
  aiYouWin: 'Ganas {a}–{b}.',
  aiComputerWins: 'Gana la computadora {a}–{b}.',
  // ---- Play a friend, your side at the bottom, the last move, plain errors (friend helper)
  boardLabelTurned: {
    by: 'n',
    one: 'Tablero de Hoyito, {n} casita por fila. Norte juega la fila de abajo y Sur la de arriba.',
    other: 'Tablero de Hoyito, {n} casitas por fila. Norte juega la fila de abajo y Sur la de arriba.',
  },
  turnBoard: 'Girar el tablero',
  lastSowed: '{player} sembró desde la {number}',
  lastRelayed: { one: 'siguió sembrando {count} vez', other: 'siguió sembrando {count} veces' },
  lastTook: { one: 'capturó {count} semilla', other: 'capturó {count} semillas' },
  lastAgain: 'vuelve a jugar',
  lastMoveStatus: '{move} — {turn}',
  sound: 'Sonido de las semillas',
  // ---- end of the friend helper's block
  // El árbol de jugadas: una jugada en una variante, los botones de la jugada actual
  moveInVariation: '{move} (variante)',
  treePromote: 'Hacer línea principal',
  treeDelete: 'Borrar variante',
  // the comment of the move on the board, under the move list (move-comment.js)
  commentAdd: 'Añadir un comentario',
  commentEdit: 'Editar comentario',
  commentSave: 'Guardar',
  commentCancel: 'Cancelar',
  commentDelete: 'Borrar comentario',
  commentLabel: 'Comentario de esta jugada (como máximo {max} caracteres)',
  moveHasComment: '(con un comentario)',
  // ---- first visit and who plays whom (welcome.js, status-panel.js)
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
  playsTwo: 'Dos personas en este aparato',
  playsComputer: 'Tú ({player}) contra la computadora, {level}',
  playsDemo: 'Computadora contra computadora, {level}',
  playsFriend: 'Tú ({player}) contra un amigo, por enlace',
  playsFriendNamed: 'Tú ({player}) contra {name}, por enlace',
  // A long move's note over the board (sow-note.js): its lap, and that a tap skips it.
  sowLap: 'Vuelta {lap} de {laps}',
  skipTip: 'Toca el tablero para saltar',
};
