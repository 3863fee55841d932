// A process and what it started, read from /proc (Linux): the pids a test expects gone once a
// service stopped. A zombie (exited, not yet reaped by its parent) counts as gone.
import { readdirSync, readFileSync } from 'node:fs';

/** The pid's state letter and parent pid, or undefined when no such process exists. */
function stat(pid: number): { state: string; ppid: number } | undefined {
  let text: string;
  try {
    text = readFileSync(`/proc/${pid}/stat`, 'utf8');
  } catch {
    return undefined;
  }
  // "pid (comm) state ppid …": comm may hold spaces and parentheses, so read after the last ')'.
  const [state, ppid] = text.slice(text.lastIndexOf(')') + 2).split(' ');
  return { state: state!, ppid: Number(ppid) };
}

export function alive(pid: number): boolean {
  const s = stat(pid);
  return s !== undefined && s.state !== 'Z' && s.state !== 'X';
}

/** Every living descendant of `root` (children, their children…), root excluded. */
export function descendants(root: number): number[] {
  const children = new Map<number, number[]>();
  for (const entry of readdirSync('/proc')) {
    const pid = Number(entry);
    if (!Number.isInteger(pid) || pid <= 0) continue;
    const s = stat(pid);
    if (s) children.set(s.ppid, [...(children.get(s.ppid) ?? []), pid]);
  }
  const found: number[] = [];
  const walk = (pid: number) => {
    for (const child of children.get(pid) ?? []) {
      if (alive(child)) found.push(child);
      walk(child);
    }
  };
  walk(root);
  return found;
}

/** The command line of a process, for failure messages ('' once it is gone). */
export function commandLine(pid: number): string {
  try {
    return readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0').join(' ').trim();
  } catch {
    return '';
  }
}
