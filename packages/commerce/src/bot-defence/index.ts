export { type AltchaChallenge, BotDefence, type BotDefenceOptions } from './altcha.ts';
