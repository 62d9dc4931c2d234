import { defineMessages } from './define.ts';

const en = {} as const;

export const identityMessages = defineMessages(en, { fr: {}, de: {} });
