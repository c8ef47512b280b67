/**
 * Two builds' server CPU per request compared under the same load at the same time (issue 13):
 * both production servers are loaded at once, each by its own autocannon, and each process's CPU
 * time (`/proc/<pid>/stat`) is divided by the requests it answered as expected. Taken one after the
 * other, the same build read 0.16–0.30 ms a contact request within minutes as this shared
 * machine's speed drifted; at once, both servers see the same machine, and the ratio of one round
 * stays within a few per cent (docs/decisions.md, 2026-11-28). Pure; the loading is in
 * scripts/bench/api-at-once.ts.
 */
import { median, rangeOf } from './stats';
import type { Verdict } from './work-compare';

/** One build's part of a round: its server's CPU time over the round and what it answered. */
export interface ServerRound {
  cpuMs: number;
  /** Responses with an expected status. */
  answered: number;
  /** Anything else: another status, a socket error or a timeout. */
  errors: number;
  requestsPerSecond: number;
}

export interface ApiRound {
  ours: ServerRound;
  theirs: ServerRound;
}

export interface ApiComparison {
  call: string;
  rounds: number;
  /** Median CPU milliseconds per answered request. */
  ours: number;
  theirs: number;
  /** Median of the rounds' ratios ours / theirs. */
  ratio: number;
  ratioRange: { min: number; max: number };
  oursRequestsPerSecond: number;
  theirsRequestsPerSecond: number;
  errors: { ours: number; theirs: number };
  /**
   * 'worse' when this build cost more per request in every round, 'better' when less in every
   * round, else 'same'.
   */
  verdict: Verdict;
}

/** CPU milliseconds per answered request; NaN when nothing was answered. */
export function cpuPerRequest(round: ServerRound): number {
  return round.answered > 0 ? round.cpuMs / round.answered : Number.NaN;
}

export function compareApiCall(call: string, rounds: readonly ApiRound[]): ApiComparison {
  const usable = rounds.filter(
    (r) => Number.isFinite(cpuPerRequest(r.ours)) && Number.isFinite(cpuPerRequest(r.theirs)),
  );
  const ratios = usable.map((r) => cpuPerRequest(r.ours) / cpuPerRequest(r.theirs));
  const ratioRange = rangeOf(ratios);
  if (!ratioRange) throw new RangeError(`${call}: no round in which both servers answered`);
  let verdict: Verdict = 'same';
  if (ratioRange.min > 1) verdict = 'worse';
  else if (ratioRange.max < 1) verdict = 'better';
  const sum = (pick: (r: ApiRound) => number) => rounds.reduce((total, r) => total + pick(r), 0);
  return {
    call,
    rounds: usable.length,
    ours: median(usable.map((r) => cpuPerRequest(r.ours))),
    theirs: median(usable.map((r) => cpuPerRequest(r.theirs))),
    ratio: median(ratios),
    ratioRange,
    oursRequestsPerSecond: median(rounds.map((r) => r.ours.requestsPerSecond)),
    theirsRequestsPerSecond: median(rounds.map((r) => r.theirs.requestsPerSecond)),
    errors: { ours: sum((r) => r.ours.errors), theirs: sum((r) => r.theirs.errors) },
    verdict,
  };
}

const perRequest = (ms: number) => `${(ms * 1000).toFixed(0)} µs`;

/** A Markdown table: per call, each build's CPU per request and req/s, the ratio, the verdict. */
export function formatApiComparison(
  rows: readonly ApiComparison[],
  labels: { ours: string; theirs: string },
): string {
  const lines = [
    `| Call | Rounds | ${labels.ours}: CPU a request · req/s | ${labels.theirs} | CPU ratio (rounds' range) | Errors | Verdict |`,
    '|---|---|---|---|---|---|---|',
  ];
  for (const c of rows) {
    lines.push(
      `| ${c.call} | ${c.rounds} | ${perRequest(c.ours)} · ${Math.round(c.oursRequestsPerSecond)}/s ` +
        `| ${perRequest(c.theirs)} · ${Math.round(c.theirsRequestsPerSecond)}/s ` +
        `| ${c.ratio.toFixed(3)} (${c.ratioRange.min.toFixed(3)}–${c.ratioRange.max.toFixed(3)}) ` +
        `| ${c.errors.ours} / ${c.errors.theirs} | ${c.verdict} |`,
    );
  }
  return lines.join('\n');
}
