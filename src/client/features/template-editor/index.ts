export { TemplateEditor } from './template-editor';
