export {
  CUSTOMS,
  createRecipe,
  customsOptions,
  describe,
  getPrecreated,
  getRecipe,
  loadRecipes,
  recipeForLine,
  surchargeOf,
  transferRecipes,
} from './recipes.ts';
