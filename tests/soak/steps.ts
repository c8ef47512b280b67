import { integer, weighted, type Random } from './random';

/**
 * What a visitor, the network and the server may do between two checks. A sequence is a few of
 * these from one seeded generator; the driver (device.ts) carries them out in Chromium.
 */
export type Step =
  | { type: 'submit'; kind: 'contact' | 'application' }
  | { type: 'offline' }
  | { type: 'online' }
  | { type: 'reload' }
  | { type: 'close-page' }
  | { type: 'open-tab' }
  | { type: 'server-stop' }
  | { type: 'server-kill' }
  | { type: 'server-start' }
  /** From now on the API answers 500, hangs, or behaves (held requests then go on or drop). */
  | { type: 'fault'; mode: 'none' | '500' | 'hang'; release: 'continue' | 'abort' }
  | { type: 'sync' }
  | { type: 'send-now' };

export const MIN_STEPS = 4;
export const MAX_STEPS = 12;

type StepMaker = (random: Random) => Step;

const STEP_WEIGHTS: readonly (readonly [StepMaker, number])[] = [
  [() => ({ type: 'submit', kind: 'contact' }), 22],
  [() => ({ type: 'submit', kind: 'application' }), 6],
  [() => ({ type: 'offline' }), 9],
  [() => ({ type: 'online' }), 8],
  [() => ({ type: 'reload' }), 9],
  [() => ({ type: 'close-page' }), 4],
  [() => ({ type: 'open-tab' }), 4],
  [() => ({ type: 'server-stop' }), 4],
  [() => ({ type: 'server-kill' }), 4],
  [() => ({ type: 'server-start' }), 6],
  [(random) => ({ type: 'fault', mode: '500', release: releaseOf(random) }), 4],
  [(random) => ({ type: 'fault', mode: 'hang', release: releaseOf(random) }), 3],
  [(random) => ({ type: 'fault', mode: 'none', release: releaseOf(random) }), 5],
  [() => ({ type: 'sync' }), 5],
  [() => ({ type: 'send-now' }), 6],
];

function releaseOf(random: Random): 'continue' | 'abort' {
  return random() < 0.5 ? 'continue' : 'abort';
}

/** One sequence: 4–12 steps, at least one of them a submission. */
export function generateSequence(random: Random): Step[] {
  const length = integer(random, MIN_STEPS, MAX_STEPS);
  const steps: Step[] = [];
  for (let i = 0; i < length; i++) steps.push(weighted(random, STEP_WEIGHTS)(random));
  if (!steps.some((step) => step.type === 'submit'))
    steps[integer(random, 0, length - 1)] = { type: 'submit', kind: 'contact' };
  return steps;
}

export function describeStep(step: Step): string {
  switch (step.type) {
    case 'submit':
      return `submit ${step.kind}`;
    case 'fault':
      return step.mode === 'none' ? `fault none (${step.release} held)` : `fault ${step.mode}`;
    default:
      return step.type;
  }
}
