import { useId } from 'react';
import { INDOOR_CONTENT as TEXT } from '../../../content/calculators/indoor';
import { formatRoubles } from '../../../domain/calculators/currency';
import {
  LEVELS,
  LIGHTING,
  QUANTITY_MODULES,
  SCENARIOS,
  SERVER_ROOM_MODULE,
  isQuantityModuleKey,
  quantityInput,
  scenarioByKey,
} from '../../../domain/calculators/indoor-catalog';
import type { LevelKey, LightingKey } from '../../../domain/calculators/indoor-types';
import { DAY_FORMS, pluralRu } from '../../../domain/calculators/plural';
import { LiveSummary } from '../live-summary';
import { optionsOf, SelectInput } from '../../../ui/form/select-input';
import { SegmentedToggle, type SegmentChoice } from '../segmented-toggle';
import { Stepper } from '../stepper';
import type { IndoorCalculator } from './use-indoor-calculator';
import './indoor-configurator.css';

const SOCKET_FORMS = ['розетка', 'розетки', 'розеток'] as const;
const SCENARIO_OPTIONS = optionsOf(SCENARIOS);
const LEVEL_CHOICE: SegmentChoice<LevelKey> = {
  legend: TEXT.levelLegend,
  options: optionsOf(LEVELS),
};
const LIGHTING_CHOICE: SegmentChoice<LightingKey> = {
  legend: TEXT.lightingLegend,
  options: optionsOf(LIGHTING),
};
const SERVER_ROOM_OPTIONS = SERVER_ROOM_MODULE.options.map((option) => ({
  value: option.key,
  label: option.label,
  detail:
    option.cost === 0
      ? option.note
      : `+${formatRoubles(option.cost)} · +${option.days} ${pluralRu(option.days, DAY_FORMS)}`,
}));

/** The configurator: object type, level, lighting and the scenario's modules. */
export function IndoorConfigurator({ calculator }: { calculator: IndoorCalculator }) {
  const selectId = useId();
  const { inputs } = calculator;
  const scenario = scenarioByKey(inputs.scenario);
  const { result } = calculator;

  return (
    <div className="indoor-configurator">
      <LiveSummary>
        <span>≈ {formatRoubles(result.cost)}</span>
        <span>
          {result.days} {pluralRu(result.days, DAY_FORMS)} · {result.sockets}{' '}
          {pluralRu(result.sockets, SOCKET_FORMS)}
        </span>
      </LiveSummary>
      <div className="indoor-configurator__field">
        <label className="indoor-configurator__label" htmlFor={selectId}>
          {TEXT.scenarioLabel}
        </label>
        <SelectInput
          id={selectId}
          className="indoor-configurator__select"
          value={inputs.scenario}
          options={SCENARIO_OPTIONS}
          onValue={calculator.setScenario}
        />
      </div>
      <div className="indoor-configurator__toggles">
        <SegmentedToggle {...LEVEL_CHOICE} value={inputs.level} onChange={calculator.setLevel} />
        <SegmentedToggle
          {...LIGHTING_CHOICE}
          value={inputs.lighting}
          onChange={calculator.setLighting}
        />
      </div>
      <h3 className="indoor-configurator__subtitle">{TEXT.modulesTitle}</h3>
      <div className="indoor-configurator__modules">
        {scenario.modules.map((key) => {
          if (!isQuantityModuleKey(key)) {
            return (
              <div key={key} className="indoor-configurator__wide">
                <SegmentedToggle
                  legend={SERVER_ROOM_MODULE.label}
                  options={SERVER_ROOM_OPTIONS}
                  value={inputs.options.serverRoom ?? 'none'}
                  onChange={calculator.setServerRoom}
                  layout="stack"
                />
              </div>
            );
          }
          return (
            <Stepper
              key={key}
              label={QUANTITY_MODULES[key].label}
              {...quantityInput(key)}
              value={inputs.quantities[key] ?? 0}
              onChange={(value) => calculator.setQuantity(key, value)}
            />
          );
        })}
      </div>
    </div>
  );
}
