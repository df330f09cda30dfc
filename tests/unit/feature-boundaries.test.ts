import path from 'node:path';
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

// The project's own ESLint configuration, run on small files placed beside the real ones:
// the import rules resolve `@/` paths and follow entries through the files on disk.
const root = path.resolve(import.meta.dirname, '../..');
let eslint: ESLint;

beforeAll(() => {
  // Only the two rules under test run: the others (React's among them) would only cost time.
  const ruleFilter = ({ ruleId }: { ruleId: string }) => ruleId === 'no-restricted-imports' || ruleId === 'import/no-cycle';
  eslint = new ESLint({ cwd: root, ruleFilter });
});

/** The rule ids and messages ESLint reports for `code` as if it were the file at `file`. */
async function problems(file: string, code: string) {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, file) });
  return (result?.messages ?? []).map(({ ruleId, message }) => ({ ruleId, message }));
}

const refusedBy = (ruleId: string) => expect.arrayContaining([expect.objectContaining({ ruleId })]);

// A limit for a hang, not a measure: the first file linted walks the project's import graph for
// import/no-cycle, which under npm test's nice and a loaded machine took over two minutes.
describe('feature boundaries', { timeout: 600_000 }, () => {
  it("refuses a feature reaching into another feature's inner file", async () => {
    const code = "import { ProjectOptions } from '@/features/projects/ProjectOptions';\nexport const Options = ProjectOptions;\n";
    expect(await problems('features/measurements/Boundary.tsx', code)).toEqual(refusedBy('no-restricted-imports'));
  });

  it('refuses a reach by a relative path as well', async () => {
    const code = "import { ProjectOptions } from '../projects/ProjectOptions';\nexport const Options = ProjectOptions;\n";
    expect(await problems('features/measurements/Boundary.tsx', code)).toEqual(refusedBy('no-restricted-imports'));
  });

  it('lets a feature use another through its entry, and its own files by path', async () => {
    const code = [
      "import { ProjectOptions } from '@/features/projects';",
      "import { keys } from '@/lib/resource/keys';",
      "import { parseFilters } from './list';",
      'export const used = [ProjectOptions, keys, parseFilters];',
      '',
    ].join('\n');
    expect(await problems('features/measurements/Boundary.tsx', code)).toEqual([]);
  });

  it("refuses a page importing a feature's inner module, and lets it import entries and components", async () => {
    const page = 'app/[locale]/(site)/boundary/page.tsx';
    const refused = "import { login } from '@/features/auth/actions';\nexport const act = login;\n";
    const allowed = [
      "import { login } from '@/features/auth/server';",
      "import { AuthForm } from '@/features/auth/AuthForm';",
      "import { parseCompareIds } from '@/features/compare';",
      'export const used = [login, AuthForm, parseCompareIds];',
      '',
    ].join('\n');
    expect(await problems(page, refused)).toEqual(refusedBy('no-restricted-imports'));
    expect(await problems(page, allowed)).toEqual([]);
  });

  it('refuses the shared resource hooks (lib/resource) importing a feature', async () => {
    const code = "import { useProjects } from '@/features/projects';\nexport const hook = useProjects;\n";
    expect(await problems('lib/resource/boundary.ts', code)).toEqual(refusedBy('no-restricted-imports'));
  });

  it('still refuses the measuring tools inside a feature', async () => {
    const code = "import { run } from '@/tools/bench/bench.mjs';\nexport const bench = run;\n";
    expect(await problems('features/measurements/Boundary.tsx', code)).toEqual(refusedBy('no-restricted-imports'));
  });

  it('refuses an import cycle, also one that passes through entries', async () => {
    // picks/picks.ts is behind the picks entry; compare's entry leads back to it (compare/ids.ts).
    const code =
      "import { parseCompareIds } from '@/features/compare';\nexport const PICK_LISTS = { compare: 4, samples: 10 } as const;\nexport const parse = parseCompareIds;\n";
    expect(await problems('features/picks/picks.ts', code)).toEqual(refusedBy('import/no-cycle'));
  });
});
