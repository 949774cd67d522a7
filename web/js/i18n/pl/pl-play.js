// pl/pl-play.js - the words of the page around the board that the board
// itself does without, loaded with the rest of the page (en/en-play.js).
export default {
  // the players' short names, in the move list and the analysis
  S_short: 'Pd',
  N_short: 'Pn',
  // the keyboard's help under the board (settings.js)
  boardHint:
    'Strzałki przechodzą między dołkami, którymi można zagrać; Enter lub spacja wykonuje ruch. {board} odczytuje planszę, {score} wynik.',
  // the offer to learn (learn-offer.js)
  learnOffer: 'Pierwszy raz z Hoyito? Naucz się w pięć minut.',
  learnOfferGo: 'Naucz się Hoyito',
  learnNotNow: 'Nie teraz',
  // the move list and its tree (moves-list.js): a move spoken, a move in a variation, the current move's buttons
  movesEmpty: 'Nie było jeszcze ruchów.',
  moveSpoken: '{player}, dołek {number}',
  moveSpokenCapture: {
    one: '{player}, dołek {number}, zbite {count} ziarno',
    few: '{player}, dołek {number}, zbite {count} ziarna',
    many: '{player}, dołek {number}, zbitych {count} ziaren',
    other: '{player}, dołek {number}, zbite {count} ziarna',
  },
  moveInVariation: '{move} (wariant)',
  treePromote: 'Zrób linią główną',
  treeDelete: 'Usuń wariant',
  variationMore: {
    one: 'Jeszcze {count} ruch',
    few: 'Jeszcze {count} ruchy',
    many: 'Jeszcze {count} ruchów',
    other: 'Jeszcze {count} ruchu',
  },
  variationLess: 'Mniej ruchów',
  treeDeleted: {
    one: 'Usunięto wariant ({count} ruch).',
    few: 'Usunięto wariant ({count} ruchy).',
    many: 'Usunięto wariant ({count} ruchów).',
    other: 'Usunięto wariant ({count} ruchu).',
  },
  moveHasComment: '(z komentarzem)',
  // a new game, said (starting.js)
  srNewGame: 'Nowa partia: {info}.',
  // the comment of the move on the board, under the move list (move-comment.js)
  commentAdd: 'Dodaj komentarz',
  commentEdit: 'Zmień komentarz',
  commentSave: 'Zapisz',
  commentCancel: 'Anuluj',
  commentDelete: 'Usuń komentarz',
  commentDeleted: 'Komentarz usunięty.',
  commentLabel: 'Komentarz do tego ruchu (najwyżej {max} znaków)',
  // a newcomer's first visit (welcome.js)
  welcomeTitle: 'Witaj w Hoyito',
  welcomeText: 'Z kim chcesz zagrać?',
  welcomeComputer: 'Gra z komputerem',
  welcomeComputerText: 'Łagodny przeciwnik, na poziomie {level}.',
  welcomeDevice: 'Ze znajomym na tym urządzeniu',
  welcomeDeviceText: 'Dwie osoby grają na zmianę na tym ekranie.',
  welcomeLink: 'Ze znajomym przez link',
  welcomeLinkText: 'Każdy gra na swoim urządzeniu; ruchy wędrują jako linki.',
  welcomeLearn: 'Najpierw nauka',
  welcomeLearnText: 'Krótkie lekcje: zasady w pięć minut.',
};
