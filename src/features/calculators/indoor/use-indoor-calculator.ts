import { useCallback, useMemo } from 'react';
import { INDOOR_CONTENT as TEXT } from '../../../content/calculators/indoor';
import type { QuantityModuleKey } from '../../../domain/calculators/indoor-types';
import { calculateIndoor, type IndoorResult } from '../../../domain/calculators/indoor-calculation';
import {
  changeScenario,
  defaultIndoorInputs,
  sanitizeIndoorInputs,
  sanitizeLevelKey,
  sanitizeLightingKey,
  setQuantity,
  setServerRoom,
  type IndoorInputs,
} from '../../../domain/calculators/indoor-inputs';
import { indoorSummary } from '../../../domain/calculators/indoor-summary';
import { decodeIndoorQuery } from '../../../domain/estimates/indoor-link';
import { usePersistedInputs } from '../use-persisted-inputs';

export interface IndoorCalculator {
  inputs: IndoorInputs;
  result: IndoorResult;
  setScenario: (key: string) => void;
  setLevel: (key: string) => void;
  setLighting: (key: string) => void;
  setQuantity: (key: QuantityModuleKey, value: number) => void;
  setServerRoom: (key: string) => void;
  reset: () => void;
  /** Writes the text summary to the clipboard, then alerts; a clipboard failure is ignored. */
  copySummary: () => Promise<void>;
  /** The 'assemble a set from your plan' alert. */
  assemble: () => void;
}

/** The indoor configurator's state (kept on the device) and its actions. */
export function useIndoorCalculator(): IndoorCalculator {
  const { inputs, setInputs, reset } = usePersistedInputs(
    'indoor',
    defaultIndoorInputs,
    sanitizeIndoorInputs,
    {
      fromLink: decodeIndoorQuery,
    },
  );
  const result = useMemo(() => calculateIndoor(inputs), [inputs]);

  const copySummary = useCallback(async () => {
    const text = indoorSummary(inputs);
    try {
      if (typeof navigator === 'undefined' || !navigator.clipboard) return;
      await navigator.clipboard.writeText(text);
    } catch {
      return;
    }
    window.alert(TEXT.copiedAlert);
  }, [inputs]);

  return {
    inputs,
    result,
    setScenario: (key) => setInputs((previous) => changeScenario(previous, key)),
    setLevel: (key) => setInputs((previous) => ({ ...previous, level: sanitizeLevelKey(key) })),
    setLighting: (key) =>
      setInputs((previous) => ({ ...previous, lighting: sanitizeLightingKey(key) })),
    setQuantity: (key, value) => setInputs((previous) => setQuantity(previous, key, value)),
    setServerRoom: (key) => setInputs((previous) => setServerRoom(previous, key)),
    reset,
    copySummary,
    assemble: () => window.alert(TEXT.assembleAlert),
  };
}
