// es/lessons-es.js - Spanish: the words of the Learn course (lessons.js, keys as
// in en/lessons-en.js). A hole is a "casita", four seeds in one are a "casa".
export default {
  learnTitle: 'Aprende Hoyito',
  lessonOf: 'Lección {k} de {total}',
  rulesCited: 'Reglas: {rules}',
  // The rules a lesson teaches, by name (lessons.js rules: R1..R18 of docs/RULES.md)
  ruleR1: 'el tablero',
  ruleR2: 'los jugadores',
  ruleR3: 'el sentido',
  ruleR4: 'recoger',
  ruleR5: 'sembrar',
  ruleR6: 'el relevo',
  ruleR7: 'jugadas sin fin',
  ruleR8: 'pasar',
  ruleR9: 'capturas en Hoyito I',
  ruleR10: 'capturas en Hoyito II',
  ruleR11: 'capturas en Hoyito III',
  ruleR12: 'casas que se quedan',
  ruleR13: 'los últimos cuatro',
  ruleR14: 'quién gana',
  ruleR15: 'el límite de jugadas',
  ruleR16: 'llenar de nuevo',
  ruleR17: 'casitas cerradas',
  ruleR18: 'quién empieza',
  tryAgain: 'El tablero volvió a como estaba: inténtalo otra vez.',
  hintShown: 'La casita rodeada de puntos blancos es la que debes jugar.',
  nextLesson: 'Siguiente lección',
  courseDone: 'Ya conoces las reglas del Hoyito. ¿Listo para tu primera partida?',

  sowTitle: 'Sembrar',
  sowGoal1:
    'Tus casitas son la fila de abajo: toma las semillas de una casita y deja caer una en cada casita, hacia la derecha y luego por la fila del Norte, arriba, para que tu última semilla caiga en la fila del Norte.',
  sowPraise1:
    'Muy bien: tomaste todas las semillas de tu casita y dejaste una en cada casita siguiente, hasta la fila del Norte.',
  sowMiss1: 'Esa casita tiene muy pocas semillas para llegar a la fila del Norte.',

  clockwiseTitle: 'En el otro sentido',
  clockwiseGoal1:
    'En esta partida las semillas van en el sentido de las agujas del reloj, hacia la izquierda por tu fila y luego por la del Norte: haz que tu última semilla caiga en la fila del Norte.',
  clockwisePraise1:
    'Eso es: una partida puesta en el sentido del reloj siembra al revés, de la primera jugada a la última.',
  clockwiseMiss1:
    'Esas semillas se quedaron en tu fila: busca una casita con semillas suficientes para pasar de tu casita 1.',

  relayTitle: 'El relevo',
  relayGoal1:
    'Cuando tu última semilla cae sobre otras semillas, las recoges todas y sigues sembrando: haz una jugada en la que pase dos veces.',
  relayPraise1: 'Eso es el relevo: la jugada sigue hasta que la última semilla cae en una casita vacía.',
  relayMiss1: 'Menos de dos relevos: busca una casita cuya última semilla caiga sobre otras semillas.',

  casaTitle: 'Las casas',
  casaGoal1: 'Una casita con exactamente cuatro semillas es una casa, y te la llevas: forma un cuatro.',
  casaPraise1: 'Una casa: sus cuatro semillas son tuyas, y gana quien capture más semillas.',
  casaMiss1: 'Ninguna casita llegó a cuatro justas: busca una casita de tres a la que tu siembra le añada una.',

  passingTitle: 'Hoyito I: capturas por el camino',
  passingGoal1:
    'En Hoyito I cada semilla que forma un cuatro lo captura en el acto, y sigues sembrando: captura dos casas en una jugada.',
  passingPraise1: 'Dos casas en una jugada: en Hoyito I cada cuatro que formas por el camino es tuyo.',
  passingMiss1: 'Fueron menos de dos casas: busca la casita cuyas semillas pasan por dos casitas de tres.',

  runTitle: 'Hoyito II: la última casita y las de detrás',
  runGoal1:
    'En Hoyito II solo captura tu última semilla: se lleva su cuatro y todos los cuatros justo detrás, así que captura al menos dos casas.',
  runPraise1: 'Tu última semilla formó un cuatro, y los cuatros justo detrás se fueron con él.',
  runMiss1:
    'Menos de dos casas: en Hoyito II un cuatro formado por el camino se queda, y solo se captura la casita de tu última semilla, con los cuatros justo detrás.',

  againTitle: 'Hoyito II: vuelves a jugar',
  againGoal1: 'En Hoyito II capturar te da otra jugada: captura una casa con tu última semilla.',
  againPraise1: 'Capturada, y te toca otra vez.',
  againMiss1: 'Sin captura, el turno pasaría al Norte: tu última semilla tiene que formar el cuatro.',
  againGoal2: 'Aprovecha tu jugada extra: captura otra casa.',
  againPraise2: 'Dos capturas en un turno: cada captura te da otra jugada.',
  againMiss2: 'Esa jugada no capturó nada: busca una casita de tres a la que llegue tu última semilla.',

  onlyLastTitle: 'Hoyito III: solo la última casita',
  onlyLastGoal1:
    'En Hoyito III tu última semilla captura solo su propia casita, y luego vuelves a jugar: captura una casa.',
  onlyLastPraise1: 'Solo se llevó la última casita: cualquier otro cuatro del tablero se queda donde está.',
  onlyLastMiss1:
    'Tu última semilla no formó un cuatro, así que no capturaste nada: los cuatros formados por el camino se quedan.',

  lastFourTitle: 'Los últimos cuatro',
  lastFourGoal1:
    'Cuando una captura deja solo cuatro semillas en el tablero, son de quien capturó y la partida termina: termínala así.',
  lastFourPraise1: 'Se acabó: capturaste, y las últimas cuatro semillas del tablero también fueron tuyas.',
  lastFourMiss1: 'Sin captura, la partida sigue: forma un cuatro.',

  passTitle: 'Pasar',
  passGoal1:
    'El Norte no tiene semillas: haz una jugada que lo deje sin ninguna, para que tenga que pasar y tú vuelvas a jugar.',
  passPraise1: 'El Norte no tenía nada que jugar y pasó: quien no tiene jugada, pasa.',
  passMiss1: 'Tus semillas llegaron a la fila del Norte, así que el Norte puede jugar: déjalas en tu lado.',

  endlessTitle: 'Jugadas sin fin',
  endlessGoal1:
    'Tu casita 4 tiene semillas pero no se puede jugar, porque su relevo daría vueltas para siempre: haz una jugada con relevo.',
  endlessPraise1: 'Bien: una jugada que no terminaría nunca no está permitida, así que el juego nunca la ofrece.',
  endlessMiss1: 'Esa jugada terminó sin relevo: busca una cuya última semilla caiga sobre otras semillas.',

  endTitle: 'Cómo termina una partida',
  endGoal1:
    'Tras 100 jugadas sin captura la partida termina y cada jugador se lleva las semillas de su lado; esta es la número 100: termina la partida por delante.',
  endPraise1: 'Se acabó la partida y tienes más semillas: gana quien haya capturado más.',
  endMiss1: 'Demasiadas semillas tuyas pasaron al lado del Norte: deja más en tu lado.',

  matchTitle: 'Los matches',
  matchGoal1:
    'Partida 2 de un match: ganaste la partida 1, así que empiezas tú; el Norte solo pudo llenar dos casitas, las demás están cerradas y las semillas se las saltan. Captura una casa.',
  matchPraise1:
    'Eso es: las semillas se saltan las casitas cerradas. Tras cada partida, cada jugador llena sus casitas con las semillas que ganó, cuatro por casita; la que no pueda llenar queda cerrada.',
  matchMiss1: 'Sin captura: cuenta tus semillas sin las casitas cerradas, donde nadie siembra.',

  factSow: {
    one: 'Sembraste {count} semilla de tu casita {hole}.',
    other: 'Sembraste {count} semillas de tu casita {hole}.',
  },
  factPassing: {
    one: 'Capturaste {count} casa por el camino, en cuanto una semilla formó cuatro.',
    other: 'Capturaste {count} casas por el camino, cada una en cuanto una semilla formó cuatro.',
  },
  factRelays: {
    one: 'Hiciste {count} relevo: tu última semilla cayó sobre semillas, así que las recogiste todas y seguiste sembrando.',
    other:
      'Hiciste {count} relevos: cada vez que tu última semilla cayó sobre semillas, las recogiste todas y seguiste sembrando.',
  },
  factLastCapture: {
    one: 'Tu última semilla formó un cuatro: capturaste {count} casa.',
    other: 'Tu última semilla formó un cuatro: capturaste esa casa y las de detrás, {count} casas.',
  },
  factEndMine: 'Tu última semilla cayó en tu casita vacía {hole}, y ahí terminó la jugada.',
  factEndTheirs: 'Tu última semilla cayó en la casita vacía {hole} de tu rival, y ahí terminó la jugada.',
  factExtraTurn: 'Capturaste, así que vuelves a jugar.',
  factPassTheirs: 'Tu rival no tiene jugada y pasa: vuelves a jugar.',
  factLastFourMine: {
    one: 'Solo quedaba {count} semilla en el tablero: es tuya.',
    other: 'Solo quedaban {count} semillas en el tablero: son tuyas.',
  },
  factLastFourTheirs: {
    one: 'Solo quedaba {count} semilla en el tablero: es para tu rival.',
    other: 'Solo quedaban {count} semillas en el tablero: son para tu rival.',
  },
  factOverLastFour: 'La partida terminó.',
  factOverEmpty: 'El tablero está vacío: la partida terminó.',
  factOverRepetition: 'La misma posición salió por tercera vez: la partida terminó.',
  factOverLimit: 'Fueron demasiadas jugadas seguidas sin captura: la partida terminó.',
  factOverNoMoves: 'Ningún jugador puede jugar: la partida terminó.',
  factCollectMine: {
    one: 'Te llevas {count} semilla que quedaba en tu lado.',
    other: 'Te llevas las {count} semillas que quedaban en tu lado.',
  },
  factCollectTheirs: {
    one: 'Tu rival se lleva {count} semilla que quedaba en su lado.',
    other: 'Tu rival se lleva las {count} semillas que quedaban en su lado.',
  },
  factWin: 'Ganas, {mine} a {theirs}.',
  factLoss: 'Pierdes, {mine} a {theirs}.',
  factDraw: 'Empate, {mine} a {theirs}.',
  // La pantalla de aprender y los problemas (learn.js, puzzle-pick.js)
  learnClose: 'Volver a la partida',
  learnLessons: 'Lecciones',
  lessonUnknown: 'No hay ninguna lección «{id}»: aquí tienes la siguiente.',
  puzzlesOpen: 'Problemas',
  puzzleOfDay: 'Problema del día',
  puzzleName: '{theme} {number} · Hoyito {variant}',
  puzzleGoalTurn:
    'Juega {player}: encuentra la jugada que captura más semillas en este turno (cuentan los relevos y las jugadas extra).',
  puzzleGoalEndgame:
    'Juega {player}: encuentra la única jugada que mantiene el mejor resultado; con buen juego, cualquier otra pierde semillas.',
  puzzleRight: 'Correcto: esa es la mejor jugada.',
  puzzleRightTurn: 'Este turno puede ganar {best} semillas; la segunda mejor jugada gana {second}.',
  puzzleRightEndgame: 'Con buen juego, cualquier otra jugada termina al menos {margin} semillas peor.',
  puzzleWrong: 'No es la mejor jugada.',
  puzzleBest: 'La mejor jugada era la casita {hole}. Mira lo que hace:',
  puzzleNext: 'Siguiente problema',
  puzzleRetry: 'Intentar de nuevo',
  puzzleStreak: {
    one: 'Racha: {count} problema resuelto seguido',
    other: 'Racha: {count} problemas resueltos seguidos',
  },
  puzzleLoadFailed: 'No se pudieron cargar los problemas: {detail}',
  puzzleUnknown: 'No hay ningún problema «{id}»: aquí tienes el problema del día.',
  // Stars, the course map and the Hint button (learn-lessons.js, learn-panel.js)
  learnMap: 'Mapa del curso',
  hintAsk: 'Pista',
  lessonMapItem: {
    one: 'Lección {k}, {title}, {count} estrella de 3',
    other: 'Lección {k}, {title}, {count} estrellas de 3',
  },
  starsEarned: {
    one: 'Lección terminada: {count} estrella de 3.',
    other: 'Lección terminada: {count} estrellas de 3.',
  },
  starsHinted: 'Acertar al primer intento sin la pista da tres.',
  starsMissed: 'Acertar al primer intento da tres; solo con la pista, dos.',
  // The puzzle trainer's themes, rating, hint, solution and history (puzzle-tools.js, learn-puzzles.js)
  puzzleThemeTurn: 'Gran captura',
  puzzleThemeEndgame: 'Final',
  puzzleThemeAll: 'Todos los temas',
  puzzleThemeLabel: 'Tema',
  puzzleRating: 'Tu puntuación: {rating} ± {rd} · Puntuación del problema {difficulty}',
  puzzleRatingChange: 'Tu puntuación: {change}, ahora {rating}.',
  puzzleRatingKept: 'Solo cuenta tu primer intento de cada problema: tu puntuación sigue en {rating}.',
  puzzleHint: 'Pista',
  puzzleHintShown:
    'Pista: el hoyo que hay que jugar está marcado. Resolverlo con pista cuenta como fallo para tu puntuación.',
  puzzleSolution: 'Ver la solución',
  puzzleSolutionShown: 'La solución, jugada en el tablero jugada a jugada, con las respuestas.',
  puzzleHistory: 'Historial ({count})',
  puzzleHistoryEmpty: 'Aún no has intentado ningún problema.',
  puzzleHistorySolved: 'resuelto',
  puzzleHistoryMissed: 'fallado',
  // Practice after a lesson and the step after the course (learn-lessons.js, learn-panel.js)
  practise: 'Practicar ({count})',
  practiseAgain: 'Practicar otra vez',
  practiceOf: 'Práctica {k} de {total}',
  practiceNext: 'Siguiente posición',
  practiceScore: 'Práctica terminada: {right} de {total} acertadas a la primera.',
  mapPractised: 'práctica hecha',
  coursePuzzles: 'Problemas: {topic}',
  playLevel: 'Jugar contra {level}',
  courseNext:
    'Ahora: problemas del tema «{topic}» y luego una partida contra {level}, un nivel elegido según tus estrellas.',
  // The puzzle themes read from the proof, and the board size of the set (puzzle-pick.js, puzzle-tools.js)
  puzzleThemeRelay: 'Relevo',
  puzzleThemePassing: 'Captura por el camino',
  puzzleThemeExtra: 'Jugada extra',
  puzzleThemeLastFour: 'Los últimos cuatro',
  puzzleSizeLabel: 'Tablero',
  puzzleNameSize: '{theme} {number} · Hoyito {variant} · {size}',
};
