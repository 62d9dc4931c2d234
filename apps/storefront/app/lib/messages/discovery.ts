import { defineMessages } from './define.ts';

const en = {} as const;

export const discoveryMessages = defineMessages(en, { fr: {}, de: {} });
