// ESLint (flat config): typescript-eslint's recommended rules and the React hooks rules.
import tseslint from 'typescript-eslint'
import reactHooks from 'eslint-plugin-react-hooks'
import boundaries from './tools/eslint-module-boundaries.mjs'
import tableOwner from './tools/eslint-table-owner.mjs'

// The contract (issue 18): the request layer takes its types from the server's generated OpenAPI types, so a
// type argument on a call would be a hand-written claim about the server again; and src/api names server shapes
// only as aliases of the generated types (ApiData<…>, ApiRow<…>, …), never as its own interface or object type.
const typedCalls = {
  selector:
    "CallExpression[callee.type='MemberExpression'][callee.object.name='http'][callee.property.name=/^(get|post|put|delete|request|upload)$/][typeArguments]",
  message: 'http calls take their types from the path (types/api.d.ts): no type arguments.',
}
const ownShapeMessage =
  'src/api names server shapes as aliases of the generated types (ApiData, ApiRow, ApiBody …), not as its own object types; client-only types live with the page or store that owns them.'
const apiShapes = [
  { selector: 'TSInterfaceDeclaration', message: ownShapeMessage },
  { selector: "TSTypeAliasDeclaration[typeAnnotation.type='TSTypeLiteral']", message: ownShapeMessage },
  {
    selector: 'TSTypeAliasDeclaration > :matches(TSIntersectionType, TSUnionType) > TSTypeLiteral',
    message: ownShapeMessage,
  },
]

export default tseslint.config(
  { ignores: ['dist/**', 'node_modules/**', 'server/drizzle/**', 'types/api.d.ts', 'data/**', 'coverage/**'] },
  ...tseslint.configs.recommended,
  {
    files: ['src/**/*.{ts,tsx}', 'test/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
    },
  },
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-require-imports': 'off',
    },
  },
  {
    files: ['src/**/*.{ts,tsx}', 'test/**/*.{ts,tsx}'],
    rules: { 'no-restricted-syntax': ['error', typedCalls] },
  },
  {
    // dialogs take the brand's button colours from one place (issue 20 item 10)
    files: ['src/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-properties': [
        'error',
        {
          object: 'Taro',
          property: 'showModal',
          message: "Use showModal from src/utils/modal.ts: it gives the dialog's buttons the brand's colours.",
        },
      ],
    },
  },
  {
    // http.ts is the transport and errors.ts its rejection: their types are the layer's own, not server shapes
    files: ['src/api/**/*.ts'],
    ignores: ['src/api/http.ts', 'src/api/errors.ts'],
    rules: { 'no-restricted-syntax': ['error', typedCalls, ...apiShapes] },
  },
  {
    // the server's modules meet only at their index.ts; lib/ below them, app.ts above (issue 35)
    files: ['server/src/**/*.ts'],
    plugins: { haoshi: boundaries },
    rules: { 'haoshi/module-boundaries': 'error' },
  },
  {
    // one owner per table (issue 36 item 1): a module inserts, updates and deletes only its own
    // tables. Every write that predated the rule has moved to its owner, so no write of another
    // module's table is tolerated (the rule's `known` option is not set).
    files: ['server/src/modules/**/*.ts'],
    plugins: { owner: tableOwner },
    rules: {
      'owner/table-owner': 'error',
    },
  },
  {
    files: ['**/*.js', '**/*.mjs', '**/*.cjs'],
    languageOptions: {
      globals: {
        process: 'readonly',
        console: 'readonly',
        module: 'writable',
        require: 'readonly',
        __dirname: 'readonly',
      },
    },
  },
)
