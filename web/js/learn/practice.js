// practice.js - the practice positions of the Learn course, data only: for
// each lesson id, positions where exactly one move meets the lesson's first
// step's condition and the engine's search scores it at least
// PRACTICE_MARGIN seeds above every other move (practice-rules.js).
// Made by tools/dev/make-practice.mjs (do not edit by hand);
// tests/node/practice.test.mjs checks every one again in the engine.

export const PRACTICE = Object.freeze({
  sow: [
    { position: 'I:2,0,0,0,3,0/3,1,5,3,3,0:S:12,16', moves: [5] },
    { position: 'I:1,2,1,0,3,0/2,0,2,2,1,2:S:18,14', moves: [5] },
    { position: 'I:1,1,0,0,3,0/3,0,1,2,1,0:S:17,19', moves: [5] },
  ],
  clockwise: [
    { position: 'I:0,3,2,3,1,0/5,1,2,0,3,0:S:13,15:dir=cw', moves: [2] },
    { position: 'I:3,0,0,0,0,1/0,2,0,3,0,3:S:17,19:dir=cw', moves: [1] },
    { position: 'I:1,0,0,1,0,1/0,3,3,0,0,3:S:16,20:dir=cw', moves: [1] },
  ],
  relay: [
    { position: 'I:2,1,1,1,0,1/0,2,1,5,5,1:S:15,13', moves: [3] },
    { position: 'I:2,0,5,3,1,1/3,0,1,0,1,3:S:15,13', moves: [1] },
    { position: 'I:0,0,1,0,1,5/0,0,3,0,1,5:S:18,14', moves: [5] },
  ],
  casa: [
    { position: 'I:1,5,0,0,0,0/0,2,3,0,1,0:S:16,20', moves: [1] },
    { position: 'I:3,3,0,0,0,0/0,2,1,1,1,5:S:14,18', moves: [1] },
    { position: 'I:3,3,1,0,0,0/0,0,1,1,1,2:S:19,17', moves: [1] },
  ],
  passing: [
    { position: 'I:0,3,3,0,2,3/0,1,1,5,1,1:S:12,16', moves: [2] },
    { position: 'I:3,3,2,2,0,0/2,1,3,1,0,3:S:13,15', moves: [1] },
    { position: 'I:3,5,3,1,0,0/5,1,3,3,3,1:S:10,10', moves: [2] },
  ],
  run: [
    { position: 'II:0,3,3,1,0,4/4,0,1,1,5,2:S:12,12', moves: [6] },
    { position: 'II:2,3,0,3,4,2/1,5,3,3,2,0:S:10,10', moves: [2] },
    { position: 'II:0,0,2,0,0,2/3,1,3,3,2,0:S:14,18', moves: [6] },
  ],
  again: [
    { position: 'II:3,0,4,1,0,0/1,2,1,2,3,3:S:12,16', moves: [3] },
    { position: 'II:3,0,0,0,0,2/5,3,0,5,0,2:S:14,14', moves: [6] },
    { position: 'II:3,0,2,3,0,5/1,4,1,1,2,2:S:14,10', moves: [1] },
  ],
  onlyLast: [
    { position: 'III:0,1,1,2,0,0/3,1,2,4,4,2:S:12,16', moves: [3] },
    { position: 'III:3,3,1,5,3,0/1,0,0,0,4,0:S:16,12', moves: [2] },
    { position: 'III:3,3,3,3,0,0/0,1,1,4,1,1:S:15,13', moves: [1] },
  ],
  lastFour: [
    { position: 'I:1,3,0,0,0,0/0,0,2,1,1,0:S:19,21', moves: [1] },
    { position: 'I:0,3,0,3,3,0/0,0,1,0,1,1:S:20,16', moves: [2] },
    { position: 'I:1,3,0,0,0,3/0,3,1,3,1,1:S:14,18', moves: [6] },
  ],
  pass: [
    { position: 'I:0,0,2,5,1,0/0,0,0,0,0,0:S:18,22', moves: [5] },
    { position: 'I:2,0,0,2,3,5/0,0,0,0,0,0:S:18,18', moves: [1] },
    { position: 'I:2,0,2,0,3,5/0,0,0,0,0,0:S:16,20', moves: [3] },
  ],
  end: [
    { position: 'I:1,5,0,2,1,1/0,5,0,1,0,0:S:15,17:quiet=99', moves: [1] },
    { position: 'I:0,2,0,2,3,1/0,0,3,1,3,1:S:18,14:quiet=99', moves: [6] },
    { position: 'I:5,0,3,2,0,1/1,1,2,0,0,1:S:14,18:quiet=99', moves: [6] },
  ],
});
