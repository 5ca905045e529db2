import fs from "node:fs";
import js from "@eslint/js";
import { importX } from "eslint-plugin-import-x";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

// Each feature folder may use shared code but never another feature.
const featureZones = fs
  .readdirSync("app/features", { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => ({
    target: `./app/features/${entry.name}`,
    from: "./app/features",
    except: [`./${entry.name}`],
    message: "Une fonctionnalité n'importe jamais une autre fonctionnalité.",
  }));

// The folders of app/domain in layers, lowest first (ARCHITECTURE § 3): a folder imports its own
// layer's folders never, the layers above it never, the layers below it freely. Folders not
// listed here are left to the folder-cycle test of tests/repository/cycles.test.ts.
const domainLayers = [
  ["base", "text", "zod.ts"],
  ["recipe", "allergens", "auth", "household"],
  ["nutrition"],
  ["produce"],
  ["generation", "import", "sommelier"],
  ["chef", "cocktails"],
  ["catalogue", "pantry"],
  ["meal-plan", "cook", "offline", "repertoire"],
];
const [baseLayer] = domainLayers;
const layerZones = [
  {
    target: baseLayer.map((name) => `./app/domain/${name}`),
    from: "./app/domain",
    except: baseLayer.map((name) => `./${name}`),
    message: "La base du domaine n'importe aucun autre dossier du domaine.",
  },
  ...domainLayers.slice(1).flatMap((layer, index) => {
    const notBelow = domainLayers.slice(index + 1).flat();
    return layer.map((name) => ({
      target: `./app/domain/${name}`,
      from: notBelow.filter((other) => other !== name).map((other) => `./app/domain/${other}`),
      message: "Un dossier du domaine n'importe que les couches au-dessous de la sienne (ARCHITECTURE § 3).",
    }));
  }),
];

export default tseslint.config(
  {
    ignores: [
      "build/",
      ".react-router/",
      "node_modules/",
      "test-results/",
      "playwright-report/",
      "data/",
      ".e2e-data/",
      "bench/.tmp/",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    plugins: { "import-x": importX, "react-hooks": reactHooks },
    settings: {
      "import-x/resolver": { typescript: { alwaysTryTypes: true } },
    },
    rules: {
      ...reactHooks.configs.recommended.rules,
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
      "import-x/no-cycle": "error",
      "import-x/no-restricted-paths": [
        "error",
        {
          zones: [
            {
              target: "./app/domain",
              from: ["./app/features", "./app/components", "./app/routes", "./app/.server", "./app/content"],
              message: "Le domaine est pur : il n'importe que le domaine et zod.",
            },
            {
              target: ["./app/features", "./app/components", "./app/content"],
              from: ["./app/routes", "./app/.server"],
              message: "L'interface n'importe ni les routes ni le code serveur.",
            },
            {
              target: ["./app/components", "./app/content"],
              from: "./app/features",
              message: "Le code partagé ne dépend d'aucune fonctionnalité.",
            },
            {
              target: "./app/.server",
              from: ["./app/features", "./app/components", "./app/routes"],
              message: "Le code serveur ne dépend pas de l'interface.",
            },
            ...featureZones,
            ...layerZones,
          ],
        },
      ],
    },
  },

  {
    // In the browser zod must be configured before its first schema is built (app/domain/zod.ts).
    files: ["app/**/*.{ts,tsx}"],
    ignores: ["app/.server/**", "app/domain/zod.ts"],
    rules: {
      "@typescript-eslint/no-restricted-imports": [
        "error",
        {
          paths: [
            {
              name: "zod",
              message:
                "Importez z depuis ~/domain/zod : il désactive la sonde eval de zod dans le navigateur.",
              allowTypeImports: true,
            },
          ],
        },
      ],
    },
  },

  {
    // Playwright fixtures receive a function named `use`, which is not React's hook.
    files: ["tests/**"],
    rules: { "react-hooks/rules-of-hooks": "off" },
  },
);
