/** bench/results.json: everything measured, the budgets checked, and where it was measured. */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { CHROMIUM_PATH } from '../chromium';
import type { BudgetCheck, LighthousePageResult, Measurements } from './types';

function quietly(command: string, args: string[], cwd: string): string | null {
  try {
    return execFileSync(command, args, {
      cwd,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    }).trim();
  } catch {
    return null;
  }
}

export function describeMachine(root: string) {
  const cpus = os.cpus();
  const status = quietly('git', ['status', '--porcelain'], root);
  return {
    commit: quietly('git', ['rev-parse', '--short', 'HEAD'], root),
    workingTreeClean: status === null ? null : status === '',
    cpus: cpus.length,
    cpuModel: cpus[0]?.model ?? null,
    memoryGb: Math.round(os.totalmem() / 1024 ** 3),
    loadAverage: os.loadavg().map((load) => Math.round(load * 100) / 100),
    node: process.version,
    chromium: quietly(CHROMIUM_PATH, ['--version'], root),
  };
}

export interface ResultsFile {
  generatedAt: string;
  durationS: number;
  machine: ReturnType<typeof describeMachine>;
  settings: Record<string, unknown>;
  /** The Lighthouse stage's CPU calibration, null when the stage did not run. */
  calibration: Record<string, unknown> | null;
  measurements: Measurements;
  /** The empty pages measured beside the pages (floor.ts); none when Lighthouse did not run. */
  lighthouseFloors: LighthousePageResult[];
  budgets: BudgetCheck[];
  stageErrors: Record<string, string>;
  passed: boolean;
}

/** Writes bench/results.json, or bench/results-<name>.json for another checkout's build. */
export function writeResults(root: string, results: ResultsFile, name?: string): string {
  const file = path.join(root, `bench/results${name ? `-${name}` : ''}.json`);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, `${JSON.stringify(results, null, 2)}\n`);
  return file;
}
