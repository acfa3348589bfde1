import { describe, expect, it } from 'vitest';
import { checkPromptTemplate, findPlaceholders } from './check-template';

describe('checkPromptTemplate', () => {
  it('accepts a template using known placeholders including {{name}}', () => {
    expect(checkPromptTemplate('You are {{name}} calling {{ companyName }}.')).toBeNull();
  });
  it('requires {{name}}', () => {
    expect(checkPromptTemplate('You are calling {{companyName}}.')).toBe(
      "The template must contain the {{name}} placeholder (the agent's name)",
    );
  });
  it('names unknown placeholders', () => {
    expect(checkPromptTemplate('{{name}} {{mood}} {{Name}}')).toMatch(
      /^Unknown placeholders: \{\{mood\}\}, \{\{Name\}\}\. Available: \{\{name\}\}/,
    );
  });
  it('refuses empty text and fixed text over the prompt limit', () => {
    expect(checkPromptTemplate('  ')).toBe('The template is empty');
    expect(checkPromptTemplate('{{name}} ' + 'x'.repeat(2000))).toMatch(
      /^Without its placeholders the template is 2,000 characters/,
    );
  });
  it('lists placeholders once each', () => {
    expect(findPlaceholders('{{name}} {{ name }} {{industry}}')).toEqual(['name', 'industry']);
  });
});
