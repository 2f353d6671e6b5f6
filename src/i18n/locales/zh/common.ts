import type { Translation } from '../../messages';
import type { Messages } from '../../namespaces';

export default {
  appName: '墨西哥火车助手',
  language: '语言',
  languageNames: { en: 'English', fr: 'Français', ru: 'Русский', zh: '中文' },
  yes: '是',
  no: '否',
  undo: '撤销',
  back: '返回',
  save: '保存',
  cancel: '取消',
  close: '关闭',
  delete: '删除',
  continue: '继续',
  settings: '设置',
  theme: {
    label: '浅色或深色屏幕',
    system: '跟随手机',
    light: '浅色',
    dark: '深色',
  },
  textSize: {
    label: '文字大小',
    normal: '标准',
    large: '大',
    larger: '特大',
  },
  offlineReady: '现在没有网络也能用。',
  update: {
    ready: '应用的新版本已准备好。重新加载后即可使用。',
    elsewhere: '应用已在另一个标签页中更新。请重新加载后继续。',
    reload: '重新加载',
  },
  storage: {
    full: '手机存储空间已满：新内容没有保存。之前保存的内容都还在。',
    failed: '这次没能保存。之前保存的内容都还在。',
  },
  error: '出了点问题。没有丢失任何内容。',
} satisfies Translation<Messages['common'], 'zh'>;
