import { describe, expect, it } from 'vitest';
import { greetingFor, greetingLine } from './greeting.ts';

describe('greetingFor (docs/spec-checklist.md 1 §9: "before 12 morning, 12 to 16 afternoon, 17 and later evening")', () => {
  it.each<[number, string]>([
    [0, 'Good morning'],
    [11, 'Good morning'],
    [12, 'Good afternoon'],
    [16, 'Good afternoon'],
    [17, 'Good evening'],
    [23, 'Good evening'],
  ])('%i h → %s', (hour, greeting) => {
    expect(greetingFor(hour)).toBe(greeting);
  });
});

describe('greetingLine', () => {
  it.each<[string, number, string]>([
    ['Ada Okafor', 8, 'Good morning, Ada'],
    ['Chen Wei', 20, 'Good evening, Chen'],
    ['Plato', 13, 'Good afternoon, Plato'],
  ])('%s at %i', (name, hour, line) => expect(greetingLine(name, hour)).toBe(line));
});
