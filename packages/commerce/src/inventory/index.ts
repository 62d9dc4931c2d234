export {
  activeHolds,
  adjustStock,
  lowStock,
  type StockActor,
  stockHistory,
  stockOverview,
} from './adjustments.ts';
export { exportStockCsv, importStockCsv, STOCK_COLUMNS } from './csv.ts';
export { lowStockVariantCount } from './figures.ts';
export { heldByOthers, heldUnitsOfCarts, holdsOfCart, holdUnits, releaseHolds } from './holds.ts';
export { forgetStock, hasUnits, openStock } from './new-variants.ts';
export { onStockChanged, signUpForRestock } from './notifications.ts';
export { increaseStock } from './restock.ts';
export { type ReturnedUnits, restockReturnedUnits, writeOffReturnedUnits } from './returned-units.ts';
export { onlineUnits, releaseStock, type StockLine, storeUnits, takeStock } from './stock.ts';
