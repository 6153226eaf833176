import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Field } from './fields.tsx';

const render = (type: 'email' | 'text' | 'password', error: string | null) =>
  renderToStaticMarkup(
    <Field label="Your input" name="x" type={type} value="" onChange={() => undefined} error={error} />,
  );

describe('an input’s error (docs/spec-checklist.md 1 §5: "red text, an icon and a 400 ms shake", except a password)', () => {
  it.each([
    ['an e-mail', 'email', true],
    ['a text', 'text', true],
    ['a password', 'password', false],
  ] as const)('%s input with an error shows its words%s', (_, type, icon) => {
    const html = render(type, 'That is not right.');
    expect(html).toContain('role="alert"');
    expect(html).toContain('That is not right.');
    expect(html.includes('class="field__error-icon"')).toBe(icon);
    // the stylesheet shakes every erring field but a password's (client/styles/main.css)
    expect(html.includes('field--password')).toBe(type === 'password');
    expect(html).toContain('field--error');
  });

  it('shows neither words nor icon without an error', () => {
    const html = render('email', null);
    expect(html).not.toContain('field__error');
    expect(html).not.toContain('field--error');
  });
});
