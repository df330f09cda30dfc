import { readFileSync, statSync } from 'node:fs';
import Module from 'node:module';
import path from 'node:path';
import * as espree from 'espree';

// import/no-cycle follows only `import` statements in the files it reads: a module that another
// require()s is not ES, so its requires are never seen and a cycle of CommonJS modules (the cms)
// passes unnoticed, `commonjs: true` or not (its docs/rules/no-cycle.md says as much). This rule
// follows require('./relative') from the file being linted through the files on disk and refuses
// a require that leads back to it. Packages (bare names) are not followed: none requires the cms.

/** Parsed dependencies per file on disk, kept while the file's mtime stays the same. */
const cache = new Map();

/** The file a relative or absolute require names, or null for a package, JSON or a missing file. */
function resolveRequire(fromFile, request) {
  if (typeof request !== 'string' || !/^\.{0,2}\//.test(request)) return null;
  try {
    const resolved = Module.createRequire(fromFile).resolve(request);
    return /\.(c?js)$/.test(resolved) && !resolved.split(path.sep).includes('node_modules') ? resolved : null;
  } catch {
    return null;
  }
}

/** The string a `require(...)` call names, or undefined when it is no such call. */
function requiredName(node) {
  if (node.type !== 'CallExpression' || node.callee.type !== 'Identifier' || node.callee.name !== 'require') return undefined;
  const [argument] = node.arguments;
  if (argument?.type === 'Literal') return argument.value;
  if (argument?.type === 'TemplateLiteral' && argument.expressions.length === 0) return argument.quasis[0]?.value.cooked;
  return undefined;
}

/** Every require(...) in an AST, lazy ones inside functions included. */
function collectRequires(node, found = []) {
  const name = requiredName(node);
  if (name !== undefined) found.push(name);
  for (const key of Object.keys(node)) {
    if (key === 'parent' || key === 'loc' || key === 'range') continue;
    const value = node[key];
    for (const child of Array.isArray(value) ? value : [value]) {
      if (child && typeof child.type === 'string') collectRequires(child, found);
    }
  }
  return found;
}

/** The local files a file on disk requires. */
function dependenciesOf(file) {
  let mtime;
  try {
    mtime = statSync(file).mtimeMs;
  } catch {
    return [];
  }
  const cached = cache.get(file);
  if (cached?.mtime === mtime) return cached.dependencies;
  let dependencies = [];
  try {
    const ast = espree.parse(readFileSync(file, 'utf8'), { ecmaVersion: 'latest', sourceType: 'commonjs' });
    dependencies = [
      ...new Set(
        collectRequires(ast)
          .map((request) => resolveRequire(file, request))
          .filter(Boolean),
      ),
    ];
  } catch {
    // A file that does not parse is reported when it is linted itself.
  }
  cache.set(file, { mtime, dependencies });
  return dependencies;
}

/** A path of files from `start` back to `target` (both included), or null. */
function pathBack(start, target) {
  const cameFrom = new Map([[start, null]]);
  const queue = [start];
  while (queue.length > 0) {
    const file = queue.shift();
    for (const next of dependenciesOf(file)) {
      if (next === target) {
        const chain = [target];
        for (let at = file; at !== null; at = cameFrom.get(at)) chain.unshift(at);
        return chain;
      }
      if (!cameFrom.has(next)) {
        cameFrom.set(next, file);
        queue.push(next);
      }
    }
  }
  return null;
}

/** @type {import('eslint').Rule.RuleModule} */
export const noRequireCycle = {
  meta: {
    type: 'problem',
    docs: { description: 'Refuse a require() that leads back to the requiring module.' },
    schema: [],
    messages: { cycle: 'Dependency cycle: {{chain}}.' },
  },
  create(context) {
    const file = context.physicalFilename;
    return {
      CallExpression(node) {
        const dependency = resolveRequire(file, requiredName(node));
        if (!dependency || dependency === file) return;
        const chain = pathBack(dependency, file);
        if (chain) {
          const names = [file, ...chain].map((each) => path.relative(path.dirname(file), each) || path.basename(file));
          context.report({ node, messageId: 'cycle', data: { chain: names.join(' → ') } });
        }
      },
    };
  },
};

/** The plugin eslint.config.mjs names `local`. */
const plugin = { rules: { 'no-require-cycle': noRequireCycle } };
export default plugin;
