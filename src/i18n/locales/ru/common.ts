import type { Translation } from '../../messages';
import type { Messages } from '../../namespaces';

export default {
  appName: 'Помощник для «Мексиканского поезда»',
  language: 'Язык',
  languageNames: { en: 'English', fr: 'Français', ru: 'Русский', zh: '中文' },
  yes: 'Да',
  no: 'Нет',
  undo: 'Отменить',
  back: 'Назад',
  save: 'Сохранить',
  cancel: 'Отмена',
  close: 'Закрыть',
  delete: 'Удалить',
  continue: 'Продолжить',
  settings: 'Настройки',
  theme: {
    label: 'Светлый или тёмный экран',
    system: 'Как в телефоне',
    light: 'Светлый',
    dark: 'Тёмный',
  },
  textSize: {
    label: 'Размер текста',
    normal: 'Обычный',
    large: 'Крупный',
    larger: 'Очень крупный',
  },
  offlineReady: 'Работает и без интернета.',
  update: {
    ready: 'Готова новая версия приложения. Перезагрузите, чтобы ею пользоваться.',
    elsewhere: 'Приложение обновили в другой вкладке. Перезагрузите, чтобы продолжить.',
    reload: 'Перезагрузить',
  },
  storage: {
    full: 'Память телефона заполнена: новое не сохранилось. Всё, что было сохранено раньше, на месте.',
    failed: 'Не удалось сохранить. Всё, что было сохранено раньше, на месте.',
  },
  error: 'Что-то пошло не так. Ничего не потеряно.',
} satisfies Translation<Messages['common'], 'ru'>;
