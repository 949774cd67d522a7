// pt/lessons-pt.js - Portuguese: the words of the Learn course (lessons.js, keys
// as in en/lessons-en.js). A hole is a "cova", four seeds in one are a "casa".
export default {
  learnTitle: 'Aprenda Hoyito',
  lessonOf: 'Lição {k} de {total}',
  rulesCited: 'Regras: {rules}',
  // The rules a lesson teaches, by name (lessons.js rules: R1..R18 of docs/RULES.md)
  ruleR1: 'o tabuleiro',
  ruleR2: 'os jogadores',
  ruleR3: 'o sentido',
  ruleR4: 'recolher',
  ruleR5: 'semear',
  ruleR6: 'o revezamento',
  ruleR7: 'jogadas sem fim',
  ruleR8: 'passar a vez',
  ruleR9: 'capturas no Hoyito I',
  ruleR10: 'capturas no Hoyito II',
  ruleR11: 'capturas no Hoyito III',
  ruleR12: 'casas que ficam',
  ruleR13: 'as últimas quatro',
  ruleR14: 'quem ganha',
  ruleR15: 'o limite de jogadas',
  ruleR16: 'encher de novo',
  ruleR17: 'covas fechadas',
  ruleR18: 'quem começa',
  tryAgain: 'O tabuleiro voltou a ser como era: tente de novo.',
  hintShown: 'A cova rodeada de pontos brancos é a que deve jogar.',
  nextLesson: 'Próxima lição',
  courseDone: 'Você já conhece as regras do Hoyito. Pronto para a primeira partida?',

  sowTitle: 'Semear',
  sowGoal1:
    'Suas covas são a fileira de baixo: pegue as sementes de uma cova e deixe cair uma em cada cova seguinte, para a direita e depois pela fileira do Norte, em cima, para que a sua última semente caia na fileira do Norte.',
  sowPraise1:
    'Muito bem: você pegou todas as sementes da sua cova e deixou uma em cada cova seguinte, até a fileira do Norte.',
  sowMiss1: 'Essa cova tem sementes de menos para chegar à fileira do Norte.',

  clockwiseTitle: 'No outro sentido',
  clockwiseGoal1:
    'Nesta partida as sementes vão no sentido horário, para a esquerda na sua fileira e depois pela do Norte: faça a sua última semente cair na fileira do Norte.',
  clockwisePraise1: 'Isso: uma partida no sentido horário semeia ao contrário, da primeira jogada à última.',
  clockwiseMiss1:
    'Essas sementes ficaram na sua fileira: procure uma cova com sementes suficientes para passar da sua cova 1.',

  relayTitle: 'O revezamento',
  relayGoal1:
    'Quando a sua última semente cai sobre outras sementes, você recolhe todas e continua semeando: faça uma jogada em que isso aconteça duas vezes.',
  relayPraise1: 'Isso é o revezamento: a jogada continua até a última semente cair numa cova vazia.',
  relayMiss1: 'Menos de dois revezamentos: procure uma cova cuja última semente caia sobre sementes.',

  casaTitle: 'As casas',
  casaGoal1: 'Uma cova com exatamente quatro sementes é uma casa, e você fica com ela: forme um quatro.',
  casaPraise1: 'Uma casa: as quatro sementes são suas, e ganha quem capturar mais sementes.',
  casaMiss1:
    'Nenhuma cova chegou a quatro certinho: procure uma cova de três que a sua semeadura complete com mais uma.',

  passingTitle: 'Hoyito I: capturas pelo caminho',
  passingGoal1:
    'No Hoyito I cada semente que forma um quatro captura na hora, e você continua semeando: capture duas casas numa jogada.',
  passingPraise1: 'Duas casas numa jogada: no Hoyito I cada quatro que você forma pelo caminho é seu.',
  passingMiss1: 'Foram menos de duas casas: procure a cova cujas sementes passam por duas covas de três.',

  runTitle: 'Hoyito II: a última cova e as de trás',
  runGoal1:
    'No Hoyito II só a sua última semente captura: ela leva o seu quatro e todos os quatros logo atrás, então capture pelo menos duas casas.',
  runPraise1: 'A sua última semente formou um quatro, e os quatros logo atrás foram junto.',
  runMiss1:
    'Menos de duas casas: no Hoyito II um quatro formado pelo caminho fica, e só a cova da sua última semente é capturada, com os quatros logo atrás.',

  againTitle: 'Hoyito II: jogar de novo',
  againGoal1: 'No Hoyito II uma captura dá outra jogada: capture uma casa com a sua última semente.',
  againPraise1: 'Capturou, e é a sua vez de novo.',
  againMiss1: 'Sem captura, a vez passaria para o Norte: a sua última semente tem que formar o quatro.',
  againGoal2: 'Aproveite a jogada extra: capture outra casa.',
  againPraise2: 'Duas capturas numa vez: cada captura dá outra jogada.',
  againMiss2: 'Essa jogada não capturou nada: procure uma cova de três que a sua última semente alcance.',

  onlyLastTitle: 'Hoyito III: só a última cova',
  onlyLastGoal1:
    'No Hoyito III a sua última semente captura só a própria cova, e depois você joga de novo: capture uma casa.',
  onlyLastPraise1: 'Só a última cova foi levada: qualquer outro quatro do tabuleiro fica onde está.',
  onlyLastMiss1:
    'A sua última semente não formou um quatro, então nada foi capturado: os quatros formados pelo caminho ficam.',

  lastFourTitle: 'As últimas quatro',
  lastFourGoal1:
    'Quando uma captura deixa só quatro sementes no tabuleiro, elas vão para quem capturou e a partida acaba: termine a partida assim.',
  lastFourPraise1: 'Fim de partida: você capturou, e as últimas quatro sementes do tabuleiro também foram suas.',
  lastFourMiss1: 'Sem captura, a partida continua: forme um quatro.',

  passTitle: 'Passar a vez',
  passGoal1:
    'O Norte não tem sementes: faça uma jogada que o deixe sem nenhuma, para ele ter que passar a vez e você jogar de novo.',
  passPraise1: 'O Norte não tinha o que jogar e passou a vez: quem não tem jogada passa.',
  passMiss1: 'As suas sementes chegaram à fileira do Norte, então o Norte pode jogar: mantenha-as do seu lado.',

  endlessTitle: 'Jogadas sem fim',
  endlessGoal1:
    'A sua cova 4 tem sementes mas não pode ser jogada, porque o revezamento dela daria voltas para sempre: faça uma jogada com revezamento.',
  endlessPraise1: 'Boa: uma jogada que nunca acabaria não é permitida, então o jogo nunca a oferece.',
  endlessMiss1: 'Essa jogada acabou sem revezamento: procure uma cuja última semente caia sobre sementes.',

  endTitle: 'Como acaba uma partida',
  endGoal1:
    'Depois de 100 jogadas sem captura a partida acaba e cada jogador fica com as sementes do seu lado; esta é a centésima: termine a partida na frente.',
  endPraise1: 'A partida acabou e você tem mais sementes: ganha quem capturou mais.',
  endMiss1: 'Muitas das suas sementes passaram para o lado do Norte: deixe mais do seu lado.',

  matchTitle: 'Os matches',
  matchGoal1:
    'Partida 2 de um match: você ganhou a partida 1, então começa; o Norte só encheu duas covas, as outras estão fechadas e as sementes pulam por elas. Capture uma casa.',
  matchPraise1:
    'Isso: as sementes pulam as covas fechadas. Depois de cada partida, cada jogador enche as covas com as sementes que ganhou, quatro por cova; a que não conseguir encher fica fechada.',
  matchMiss1: 'Sem captura: conte as suas sementes sem as covas fechadas, onde ninguém semeia.',

  factSow: {
    one: 'Você semeou {count} semente da sua cova {hole}.',
    other: 'Você semeou {count} sementes da sua cova {hole}.',
  },
  factPassing: {
    one: 'Você capturou {count} casa pelo caminho, assim que uma semente formou quatro.',
    other: 'Você capturou {count} casas pelo caminho, cada uma assim que uma semente formou quatro.',
  },
  factRelays: {
    one: 'Você fez {count} revezamento: a sua última semente caiu sobre sementes, então você recolheu todas e continuou semeando.',
    other:
      'Você fez {count} revezamentos: cada vez que a sua última semente caiu sobre sementes, você recolheu todas e continuou semeando.',
  },
  factLastCapture: {
    one: 'A sua última semente formou um quatro: você capturou {count} casa.',
    other: 'A sua última semente formou um quatro: você levou essa casa e as de trás, {count} casas.',
  },
  factEndMine: 'A sua última semente caiu na sua cova vazia {hole}, e a jogada acabou.',
  factEndTheirs: 'A sua última semente caiu na cova vazia {hole} do adversário, e a jogada acabou.',
  factExtraTurn: 'Você capturou, então joga de novo.',
  factPassTheirs: 'O adversário não tem jogada e passa a vez: você joga de novo.',
  factLastFourMine: {
    one: 'Só restava {count} semente no tabuleiro: é sua.',
    other: 'Só restavam {count} sementes no tabuleiro: são suas.',
  },
  factLastFourTheirs: {
    one: 'Só restava {count} semente no tabuleiro: vai para o adversário.',
    other: 'Só restavam {count} sementes no tabuleiro: vão para o adversário.',
  },
  factOverLastFour: 'A partida acabou.',
  factOverEmpty: 'O tabuleiro está vazio: a partida acabou.',
  factOverRepetition: 'A mesma posição apareceu pela terceira vez: a partida acabou.',
  factOverLimit: 'Foram jogadas demais seguidas sem captura: a partida acabou.',
  factOverNoMoves: 'Nenhum jogador pode jogar: a partida acabou.',
  factCollectMine: {
    one: 'Você fica com {count} semente que restava do seu lado.',
    other: 'Você fica com as {count} sementes que restavam do seu lado.',
  },
  factCollectTheirs: {
    one: 'O adversário fica com {count} semente que restava do lado dele.',
    other: 'O adversário fica com as {count} sementes que restavam do lado dele.',
  },
  factWin: 'Você ganha, {mine} a {theirs}.',
  factLoss: 'Você perde, {mine} a {theirs}.',
  factDraw: 'Empate, {mine} a {theirs}.',
  // A tela de aprender e os problemas (learn.js, puzzle-pick.js)
  learnClose: 'Voltar à partida',
  learnLessons: 'Lições',
  lessonUnknown: 'Não existe a lição "{id}": aqui está a próxima.',
  puzzlesOpen: 'Problemas',
  puzzleOfDay: 'Problema do dia',
  puzzleName: '{theme} {number} · Hoyito {variant}',
  puzzleGoalTurn:
    'Vez de {player}: encontre a jogada que captura mais sementes neste turno (revezamentos e jogadas extras contam).',
  puzzleGoalEndgame:
    'Vez de {player}: encontre a única jogada que mantém o melhor resultado; com o melhor jogo, qualquer outra perde sementes.',
  puzzleRight: 'Certo: essa é a melhor jogada.',
  puzzleRightTurn: 'Este turno pode ganhar {best} sementes; a segunda melhor jogada ganha {second}.',
  puzzleRightEndgame: 'Com o melhor jogo, qualquer outra jogada termina pelo menos {margin} sementes pior.',
  puzzleWrong: 'Não é a melhor jogada.',
  puzzleBest: 'A melhor jogada era a cova {hole}. Veja o que ela faz:',
  puzzleNext: 'Próximo problema',
  puzzleRetry: 'Tentar de novo',
  puzzleStreak: {
    one: 'Sequência: {count} problema resolvido seguido',
    other: 'Sequência: {count} problemas resolvidos seguidos',
  },
  puzzleLoadFailed: 'Não foi possível carregar os problemas: {detail}',
  puzzleUnknown: 'Não existe o problema "{id}": aqui está o problema do dia.',
  // Stars, the course map and the Hint button (learn-lessons.js, learn-panel.js)
  learnMap: 'Mapa do curso',
  hintAsk: 'Dica',
  lessonMapItem: {
    one: 'Lição {k}, {title}, {count} estrela de 3',
    other: 'Lição {k}, {title}, {count} estrelas de 3',
  },
  starsEarned: { one: 'Lição terminada: {count} estrela de 3.', other: 'Lição terminada: {count} estrelas de 3.' },
  starsHinted: 'Acertar à primeira sem a dica vale três.',
  starsMissed: 'Acertar à primeira vale três; só com a dica, duas.',
  // The puzzle trainer's themes, rating, hint, solution and history (puzzle-tools.js, learn-puzzles.js)
  puzzleThemeTurn: 'Grande captura',
  puzzleThemeEndgame: 'Final',
  puzzleThemeAll: 'Todos os temas',
  puzzleThemeLabel: 'Tema',
  puzzleRating: 'A sua pontuação: {rating} ± {rd} · Pontuação do problema {difficulty}',
  puzzleRatingChange: 'A sua pontuação: {change}, agora {rating}.',
  puzzleRatingKept: 'Só conta a primeira tentativa de cada problema: a sua pontuação fica em {rating}.',
  puzzleHint: 'Dica',
  puzzleHintShown: 'Dica: a cova a jogar está marcada. Resolver com dica conta como falha para a sua pontuação.',
  puzzleSolution: 'Ver a solução',
  puzzleSolutionShown: 'A solução, jogada no tabuleiro lance a lance, com as respostas.',
  puzzleHistory: 'Histórico ({count})',
  puzzleHistoryEmpty: 'Ainda não tentou nenhum problema.',
  puzzleHistorySolved: 'resolvido',
  puzzleHistoryMissed: 'falhado',
  // Practice after a lesson and the step after the course (learn-lessons.js, learn-panel.js)
  practise: 'Praticar ({count})',
  practiseAgain: 'Praticar de novo',
  practiceOf: 'Prática {k} de {total}',
  practiceNext: 'Próxima posição',
  practiceScore: 'Prática concluída: {right} de {total} certas na primeira tentativa.',
  mapPractised: 'prática feita',
  coursePuzzles: 'Problemas: {topic}',
  playLevel: 'Jogar contra {level}',
  courseNext:
    'Agora: problemas do tema "{topic}" e depois uma partida contra {level}, um nível escolhido pelas suas estrelas.',
  // The puzzle themes read from the proof, and the board size of the set (puzzle-pick.js, puzzle-tools.js)
  puzzleThemeRelay: 'Revezamento',
  puzzleThemePassing: 'Captura pelo caminho',
  puzzleThemeExtra: 'Jogada extra',
  puzzleThemeLastFour: 'As últimas quatro',
  puzzleSizeLabel: 'Tabuleiro',
  puzzleNameSize: '{theme} {number} · Hoyito {variant} · {size}',
};
