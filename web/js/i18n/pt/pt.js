// pt/pt.js - Portuguese (Brazilian spelling). Loaded only when chosen
// (strings.js). A hole is a "cova", so that "casa" keeps Hoyito's own
// meaning: a hole holding four seeds. A match is a "série" of games.
export default {
  title: 'Hoyito',
  tagline: 'o mancala da República Dominicana',
  loading: 'Preparando o tabuleiro…',
  loadFailed:
    'Não foi possível carregar o motor do jogo, e o tabuleiro não pode ser mostrado. Verifique a sua conexão e recarregue a página.',
  loadFailedDetail: 'Detalhes: {detail}',
  partLoadFailed: 'Não foi possível carregar esta parte do jogo. Verifique a sua conexão e tente novamente.',
  reload: 'Recarregar',
  noscript: 'Para jogar Hoyito é preciso JavaScript.',
  language: 'Idioma',

  S: 'Sul',
  N: 'Norte',
  boardLabel: {
    by: 'n',
    one: 'Tabuleiro de Hoyito, {n} cova por fileira. Sul joga a fileira de baixo, Norte a de cima.',
    other: 'Tabuleiro de Hoyito, {n} covas por fileira. Sul joga a fileira de baixo, Norte a de cima.',
  },
  hole: '{player} {number}',
  holeSeeds: { one: '{count} semente', other: '{count} sementes' },
  holeClosed: 'fechada',
  holePlayable: 'você pode jogá-la',
  pileLabel: { one: '{player} capturou {count} semente', other: '{player} capturou {count} sementes' },
  pileAside: { one: '{count} guardada', other: '{count} guardadas' },
  pileAsideShort: '+{count} guardadas',
  direction: 'Sentido da semeadura',

  newGame: 'Nova partida',
  rules: 'Regras',
  learn: 'Aprender', // Learn and puzzles: the header's entry (learn.js)
  gameMenu: 'Partida', // the Game panel's button (game-panel.js)
  gamesMenu: 'Minhas partidas', // the Games screen's button (games-screen.js)
  undo: 'Desfazer',
  redo: 'Refazer',
  skip: 'Pular',
  speed: 'Velocidade',
  speedSlow: 'Lenta',
  speedNormal: 'Normal',
  speedFast: 'Rápida',
  speedInstant: 'Instantânea',
  close: 'Fechar',
  moves: 'Jogadas',
  movesLegend: 'x4: tomou 4 sementes. +: joga de novo. "passa": não tinha jogada.',
  passes: '{player} passa',
  round: 'Partida {round}',
  variantName: 'Hoyito {variant}',
  boardSize: '2×{n}',
  clockwise: 'horário',
  counterClockwise: 'anti-horário',
  readBoard: 'Ler o tabuleiro',
  readScore: 'Ler o placar',
  keyBoard: 't',
  keyScore: 'p',

  toMove: 'Vez de {player}',
  toMoveHint: 'Vez de {player}: escolha uma cova iluminada',
  sowing: '{player} semeia a partir de {hole}…',
  relay: {
    one: '{player} recolhe {count} semente de {hole} e continua semeando…',
    other: '{player} recolhe {count} sementes de {hole} e continua semeando…',
  },
  captures: {
    one: '{player} captura {count} semente em {hole}.',
    other: '{player} captura {count} sementes em {hole}.',
  },
  extraTurn: '{player} capturou e joga de novo.',
  pass: '{player} não tem jogada e passa a vez.',
  lastFour: 'Só restam quatro sementes: ficam com {player}.',
  refill: 'Cada jogador volta a encher as suas covas com as suas sementes.',
  notLegal: '{hole} não pode ser jogada agora.',
  gameOverStatus: 'Fim da partida. {result}',

  srMove: '{what}: {details}.',
  srPlays: '{player} joga a cova {number}',
  srSown: { one: '{count} semente semeada', other: '{count} sementes semeadas' },
  srRelay: {
    one: 'revezamento de {count} semente a partir de {hole}',
    other: 'revezamento de {count} sementes a partir de {hole}',
  },
  srCapture: { one: 'captura uma casa de {count} em {hole}', other: 'captura uma casa de {count} em {hole}' },
  srCaptureRun: {
    one: 'captura as casas de {holes}, {count} semente',
    other: 'captura as casas de {holes}, {count} sementes',
  },
  srCollect: {
    one: '{player} fica com a {count} semente que restava do seu lado.',
    other: '{player} fica com as {count} sementes que restavam do seu lado.',
  },
  srUndo: 'Jogada desfeita: {player}, cova {number}.',
  srBoardRow: '{player}, covas 1 a {n}: {counts}.',

  wins: '{player} vence por {a}–{b}.',
  draw: 'Empate, {a}–{b}.',

  share: 'Partilhar',

  replayFirst: 'Primeira jogada',
  replayBack: 'Voltar uma jogada',
  replayPlay: 'Reproduzir as jogadas',
  replayPause: 'Pausar',
  replayForward: 'Avançar uma jogada',
  replayLast: 'Última jogada',
  replayCount: 'Jogada {ply} de {total}',
  openFull: 'Abrir no Hoyito',

  // hints and analysis
  hint: 'Dica',
  analyse: 'Analisar',

  // computer opponent
  aiLevel: 'Nível',
  aiLevel1: 'Iniciante',
  aiLevel2: 'Novato',
  aiLevel3: 'Casual',
  aiLevel4: 'De clube',
  aiLevel5: 'Forte',
  aiLevel6: 'Especialista',
  aiLevel7: 'Mestre',
  aiNote: 'Contra o computador ({level}), que joga como {player}.',
  aiYourTurn: 'Sua vez ({player})',
  aiYourTurnHint: 'Sua vez ({player}): escolha uma cova iluminada',
  aiComputerTurn: 'Vez do computador ({player})',
  aiThinking: 'O computador ({player}) está pensando…',
  aiFailed:
    'Não foi possível carregar o computador, então os dois lados são jogados aqui. Recarregue a página para tentar de novo.',
  aiYouWin: 'Você ganha {a}–{b}.',
  aiComputerWins: 'O computador ganha {a}–{b}.',
  // ---- Play a friend, your side at the bottom, the last move, plain errors (friend helper)
  boardLabelTurned: {
    by: 'n',
    one: 'Tabuleiro de Hoyito, {n} cova por fileira. Norte joga a fileira de baixo, Sul a de cima.',
    other: 'Tabuleiro de Hoyito, {n} covas por fileira. Norte joga a fileira de baixo, Sul a de cima.',
  },
  turnBoard: 'Girar o tabuleiro',
  turnBoardShort: 'Girar', // under its icon in a phone's action bar: a word of turnBoard
  lastSowed: '{player} semeou da cova {number}',
  lastRelayed: { one: 'continuou a semear {count} vez', other: 'continuou a semear {count} vezes' },
  lastTook: { one: 'capturou {count} semente', other: 'capturou {count} sementes' },
  lastAgain: 'joga de novo',
  lastMoveStatus: '{move} — {turn}',
  sound: 'Som das sementes',
  // ---- who plays whom (status-panel.js)
  playsTwo: 'Duas pessoas neste aparelho',
  playsComputer: 'Você ({player}) contra o computador, {level}',
  playsDemo: 'Computador contra computador, {level}',
  playsFriend: 'Você ({player}) contra um amigo, por link',
  playsFriendNamed: 'Você ({player}) contra {name}, por link',
  // A long move's note over the board (sow-note.js): its lap, and that a tap skips it.
  sowLap: 'Volta {lap} de {laps}',
  skipTip: 'Toque no tabuleiro para pular',
};
