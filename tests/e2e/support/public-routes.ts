/** Every prerendered public route with the heading a visitor sees first. */
export const PUBLIC_ROUTES: { path: string; heading: string | RegExp }[] = [
  { path: '/', heading: 'КУБ' },
  { path: '/services/electrical', heading: 'ЭЛЕКТРОМОНТАЖ' },
  { path: '/services/lowcurrent', heading: 'СЛАБОТОЧНЫЕ СИСТЕМЫ' },
  { path: '/services/ventilation', heading: 'КЛИМАТ-СИСТЕМЫ' },
  { path: '/services/design', heading: 'ПРОЕКТИРОВАНИЕ' },
  { path: '/services/construction', heading: 'ОБЩЕСТРОЙ' },
  { path: '/services/electrical/power-connection', heading: /Подключение к электросетям/i },
  { path: '/services/electrical/power-upgrade', heading: /Увеличение мощности/i },
  { path: '/services/electrical/indoor', heading: /Внутренний электромонтаж/i },
  { path: '/pages/projects', heading: 'Проекты' },
  { path: '/contact', heading: 'КОНТАКТЫ' },
  { path: '/legal/cookies', heading: /cookie/i },
  { path: '/legal/terms', heading: /Правовые положения/i },
  { path: '/legal/privacy', heading: /Политика конфиденциальности/i },
  { path: '/kiosk', heading: 'Режим киоска' },
];
