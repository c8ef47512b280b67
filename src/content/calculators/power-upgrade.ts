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

/** A question whose answers, in order, are worth 0, 1 and 2. */
function question(
  key: string,
  text: string,
  [none, some, much]: readonly [string, string, string],
): QuizQuestion {
  return {
    key,
    text,
    answers: [
      { score: 0, label: none },
      { score: 1, label: some },
      { score: 2, label: much },
    ],
  };
}

/**
 * The six quiz questions (the spec does not show them): what an electrical engineer asks first to
 * judge whether a building's supply needs modernising. Answers are worth 0, 1 or 2.
 */
export const UPGRADE_QUESTIONS: readonly QuizQuestion[] = [
  question('tripping', 'Срабатывают ли автоматы при включении нагрузки?', [
    'Нет, не срабатывают',
    'Иногда — при одновременном включении мощных приборов',
    'Регулярно, приходится отключать часть оборудования',
  ]),
  question('new-loads', 'Планируете ли новые мощные потребители?', [
    'Нет, нагрузка не меняется',
    'Да, но в пределах выделенной мощности',
    'Да, и вместе они превысят разрешённую мощность',
  ]),
  question('input-age', 'В каком состоянии вводной кабель и ВРУ?', [
    'До 10 лет, замечаний нет',
    '10–25 лет или есть замечания по осмотру',
    'Старше 25 лет, алюминий, следы ремонтов',
  ]),
  question('voltage', 'Бывают ли просадки напряжения или мерцание света?', [
    'Нет',
    'Изредка, в часы пиковой нагрузки',
    'Часто: мигает свет, сбоит оборудование',
  ]),
  question('selectivity', 'Что отключается при аварии на одной линии?', [
    'Только повреждённая линия',
    'Бывало, что срабатывал вводной автомат',
    'Обесточивается весь щит или объект',
  ]),
  question('heating', 'Замечали нагрев клемм и кабелей в щитах?', [
    'Нет, тепловизионный контроль в норме',
    'Автоматы и клеммы заметно тёплые под нагрузкой',
    'Да: потемнение изоляции, оплавление, запах гари',
  ]),
];

/** Texts of the power upgrade page (accounts §2.6, §4.4). */
export const POWER_UPGRADE_CONTENT = {
  title: routeName(paths.calculator('power-upgrade')),
  lead: 'Добавляем мощность под новое оборудование и приводим сети объекта в порядок: расчёты, заявка в сетевую организацию, замена линий и настройка защиты.',
  /** The two check lists: what we do, what the client gets. */
  checks: [
    {
      title: 'Что делаем',
      items: [
        'Считаем нагрузки и токи короткого замыкания, готовим заявку на увеличение мощности.',
        'Заменяем кабельные линии и муфты.',
        'Перенастраиваем защиту и обеспечиваем селективность.',
        'Перегруппировываем нагрузки по линиям и щитам.',
      ],
    },
    {
      title: 'Результат',
      items: [
        'Новый лимит мощности, согласованный с сетевой организацией.',
        'Акты испытаний и протоколы измерений.',
        'Подтверждённая селективность защиты.',
      ],
    },
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
  cta: {
    title: 'Хватит ли мощности под новые нагрузки?',
    text: 'По трём цифрам поймём, где сеть упирается в ограничения и что менять в первую очередь.',
    button: 'Проверить лимит и узкие места',
    hint: 'Оставьте в заявке разрешённую мощность по договору, основные группы нагрузок и номинал вводного автомата — подготовим чек-лист проверки и сроки работ.',
  },
} as const;
