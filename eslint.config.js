// Lint rules for the whole repository. The layering (who may import whom) is described by the
// lists just below; everything else follows from them.
import { readdirSync } from 'node:fs';
import path from 'node:path';
import js from '@eslint/js';
import { defineConfig, globalIgnores } from 'eslint/config';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const ROOT = import.meta.dirname;

/**
 * Server domains, lowest first: a domain may import the domains listed before it, never one listed
 * after it, so domain-to-domain imports cannot form a cycle. Where a domain needs one further down,
 * the code belongs in a workflow (src/server/workflows) or the dependency should be turned around.
 * To add a domain, put its folder name in the right place here; src/server/testing is not a domain here but test support (TEST_FILES).
 */
const SERVER_DOMAINS = [
  'pricing',
  'accounts',
  'catalog',
  'analytics',
  'inventory',
  'shipping',
  'content',
  'site',
  'marketing',
  'engagement',
  'cart',
  'payments',
  'orders',
  'reviews',
  'checkout',
  'returns',
  'realtime',
  'scheduler',
  'ssr',
  'seed',
];

/** Client apps with the storefront's shape: app/, components/, lib/, features/<f>/ and entry files at the top. */
const CLIENT_APPS = ['storefront', 'console'];

/** Test files, and the test support folder: these may import src/server/app.ts and any server folder. */
const TEST_FILES = ['**/*.test.{ts,tsx}', 'src/server/testing/**'];

/** Feature folders of a client app, read from disk so a new feature gets its own zone without editing this file. */
function featuresOf(app) {
  try {
    return readdirSync(path.join(ROOT, 'src', app, 'features'), { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name);
  } catch {
    return [];
  }
}

// Zones for import-x/no-restricted-paths. Each zone forbids the files under `target` to import from
// `from`, except from the folders in `except` (relative to `from`). Every zone below names what a
// layer MAY import: an import outside that list is reported once, by exactly one zone. Type-only
// imports count too: a type from another layer couples the two as much as a function does.

/** Between the top-level folders of src/: shared imports nothing else; the apps never import each other. */
const crossAppZones = [
  {
    target: 'src/shared',
    from: ['src/server', ...CLIENT_APPS.map((app) => `src/${app}`)],
    message: 'src/shared imports only src/shared.',
  },
  {
    target: 'src/server',
    from: 'src/storefront',
    except: ['entry-server.tsx'],
    message: 'The server imports the storefront only through src/storefront/entry-server.tsx.',
  },
  ...CLIENT_APPS.filter((app) => app !== 'storefront').map((app) => ({
    target: 'src/server',
    from: `src/${app}`,
    message: `The server does not import src/${app}.`,
  })),
  ...CLIENT_APPS.map((app) => ({
    target: `src/${app}`,
    from: ['src/server', ...CLIENT_APPS.filter((other) => other !== app).map((other) => `src/${other}`)],
    message: `src/${app} imports only src/${app} and src/shared.`,
  })),
  {
    target: 'src/server/platform',
    from: 'src/storefront/entry-server.tsx',
    message: 'server/platform does not import the storefront.',
  },
];

/** Inside src/server: platform at the bottom, then the domains in SERVER_DOMAINS order, then workflows, then app.ts/main.ts. */
const serverZones = [
  {
    target: 'src/server/platform',
    from: 'src/server',
    except: ['platform'],
    message: 'server/platform imports only itself and src/shared (never a domain, a workflow or app.ts).',
  },
  ...SERVER_DOMAINS.map((domain, index) => {
    const below = SERVER_DOMAINS.slice(0, index);
    return {
      target: `src/server/${domain}`,
      from: 'src/server',
      except: ['platform', domain, ...below],
      message:
        `server/${domain} may import server/platform` +
        (below.length ? ` and the domains listed before it in SERVER_DOMAINS (${below.join(', ')})` : '') +
        '; never a later domain, a workflow or app.ts.',
    };
  }),
  {
    target: 'src/server/workflows',
    from: 'src/server',
    except: ['platform', 'workflows', ...SERVER_DOMAINS],
    message: 'server/workflows may import the domains and server/platform, never app.ts or main.ts.',
  },
];

/** Inside a client app: lib (pure helpers, site context hooks) < components < app < features/<f>; the entry files and the section registry at the top. */
function clientZones(app) {
  const dir = `src/${app}`;
  return [
    { target: `${dir}/lib`, from: dir, except: ['lib'], message: `${app}/lib imports only ${app}/lib and src/shared.` },
    {
      target: `${dir}/components`,
      from: dir,
      except: ['components', 'lib'],
      message: `${app}/components imports only components/, lib/ and src/shared.`,
    },
    {
      target: `${dir}/app`,
      from: dir,
      except: ['app', 'components', 'lib'],
      message: `${app}/app imports only app/, components/, lib/ and src/shared; never a feature (features are plugged in from the entry files).`,
    },
    ...featuresOf(app).map((feature) => ({
      target: `${dir}/features/${feature}`,
      from: dir,
      except: ['app', 'components', 'lib', `features/${feature}`],
      message: `${app}/features/${feature} imports app/, components/, lib/, src/shared and its own folder; never another feature.`,
    })),
  ];
}

const clientAppZones = CLIENT_APPS.flatMap(clientZones);

const restrictedPaths = (zones) => ['error', { basePath: ROOT, zones }];

export default defineConfig([
  globalIgnores(['dist/', 'data/', 'drizzle/', 'bench/results/', '.ci/reports/', '.test-data/', 'scratch/', 'coverage/']),

  js.configs.recommended,
  tseslint.configs.recommended,

  {
    name: 'project/languages',
    languageOptions: {
      ecmaVersion: 2023,
      sourceType: 'module',
      globals: { ...globals.node },
    },
  },
  {
    name: 'project/browser',
    files: ['src/storefront/**', 'src/console/**', 'src/shared/**'],
    languageOptions: { globals: { ...globals.browser } },
  },

  {
    name: 'project/imports',
    files: ['**/*.{ts,tsx,js,mjs}'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs', '.cjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      // Imports here name their files with the extension (`./cart.ts`) and use no path aliases, so the
      // plugin's own resolver is enough; no TypeScript resolver is needed.
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'] })],
    },
    rules: {
      // Type-only imports are not followed: they vanish at build time and cannot cause a load-order cycle.
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
    },
  },

  {
    name: 'project/layers',
    files: ['src/**/*.{ts,tsx}'],
    ignores: TEST_FILES,
    rules: { 'import-x/no-restricted-paths': restrictedPaths([...crossAppZones, ...serverZones, ...clientAppZones]) },
  },
  {
    // Tests and test support may reach any server folder (including app.ts, to start a real server);
    // the boundaries between apps and inside the client apps still hold.
    name: 'project/layers-in-tests',
    files: TEST_FILES,
    rules: { 'import-x/no-restricted-paths': restrictedPaths([...crossAppZones, ...clientAppZones]) },
  },

  {
    // The full set (the React Compiler's checks included) for components; hooks written in plain .ts
    // files get the two classic rules, which cost next to nothing.
    name: 'project/react',
    files: ['**/*.tsx'],
    plugins: reactHooks.configs.flat.recommended.plugins,
    rules: {
      ...reactHooks.configs.flat.recommended.rules,
      // Server-rendered pages switch to browser-only values (local time zone, a clock, storage) in an
      // effect after hydration, which this rule reports; it stays visible as a warning for the cases
      // that derive state from props and should be rewritten.
      'react-hooks/set-state-in-effect': 'warn',
    },
  },
  {
    name: 'project/react-hooks-in-ts',
    files: ['src/storefront/**/*.ts', 'src/console/**/*.ts'],
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'warn' },
  },

  {
    // Tests read answers whose shape is the thing under test; typing every envelope by hand adds nothing.
    name: 'project/tests',
    files: [...TEST_FILES, 'e2e/**'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
  {
    name: 'project/noise',
    rules: {
      // A `_` prefix marks a parameter or binding left unused on purpose (a handler's request, a field
      // split off with a rest pattern); the code base uses it 21 times.
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      // Flags `let x: T | null = null; try { x = await … } catch { … }`, where the initial value states the
      // fallback on purpose; every finding in this code base is that idiom.
      'no-useless-assignment': 'off',
    },
  },
]);
