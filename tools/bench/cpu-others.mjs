// cpu-others.mjs - how many cores other work on the machine kept busy while
// a benchmark ran: the machine's CPU time (/proc/stat) less that of this
// process and its children (a server, a browser), and the time the
// hypervisor gave to other machines (steal); and the host's own speed.
// Linux only.
import fs from 'node:fs';

/**
 * The machine's CPU time so far, in clock ticks: all of it, the part spent
 * by this process and its children (the server and the browser) less the
 * pids in `not`, and the part the hypervisor gave to other machines (steal).
 * The kernel counts a process's time and the machine's apart: the
 * difference of two readings is within about 0.1 core.
 * @param {Set<number>} not
 */
export function cpuTicks(not) {
  const [user, nice, system, , , irq, softirq, steal] = fs
    .readFileSync('/proc/stat', 'utf8')
    .split('\n')[0]
    .trim()
    .split(/\s+/)
    .slice(1)
    .map(Number);
  const parent = new Map();
  const ticks = new Map();
  for (const name of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    let stat;
    try {
      stat = fs.readFileSync(`/proc/${name}/stat`, 'utf8');
    } catch {
      continue; // ended meanwhile
    }
    // Fields after the command's closing parenthesis: state, ppid, ... utime (14th), stime (15th).
    const f = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    parent.set(Number(name), Number(f[1]));
    ticks.set(Number(name), Number(f[11]) + Number(f[12]));
  }
  const ours = (pid) => {
    for (let p = pid; p > 1; p = parent.get(p) ?? 0) {
      if (not.has(p)) return false;
      if (p === process.pid) return true;
    }
    return false;
  };
  let own = 0;
  for (const [pid, t] of ticks) if (ours(pid)) own += t;
  return { all: user + nice + system + irq + softirq, own, steal, at: performance.now() };
}

/**
 * Cores kept busy by other work between two cpuTicks readings, and stolen.
 * @param {ReturnType<typeof cpuTicks>} a
 * @param {ReturnType<typeof cpuTicks>} b
 */
export function others(a, b) {
  const s = ((b.at - a.at) / 1000) * 100; // clock ticks are 1/100 s (USER_HZ)
  return `others ${((b.all - b.own - (a.all - a.own)) / s).toFixed(2)} cores, steal ${((b.steal - a.steal) / s).toFixed(2)}`;
}

/**
 * The host's own speed just now: a fixed loop of Node's, the least of three
 * (ms). It moves by a quarter within minutes with nothing else running and
 * nothing in /proc to show it, and the throttled page's frames move with it.
 */
export function hostLoop() {
  let least = Infinity;
  for (let k = 0; k < 3; k++) {
    const t0 = performance.now();
    let x = 0;
    for (let i = 0; i < 1e7; i++) x = (x + i * 7) % 1000003;
    least = Math.min(least, performance.now() - t0 + (x < 0 ? 1 : 0)); // x read: the loop cannot be dropped
  }
  return least;
}
