import type { TPromptTemplateResponse } from '@common/prompts/schemas';
import type { AppContext } from '../../context';
import { loadBaseTemplate, templateResponse } from './base-template';

/** The Template tab's view: the text in use, whether it is the default, and the placeholders. */
export async function getPromptTemplate(ctx: AppContext): Promise<TPromptTemplateResponse> {
  return templateResponse(await loadBaseTemplate(ctx));
}
