import { defineMessages } from './define.ts';

const en = {} as const;

export const ordersMessages = defineMessages(en, { fr: {}, de: {} });
