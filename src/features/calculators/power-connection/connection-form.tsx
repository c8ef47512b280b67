import { useId, useRef, type FormEvent } from 'react';
import { POWER_CONNECTION_CONTENT as TEXT } from '../../../content/calculators/power-connection';
import {
  DISTANCE_M,
  POWER_KW,
  type PhaseCount,
} from '../../../domain/calculators/power-connection';
import { TextField } from '../../../ui/form/text-field';
import { RangeSlider } from '../range-slider';
import { SegmentedToggle, type SegmentChoice } from '../segmented-toggle';
import type { PowerConnectionState } from './use-power-connection';
import './connection-form.css';

const PHASE_CHOICE: SegmentChoice<PhaseCount> = {
  legend: TEXT.phaseLegend,
  options: [
    { value: 1, label: '1ф', detail: '230 В' },
    { value: 3, label: '3ф', detail: '400 В' },
  ],
};

/**
 * The connection calculator form: the required address, power and distance sliders, the phase
 * toggle and 'Рассчитать'. An empty address shows an error and moves focus to the field.
 */
export function ConnectionForm({ state }: { state: PowerConnectionState }) {
  const addressId = useId();
  const addressRef = useRef<HTMLInputElement>(null);
  const { inputs } = state;

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!state.calculate()) addressRef.current?.focus();
  };

  return (
    <form
      className="connection-form"
      noValidate
      onSubmit={onSubmit}
      aria-label={TEXT.calculatorTitle}
    >
      <TextField
        id={addressId}
        label={TEXT.addressLabel}
        required
        inputRef={addressRef}
        type="text"
        name="address"
        autoComplete="street-address"
        placeholder={TEXT.addressPlaceholder}
        value={inputs.address}
        onValue={state.setAddress}
        error={state.addressMissing ? TEXT.addressError : undefined}
      />
      <RangeSlider
        label={TEXT.powerLabel}
        value={inputs.powerKw}
        range={POWER_KW}
        onChange={state.setPower}
      />
      <RangeSlider
        label={TEXT.distanceLabel}
        value={inputs.distanceM}
        range={DISTANCE_M}
        hint={TEXT.distanceHint}
        onChange={state.setDistance}
      />
      <SegmentedToggle {...PHASE_CHOICE} value={inputs.phases} onChange={state.setPhases} />
      <button type="submit" className="button connection-form__submit">
        {TEXT.submitLabel}
      </button>
    </form>
  );
}
