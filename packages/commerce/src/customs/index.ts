export {
  CUSTOMS,
  createRecipe,
  customsOptions,
  describe,
  getPrecreated,
  getRecipe,
  loadRecipes,
} from './recipes.ts';
