// fr/lessons-fr.js - French: the words of the Learn course (lessons.js, keys as
// in en/lessons-en.js). A hole is a "case", four seeds in one are a "casa".
export default {
  learnTitle: 'Apprendre le Hoyito',
  lessonOf: 'Leçon {k} sur {total}',
  rulesCited: 'Règles : {rules}',
  // The rules a lesson teaches, by name (lessons.js rules: R1..R18 of docs/RULES.md)
  ruleR1: 'le plateau',
  ruleR2: 'les joueurs',
  ruleR3: 'le sens',
  ruleR4: 'ramasser',
  ruleR5: 'semer',
  ruleR6: 'le relais',
  ruleR7: 'les coups sans fin',
  ruleR8: 'passer',
  ruleR9: 'les prises en Hoyito I',
  ruleR10: 'les prises en Hoyito II',
  ruleR11: 'les prises en Hoyito III',
  ruleR12: 'les casas qui restent',
  ruleR13: 'les quatre dernières',
  ruleR14: 'qui gagne',
  ruleR15: 'la limite de coups',
  ruleR16: 'remplir à nouveau',
  ruleR17: 'les cases fermées',
  ruleR18: 'qui commence',
  tryAgain: 'Le plateau est revenu comme avant : réessayez.',
  hintShown: 'La case entourée de points blancs est celle à jouer.',
  nextLesson: 'Leçon suivante',
  courseDone: 'Vous connaissez les règles du Hoyito. Prêt pour une première partie ?',

  sowTitle: 'Semer',
  sowGoal1:
    'Vos cases sont la rangée du bas : prenez les graines d’une case et posez-en une dans chaque case suivante, vers la droite puis dans la rangée du Nord en haut, pour que votre dernière graine tombe chez le Nord.',
  sowPraise1:
    'Bravo : vous avez pris toutes les graines de votre case et posé une graine dans chaque case suivante, jusque dans la rangée du Nord.',
  sowMiss1: 'Cette case a trop peu de graines pour atteindre la rangée du Nord.',

  clockwiseTitle: 'Dans l’autre sens',
  clockwiseGoal1:
    'Dans cette partie les graines vont dans le sens des aiguilles d’une montre, vers la gauche dans votre rangée puis chez le Nord : faites tomber votre dernière graine dans la rangée du Nord.',
  clockwisePraise1:
    'Exact : une partie réglée dans le sens horaire sème dans l’autre sens, du premier coup au dernier.',
  clockwiseMiss1:
    'Ces graines sont restées dans votre rangée : cherchez une case avec assez de graines pour dépasser votre case 1.',

  relayTitle: 'Le relais',
  relayGoal1:
    'Quand votre dernière graine tombe sur des graines, vous les ramassez toutes et continuez à semer : jouez un coup où cela arrive deux fois.',
  relayPraise1: 'C’est le relais : un coup continue jusqu’à ce que sa dernière graine tombe dans une case vide.',
  relayMiss1: 'Moins de deux relais : cherchez une case dont la dernière graine tombe sur des graines.',

  casaTitle: 'Les casas',
  casaGoal1: 'Une case qui contient exactement quatre graines est une casa, et vous la prenez : faites un quatre.',
  casaPraise1: 'Une casa : ses quatre graines sont à vous, et celui qui capture le plus de graines gagne.',
  casaMiss1:
    'Aucune case n’est arrivée à quatre tout juste : cherchez une case de trois à laquelle votre semis ajoute une graine.',

  passingTitle: 'Hoyito I : des prises en chemin',
  passingGoal1:
    'Au Hoyito I chaque graine qui fait un quatre le capture aussitôt, et vous continuez à semer : prenez deux casas en un coup.',
  passingPraise1: 'Deux casas en un coup : au Hoyito I chaque quatre que vous faites en chemin est à vous.',
  passingMiss1: 'C’était moins de deux casas : cherchez la case dont les graines passent sur deux cases de trois.',

  runTitle: 'Hoyito II : la dernière case et la suite derrière elle',
  runGoal1:
    'Au Hoyito II seule votre dernière graine capture : elle prend son quatre et tous les quatre juste derrière lui, alors prenez au moins deux casas.',
  runPraise1: 'Votre dernière graine a fait un quatre, et les quatre juste derrière sont partis avec lui.',
  runMiss1:
    'Moins de deux casas : au Hoyito II un quatre fait en chemin reste, et seule la case de votre dernière graine est prise, avec les quatre juste derrière.',

  againTitle: 'Hoyito II : rejouer',
  againGoal1: 'Au Hoyito II une prise vous donne un coup de plus : prenez une casa avec votre dernière graine.',
  againPraise1: 'Prise, et c’est encore à vous de jouer.',
  againMiss1: 'Sans prise, le tour passerait au Nord : votre dernière graine doit faire le quatre.',
  againGoal2: 'Profitez de votre coup de plus : prenez une autre casa.',
  againPraise2: 'Deux prises en un tour : chaque prise vous donne un coup de plus.',
  againMiss2: 'Ce coup n’a rien pris : cherchez une case de trois que votre dernière graine peut atteindre.',

  onlyLastTitle: 'Hoyito III : la dernière case seulement',
  onlyLastGoal1:
    'Au Hoyito III votre dernière graine ne capture que sa propre case, puis vous rejouez : prenez une casa.',
  onlyLastPraise1: 'Seule la dernière case a été prise : tous les autres quatre du plateau restent où ils sont.',
  onlyLastMiss1:
    'Votre dernière graine n’a pas fait de quatre, donc rien n’a été pris : les quatre faits en chemin restent.',

  lastFourTitle: 'Les quatre dernières',
  lastFourGoal1:
    'Quand une prise ne laisse que quatre graines sur le plateau, elles vont à celui qui a pris et la partie s’arrête : finissez la partie ainsi.',
  lastFourPraise1: 'Partie terminée : vous avez pris, et les quatre dernières graines du plateau sont à vous aussi.',
  lastFourMiss1: 'Pas de prise, alors la partie continue : faites un quatre.',

  passTitle: 'Passer',
  passGoal1:
    'Le Nord n’a pas de graines : jouez un coup qui ne lui en donne aucune, pour qu’il doive passer et que vous rejouiez.',
  passPraise1: 'Le Nord n’avait rien à jouer et a passé : un joueur sans coup passe.',
  passMiss1: 'Vos graines ont atteint la rangée du Nord, donc le Nord peut jouer : gardez-les de votre côté.',

  endlessTitle: 'Les coups sans fin',
  endlessGoal1:
    'Votre case 4 a des graines mais ne peut pas être jouée, car son relais tournerait sans fin : jouez un coup avec un relais.',
  endlessPraise1: 'Bien : un coup qui ne finirait jamais est interdit, alors le jeu ne le propose jamais.',
  endlessMiss1: 'Ce coup s’est arrêté sans relais : cherchez-en un dont la dernière graine tombe sur des graines.',

  endTitle: 'La fin d’une partie',
  endGoal1:
    'Après 100 coups sans prise la partie s’arrête et chacun prend les graines de son côté ; voici le 100ᵉ : finissez la partie en tête.',
  endPraise1: 'La partie est finie et vous avez plus de graines : celui qui a le plus pris gagne.',
  endMiss1: 'Trop de vos graines sont passées chez le Nord : gardez-en plus de votre côté.',

  matchTitle: 'Les matchs',
  matchGoal1:
    'Partie 2 d’un match : vous avez gagné la partie 1, donc vous commencez ; le Nord n’a rempli que deux cases, les autres sont fermées et les graines les sautent. Prenez une casa.',
  matchPraise1:
    'Exact : les graines sautent les cases fermées. Après chaque partie, chacun remplit ses cases avec les graines gagnées, quatre par case ; une case qu’il ne peut pas remplir reste fermée.',
  matchMiss1: 'Pas de prise : comptez vos graines sans les cases fermées, où personne ne sème.',

  factSow: {
    one: 'Vous avez semé {count} graine de votre case {hole}.',
    other: 'Vous avez semé {count} graines de votre case {hole}.',
  },
  factPassing: {
    one: 'Vous avez pris {count} casa en chemin, dès qu’une graine a fait quatre.',
    other: 'Vous avez pris {count} casas en chemin, chacune dès qu’une graine a fait quatre.',
  },
  factRelays: {
    one: 'Vous avez fait {count} relais : votre dernière graine est tombée sur des graines, alors vous les avez toutes ramassées pour continuer à semer.',
    other:
      'Vous avez fait {count} relais : chaque fois que votre dernière graine est tombée sur des graines, vous les avez toutes ramassées pour continuer à semer.',
  },
  factLastCapture: {
    one: 'Votre dernière graine a fait un quatre : vous avez pris {count} casa.',
    other: 'Votre dernière graine a fait un quatre : vous l’avez pris avec la suite derrière lui, {count} casas.',
  },
  factEndMine: 'Votre dernière graine est tombée dans votre case vide {hole}, et le coup s’est arrêté.',
  factEndTheirs:
    'Votre dernière graine est tombée dans la case vide {hole} de votre adversaire, et le coup s’est arrêté.',
  factExtraTurn: 'Vous avez pris, alors vous rejouez.',
  factPassTheirs: 'Votre adversaire n’a pas de coup et passe : vous rejouez.',
  factLastFourMine: {
    one: 'Il ne restait que {count} graine sur le plateau : elle est à vous.',
    other: 'Il ne restait que {count} graines sur le plateau : elles sont à vous.',
  },
  factLastFourTheirs: {
    one: 'Il ne restait que {count} graine sur le plateau : elle va à votre adversaire.',
    other: 'Il ne restait que {count} graines sur le plateau : elles vont à votre adversaire.',
  },
  factOverLastFour: 'La partie est finie.',
  factOverEmpty: 'Le plateau est vide : la partie est finie.',
  factOverRepetition: 'La même position est revenue une troisième fois : la partie est finie.',
  factOverLimit: 'Trop de coups de suite sans prise : la partie est finie.',
  factOverNoMoves: 'Aucun joueur ne peut jouer : la partie est finie.',
  factCollectMine: {
    one: 'Vous prenez {count} graine restée de votre côté.',
    other: 'Vous prenez les {count} graines restées de votre côté.',
  },
  factCollectTheirs: {
    one: 'Votre adversaire prend {count} graine restée de son côté.',
    other: 'Votre adversaire prend les {count} graines restées de son côté.',
  },
  factWin: 'Vous gagnez, {mine} à {theirs}.',
  factLoss: 'Vous perdez, {mine} à {theirs}.',
  factDraw: 'Égalité, {mine} à {theirs}.',
  // L'écran d'apprentissage et les problèmes (learn.js, puzzle-pick.js)
  learnClose: 'Retour à la partie',
  learnLessons: 'Leçons',
  lessonUnknown: "Il n'y a pas de leçon « {id} » : voici la suivante.",
  puzzlesOpen: 'Problèmes',
  puzzleOfDay: 'Problème du jour',
  puzzleName: '{theme} {number} · Hoyito {variant}',
  puzzleGoalTurn:
    '{player} joue : trouvez le coup qui capture le plus de graines dans ce tour (relais et coups supplémentaires compris).',
  puzzleGoalEndgame:
    '{player} joue : trouvez le seul coup qui garde le meilleur résultat ; avec un jeu parfait, tout autre coup perd des graines.',
  puzzleRight: "Exact : c'est le meilleur coup.",
  puzzleRightTurn: 'Ce tour peut prendre {best} graines ; le deuxième meilleur coup en prend {second}.',
  puzzleRightEndgame: 'Avec un jeu parfait, tout autre coup finit au moins {margin} graines plus mal.',
  puzzleWrong: "Ce n'est pas le meilleur coup.",
  puzzleBest: "Le meilleur coup était la case {hole}. Voici ce qu'il fait :",
  puzzleNext: 'Problème suivant',
  puzzleRetry: 'Réessayer',
  puzzleStreak: {
    one: "Série : {count} problème résolu d'affilée",
    other: "Série : {count} problèmes résolus d'affilée",
  },
  puzzleLoadFailed: "Les problèmes n'ont pas pu être chargés : {detail}",
  puzzleUnknown: "Il n'y a pas de problème « {id} » : voici le problème du jour.",
  // Stars, the course map and the Hint button (learn-lessons.js, learn-panel.js)
  learnMap: 'Plan du cours',
  hintAsk: 'Indice',
  lessonMapItem: {
    one: 'Leçon {k}, {title}, {count} étoile sur 3',
    other: 'Leçon {k}, {title}, {count} étoiles sur 3',
  },
  starsEarned: { one: 'Leçon terminée : {count} étoile sur 3.', other: 'Leçon terminée : {count} étoiles sur 3.' },
  starsHinted: "Juste du premier coup sans l'indice en vaut trois.",
  starsMissed: 'Juste du premier coup en vaut trois ; avec le seul indice, deux.',
  // The puzzle trainer's themes, rating, hint, solution and history (puzzle-tools.js, learn-puzzles.js)
  puzzleThemeTurn: 'Grosse prise',
  puzzleThemeEndgame: 'Finale',
  puzzleThemeAll: 'Tous les thèmes',
  puzzleThemeLabel: 'Thème',
  puzzleRating: 'Votre classement : {rating} ± {rd} · Classement du problème {difficulty}',
  puzzleRatingChange: 'Votre classement : {change}, maintenant {rating}.',
  puzzleRatingKept: 'Seul votre premier essai d’un problème compte : votre classement reste {rating}.',
  puzzleHint: 'Indice',
  puzzleHintShown:
    'Indice : le trou à jouer est marqué. Un problème résolu avec un indice compte comme un échec pour votre classement.',
  puzzleSolution: 'Voir la solution',
  puzzleSolutionShown: 'La solution, jouée sur le plateau coup par coup, avec les réponses.',
  puzzleHistory: 'Historique ({count})',
  puzzleHistoryEmpty: "Aucun problème essayé pour l'instant.",
  puzzleHistorySolved: 'résolu',
  puzzleHistoryMissed: 'manqué',
  // Practice after a lesson and the step after the course (learn-lessons.js, learn-panel.js)
  practise: 'S’entraîner ({count})',
  practiseAgain: 'S’entraîner encore',
  practiceOf: 'Exercice {k} sur {total}',
  practiceNext: 'Position suivante',
  practiceScore: 'Entraînement terminé : {right} sur {total} réussis du premier coup.',
  mapPractised: 'entraînement fait',
  coursePuzzles: 'Problèmes : {topic}',
  playLevel: 'Jouer contre {level}',
  courseNext:
    'Ensuite : des problèmes sur le thème « {topic} », puis une partie contre {level}, un niveau choisi d’après vos étoiles.',
  // The puzzle themes read from the proof, and the board size of the set (puzzle-pick.js, puzzle-tools.js)
  puzzleThemeRelay: 'Relais',
  puzzleThemePassing: 'Prise en chemin',
  puzzleThemeExtra: 'Coup en plus',
  puzzleThemeLastFour: 'Les quatre dernières',
  puzzleSizeLabel: 'Plateau',
  puzzleNameSize: '{theme} {number} · Hoyito {variant} · {size}',
};
