export { getOrder, type OrderReader } from './read.ts';
