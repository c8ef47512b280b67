/** Texts of the home hero (accounts §2.4). The title is {product} from the site configuration. */
export const HERO = {
  /** Static workload line, exactly as the spec gives it. */
  workload: 'Загруженность 7.49 из 10',
  /** Share of the workload bar, from the same static value. */
  workloadShare: 7.49 / 10,
  lead: 'Электромонтаж, слаботочные и климатические системы, проектирование и общестрой под ключ: от обследования объекта до исполнительной документации — по одному договору и с одним ответственным менеджером.',
  image: {
    src: '/images/hero.svg',
    alt: 'Инженерные системы здания: электрощит, кабельные трассы, вентиляция и слаботочные сети',
    width: 1200,
    height: 900,
  },
  primaryCta: 'Оставить заявку',
  secondaryCta: 'Наши услуги',
  directorLink: 'Обращение директора',
} as const;
