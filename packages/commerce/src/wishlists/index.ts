export {
  addFavorite,
  findFavoriteId,
  getFavorites,
  mergeGuestFavorites,
  removeFavorite,
  sharedFavorites,
  shareFavorites,
  type WishlistActor,
} from './favorites.ts';
export { deleteFavoritesOf } from './forget.ts';
