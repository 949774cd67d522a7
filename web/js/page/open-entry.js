// open-entry.js - a game kept in the archive opened on the board from the
// Games screen (panels.js loads it with the screen: the first page does without).

import { writeLink } from '../play/link.js';
import { readTree } from '../play/tree.js';

/** @typedef {import('../../engine/engine.js').Side} Side */
/** A kept game (game/archive.js). @typedef {import('../game/archive.js').Entry} Entry */
/**
 * Opens a kept game (an archive entry) on the board where it was left:
 * null, or the error when its moves do not play. `opened()` tells the page
 * the board holds it.
 * @param {Pick<import('./play.js').Page, 'ctl' | 'state'> & { opened: () => void }} page
 * @param {Entry} entry
 * @returns {import('../play/link.js').LinkMessage | null}
 */
export function openEntry({ ctl, state, opened }, entry) {
  if (entry.kind === 'friend') {
    // as its link: friend.js opens it with this device's side (kept with the game: archive-keep.js)
    location.hash = writeLink({
      pos: entry.pos,
      moves: entry.moves,
      friend: { id: entry.id, you: /** @type {Side} */ (entry.side), from: entry.name ?? '', help: entry.help },
    });
    return null;
  }
  const friend = state.friend;
  ctl.setFriend(null);
  const opponent = entry.kind === 'computer' ? { level: entry.level, side: entry.side } : null;
  const { root: tree = null } = entry.tree ? readTree(entry.tree) : {}; // its variations too, when they read
  const failed = ctl.openGameLine(
    { pos: entry.pos, moves: entry.moves, at: entry.at },
    { opponent, cause: 'archive', tree, id: entry.id },
  );
  if (failed) {
    ctl.setFriend(friend);
    return failed;
  }
  opened();
  return null;
}
