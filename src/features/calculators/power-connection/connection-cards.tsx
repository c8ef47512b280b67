import { DAY_FORMS, pluralRu } from '../../../domain/calculators/plural';
import { TYPICAL_TERM_DAYS } from '../../../domain/calculators/power-connection';
import { InfoCards } from '../info-cards';
import type { PowerConnectionState } from './use-power-connection';

/**
 * The three info cards of the power connection page. The typical-term card shows the computed
 * days limited to 30–90 once calculated, the 30–90 range before that.
 */
export function ConnectionCards({ state }: { state: PowerConnectionState }) {
  const typical = state.result?.typicalDays;
  return (
    <InfoCards
      label="Коротко о подключении"
      items={[
        {
          key: 'typical-term',
          title: 'Типовой срок',
          value:
            typical === undefined
              ? `${TYPICAL_TERM_DAYS.min}–${TYPICAL_TERM_DAYS.max} дней`
              : `${typical} ${pluralRu(typical, DAY_FORMS)}`,
          text:
            typical === undefined
              ? 'Зависит от мощности и расстояния до сетей.'
              : `Для ваших параметров; обычно от ${TYPICAL_TERM_DAYS.min} до ${TYPICAL_TERM_DAYS.max} дней.`,
        },
        {
          key: 'voltage',
          title: 'Напряжение',
          value: '0,4 кВ',
          text: 'Однофазный ввод 230 В или трёхфазный 400 В — по техническим условиям.',
        },
        {
          key: 'documents',
          title: 'На выходе',
          value: 'Акт о присоединении',
          text: 'Плюс исполнительная документация и протоколы измерений.',
        },
      ]}
    />
  );
}
