import { describe, expect, it } from 'vitest';
import { richTextSummary } from './summary';

const paragraph = (...texts: string[]) => ({ type: 'paragraph', children: texts.map((text) => ({ type: 'text', text })) });

describe('richTextSummary', () => {
  it('is the first paragraph with words, its parts joined and spaces tidied', () => {
    expect(
      richTextSummary([
        { type: 'heading', level: 2, children: [{ type: 'text', text: 'Om oss' }] },
        paragraph('  '),
        paragraph('Kakel från ', 'Bohuslän,\n handglaserat.'),
      ]),
    ).toBe('Kakel från Bohuslän, handglaserat.');
  });

  it('is cut at a word within the limit, with an ellipsis', () => {
    expect(richTextSummary([paragraph('Ekparkett i tre sorteringar, oljad eller lackad, för golv i hem och offentliga miljöer.')], 40)).toBe(
      'Ekparkett i tre sorteringar, oljad…',
    );
  });

  it('is null without a paragraph of words', () => {
    expect(richTextSummary([])).toBeNull();
    expect(richTextSummary([paragraph('')])).toBeNull();
  });
});
