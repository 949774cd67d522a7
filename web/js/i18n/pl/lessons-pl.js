// pl/lessons-pl.js - Polish: the words of the Learn course (lessons.js, keys as
// in en/lessons-en.js). A hole is a "dołek", four seeds in one are a "casa"
// (1 casę, 2 casy, 5 cas). Present tense and imperatives throughout: the
// second person past tense would need the learner's gender.
export default {
  learnTitle: 'Naucz się Hoyito',
  lessonOf: 'Lekcja {k} z {total}',
  rulesCited: 'Zasady: {rules}',
  // The rules a lesson teaches, by name (lessons.js rules: R1..R18 of docs/RULES.md)
  ruleR1: 'plansza',
  ruleR2: 'gracze',
  ruleR3: 'kierunek',
  ruleR4: 'podnoszenie',
  ruleR5: 'siew',
  ruleR6: 'siew sztafetowy',
  ruleR7: 'ruchy bez końca',
  ruleR8: 'pasowanie',
  ruleR9: 'zbijanie w Hoyito I',
  ruleR10: 'zbijanie w Hoyito II',
  ruleR11: 'zbijanie w Hoyito III',
  ruleR12: 'trwałe casy',
  ruleR13: 'ostatnia czwórka',
  ruleR14: 'kto wygrywa',
  ruleR15: 'limit ruchów',
  ruleR16: 'ponowne wypełnianie',
  ruleR17: 'zamknięte dołki',
  ruleR18: 'kto zaczyna',
  tryAgain: 'Plansza wraca do poprzedniego stanu: spróbuj jeszcze raz.',
  hintShown: 'Zagraj dołkiem otoczonym białymi kropkami.',
  nextLesson: 'Następna lekcja',
  courseDone: 'Znasz już zasady Hoyito. Czas na pierwszą partię?',

  sowTitle: 'Siew',
  sowGoal1:
    'Twoje dołki to dolny rząd: weź ziarna z jednego dołka i wrzucaj po jednym do kolejnych dołków, w prawo, a potem w górnym rzędzie Północy, tak aby ostatnie ziarno wpadło do rzędu Północy.',
  sowPraise1: 'Brawo: wszystkie ziarna z dołka trafiły po jednym do kolejnych dołków, aż do rzędu Północy.',
  sowMiss1: 'W tym dołku jest za mało ziaren, żeby dojść do rzędu Północy.',

  clockwiseTitle: 'W drugą stronę',
  clockwiseGoal1:
    'W tej partii ziarna idą zgodnie z ruchem wskazówek zegara, w lewo po twoim rzędzie, a potem po rzędzie Północy: niech ostatnie ziarno wpadnie do rzędu Północy.',
  clockwisePraise1:
    'Tak: w partii ustawionej zgodnie z zegarem sieje się w drugą stronę, od pierwszego ruchu do ostatniego.',
  clockwiseMiss1: 'Te ziarna zostały w twoim rzędzie: poszukaj dołka z taką liczbą ziaren, żeby minąć twój dołek 1.',

  relayTitle: 'Siew sztafetowy',
  relayGoal1:
    'Gdy ostatnie ziarno wpada do dołka z ziarnami, podnosisz je wszystkie i siejesz dalej: zagraj ruch, w którym zdarzy się to dwa razy.',
  relayPraise1: 'To jest sztafeta: ruch trwa, dopóki ostatnie ziarno nie wpadnie do pustego dołka.',
  relayMiss1: 'Mniej niż dwie sztafety: poszukaj dołka, którego ostatnie ziarno wpadnie do dołka z ziarnami.',

  casaTitle: 'Casy',
  casaGoal1: 'Dołek z dokładnie czterema ziarnami to casa i zabierasz ją: dopełnij czwórkę.',
  casaPraise1: 'Casa: jej cztery ziarna są twoje, a wygrywa ten, kto zbierze więcej ziaren.',
  casaMiss1:
    'Żaden dołek nie ma dokładnie czterech: poszukaj dołka z trzema ziarnami, do którego twój siew doda jedno.',

  passingTitle: 'Hoyito I: zbicia po drodze',
  passingGoal1:
    'W Hoyito I każde ziarno, które dopełnia czwórkę, od razu ją zbija, a ty siejesz dalej: zbij dwie casy jednym ruchem.',
  passingPraise1: 'Dwie casy jednym ruchem: w Hoyito I każda czwórka dopełniona po drodze jest twoja.',
  passingMiss1: 'To mniej niż dwie casy: poszukaj dołka, którego ziarna przejdą przez dwa dołki z trzema ziarnami.',

  runTitle: 'Hoyito II: ostatni dołek i ciąg za nim',
  runGoal1:
    'W Hoyito II zbija tylko ostatnie ziarno: zabiera swoją czwórkę i wszystkie czwórki tuż za nią, więc zbij co najmniej dwie casy.',
  runPraise1: 'Ostatnie ziarno dopełniło czwórkę, a czwórki tuż za nią poszły razem z nią.',
  runMiss1:
    'Mniej niż dwie casy: w Hoyito II czwórka dopełniona po drodze zostaje, a zbijany jest tylko dołek ostatniego ziarna, razem z czwórkami tuż za nim.',

  againTitle: 'Hoyito II: grasz jeszcze raz',
  againGoal1: 'W Hoyito II zbicie daje kolejny ruch: zbij casę ostatnim ziarnem.',
  againPraise1: 'Casa zbita i znowu twój ruch.',
  againMiss1: 'Bez zbicia ruch przeszedłby na Północ: ostatnie ziarno musi dopełnić czwórkę.',
  againGoal2: 'Wykorzystaj dodatkowy ruch: zbij kolejną casę.',
  againPraise2: 'Dwa zbicia w jednej kolejce: każde zbicie daje kolejny ruch.',
  againMiss2: 'Ten ruch niczego nie zbił: poszukaj dołka z trzema ziarnami, do którego dojdzie ostatnie ziarno.',

  onlyLastTitle: 'Hoyito III: tylko ostatni dołek',
  onlyLastGoal1: 'W Hoyito III ostatnie ziarno zbija tylko własny dołek, a potem grasz jeszcze raz: zbij casę.',
  onlyLastPraise1: 'Zbity został tylko ostatni dołek: każda inna czwórka na planszy zostaje na miejscu.',
  onlyLastMiss1:
    'Ostatnie ziarno nie dopełniło czwórki, więc nic nie zostało zbite: czwórki dopełnione po drodze zostają.',

  lastFourTitle: 'Ostatnia czwórka',
  lastFourGoal1:
    'Gdy po zbiciu na planszy zostają tylko cztery ziarna, trafiają do zbijającego i partia się kończy: zakończ partię w ten sposób.',
  lastFourPraise1: 'Koniec partii: zbicie, a do tego ostatnie cztery ziarna z planszy też są twoje.',
  lastFourMiss1: 'Bez zbicia partia trwa dalej: dopełnij czwórkę.',

  passTitle: 'Pasowanie',
  passGoal1:
    'Północ nie ma ziaren: zagraj ruch, który nie da jej żadnego, żeby musiała spasować, a ty zagrasz jeszcze raz.',
  passPraise1: 'Północ nie miała czym zagrać i spasowała: gracz bez ruchu pasuje.',
  passMiss1: 'Twoje ziarna doszły do rzędu Północy, więc Północ może się ruszyć: zatrzymaj je po swojej stronie.',

  endlessTitle: 'Ruchy bez końca',
  endlessGoal1:
    'Twój dołek 4 ma ziarna, ale nie można nim zagrać, bo jego sztafeta krążyłaby bez końca: zagraj ruch ze sztafetą.',
  endlessPraise1: 'Dobrze: ruch, który nigdy by się nie skończył, jest niedozwolony, więc gra nigdy go nie proponuje.',
  endlessMiss1:
    'Ten ruch skończył się bez sztafety: poszukaj takiego, w którym ostatnie ziarno wpada do dołka z ziarnami.',

  endTitle: 'Jak kończy się partia',
  endGoal1:
    'Po 100 ruchach bez zbicia partia się kończy i każdy zabiera ziarna ze swojej strony; to jest setny ruch: zakończ partię na prowadzeniu.',
  endPraise1: 'Partia skończona, a ty masz więcej ziaren: wygrywa ten, kto zebrał więcej.',
  endMiss1: 'Za dużo twoich ziaren przeszło na stronę Północy: zatrzymaj więcej po swojej stronie.',

  matchTitle: 'Mecze',
  matchGoal1:
    'Partia 2 meczu: partię 1 wygrało Południe, czyli ty, więc zaczynasz; Północ wypełniła tylko dwa dołki, pozostałe są zamknięte i ziarna je omijają. Zbij casę.',
  matchPraise1:
    'Tak: ziarna omijają zamknięte dołki. Po każdej partii gracze wypełniają swoje dołki wygranymi ziarnami, po cztery w dołku; dołek, którego nie da się wypełnić, zostaje zamknięty.',
  matchMiss1: 'Bez zbicia: policz swoje ziarna z pominięciem zamkniętych dołków, do których nikt nie sieje.',

  factSow: {
    one: 'Siejesz {count} ziarno ze swojego dołka {hole}.',
    few: 'Siejesz {count} ziarna ze swojego dołka {hole}.',
    many: 'Siejesz {count} ziaren ze swojego dołka {hole}.',
    other: 'Siejesz {count} ziarna ze swojego dołka {hole}.',
  },
  factPassing: {
    one: 'Po drodze zbijasz {count} casę, gdy tylko ziarno dopełnia czwórkę.',
    few: 'Po drodze zbijasz {count} casy, każdą, gdy tylko ziarno dopełnia czwórkę.',
    many: 'Po drodze zbijasz {count} cas, każdą, gdy tylko ziarno dopełnia czwórkę.',
    other: 'Po drodze zbijasz {count} casy, każdą, gdy tylko ziarno dopełnia czwórkę.',
  },
  factRelays: {
    one: 'Sztafeta {count} raz: ostatnie ziarno wpada do dołka z ziarnami, więc podnosisz je wszystkie i siejesz dalej.',
    few: 'Sztafeta {count} razy: za każdym razem, gdy ostatnie ziarno wpada do dołka z ziarnami, podnosisz je wszystkie i siejesz dalej.',
    many: 'Sztafeta {count} razy: za każdym razem, gdy ostatnie ziarno wpada do dołka z ziarnami, podnosisz je wszystkie i siejesz dalej.',
    other:
      'Sztafeta {count} razy: za każdym razem, gdy ostatnie ziarno wpada do dołka z ziarnami, podnosisz je wszystkie i siejesz dalej.',
  },
  factLastCapture: {
    one: 'Ostatnie ziarno dopełnia czwórkę: zbijasz {count} casę.',
    few: 'Ostatnie ziarno dopełnia czwórkę: zbijasz ją i ciąg za nią, razem {count} casy.',
    many: 'Ostatnie ziarno dopełnia czwórkę: zbijasz ją i ciąg za nią, razem {count} cas.',
    other: 'Ostatnie ziarno dopełnia czwórkę: zbijasz ją i ciąg za nią, razem {count} casy.',
  },
  factEndMine: 'Ostatnie ziarno wpada do twojego pustego dołka {hole} i ruch się kończy.',
  factEndTheirs: 'Ostatnie ziarno wpada do pustego dołka {hole} przeciwnika i ruch się kończy.',
  factExtraTurn: 'Zbijasz, więc grasz jeszcze raz.',
  factPassTheirs: 'Przeciwnik nie ma ruchu i pasuje: grasz jeszcze raz.',
  factLastFourMine: {
    one: 'Na planszy zostaje tylko {count} ziarno: jest twoje.',
    few: 'Na planszy zostają tylko {count} ziarna: są twoje.',
    many: 'Na planszy zostaje tylko {count} ziaren: są twoje.',
    other: 'Na planszy zostają tylko {count} ziarna: są twoje.',
  },
  factLastFourTheirs: {
    one: 'Na planszy zostaje tylko {count} ziarno: trafia do przeciwnika.',
    few: 'Na planszy zostają tylko {count} ziarna: trafiają do przeciwnika.',
    many: 'Na planszy zostaje tylko {count} ziaren: trafiają do przeciwnika.',
    other: 'Na planszy zostają tylko {count} ziarna: trafiają do przeciwnika.',
  },
  factOverLastFour: 'Partia się kończy.',
  factOverEmpty: 'Plansza jest pusta: partia się kończy.',
  factOverRepetition: 'Ta sama pozycja pojawia się po raz trzeci: partia się kończy.',
  factOverLimit: 'Zbyt wiele ruchów z rzędu bez zbicia: partia się kończy.',
  factOverNoMoves: 'Żaden gracz nie może się ruszyć: partia się kończy.',
  factCollectMine: {
    one: 'Zabierasz {count} ziarno ze swojej strony.',
    few: 'Zabierasz {count} ziarna ze swojej strony.',
    many: 'Zabierasz {count} ziaren ze swojej strony.',
    other: 'Zabierasz {count} ziarna ze swojej strony.',
  },
  factCollectTheirs: {
    one: 'Przeciwnik zabiera {count} ziarno ze swojej strony.',
    few: 'Przeciwnik zabiera {count} ziarna ze swojej strony.',
    many: 'Przeciwnik zabiera {count} ziaren ze swojej strony.',
    other: 'Przeciwnik zabiera {count} ziarna ze swojej strony.',
  },
  factWin: 'Wygrywasz {mine} do {theirs}.',
  factLoss: 'Przegrywasz {mine} do {theirs}.',
  factDraw: 'Remis {mine} do {theirs}.',
  // Ekran nauki i zadania (learn.js, puzzle-pick.js)
  learnClose: 'Wróć do partii',
  learnLessons: 'Lekcje',
  lessonUnknown: 'Nie ma lekcji „{id}”: oto następna.',
  puzzlesOpen: 'Zadania',
  puzzleOfDay: 'Zadanie dnia',
  puzzleName: '{theme} {number} · Hoyito {variant}',
  puzzleGoalTurn:
    'Ruch: {player}. Znajdź ruch, który w tej turze zbiera najwięcej ziaren (liczą się przekazania i dodatkowe ruchy).',
  puzzleGoalEndgame:
    'Ruch: {player}. Znajdź jedyny ruch, który zachowuje najlepszy wynik; przy najlepszej grze każdy inny traci ziarna.',
  puzzleRight: 'Dobrze: to najlepszy ruch.',
  puzzleRightTurn: 'Ta tura może zebrać {best} ziaren; drugi najlepszy ruch zbiera {second}.',
  puzzleRightEndgame: 'Przy najlepszej grze każdy inny ruch kończy się co najmniej o {margin} ziaren gorzej.',
  puzzleWrong: 'To nie jest najlepszy ruch.',
  puzzleBest: 'Najlepszy był dołek {hole}. Oto co robi:',
  puzzleNext: 'Następne zadanie',
  puzzleRetry: 'Spróbuj jeszcze raz',
  puzzleStreak: {
    one: 'Seria: {count} zadanie rozwiązane z rzędu',
    few: 'Seria: {count} zadania rozwiązane z rzędu',
    many: 'Seria: {count} zadań rozwiązanych z rzędu',
    other: 'Seria: {count} zadania rozwiązanego z rzędu',
  },
  puzzleLoadFailed: 'Nie udało się wczytać zadań: {detail}',
  puzzleUnknown: 'Nie ma zadania „{id}”: oto zadanie dnia.',
  // Stars, the course map and the Hint button (learn-lessons.js, learn-panel.js)
  learnMap: 'Mapa kursu',
  hintAsk: 'Podpowiedź',
  lessonMapItem: {
    one: 'Lekcja {k}, {title}, {count} gwiazdka z 3',
    few: 'Lekcja {k}, {title}, {count} gwiazdki z 3',
    many: 'Lekcja {k}, {title}, {count} gwiazdek z 3',
    other: 'Lekcja {k}, {title}, {count} gwiazdki z 3',
  },
  starsEarned: {
    one: 'Lekcja ukończona: {count} gwiazdka z 3.',
    few: 'Lekcja ukończona: {count} gwiazdki z 3.',
    many: 'Lekcja ukończona: {count} gwiazdek z 3.',
    other: 'Lekcja ukończona: {count} gwiazdki z 3.',
  },
  starsHinted: 'Trafienie za pierwszym razem bez podpowiedzi daje trzy.',
  starsMissed: 'Trafienie za pierwszym razem daje trzy; z samą podpowiedzią dwie.',
  // The puzzle trainer's themes, rating, hint, solution and history (puzzle-tools.js, learn-puzzles.js)
  puzzleThemeTurn: 'Duże bicie',
  puzzleThemeEndgame: 'Końcówka',
  puzzleThemeAll: 'Wszystkie tematy',
  puzzleThemeLabel: 'Temat',
  puzzleRating: 'Twój ranking: {rating} ± {rd} · Ranking zadania {difficulty}',
  puzzleRatingChange: 'Twój ranking: {change}, teraz {rating}.',
  puzzleRatingKept: 'Liczy się tylko pierwsza próba zadania: twój ranking zostaje {rating}.',
  puzzleHint: 'Podpowiedź',
  puzzleHintShown:
    'Podpowiedź: dołek do zagrania jest zaznaczony. Rozwiązanie z podpowiedzią liczy się do rankingu jako porażka.',
  puzzleSolution: 'Pokaż rozwiązanie',
  puzzleSolutionShown: 'Rozwiązanie, zagrane na planszy ruch po ruchu, z odpowiedziami.',
  puzzleHistory: 'Historia ({count})',
  puzzleHistoryEmpty: 'Nie próbowano jeszcze żadnego zadania.',
  puzzleHistorySolved: 'rozwiązane',
  puzzleHistoryMissed: 'nierozwiązane',
  // Practice after a lesson and the step after the course (learn-lessons.js, learn-panel.js)
  practise: 'Ćwicz ({count})',
  practiseAgain: 'Ćwicz jeszcze raz',
  practiceOf: 'Ćwiczenie {k} z {total}',
  practiceNext: 'Następna pozycja',
  practiceScore: 'Ćwiczenia ukończone: za pierwszym razem dobrze {right} z {total}.',
  mapPractised: 'ćwiczenia zrobione',
  coursePuzzles: 'Zadania: {topic}',
  playLevel: 'Zagraj z poziomem {level}',
  courseNext: 'Dalej: zadania z tematu „{topic}”, a potem partia z poziomem {level}, dobranym do twoich gwiazdek.',
  // The puzzle themes read from the proof, and the board size of the set (puzzle-pick.js, puzzle-tools.js)
  puzzleThemeRelay: 'Siew sztafetowy',
  puzzleThemePassing: 'Zbicie po drodze',
  puzzleThemeExtra: 'Dodatkowy ruch',
  puzzleThemeLastFour: 'Ostatnia czwórka',
  puzzleSizeLabel: 'Plansza',
  puzzleNameSize: '{theme} {number} · Hoyito {variant} · {size}',
};
