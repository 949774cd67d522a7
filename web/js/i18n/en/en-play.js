// en/en-play.js - English: the words of the page around the board that the
// board itself does without (the move list and its tree, a move's comment,
// the welcome and the offer to learn), loaded with the rest of the page
// (main.js, strings.js loadWords('play')).
export default {
  // the players' short names, in the move list and the analysis
  S_short: 'S',
  N_short: 'N',
  // the keyboard's help under the board (settings.js)
  boardHint:
    'Arrow keys go from one playable hole to the next; Enter or Space plays it. {board} reads the board, {score} the score.',
  // the offer to learn (learn-offer.js)
  learnOffer: 'New to Hoyito? Learn it in five minutes.',
  learnOfferGo: 'Learn Hoyito',
  learnNotNow: 'Not now',
  // the move list and its tree (moves-list.js): a move spoken, a move in a variation, the current move's buttons
  movesEmpty: 'No moves yet.',
  moveSpoken: '{player}, hole {number}',
  moveSpokenCapture: {
    one: '{player}, hole {number}, captured {count} seed',
    other: '{player}, hole {number}, captured {count} seeds',
  },
  moveInVariation: '{move} (variation)',
  treePromote: 'Make main line',
  treeDelete: 'Delete variation',
  variationMore: { one: '{count} more move', other: '{count} more moves' },
  variationLess: 'Fewer moves',
  treeDeleted: { one: 'Variation deleted ({count} move).', other: 'Variation deleted ({count} moves).' },
  moveHasComment: '(with a comment)',
  // a new game, said (starting.js)
  srNewGame: 'New game: {info}.',
  // the comment of the move on the board, under the move list (move-comment.js)
  commentAdd: 'Add a comment',
  commentEdit: 'Edit comment',
  commentSave: 'Save',
  commentCancel: 'Cancel',
  commentDelete: 'Delete comment',
  commentDeleted: 'Comment deleted.',
  commentLabel: 'Comment on this move (at most {max} characters)',
  // a newcomer's first visit (welcome.js)
  welcomeTitle: 'Welcome to Hoyito',
  welcomeText: 'Who would you like to play?',
  welcomeComputer: 'Play the computer',
  welcomeComputerText: 'A gentle opponent, at the {level} level.',
  welcomeDevice: 'A friend on this device',
  welcomeDeviceText: 'Two players take turns on this screen.',
  welcomeLink: 'A friend by link',
  welcomeLinkText: 'Each plays on their own device; moves travel as links.',
  welcomeLearn: 'Learn first',
  welcomeLearnText: 'Short lessons: the rules in five minutes.',
};
