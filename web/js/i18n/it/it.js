// it/it.js - Italian. Loaded only when chosen (strings.js). A hole is a
// "buca", a hole of four a "casa"; a game is a "partita", a match a "serie".
export default {
  title: 'Hoyito',
  tagline: 'il mancala della Repubblica Dominicana',
  loading: 'Preparazione del tavoliere…',
  loadFailed:
    'Non è stato possibile caricare il motore del gioco, quindi il tavoliere non si può mostrare. Controlla la connessione e ricarica la pagina.',
  loadFailedDetail: 'Dettagli: {detail}',
  partLoadFailed: 'Non è stato possibile caricare questa parte del gioco. Controlla la connessione e riprova.',
  reload: 'Ricarica',
  noscript: 'Per giocare a Hoyito serve JavaScript.',
  language: 'Lingua',

  S: 'Sud',
  N: 'Nord',
  boardLabel: {
    by: 'n',
    one: 'Tavoliere di Hoyito, {n} buca per fila. Sud gioca la fila in basso, Nord quella in alto.',
    other: 'Tavoliere di Hoyito, {n} buche per fila. Sud gioca la fila in basso, Nord quella in alto.',
  },
  hole: '{player} {number}',
  holeSeeds: { one: '{count} seme', other: '{count} semi' },
  holeClosed: 'chiusa',
  holePlayable: 'puoi giocarla',
  pileLabel: { one: '{player} ha catturato {count} seme', other: '{player} ha catturato {count} semi' },
  pileAside: { one: '{count} messo da parte', other: '{count} messi da parte' },
  pileAsideShort: '+{count} a parte',
  direction: 'Verso della semina',

  newGame: 'Nuova partita',
  rules: 'Regole',
  learn: 'Impara', // Learn and puzzles: the header's entry (learn.js)
  gameMenu: 'Partita', // the Game panel's button (game-panel.js)
  gamesMenu: 'Le mie partite', // the Games screen's button (games-screen.js)
  undo: 'Annulla',
  redo: 'Ripeti',
  skip: 'Salta',
  speed: 'Velocità',
  speedSlow: 'Lenta',
  speedNormal: 'Normale',
  speedFast: 'Veloce',
  speedInstant: 'Istantanea',
  close: 'Chiudi',
  moves: 'Mosse',
  movesLegend: 'x4: presi 4 semi. +: gioca di nuovo. «passa»: non aveva mosse.',
  passes: '{player} passa',
  round: 'Partita {round}',
  variantName: 'Hoyito {variant}',
  boardSize: '2×{n}',
  clockwise: 'orario',
  counterClockwise: 'antiorario',
  readBoard: 'Leggi il tavoliere',
  readScore: 'Leggi il punteggio',
  keyBoard: 't',
  keyScore: 'p',

  toMove: 'Tocca a {player}',
  toMoveHint: 'Tocca a {player}: scegli una buca illuminata',
  sowing: '{player} semina da {hole}…',
  relay: {
    one: '{player} raccoglie {count} seme da {hole} e continua a seminare…',
    other: '{player} raccoglie {count} semi da {hole} e continua a seminare…',
  },
  captures: { one: '{player} cattura {count} seme in {hole}.', other: '{player} cattura {count} semi in {hole}.' },
  extraTurn: '{player} ha catturato e gioca di nuovo.',
  pass: '{player} non ha mosse e passa.',
  lastFour: 'Restano solo quattro semi: vanno a {player}.',
  refill: 'Ogni giocatore riempie di nuovo le sue buche con i suoi semi.',
  notLegal: '{hole} non si può giocare adesso.',
  gameOverStatus: 'Partita finita. {result}',

  srMove: '{what}: {details}.',
  srPlays: '{player} gioca la buca {number}',
  srSown: { one: '{count} seme seminato', other: '{count} semi seminati' },
  srRelay: { one: 'staffetta di {count} seme da {hole}', other: 'staffetta di {count} semi da {hole}' },
  srCapture: { one: 'cattura una casa di {count} in {hole}', other: 'cattura una casa di {count} in {hole}' },
  srCaptureRun: { one: 'cattura le case di {holes}, {count} seme', other: 'cattura le case di {holes}, {count} semi' },
  srCollect: {
    one: '{player} prende il {count} seme rimasto dalla sua parte.',
    other: '{player} prende i {count} semi rimasti dalla sua parte.',
  },
  srUndo: 'Mossa annullata: {player}, buca {number}.',
  srBoardRow: '{player}, buche da 1 a {n}: {counts}.',

  wins: 'Vince {player}, {a}–{b}.',
  draw: 'Pareggio, {a}–{b}.',

  share: 'Condividi',

  replayFirst: 'Prima mossa',
  replayBack: 'Mossa precedente',
  replayPlay: 'Riproduci le mosse',
  replayPause: 'Pausa',
  replayForward: 'Mossa successiva',
  replayLast: 'Ultima mossa',
  replayCount: 'Mossa {ply} di {total}',
  openFull: 'Apri in Hoyito',

  // hints and analysis
  hint: 'Suggerisci', // the action bar's button, a verb as its neighbours (Annulla, Analizza): one word under its icon on a phone
  analyse: 'Analizza',

  // computer opponent
  aiLevel: 'Livello',
  aiLevel1: 'Principiante',
  aiLevel2: 'Novizio',
  aiLevel3: 'Amatoriale',
  aiLevel4: 'Di club',
  aiLevel5: 'Forte',
  aiLevel6: 'Esperto',
  aiLevel7: 'Maestro',
  aiNote: 'Contro il computer ({level}), che gioca con {player}.',
  aiYourTurn: 'Tocca a te ({player})',
  aiYourTurnHint: 'Tocca a te ({player}): scegli una buca illuminata',
  aiComputerTurn: 'Tocca al computer ({player})',
  aiThinking: 'Il computer ({player}) sta pensando…',
  aiFailed:
    'Non è stato possibile caricare il computer, quindi qui si giocano entrambe le parti. Ricarica la pagina per riprovare.',
  aiYouWin: 'Vinci {a}–{b}.',
  aiComputerWins: 'Vince il computer {a}–{b}.',
  // ---- Play a friend, your side at the bottom, the last move, plain errors (friend helper)
  boardLabelTurned: {
    by: 'n',
    one: 'Tavoliere di Hoyito, {n} buca per fila. Nord gioca la fila in basso, Sud quella in alto.',
    other: 'Tavoliere di Hoyito, {n} buche per fila. Nord gioca la fila in basso, Sud quella in alto.',
  },
  turnBoard: 'Gira il tavoliere',
  turnBoardShort: 'Gira', // under its icon in a phone's action bar: a word of turnBoard
  lastSowed: '{player} ha seminato dalla buca {number}',
  lastRelayed: { one: 'ha rilanciato {count} volta', other: 'ha rilanciato {count} volte' },
  lastTook: { one: 'ha catturato {count} seme', other: 'ha catturato {count} semi' },
  lastAgain: 'gioca ancora',
  lastMoveStatus: '{move} — {turn}',
  sound: 'Suono dei semi',
  // ---- who plays whom (status-panel.js)
  playsTwo: 'Due persone su questo dispositivo',
  playsComputer: 'Tu ({player}) contro il computer, {level}',
  playsDemo: 'Computer contro computer, {level}',
  playsFriend: 'Tu ({player}) contro un amico, via link',
  playsFriendNamed: 'Tu ({player}) contro {name}, via link',
  // A long move's note over the board (sow-note.js): its lap, and that a tap skips it.
  sowLap: 'Giro {lap} di {laps}',
  skipTip: 'Tocca il tavoliere per saltare',
};
