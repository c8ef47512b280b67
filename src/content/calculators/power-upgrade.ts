import type { AnswerScore } from '../../domain/calculators/power-upgrade';
import { paths } from '../../config/paths';
import { routeName } from '../../app/route-registry';

export interface QuizAnswer {
  score: AnswerScore;
  label: string;
}

export interface QuizQuestion {
  key: string;
  text: string;
  answers: readonly [QuizAnswer, QuizAnswer, QuizAnswer];
}

/**
 * The six quiz questions (the spec does not show them): what an electrical engineer asks first to
 * judge whether a building's supply needs modernising. Answers are worth 0, 1 or 2.
 */
export const UPGRADE_QUESTIONS: readonly QuizQuestion[] = [
  {
    key: 'tripping',
    text: 'Срабатывают ли автоматы при включении нагрузки?',
    answers: [
      { score: 0, label: 'Нет, не срабатывают' },
      { score: 1, label: 'Иногда — при одновременном включении мощных приборов' },
      { score: 2, label: 'Регулярно, приходится отключать часть оборудования' },
    ],
  },
  {
    key: 'new-loads',
    text: 'Планируете ли новые мощные потребители?',
    answers: [
      { score: 0, label: 'Нет, нагрузка не меняется' },
      { score: 1, label: 'Да, но в пределах выделенной мощности' },
      { score: 2, label: 'Да, и вместе они превысят разрешённую мощность' },
    ],
  },
  {
    key: 'input-age',
    text: 'В каком состоянии вводной кабель и ВРУ?',
    answers: [
      { score: 0, label: 'До 10 лет, замечаний нет' },
      { score: 1, label: '10–25 лет или есть замечания по осмотру' },
      { score: 2, label: 'Старше 25 лет, алюминий, следы ремонтов' },
    ],
  },
  {
    key: 'voltage',
    text: 'Бывают ли просадки напряжения или мерцание света?',
    answers: [
      { score: 0, label: 'Нет' },
      { score: 1, label: 'Изредка, в часы пиковой нагрузки' },
      { score: 2, label: 'Часто: мигает свет, сбоит оборудование' },
    ],
  },
  {
    key: 'selectivity',
    text: 'Что отключается при аварии на одной линии?',
    answers: [
      { score: 0, label: 'Только повреждённая линия' },
      { score: 1, label: 'Бывало, что срабатывал вводной автомат' },
      { score: 2, label: 'Обесточивается весь щит или объект' },
    ],
  },
  {
    key: 'heating',
    text: 'Замечали нагрев клемм и кабелей в щитах?',
    answers: [
      { score: 0, label: 'Нет, тепловизионный контроль в норме' },
      { score: 1, label: 'Автоматы и клеммы заметно тёплые под нагрузкой' },
      { score: 2, label: 'Да: потемнение изоляции, оплавление, запах гари' },
    ],
  },
];

/** Texts of the power upgrade page (accounts §2.6, §4.4). */
export const POWER_UPGRADE_CONTENT = {
  title: routeName(paths.calculator('power-upgrade')),
  lead: 'Добавляем мощность под новое оборудование и приводим сети объекта в порядок: расчёты, заявка в сетевую организацию, замена линий и настройка защиты.',
  whatWeDoTitle: 'Что делаем',
  whatWeDo: [
    'Считаем нагрузки и токи короткого замыкания, готовим заявку на увеличение мощности.',
    'Заменяем кабельные линии и муфты.',
    'Перенастраиваем защиту и обеспечиваем селективность.',
    'Перегруппировываем нагрузки по линиям и щитам.',
  ],
  resultsTitle: 'Результат',
  results: [
    'Новый лимит мощности, согласованный с сетевой организацией.',
    'Акты испытаний и протоколы измерений.',
    'Подтверждённая селективность защиты.',
  ],
  quizTitle: 'Нужна ли модернизация? Тест из шести вопросов',
  quizLead: 'Ответьте на вопросы — итог пересчитывается сразу, ответы можно менять.',
  totalCaption: 'Сумма баллов',
  answeredCaption: 'Отвечено',
  resetLabel: 'Сбросить ответы',
  cardsTitle: 'Коротко о модернизации',
  cards: [
    {
      key: 'time',
      title: 'Типовой срок',
      value: '2–8 недель',
      text: 'Зависит от объёма расчётов и согласования с сетевой организацией.',
    },
    {
      key: 'direction',
      title: 'Направление',
      value: 'Распределительные сети',
      text: 'Вводы, ВРУ, магистрали и групповые линии объекта.',
    },
    {
      key: 'next',
      title: 'Следующий шаг',
      value: 'Проверить лимит и узкие места',
      text: 'Сверим разрешённую мощность с фактической нагрузкой.',
    },
  ],
  checkTitle: 'Хватит ли мощности под новые нагрузки?',
  checkText:
    'По трём цифрам поймём, где сеть упирается в ограничения и что менять в первую очередь.',
  checkButton: 'Проверить лимит и узкие места',
  checkHint:
    'Оставьте в заявке разрешённую мощность по договору, основные группы нагрузок и номинал вводного автомата — подготовим чек-лист проверки и сроки работ.',
} as const;
