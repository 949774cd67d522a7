// it/lessons-it.js - Italian: the words of the Learn course (lessons.js, keys as
// in en/lessons-en.js). A hole is a "buca", four seeds in one are a "casa".
export default {
  learnTitle: 'Impara lo Hoyito',
  lessonOf: 'Lezione {k} di {total}',
  rulesCited: 'Regole: {rules}',
  // The rules a lesson teaches, by name (lessons.js rules: R1..R18 of docs/RULES.md)
  ruleR1: 'il tavoliere',
  ruleR2: 'i giocatori',
  ruleR3: 'il senso',
  ruleR4: 'raccogliere',
  ruleR5: 'seminare',
  ruleR6: 'la staffetta',
  ruleR7: 'mosse senza fine',
  ruleR8: 'passare',
  ruleR9: 'catture in Hoyito I',
  ruleR10: 'catture in Hoyito II',
  ruleR11: 'catture in Hoyito III',
  ruleR12: 'case che restano',
  ruleR13: 'gli ultimi quattro',
  ruleR14: 'chi vince',
  ruleR15: 'il limite di mosse',
  ruleR16: 'riempire di nuovo',
  ruleR17: 'buche chiuse',
  ruleR18: 'chi comincia',
  tryAgain: 'Il tavoliere è tornato com’era: riprova.',
  hintShown: 'La buca circondata da puntini bianchi è quella da giocare.',
  nextLesson: 'Lezione successiva',
  courseDone: 'Conosci le regole dello Hoyito. Pronto per la prima partita?',

  sowTitle: 'Seminare',
  sowGoal1:
    'Le tue buche sono la fila in basso: prendi i semi di una buca e lasciane cadere uno in ogni buca seguente, verso destra e poi lungo la fila di Nord in alto, in modo che il tuo ultimo seme cada nella fila di Nord.',
  sowPraise1:
    'Bravo: hai preso tutti i semi della tua buca e ne hai lasciato uno in ogni buca seguente, fino alla fila di Nord.',
  sowMiss1: 'Quella buca ha troppo pochi semi per arrivare alla fila di Nord.',

  clockwiseTitle: 'Nell’altro senso',
  clockwiseGoal1:
    'In questa partita i semi vanno in senso orario, verso sinistra lungo la tua fila e poi in quella di Nord: fai cadere il tuo ultimo seme nella fila di Nord.',
  clockwisePraise1: 'Esatto: una partita impostata in senso orario semina al contrario, dalla prima mossa all’ultima.',
  clockwiseMiss1:
    'Quei semi sono rimasti nella tua fila: cerca una buca con abbastanza semi per superare la tua buca 1.',

  relayTitle: 'La staffetta',
  relayGoal1:
    'Quando il tuo ultimo seme cade su altri semi, li raccogli tutti e continui a seminare: fai una mossa in cui succede due volte.',
  relayPraise1: 'Questa è la staffetta: una mossa continua finché il suo ultimo seme cade in una buca vuota.',
  relayMiss1: 'Meno di due staffette: cerca una buca il cui ultimo seme cada su altri semi.',

  casaTitle: 'Le case',
  casaGoal1: 'Una buca con esattamente quattro semi è una casa, e la catturi: fai un quattro.',
  casaPraise1: 'Una casa: i suoi quattro semi sono tuoi, e vince chi cattura più semi.',
  casaMiss1: 'Nessuna buca è arrivata a quattro esatti: cerca una buca da tre a cui la tua semina aggiunga un seme.',

  passingTitle: 'Hoyito I: catture lungo la strada',
  passingGoal1:
    'Nello Hoyito I ogni seme che fa quattro cattura subito, e continui a seminare: cattura due case in una mossa.',
  passingPraise1: 'Due case in una mossa: nello Hoyito I ogni quattro che fai lungo la strada è tuo.',
  passingMiss1: 'Erano meno di due case: cerca la buca i cui semi passano su due buche da tre.',

  runTitle: 'Hoyito II: l’ultima buca e la fila dietro',
  runGoal1:
    'Nello Hoyito II cattura solo il tuo ultimo seme: prende il suo quattro e tutti i quattro subito dietro, quindi cattura almeno due case.',
  runPraise1: 'Il tuo ultimo seme ha fatto quattro, e i quattro subito dietro sono andati con lui.',
  runMiss1:
    'Meno di due case: nello Hoyito II un quattro fatto lungo la strada resta, e si cattura solo la buca del tuo ultimo seme, con i quattro subito dietro.',

  againTitle: 'Hoyito II: gioca ancora',
  againGoal1: 'Nello Hoyito II una cattura ti dà un’altra mossa: cattura una casa con il tuo ultimo seme.',
  againPraise1: 'Catturata, e tocca ancora a te.',
  againMiss1: 'Senza cattura il turno passerebbe a Nord: il tuo ultimo seme deve fare il quattro.',
  againGoal2: 'Usa la mossa in più: cattura un’altra casa.',
  againPraise2: 'Due catture in un turno: ogni cattura ti dà un’altra mossa.',
  againMiss2: 'Quella mossa non ha catturato niente: cerca una buca da tre che il tuo ultimo seme possa raggiungere.',

  onlyLastTitle: 'Hoyito III: solo l’ultima buca',
  onlyLastGoal1: 'Nello Hoyito III il tuo ultimo seme cattura solo la sua buca, e poi giochi ancora: cattura una casa.',
  onlyLastPraise1: 'È stata presa solo l’ultima buca: ogni altro quattro sul tavoliere resta dov’è.',
  onlyLastMiss1:
    'Il tuo ultimo seme non ha fatto quattro, quindi non hai catturato niente: i quattro fatti lungo la strada restano.',

  lastFourTitle: 'Gli ultimi quattro',
  lastFourGoal1:
    'Quando una cattura lascia solo quattro semi sul tavoliere, vanno a chi ha catturato e la partita finisce: chiudi la partita così.',
  lastFourPraise1: 'Partita finita: hai catturato, e anche gli ultimi quattro semi del tavoliere sono tuoi.',
  lastFourMiss1: 'Nessuna cattura, quindi la partita continua: fai un quattro.',

  passTitle: 'Passare',
  passGoal1: 'Nord non ha semi: fai una mossa che non gliene dia nessuno, così Nord deve passare e tu giochi ancora.',
  passPraise1: 'Nord non aveva niente da giocare e ha passato: chi non ha mosse passa.',
  passMiss1: 'I tuoi semi sono arrivati nella fila di Nord, quindi Nord può muovere: tienili dalla tua parte.',

  endlessTitle: 'Mosse senza fine',
  endlessGoal1:
    'La tua buca 4 ha dei semi ma non si può giocare, perché la sua staffetta girerebbe per sempre: fai una mossa con una staffetta.',
  endlessPraise1: 'Bene: una mossa che non finirebbe mai non è ammessa, quindi il gioco non la offre mai.',
  endlessMiss1: 'Quella mossa è finita senza staffetta: cercane una il cui ultimo seme cada su altri semi.',

  endTitle: 'Come finisce una partita',
  endGoal1:
    'Dopo 100 mosse senza catture la partita finisce e ognuno prende i semi dalla propria parte; questa è la centesima: chiudi la partita in vantaggio.',
  endPraise1: 'La partita è finita e hai più semi: vince chi ha catturato di più.',
  endMiss1: 'Troppi dei tuoi semi sono passati dalla parte di Nord: tienine di più dalla tua parte.',

  matchTitle: 'Gli incontri',
  matchGoal1:
    'Partita 2 di un incontro: hai vinto la partita 1, quindi cominci tu; Nord ha riempito solo due buche, le altre sono chiuse e i semi le saltano. Cattura una casa.',
  matchPraise1:
    'Esatto: i semi saltano le buche chiuse. Dopo ogni partita ognuno riempie le sue buche con i semi vinti, quattro per buca; una buca che non riesce a riempire resta chiusa.',
  matchMiss1: 'Nessuna cattura: conta i tuoi semi saltando le buche chiuse, dove nessuno semina.',

  factSow: {
    one: 'Hai seminato {count} seme dalla tua buca {hole}.',
    other: 'Hai seminato {count} semi dalla tua buca {hole}.',
  },
  factPassing: {
    one: 'Hai catturato {count} casa lungo la strada, appena un seme ha fatto quattro.',
    other: 'Hai catturato {count} case lungo la strada, ognuna appena un seme ha fatto quattro.',
  },
  factRelays: {
    one: 'Hai fatto {count} staffetta: il tuo ultimo seme è caduto su altri semi, così li hai raccolti tutti e hai continuato a seminare.',
    other:
      'Hai fatto {count} staffette: ogni volta che il tuo ultimo seme è caduto su altri semi, li hai raccolti tutti e hai continuato a seminare.',
  },
  factLastCapture: {
    one: 'Il tuo ultimo seme ha fatto quattro: hai catturato {count} casa.',
    other: 'Il tuo ultimo seme ha fatto quattro: hai preso quella casa e la fila dietro, {count} case.',
  },
  factEndMine: 'Il tuo ultimo seme è caduto nella tua buca vuota {hole}, e la mossa è finita.',
  factEndTheirs: 'Il tuo ultimo seme è caduto nella buca vuota {hole} dell’avversario, e la mossa è finita.',
  factExtraTurn: 'Hai catturato, quindi giochi ancora.',
  factPassTheirs: 'L’avversario non ha mosse e passa: giochi ancora.',
  factLastFourMine: {
    one: 'Sul tavoliere restava solo {count} seme: è tuo.',
    other: 'Sul tavoliere restavano solo {count} semi: sono tuoi.',
  },
  factLastFourTheirs: {
    one: 'Sul tavoliere restava solo {count} seme: va all’avversario.',
    other: 'Sul tavoliere restavano solo {count} semi: vanno all’avversario.',
  },
  factOverLastFour: 'La partita è finita.',
  factOverEmpty: 'Il tavoliere è vuoto: la partita è finita.',
  factOverRepetition: 'La stessa posizione si è ripetuta per la terza volta: la partita è finita.',
  factOverLimit: 'Troppe mosse di fila senza catture: la partita è finita.',
  factOverNoMoves: 'Nessuno dei due può muovere: la partita è finita.',
  factCollectMine: {
    one: 'Prendi {count} seme rimasto dalla tua parte.',
    other: 'Prendi i {count} semi rimasti dalla tua parte.',
  },
  factCollectTheirs: {
    one: 'L’avversario prende {count} seme rimasto dalla sua parte.',
    other: 'L’avversario prende i {count} semi rimasti dalla sua parte.',
  },
  factWin: 'Vinci, {mine} a {theirs}.',
  factLoss: 'Perdi, {mine} a {theirs}.',
  factDraw: 'Pareggio, {mine} a {theirs}.',
  // La schermata per imparare e i problemi (learn.js, puzzle-pick.js)
  learnClose: 'Torna alla partita',
  learnLessons: 'Lezioni',
  lessonUnknown: 'Non c’è nessuna lezione «{id}»: ecco la prossima.',
  puzzlesOpen: 'Problemi',
  puzzleOfDay: 'Problema del giorno',
  puzzleName: '{theme} {number} · Hoyito {variant}',
  puzzleGoalTurn:
    'Muove {player}: trova la mossa che cattura più semi in questo turno (contano le staffette e le mosse in più).',
  puzzleGoalEndgame:
    'Muove {player}: trova l’unica mossa che mantiene il risultato migliore; giocando al meglio, ogni altra perde semi.',
  puzzleRight: 'Giusto: è la mossa migliore.',
  puzzleRightTurn: 'Questo turno può prendere {best} semi; la seconda mossa migliore ne prende {second}.',
  puzzleRightEndgame: 'Giocando al meglio, ogni altra mossa finisce almeno {margin} semi peggio.',
  puzzleWrong: 'Non è la mossa migliore.',
  puzzleBest: 'La mossa migliore era la buca {hole}. Ecco cosa fa:',
  puzzleNext: 'Problema successivo',
  puzzleRetry: 'Riprova',
  puzzleStreak: { one: 'Serie: {count} problema risolto di fila', other: 'Serie: {count} problemi risolti di fila' },
  puzzleLoadFailed: 'Non è stato possibile caricare i problemi: {detail}',
  puzzleUnknown: 'Non c’è nessun problema «{id}»: ecco il problema del giorno.',
  // Stars, the course map and the Hint button (learn-lessons.js, learn-panel.js)
  learnMap: 'Mappa del corso',
  hintAsk: 'Suggerimento',
  lessonMapItem: {
    one: 'Lezione {k}, {title}, {count} stella su 3',
    other: 'Lezione {k}, {title}, {count} stelle su 3',
  },
  starsEarned: { one: 'Lezione finita: {count} stella su 3.', other: 'Lezione finita: {count} stelle su 3.' },
  starsHinted: 'Giusto al primo colpo senza il suggerimento vale tre.',
  starsMissed: 'Giusto al primo colpo vale tre; con il solo suggerimento, due.',
  // The puzzle trainer's themes, rating, hint, solution and history (puzzle-tools.js, learn-puzzles.js)
  puzzleThemeTurn: 'Grande cattura',
  puzzleThemeEndgame: 'Finale',
  puzzleThemeAll: 'Tutti i temi',
  puzzleThemeLabel: 'Tema',
  puzzleRating: 'Il tuo punteggio: {rating} ± {rd} · Punteggio del problema {difficulty}',
  puzzleRatingChange: 'Il tuo punteggio: {change}, ora {rating}.',
  puzzleRatingKept: 'Conta solo il primo tentativo di un problema: il tuo punteggio resta {rating}.',
  puzzleHint: 'Suggerimento',
  puzzleHintShown:
    'Suggerimento: la buca da giocare è segnata. Risolvere con un suggerimento conta come errore per il punteggio.',
  puzzleSolution: 'Mostra la soluzione',
  puzzleSolutionShown: 'La soluzione, giocata sulla scacchiera mossa per mossa, con le risposte.',
  puzzleHistory: 'Cronologia ({count})',
  puzzleHistoryEmpty: 'Nessun problema ancora provato.',
  puzzleHistorySolved: 'risolto',
  puzzleHistoryMissed: 'sbagliato',
  // Practice after a lesson and the step after the course (learn-lessons.js, learn-panel.js)
  practise: 'Esercitati ({count})',
  practiseAgain: 'Esercitati ancora',
  practiceOf: 'Esercizio {k} di {total}',
  practiceNext: 'Posizione successiva',
  practiceScore: 'Esercizi finiti: {right} su {total} giusti al primo colpo.',
  mapPractised: 'esercizi fatti',
  coursePuzzles: 'Problemi: {topic}',
  playLevel: 'Gioca contro {level}',
  courseNext:
    'Ora: problemi sul tema «{topic}», poi una partita contro {level}, un livello scelto in base alle tue stelle.',
  // The puzzle themes read from the proof, and the board size of the set (puzzle-pick.js, puzzle-tools.js)
  puzzleThemeRelay: 'Staffetta',
  puzzleThemePassing: 'Cattura lungo la strada',
  puzzleThemeExtra: 'Mossa in più',
  puzzleThemeLastFour: 'Gli ultimi quattro',
  puzzleSizeLabel: 'Tavoliere',
  puzzleNameSize: '{theme} {number} · Hoyito {variant} · {size}',
};
