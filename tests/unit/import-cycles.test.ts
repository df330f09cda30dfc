import path from 'node:path';
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

// The project's own ESLint configuration, run on the text of a real file that now also imports a
// module importing it back: the rules follow the other module through the files on disk.
const root = path.resolve(import.meta.dirname, '../..');
let eslint: ESLint;

beforeAll(() => {
  const ruleFilter = ({ ruleId }: { ruleId: string }) => ruleId === 'import/no-cycle' || ruleId === 'local/no-require-cycle';
  eslint = new ESLint({ cwd: root, ruleFilter });
});

/** The rule ids and messages ESLint reports for `code` as if it were the file at `file`. */
async function problems(file: string, code: string) {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, file) });
  return (result?.messages ?? []).map(({ ruleId, message }) => ({ ruleId, message }));
}

const refusedBy = (ruleId: string) => expect.arrayContaining([expect.objectContaining({ ruleId })]);

// A limit for a hang, not a measure (see feature-boundaries.test.ts).
describe('import cycles', { timeout: 600_000 }, () => {
  it('refuses two cms modules requiring each other', async () => {
    // owner-only.js requires relation-ids.js, which here requires it back.
    const code = "'use strict';\nconst { ownerOnly } = require('./owner-only');\nmodule.exports = { ownerOnly };\n";
    const found = await problems('cms/src/lib/relation-ids.js', code);
    expect(found).toEqual(refusedBy('local/no-require-cycle'));
    expect(found[0]?.message).toContain('owner-only.js');
  });

  it('refuses a cms cycle through a require inside a function as well', async () => {
    const code = "'use strict';\nmodule.exports = { later: () => require('./owner-only') };\n";
    expect(await problems('cms/src/lib/relation-ids.js', code)).toEqual(refusedBy('local/no-require-cycle'));
  });

  it('lets cms modules require one another without a way back', async () => {
    const code =
      "'use strict';\nconst { relationIds } = require('./relation-ids');\nconst domain = require('@ytbanken/domain/html/escape');\nmodule.exports = { relationIds, domain };\n";
    expect(await problems('cms/src/lib/owner-only.js', code)).toEqual([]);
  });

  it('refuses an import cycle in the shared packages', async () => {
    // class-order.js imports enums.js, which here imports it back.
    const code = "import { meetsFire } from './class-order.js';\nexport const FIRE = meetsFire;\n";
    expect(await problems('packages/domain/catalogue/enums.js', code)).toEqual(refusedBy('import/no-cycle'));
  });
});
