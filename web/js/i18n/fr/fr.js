// fr/fr.js - French. Loaded only when chosen (strings.js). A hole is a "case"
// (the "casitas" of the board), a hole of four a "casa"; French puts a
// narrow no-break space before : ; ? ! and inside « ».
export default {
  title: 'Hoyito',
  tagline: 'le mancala de la République dominicaine',
  loading: 'Installation du plateau…',
  loadFailed:
    'Le moteur du jeu n’a pas pu être chargé : impossible d’afficher le plateau. Vérifiez votre connexion et rechargez la page.',
  loadFailedDetail: 'Détails : {detail}',
  partLoadFailed: 'Cette partie du jeu n’a pas pu être chargée. Vérifiez votre connexion et réessayez.',
  reload: 'Recharger',
  noscript: 'Pour jouer au Hoyito, il faut activer JavaScript.',
  language: 'Langue',

  S: 'Sud',
  N: 'Nord',
  boardLabel: {
    by: 'n',
    one: 'Plateau de Hoyito, {n} case par rangée. Sud joue la rangée du bas, Nord celle du haut.',
    other: 'Plateau de Hoyito, {n} cases par rangée. Sud joue la rangée du bas, Nord celle du haut.',
  },
  hole: '{player} {number}',
  holeSeeds: { one: '{count} graine', other: '{count} graines' },
  holeClosed: 'fermée',
  holePlayable: 'vous pouvez la jouer',
  pileLabel: { one: '{player} a capturé {count} graine', other: '{player} a capturé {count} graines' },
  pileAside: { one: '{count} mise de côté', other: '{count} mises de côté' },
  pileAsideShort: '+{count} de côté',
  direction: 'Sens du semis',

  newGame: 'Nouvelle partie',
  rules: 'Règles',
  learn: 'Apprendre', // Learn and puzzles: the header's entry (learn.js)
  gameMenu: 'Partie', // the Game panel's button (game-panel.js)
  gamesMenu: 'Mes parties', // the Games screen's button (games-screen.js)
  undo: 'Annuler',
  redo: 'Rétablir',
  skip: 'Sauter',
  speed: 'Vitesse',
  speedSlow: 'Lente',
  speedNormal: 'Normale',
  speedFast: 'Rapide',
  speedInstant: 'Instantanée',
  close: 'Fermer',
  moves: 'Coups',
  movesLegend: 'x4 : 4 graines prises. + : rejoue. « passe » : n’avait aucun coup.',
  passes: '{player} passe',
  round: 'Partie {round}',
  variantName: 'Hoyito {variant}',
  boardSize: '2×{n}',
  clockwise: 'horaire',
  counterClockwise: 'antihoraire',
  readBoard: 'Lire le plateau',
  readScore: 'Lire le score',
  keyBoard: 'p',
  keyScore: 's',

  toMove: 'À {player} de jouer',
  toMoveHint: 'À {player} de jouer : choisissez une case qui brille',
  sowing: '{player} sème depuis {hole}…',
  relay: {
    one: '{player} ramasse {count} graine en {hole} et continue de semer…',
    other: '{player} ramasse {count} graines en {hole} et continue de semer…',
  },
  captures: { one: '{player} capture {count} graine en {hole}.', other: '{player} capture {count} graines en {hole}.' },
  extraTurn: '{player} a capturé et rejoue.',
  pass: '{player} n’a aucun coup et passe.',
  lastFour: 'Il ne reste que quatre graines : elles vont à {player}.',
  refill: 'Chaque joueur remplit de nouveau ses cases avec ses graines.',
  notLegal: '{hole} ne peut pas être jouée maintenant.',
  gameOverStatus: 'Partie terminée. {result}',

  srMove: '{what} : {details}.',
  srPlays: '{player} joue la case {number}',
  srSown: { one: '{count} graine semée', other: '{count} graines semées' },
  srRelay: { one: 'relais de {count} graine depuis {hole}', other: 'relais de {count} graines depuis {hole}' },
  srCapture: { one: 'capture une casa de {count} en {hole}', other: 'capture une casa de {count} en {hole}' },
  srCaptureRun: {
    one: 'capture les casas de {holes}, {count} graine',
    other: 'capture les casas de {holes}, {count} graines',
  },
  srCollect: {
    one: '{player} prend la {count} graine restée de son côté.',
    other: '{player} prend les {count} graines restées de son côté.',
  },
  srUndo: 'Coup annulé : {player}, case {number}.',
  srBoardRow: '{player}, cases 1 à {n} : {counts}.',

  wins: '{player} gagne {a}–{b}.',
  draw: 'Égalité, {a}–{b}.',

  share: 'Partager',

  replayFirst: 'Premier coup',
  replayBack: 'Coup précédent',
  replayPlay: 'Rejouer les coups',
  replayPause: 'Pause',
  replayForward: 'Coup suivant',
  replayLast: 'Dernier coup',
  replayCount: 'Coup {ply} sur {total}',
  openFull: 'Ouvrir dans Hoyito',

  // hints and analysis
  hint: 'Indice',
  analyse: 'Analyser',

  // computer opponent
  aiLevel: 'Niveau',
  aiLevel1: 'Débutant',
  aiLevel2: 'Novice',
  aiLevel3: 'Amateur',
  aiLevel4: 'Club',
  aiLevel5: 'Fort',
  aiLevel6: 'Expert',
  aiLevel7: 'Maître',
  aiNote: 'Contre l’ordinateur ({level}), qui joue {player}.',
  aiYourTurn: 'À vous ({player})',
  aiYourTurnHint: 'À vous ({player}) : choisissez une case qui brille',
  aiComputerTurn: 'Au tour de l’ordinateur ({player})',
  aiThinking: 'L’ordinateur ({player}) réfléchit…',
  aiFailed:
    'L’ordinateur n’a pas pu être chargé : les deux camps se jouent donc ici. Rechargez la page pour réessayer.',
  aiYouWin: 'Vous gagnez {a}–{b}.',
  aiComputerWins: 'L’ordinateur gagne {a}–{b}.',
  // ---- Play a friend, your side at the bottom, the last move, plain errors (friend helper)
  boardLabelTurned: {
    by: 'n',
    one: 'Plateau de Hoyito, {n} case par rangée. Nord joue la rangée du bas, Sud celle du haut.',
    other: 'Plateau de Hoyito, {n} cases par rangée. Nord joue la rangée du bas, Sud celle du haut.',
  },
  turnBoard: 'Tourner le plateau',
  turnBoardShort: 'Tourner', // under its icon in a phone's action bar: a word of turnBoard
  lastSowed: '{player} a semé depuis la case {number}',
  lastRelayed: { one: 'a relancé {count} fois', other: 'a relancé {count} fois' },
  lastTook: { one: 'a pris {count} graine', other: 'a pris {count} graines' },
  lastAgain: 'rejoue',
  lastMoveStatus: '{move} — {turn}',
  sound: 'Son des graines',
  // ---- who plays whom (status-panel.js)
  playsTwo: 'Deux joueurs sur cet appareil',
  playsComputer: 'Vous ({player}) contre l’ordinateur, {level}',
  playsDemo: 'Ordinateur contre ordinateur, {level}',
  playsFriend: 'Vous ({player}) contre un ami, par lien',
  playsFriendNamed: 'Vous ({player}) contre {name}, par lien',
  // A long move's note over the board (sow-note.js): its lap, and that a tap skips it.
  sowLap: 'Tour {lap} sur {laps}',
  skipTip: 'Touchez le plateau pour passer',
};
