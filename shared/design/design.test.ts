import { describe, expect, it } from 'vitest';
import { DEFAULT_DESIGN, parseDesign } from './design.ts';

const LOGO = `${'a'.repeat(32)}.png`;

describe('parseDesign', () => {
  it('keeps a valid design, colours in lower case', () => {
    const parsed = parseDesign({
      ...DEFAULT_DESIGN,
      accentColor: '#1E3A5F',
      nameTreatment: 'LOGO',
      logoImageId: LOGO,
      navigation: [{ type: 'EXTERNAL_LINK', title: ' Shop ', target: 'https://shop.example' }],
    });
    expect(parsed).toEqual({
      design: {
        ...DEFAULT_DESIGN,
        accentColor: '#1e3a5f',
        nameTreatment: 'LOGO',
        logoImageId: LOGO,
        navigation: [{ type: 'EXTERNAL_LINK', title: 'Shop', target: 'https://shop.example/' }],
      },
    });
  });

  it.each([
    [{ accentColor: 'green' }, 'The accent colour must be an opaque colour written as #rrggbb or rgba(r, g, b, 1).'],
    [
      { backgroundColor: 'url(x)' },
      'The background colour must be an opaque colour written as #rrggbb or rgba(r, g, b, 1).',
    ],
    [
      { backgroundColor: 'rgba(255, 255, 255, 0.4)' },
      'The background colour must be an opaque colour written as #rrggbb or rgba(r, g, b, 1).',
    ],
    [
      { accentColor: '#ffff00' },
      'The accent colour #ffff00 on the background #ffffff has a contrast of 1.0:1; text needs at least 4.5:1 (WCAG AA). Choose a darker accent or a lighter background.',
    ],
    [{ nameTreatment: 'LOGO' as const }, 'Upload a logo to show it instead of the name.'],
    [{ headerImageId: 'https://elsewhere.example/x.png' }, 'That image was not uploaded here.'],
    [
      { navigation: [{ type: 'EXTERNAL_LINK' as const, title: 'Bad', target: 'javascript:alert(1)' }] },
      '“Bad” needs a web address starting with https://.',
    ],
  ])('refuses %j: %s', (change, error) => {
    expect(parseDesign({ ...DEFAULT_DESIGN, ...change })).toEqual({ error });
  });
});
