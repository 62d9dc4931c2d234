import { defineMessages } from './define.ts';

const en = {} as const;

export const accountMessages = defineMessages(en, { fr: {}, de: {} });
