import { KIOSK_DISABLE_TEXT } from '../../domain/kiosk/logo-hold';

/** The kiosk mode's UI texts (the PIN's rules and messages are in src/domain/kiosk/pin.ts). */
export const KIOSK_TEXTS = {
  enable: 'Включить режим киоска',
  disable: KIOSK_DISABLE_TEXT,
  confirmDisable: 'Выключить',
  enabledToast: 'Режим киоска включён',
  disabledToast: 'Режим киоска выключен',
  pinLabel: 'PIN-код',
  newPinLabel: 'Придумайте PIN-код',
  repeatPinLabel: 'Повторите PIN-код',
  pinHint: 'От 4 до 8 цифр. Он понадобится, чтобы выключить режим киоска.',
  exitIntro: 'Введите PIN-код, заданный при включении режима киоска.',
  cancel: 'Отмена',
  idleTitle: 'Начать заново?',
  idleContinue: 'Продолжить',
  idleText: (seconds: number) =>
    `Через ${seconds} с всё введённое будет стёрто и сайт откроется с главной страницы.`,
} as const;
