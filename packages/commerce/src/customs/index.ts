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
export {
  adminTemplate,
  type CustomsActor,
  createTemplate,
  listTemplates,
  updateTemplate,
} from './templates.ts';
