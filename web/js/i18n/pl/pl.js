// pl/pl.js - Polish. Loaded only when chosen (strings.js). Counts take the
// one / few / many forms of Intl.PluralRules (1 ziarno, 2 ziarna, 5 ziaren);
// "other" (fractions) never shows and repeats "many". The players'
// names, Południe (neuter) and Północ (feminine), stay in the nominative
// and with present-tense verbs, so one sentence fits both; a hole of four
// is a "casa" (plural "casy").
export default {
  title: 'Hoyito',
  tagline: 'mankala z Dominikany',
  loading: 'Rozstawianie planszy…',
  loadFailed:
    'Nie udało się wczytać silnika gry, więc plansza nie może się pojawić. Sprawdź połączenie i odśwież stronę.',
  loadFailedDetail: 'Szczegóły: {detail}',
  partLoadFailed: 'Nie udało się wczytać tej części gry. Sprawdź połączenie i spróbuj ponownie.',
  reload: 'Odśwież',
  noscript: 'Do gry w Hoyito potrzebny jest JavaScript.',
  language: 'Język',

  S: 'Południe',
  N: 'Północ',
  boardLabel: {
    by: 'n',
    one: 'Plansza Hoyito, {n} dołek w rzędzie. Południe gra dolnym rzędem, Północ górnym.',
    few: 'Plansza Hoyito, {n} dołki w rzędzie. Południe gra dolnym rzędem, Północ górnym.',
    many: 'Plansza Hoyito, {n} dołków w rzędzie. Południe gra dolnym rzędem, Północ górnym.',
    other: 'Plansza Hoyito, {n} dołków w rzędzie. Południe gra dolnym rzędem, Północ górnym.',
  },
  hole: '{player} {number}',
  holeSeeds: { one: '{count} ziarno', few: '{count} ziarna', many: '{count} ziaren', other: '{count} ziarna' },
  holeClosed: 'zamknięty',
  holePlayable: 'możesz nim zagrać',
  pileLabel: {
    one: '{player}: {count} zbite ziarno',
    few: '{player}: {count} zbite ziarna',
    many: '{player}: {count} zbitych ziaren',
    other: '{player}: {count} zbitego ziarna',
  },
  pileAside: {
    one: '{count} odłożone',
    few: '{count} odłożone',
    many: '{count} odłożonych',
    other: '{count} odłożonego',
  },
  pileAsideShort: '+{count} odł.',
  direction: 'Kierunek siewu',

  newGame: 'Nowa partia',
  rules: 'Zasady',
  learn: 'Nauka', // Learn and puzzles: the header's entry (learn.js)
  gameMenu: 'Partia', // the Game panel's button (game-panel.js)
  gamesMenu: 'Moje partie', // the Games screen's button (games-screen.js)
  undo: 'Cofnij',
  redo: 'Ponów',
  skip: 'Pomiń',
  speed: 'Tempo',
  speedSlow: 'Wolne',
  speedNormal: 'Zwykłe',
  speedFast: 'Szybkie',
  speedInstant: 'Od razu',
  close: 'Zamknij',
  moves: 'Ruchy',
  movesLegend: 'x4: wzięte 4 ziarna. +: gra ponownie. „pasuje”: nie miał ruchu.',
  passes: '{player} pasuje',
  round: 'Partia {round}',
  variantName: 'Hoyito {variant}',
  boardSize: '2×{n}',
  clockwise: 'zgodnie z zegarem',
  counterClockwise: 'przeciwnie do zegara',
  readBoard: 'Odczytaj planszę',
  readScore: 'Odczytaj wynik',
  keyBoard: 'p',
  keyScore: 'w',

  toMove: 'Ruch: {player}',
  toMoveHint: 'Ruch: {player}. Wybierz podświetlony dołek',
  sowing: '{player} sieje z dołka {hole}…',
  relay: {
    one: '{player} podnosi {count} ziarno z dołka {hole} i sieje dalej…',
    few: '{player} podnosi {count} ziarna z dołka {hole} i sieje dalej…',
    many: '{player} podnosi {count} ziaren z dołka {hole} i sieje dalej…',
    other: '{player} podnosi {count} ziarna z dołka {hole} i sieje dalej…',
  },
  captures: {
    one: '{player} zbija {count} ziarno w dołku {hole}.',
    few: '{player} zbija {count} ziarna w dołku {hole}.',
    many: '{player} zbija {count} ziaren w dołku {hole}.',
    other: '{player} zbija {count} ziarna w dołku {hole}.',
  },
  extraTurn: '{player} zbija i gra jeszcze raz.',
  pass: '{player} nie ma ruchu i pasuje.',
  lastFour: 'Zostały tylko cztery ziarna: dostaje je {player}.',
  refill: 'Każdy gracz na nowo wypełnia swoje dołki swoimi ziarnami.',
  notLegal: 'Dołkiem {hole} nie można teraz zagrać.',
  gameOverStatus: 'Koniec partii. {result}',

  srMove: '{what}: {details}.',
  srPlays: '{player} gra dołkiem {number}',
  srSown: {
    one: '{count} ziarno wysiane',
    few: '{count} ziarna wysiane',
    many: '{count} ziaren wysianych',
    other: '{count} ziarna wysiane',
  },
  srRelay: {
    one: 'siew sztafetowy z dołka {hole} ({count} ziarno)',
    few: 'siew sztafetowy z dołka {hole} ({count} ziarna)',
    many: 'siew sztafetowy z dołka {hole} ({count} ziaren)',
    other: 'siew sztafetowy z dołka {hole} ({count} ziarna)',
  },
  srCapture: {
    one: 'zbija casę w dołku {hole} ({count} ziarno)',
    few: 'zbija casę w dołku {hole} ({count} ziarna)',
    many: 'zbija casę w dołku {hole} ({count} ziaren)',
    other: 'zbija casę w dołku {hole} ({count} ziarna)',
  },
  srCaptureRun: {
    one: 'zbija casy w dołkach {holes}, razem {count} ziarno',
    few: 'zbija casy w dołkach {holes}, razem {count} ziarna',
    many: 'zbija casy w dołkach {holes}, razem {count} ziaren',
    other: 'zbija casy w dołkach {holes}, razem {count} ziarna',
  },
  srCollect: {
    one: '{player} zabiera ze swojej strony {count} ziarno.',
    few: '{player} zabiera ze swojej strony {count} ziarna.',
    many: '{player} zabiera ze swojej strony {count} ziaren.',
    other: '{player} zabiera ze swojej strony {count} ziarna.',
  },
  srUndo: 'Cofnięty ruch: {player}, dołek {number}.',
  srBoardRow: '{player}, dołki od 1 do {n}: {counts}.',

  wins: 'Wygrywa {player}, {a}–{b}.',
  draw: 'Remis, {a}–{b}.',

  share: 'Udostępnij',

  replayFirst: 'Pierwszy ruch',
  replayBack: 'Ruch wstecz',
  replayPlay: 'Odtwórz ruchy',
  replayPause: 'Pauza',
  replayForward: 'Ruch naprzód',
  replayLast: 'Ostatni ruch',
  replayCount: 'Ruch {ply} z {total}',
  openFull: 'Otwórz w Hoyito',

  // hints and analysis ("o 1 ziarno, o 2 ziarna, o 5 ziaren": the accusative after "o")
  hint: 'Podpowiedź',
  analyse: 'Analizuj',

  // computer opponent
  aiLevel: 'Poziom',
  aiLevel1: 'Początkujący',
  aiLevel2: 'Nowicjusz',
  aiLevel3: 'Rekreacyjny',
  aiLevel4: 'Klubowy',
  aiLevel5: 'Silny',
  aiLevel6: 'Ekspert',
  aiLevel7: 'Mistrz',
  aiNote: 'Gra z komputerem ({level}), który gra jako {player}.',
  aiYourTurn: 'Twój ruch ({player})',
  aiYourTurnHint: 'Twój ruch ({player}). Wybierz podświetlony dołek',
  aiComputerTurn: 'Ruch komputera ({player})',
  aiThinking: 'Komputer ({player}) myśli…',
  aiFailed:
    'Nie udało się wczytać przeciwnika komputerowego, więc obie strony gra się tutaj. Odśwież stronę, aby spróbować ponownie.',
  aiYouWin: 'Wygrywasz {a}–{b}.',
  aiComputerWins: 'Komputer wygrywa {a}–{b}.',
  // ---- Play a friend, your side at the bottom, the last move, plain errors (friend helper)
  boardLabelTurned: {
    by: 'n',
    one: 'Plansza Hoyito, {n} dołek w rzędzie. Północ gra dolnym rzędem, Południe górnym.',
    few: 'Plansza Hoyito, {n} dołki w rzędzie. Północ gra dolnym rzędem, Południe górnym.',
    many: 'Plansza Hoyito, {n} dołków w rzędzie. Północ gra dolnym rzędem, Południe górnym.',
    other: 'Plansza Hoyito, {n} dołków w rzędzie. Północ gra dolnym rzędem, Południe górnym.',
  },
  turnBoard: 'Obróć planszę',
  turnBoardShort: 'Obróć', // under its icon in a phone's action bar: a word of turnBoard
  lastSowed: '{player}: siew z dołka {number}',
  lastRelayed: {
    one: '{count} przekazanie',
    few: '{count} przekazania',
    many: '{count} przekazań',
    other: '{count} przekazań',
  },
  lastTook: {
    one: 'zbite {count} ziarno',
    few: 'zbite {count} ziarna',
    many: 'zbitych {count} ziaren',
    other: 'zbitych {count} ziaren',
  },
  lastAgain: 'ponowny ruch',
  lastMoveStatus: '{move} — {turn}',
  sound: 'Dźwięk ziaren',
  // ---- who plays whom (status-panel.js)
  playsTwo: 'Dwie osoby na tym urządzeniu',
  playsComputer: 'Ty ({player}) kontra komputer, {level}',
  playsDemo: 'Komputer kontra komputer, {level}',
  playsFriend: 'Ty ({player}) kontra znajomy, przez link',
  playsFriendNamed: 'Ty ({player}) kontra {name}, przez link',
  // A long move's note over the board (sow-note.js): its lap, and that a tap skips it.
  sowLap: 'Okrążenie {lap} z {laps}',
  skipTip: 'Dotknij planszy, aby pominąć',
};
