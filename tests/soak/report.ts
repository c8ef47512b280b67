import type { SoakFigures } from './engine';

/** "1 lane", "3 lanes". */
export function lanesLabel(lanes: number): string {
  return `${lanes} ${lanes === 1 ? 'lane' : 'lanes'}`;
}

/** The figures of a run as a small table, and how to replay each failing sequence. */
export function formatFigures(figures: SoakFigures, seed: number): string {
  const perSequence = figures.sequences > 0 ? figures.elapsedMs / figures.sequences / 1000 : 0;
  const rows: [string, string | number][] = [
    ['sequences', figures.sequences],
    ['steps', figures.steps],
    ['submissions', figures.submissions],
    ['stored', figures.stored],
    ['duplicates', figures.duplicates],
    ['lost', figures.lost],
    ['refused', figures.refused],
    ['kept mid-send', figures.keptMidSend],
    ['abandoned', figures.abandoned],
    [
      'settled by',
      Object.entries(figures.settledBy)
        .map(([by, n]) => `${by} ${n}`)
        .join(', '),
    ],
    ['slowest settle', `${(figures.slowestSettleMs / 1000).toFixed(1)} s`],
    [
      'elapsed',
      `${(figures.elapsedMs / 1000).toFixed(0)} s (${perSequence.toFixed(1)} s a sequence, ${lanesLabel(figures.lanes)})`,
    ],
    ['failed sequences', figures.failures.length],
  ];
  const width = Math.max(...rows.map(([label]) => label.length));
  const lines = rows.map(([label, value]) => `${label.padEnd(width)}  ${value}`);
  for (const failure of figures.failures)
    lines.push(`replay: npm run soak -- --seed ${seed} --only ${failure.index}`);
  return lines.join('\n');
}

/** Soak figures that mean a failure: anything lost, stored twice or otherwise wrong. */
export function soakFailed(figures: SoakFigures): boolean {
  return figures.failures.length > 0 || figures.lost > 0 || figures.duplicates > 0;
}
