import { paths } from '../../config/paths';
import { routeName } from '../../app/route-registry';
/** Texts of the indoor wiring page and its configurator (accounts §2.6, §4.4). */
export const INDOOR_CONTENT = {
  title: routeName(paths.calculator('indoor')),
  lead: 'Электрика офисов, магазинов, складов, производств, кафе и квартир: от щита до последней розетки. Соберите объект в конфигураторе — оценим количество точек, бюджет и срок.',
  configuratorTitle: 'Конфигуратор объекта',
  scenarioLabel: 'Тип объекта',
  levelLegend: 'Уровень исполнения',
  lightingLegend: 'Освещение',
  modulesTitle: 'Помещения и оборудование',
  totalsTitle: 'Итог по объекту',
  socketsCaption: 'Розетки',
  lightsCaption: 'Светильники',
  threeCaption: 'Трёхфазные розетки',
  costCaption: 'Стоимость',
  daysCaption: 'Срок',
  recommendationsTitle: 'Рекомендации',
  totalsNote: 'Оценка предварительная: точную смету составим по плану объекта.',
  resetLabel: 'Сбросить',
  copyLabel: 'Скопировать сводку',
  copiedAlert: 'Сводка скопирована в буфер обмена',
  assembleLabel: 'Собрать комплект по плану',
  assembleAlert: 'Ок! Пришлите план/описание — соберём комплектацию и точную смету.',
  /** The two check lists: what the work includes, what the client gets. */
  checks: [
    {
      title: 'Что входит в работы',
      items: [
        'Расчёт нагрузок и схема групп, подбор автоматов и УЗО.',
        'Сборка и установка распределительных щитов.',
        'Прокладка кабельных трасс и линий, монтаж розеток и выключателей.',
        'Монтаж рабочего и аварийного освещения.',
        'Заземление, уравнивание потенциалов и измерения.',
      ],
    },
    {
      title: 'Результат',
      items: [
        'Исполнительная документация и однолинейные схемы щитов.',
        'Протоколы измерений: сопротивление изоляции, петля «фаза — ноль», проверка УЗО.',
        'Фотоотчёт скрытых работ.',
      ],
    },
  ],
  breakdownTitle: 'Из чего складывается стоимость',
} as const;
