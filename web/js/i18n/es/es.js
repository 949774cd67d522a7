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
  boardLabel: {
    by: 'n',
    one: 'Tablero de Hoyito, {n} casita por fila. Sur juega la fila de abajo y Norte la de arriba.',
    other: 'Tablero de Hoyito, {n} casitas por fila. Sur juega la fila de abajo y Norte la de arriba.',
  },
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
  movesLegend: 'x4: tomó 4 semillas. +: vuelve a jugar. «pasa»: no tenía jugada.',
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
  turnBoardShort: 'Girar', // under its icon in a phone's action bar: a word of turnBoard
  lastSowed: '{player} sembró desde la {number}',
  lastRelayed: { one: 'siguió sembrando {count} vez', other: 'siguió sembrando {count} veces' },
  lastTook: { one: 'capturó {count} semilla', other: 'capturó {count} semillas' },
  lastAgain: 'vuelve a jugar',
  lastMoveStatus: '{move} — {turn}',
  sound: 'Sonido de las semillas',
  // ---- who plays whom (status-panel.js)
  playsTwo: 'Dos personas en este aparato',
  playsComputer: 'Tú ({player}) contra la computadora, {level}',
  playsDemo: 'Computadora contra computadora, {level}',
  playsFriend: 'Tú ({player}) contra un amigo, por enlace',
  playsFriendNamed: 'Tú ({player}) contra {name}, por enlace',
  // A long move's note over the board (sow-note.js): its lap, and that a tap skips it.
  sowLap: 'Vuelta {lap} de {laps}',
  skipTip: 'Toca el tablero para saltar',
};
