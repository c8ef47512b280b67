import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import {
  DEFAULT_POWER_CONNECTION_INPUTS,
  calculatePowerConnection,
  sanitizePowerConnectionInputs,
  type PhaseCount,
  type PowerConnectionInputs,
  type PowerConnectionResult,
} from '../../../domain/calculators/power-connection';
import { decodePowerConnectionQuery } from '../../../domain/estimates/power-connection-link';
import { usePersistedInputs } from '../use-persisted-inputs';

const defaults = (): PowerConnectionInputs => ({ ...DEFAULT_POWER_CONNECTION_INPUTS });

export interface PowerConnectionState {
  inputs: PowerConnectionInputs;
  setAddress: (address: string) => void;
  setPower: (kw: number) => void;
  setDistance: (metres: number) => void;
  setPhases: (phases: PhaseCount) => void;
  /** Validates the address and calculates; false when the address is missing. */
  calculate: () => boolean;
  addressMissing: boolean;
  /** The last calculation, or null before the first one. */
  result: PowerConnectionResult | null;
  /** The inputs of the last calculation. */
  calculatedInputs: PowerConnectionInputs | null;
  /** True when the inputs changed after the last calculation. */
  stale: boolean;
}

function sameInputs(a: PowerConnectionInputs, b: PowerConnectionInputs): boolean {
  return (
    a.address.trim() === b.address.trim() &&
    a.powerKw === b.powerKw &&
    a.distanceM === b.distanceM &&
    a.phases === b.phases
  );
}

/**
 * The connection calculator's state: inputs kept on the device, the address check and the
 * estimate of the last press of 'Рассчитать' (sliders alone do not recalculate, accounts §4.4).
 * A share link with an address shows its estimate at once; `onCalculated` hears each successful
 * press of 'Рассчитать' (not a link being opened).
 */
export function usePowerConnection(
  onCalculated?: (inputs: PowerConnectionInputs) => void,
): PowerConnectionState {
  const [calculatedInputs, setCalculatedInputs] = useState<PowerConnectionInputs | null>(null);
  const { inputs, setInputs } = usePersistedInputs(
    'power-connection',
    defaults,
    sanitizePowerConnectionInputs,
    {
      fromLink: decodePowerConnectionQuery,
      onLinked: (linked) => setCalculatedInputs(linked.address.trim() === '' ? null : linked),
    },
  );
  const onCalculatedRef = useRef(onCalculated);
  useEffect(() => {
    onCalculatedRef.current = onCalculated;
  });
  const [addressMissing, setAddressMissing] = useState(false);

  const update = useCallback(
    (patch: Partial<PowerConnectionInputs>) =>
      setInputs((previous) => sanitizePowerConnectionInputs({ ...previous, ...patch })),
    [setInputs],
  );

  const calculate = useCallback(() => {
    if (inputs.address.trim() === '') {
      setAddressMissing(true);
      return false;
    }
    setAddressMissing(false);
    setCalculatedInputs(inputs);
    onCalculatedRef.current?.(inputs);
    return true;
  }, [inputs]);

  const result = useMemo(
    () => (calculatedInputs ? calculatePowerConnection(calculatedInputs) : null),
    [calculatedInputs],
  );

  return {
    inputs,
    setAddress: (address) => {
      if (address.trim() !== '') setAddressMissing(false);
      update({ address });
    },
    setPower: (powerKw) => update({ powerKw }),
    setDistance: (distanceM) => update({ distanceM }),
    setPhases: (phases) => update({ phases }),
    calculate,
    addressMissing,
    result,
    calculatedInputs,
    stale: calculatedInputs !== null && !sameInputs(calculatedInputs, inputs),
  };
}
