import { defineMessages } from './define.ts';

const en = {} as const;

export const checkoutMessages = defineMessages(en, { fr: {}, de: {} });
