/** The director's address in the about section (anchor #director, linked from the hero). */
export const DIRECTOR = {
  quote: [
    'Мы строили компанию так, чтобы заказчику не приходилось быть диспетчером между проектировщиком, электриками и вентиляционщиками. Один договор, один ответственный менеджер и смета, которая не растёт по ходу работ.',
    'Вопросы решаются созвоном и выездом на объект, а не перепиской и служебными записками. Если мы что-то обещали в графике — это наша забота, а не ваша.',
  ],
  name: 'Андрей Волков',
  position: 'генеральный директор',
  // The file's own proportions (its viewBox): the box drawn before it loads keeps its size (CLS).
  signature: {
    src: '/images/director-signature.svg',
    width: 240,
    height: 80,
  },
} as const;
