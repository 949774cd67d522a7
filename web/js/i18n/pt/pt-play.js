// pt/pt-play.js - the words of the page around the board that the board
// itself does without, loaded with the rest of the page (en/en-play.js).
export default {
  // the players' short names, in the move list and the analysis
  S_short: 'S',
  N_short: 'N',
  // the keyboard's help under the board (settings.js)
  boardHint:
    'As setas passam de uma cova jogável para a próxima; Enter ou Espaço a joga. {board} lê o tabuleiro e {score} o placar.',
  // the offer to learn (learn-offer.js)
  learnOffer: 'Novo no Hoyito? Aprenda em cinco minutos.',
  learnOfferGo: 'Aprenda Hoyito',
  learnNotNow: 'Agora não',
  // the move list and its tree (moves-list.js): a move spoken, a move in a variation, the current move's buttons
  movesEmpty: 'Ainda não há jogadas.',
  moveSpoken: '{player}, cova {number}',
  moveSpokenCapture: {
    one: '{player}, cova {number}, capturou {count} semente',
    other: '{player}, cova {number}, capturou {count} sementes',
  },
  moveInVariation: '{move} (variante)',
  treePromote: 'Tornar linha principal',
  treeDelete: 'Apagar variante',
  variationMore: { one: 'Mais {count} lance', other: 'Mais {count} lances' },
  variationLess: 'Menos lances',
  treeDeleted: { one: 'Variante apagada ({count} lance).', other: 'Variante apagada ({count} lances).' },
  moveHasComment: '(com um comentário)',
  // a new game, said (starting.js)
  srNewGame: 'Nova partida: {info}.',
  // the comment of the move on the board, under the move list (move-comment.js)
  commentAdd: 'Adicionar um comentário',
  commentEdit: 'Editar comentário',
  commentSave: 'Salvar',
  commentCancel: 'Cancelar',
  commentDelete: 'Apagar comentário',
  commentDeleted: 'Comentário apagado.',
  commentLabel: 'Comentário sobre esta jogada (no máximo {max} caracteres)',
  // a newcomer's first visit (welcome.js)
  welcomeTitle: 'Bem-vindo ao Hoyito',
  welcomeText: 'Contra quem você quer jogar?',
  welcomeComputer: 'Jogar contra o computador',
  welcomeComputerText: 'Um adversário gentil, no nível {level}.',
  welcomeDevice: 'Um amigo neste aparelho',
  welcomeDeviceText: 'Duas pessoas se revezam nesta tela.',
  welcomeLink: 'Um amigo por link',
  welcomeLinkText: 'Cada um joga no seu aparelho; as jogadas viajam como links.',
  welcomeLearn: 'Aprender primeiro',
  welcomeLearnText: 'Lições curtas: as regras em cinco minutos.',
};
