import { describe, expect, it } from 'vitest';
import { introduction } from '../../features/conversations/sandbox-intents';
import { callerScript, sandboxCallerName } from './sandbox-caller';

describe('the Sandbox caller', () => {
  it('follows the number patterns: 555-015x books, 555-014x opts out, 555-013x asks for a person, others ask', () => {
    expect(callerScript('+12125550153', true).kind).toBe('books-meeting');
    expect(callerScript('+12125550144', true).kind).toBe('opts-out');
    expect(callerScript('+12125550131', true).kind).toBe('asks-for-person');
    expect(callerScript('+14155550199', true).kind).toBe('asks-a-question');
  });

  it('a known caller returns the call; an unknown one gives the name and company fixed by their number', () => {
    expect(callerScript('+12125550153', true).lines[0]).toBe("Hi, I'm returning your call.");
    const who = sandboxCallerName('+14155550199');
    expect(sandboxCallerName('+14155550199')).toEqual(who);
    const first = callerScript('+14155550199', false).lines[0]!;
    expect(introduction(first)).toEqual({ name: who.name, company: who.company });
    expect(introduction("Hi, I'm returning your call.")).toBeNull();
  });
});
