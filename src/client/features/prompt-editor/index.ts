export { PromptEditor } from './prompt-editor';
export { PromptExample } from './prompt-example';
export { PromptPreview } from './prompt-preview';
