// How a replica run sees ownership change hands, from what the members log and serve: their
// consumer-group assignments ("joined consumer group", with the member's whole assignment), the
// singleton leases they take ("lease taken" / "lease lost to another replica"), and each live
// engine's `lease_held` gauge on its operations server, sampled while the run goes on.
import { memberLeaseName } from '../../engine/member-name.ts';
import type { LogLine } from '../servers/processes.ts';
import { sleep } from '../servers/processes.ts';
import type { Member } from './cluster.ts';

const at = (l: LogLine) => Number(l.time);

/** A member's assignment per consumer group as of its last "joined consumer group" line before `until`. */
function assignments(m: Member, until = Infinity, from = -Infinity): Map<string, string[]> {
  const out = new Map<string, string[]>();
  for (const l of m.proc.logs((x) => x.msg === 'joined consumer group' && at(x) >= from && at(x) < until)) {
    const assignment = l.assignment as Record<string, number[]>;
    out.set(
      String(l.group),
      Object.entries(assignment).flatMap(([topic, ps]) => ps.map((p) => `${topic}/${p}`)),
    );
  }
  return out;
}

/**
 * Per consumer group of the killed member: milliseconds from its SIGKILL until the survivors'
 * assignments covered every partition it held (undefined: not within the run).
 */
export function partitionTakeover(
  killed: Member,
  survivors: readonly Member[],
): Map<string, number | undefined> {
  const killedAt = killed.killedAt!;
  const held = assignments(killed, killedAt);
  const joins = survivors
    .flatMap((m) => m.proc.logs((l) => l.msg === 'joined consumer group' && at(l) > killedAt))
    .map(at)
    .sort((a, b) => a - b);
  const out = new Map<string, number | undefined>();
  for (const [group, partitions] of held) {
    // A member's own catalog group (a broadcast: one per member) is never taken over by another.
    if (partitions.length === 0 || group.startsWith('engine.similarity-catalog.')) continue;
    const covered = joins.find((t) => {
      const owned = new Set(survivors.flatMap((m) => assignments(m, t + 1, killedAt).get(group) ?? []));
      return partitions.every((p) => owned.has(p));
    });
    out.set(group, covered === undefined ? undefined : covered - killedAt);
  }
  return out;
}

/** What kafkajs logs (warn) when a heartbeat or fetch tells it the group is rebalancing. */
const REJOINING = 'The group is rebalancing, re-joining';

/**
 * Per consumer group of the killed member: milliseconds from its SIGKILL until the last survivor
 * that heard of the group's rebalance had started to rejoin (undefined: none did). The coordinator
 * has expelled the killed member by then; a real broker ends the join once every live member has
 * rejoined, where librdkafka's mock cluster holds it for its session timeout less 1 s more.
 */
export function rebalanceRejoined(
  killed: Member,
  survivors: readonly Member[],
): Map<string, number | undefined> {
  const killedAt = killed.killedAt!;
  const out = new Map<string, number | undefined>();
  for (const [group, partitions] of assignments(killed, killedAt)) {
    if (partitions.length === 0 || group.startsWith('engine.similarity-catalog.')) continue;
    const firsts = survivors.flatMap((m) => {
      const first = m.proc
        .logs((l) => l.msg === REJOINING && l.groupId === group && at(l) > killedAt)
        .map(at)
        .sort((a, b) => a - b)[0];
      return first === undefined ? [] : [first];
    });
    out.set(group, firsts.length === 0 ? undefined : Math.max(...firsts) - killedAt);
  }
  return out;
}

/**
 * Per consumer group of the killed member: how many times a survivor's consumer crashed after the
 * SIGKILL (kafkajs gave up on it and the bus started it again as a new member: one more round). On
 * librdkafka's mock this is a SyncGroup that reached it after the leader's, which it refuses as an
 * invalid request (rdkafka_mock_cgrp.c: the sync ends once the leader's SyncGroup brought every
 * assignment; a late SyncGroup finds the group Up) where a real broker answers it with the member's
 * assignment (Apache Kafka's GroupCoordinator.handleSyncGroup, case Stable).
 */
export function consumerCrashes(killed: Member, survivors: readonly Member[]): Map<string, number> {
  const killedAt = killed.killedAt!;
  const out = new Map<string, number>();
  for (const [group, partitions] of assignments(killed, killedAt)) {
    if (partitions.length === 0 || group.startsWith('engine.similarity-catalog.')) continue;
    out.set(
      group,
      survivors.reduce(
        (n, m) =>
          n +
          m.proc.logs((l) => l.msg === 'kafka consumer crashed' && l.group === group && at(l) > killedAt)
            .length,
        0,
      ),
    );
  }
  return out;
}

/** Per lease the killed member held: milliseconds from its SIGKILL until a survivor took it (undefined: none did). */
export function leaseTakeover(killed: Member, survivors: readonly Member[]): Map<string, number | undefined> {
  const killedAt = killed.killedAt!;
  const holds = new Map<string, boolean>();
  for (const l of killed.proc.logs(
    (x) =>
      at(x) < killedAt &&
      (x.msg === 'lease taken: this replica runs the task' || x.msg === 'lease lost to another replica'),
  )) {
    holds.set(String(l.lease), l.msg.startsWith('lease taken'));
  }
  const out = new Map<string, number | undefined>();
  for (const [lease, held] of holds) {
    // Its member name is its own (engine/member-name.ts): nobody else takes it over.
    if (!held || lease.startsWith(memberLeaseName(''))) continue;
    const taken = survivors
      .flatMap((m) =>
        m.proc.logs(
          (l) => l.msg === 'lease taken: this replica runs the task' && l.lease === lease && at(l) > killedAt,
        ),
      )
      .map(at)
      .sort((a, b) => a - b)[0];
    out.set(lease, taken === undefined ? undefined : taken - killedAt);
  }
  return out;
}

/** Values of `name{label="…"} v` lines of a Prometheus text page, by label value. */
export function gaugeValues(text: string, name: string): Map<string, number> {
  const out = new Map<string, number>();
  for (const line of text.split('\n')) {
    if (!line.startsWith(`${name}{`)) continue;
    const label = /="([^"]*)"/.exec(line)?.[1] ?? '';
    out.set(label, Number(line.slice(line.lastIndexOf(' ') + 1)));
  }
  return out;
}

export interface LeaseOverlap {
  lease: string;
  holders: string[];
  at: number;
}

/**
 * Samples every live engine's `lease_held` gauge until stopped: two members holding one lease in
 * the same sample would each run its rounds (duplicated polls and side effects).
 */
export class LeaseSampler {
  readonly overlaps: LeaseOverlap[] = [];
  samples = 0;
  private running = false;
  private loop: Promise<void> | undefined;

  constructor(
    private readonly engines: () => Member[],
    private readonly intervalMs = 500,
  ) {}

  start(): void {
    this.running = true;
    this.loop = (async () => {
      while (this.running) {
        await this.sample();
        await sleep(this.intervalMs);
      }
    })();
  }

  async stop(): Promise<void> {
    this.running = false;
    await this.loop;
  }

  private async sample(): Promise<void> {
    const holders = new Map<string, string[]>();
    await Promise.all(
      this.engines().map(async (m) => {
        const page = await m.client.get<string>('/metrics').catch(() => undefined);
        if (page?.status !== 200) return;
        for (const [lease, v] of gaugeValues(page.body, 'lease_held'))
          if (v === 1) holders.set(lease, [...(holders.get(lease) ?? []), m.name]);
      }),
    );
    this.samples += 1;
    for (const [lease, names] of holders)
      if (names.length > 1) this.overlaps.push({ lease, holders: names, at: Date.now() });
  }
}
