/** A valid contact request (public-site §3): the body the forms endpoint stores. */
export const validContact = () => ({
  name: 'Иван Петров',
  email: 'ivan@example.ru',
  phone: '+7 (911) 123-45-67',
  option: 'Электромонтажные работы',
  message: 'Нужно подключить склад 120 кВт.',
  page: 'https://kub.example/contact',
});
