// ESLint rule for the server's module boundaries (issue 35), used by eslint.config.mjs.
//
// - A file of server/src/modules/<a>/ imports another module <b> only through its face,
//   server/src/modules/<b>/index.ts. The one exception is the database schema layer: a module's
//   table.ts may name another module's table.ts (foreign keys), because drizzle-kit loads the tables
//   alone, without the services an index would bring along.
// - No module imports server/src/app.ts (the file that builds the app from the modules).
// - server/src/lib/ imports no module: it is the layer every module stands on.
// - server/src/flows/ (processes that span modules) stands above the modules: a flow imports them
//   through their faces too, and no module (nor lib/) imports a flow; modules reach flows through
//   their ports and extension points.
// Cycles between modules are the other half of the rule; they need the whole graph, so
// server/test/module-graph.test.ts checks them.
import path from 'node:path'

const SERVER_SRC = `${path.sep}server${path.sep}src${path.sep}`

/** Where a file sits in server/src: its module (or null) and whether it is in lib/ or flows/. */
function place(file) {
  const i = file.lastIndexOf(SERVER_SRC)
  if (i < 0) return null
  const parts = file.slice(i + SERVER_SRC.length).split(path.sep)
  return {
    module: parts[0] === 'modules' && parts.length > 2 ? parts[1] : null,
    lib: parts[0] === 'lib',
    flows: parts[0] === 'flows',
    rest: parts,
  }
}

const rule = {
  meta: {
    type: 'problem',
    docs: { description: 'server modules import each other only through index.ts; lib/ and app.ts stay out' },
    schema: [],
    messages: {
      face: "{{from}} imports '{{target}}' past the face of module '{{to}}': import from '{{face}}' (export the name from that index.ts if it is missing).",
      flows:
        "{{from}} imports the flow '{{target}}': flows stand above the modules, which reach them through their ports and extension points.",
      app: 'No module imports app.ts: the App type is in app-types.ts, and app.ts builds the app from the modules.',
      lib: "server/src/lib/ knows no module: '{{target}}' belongs to module '{{to}}' (move the helper to lib/ or take it as a parameter).",
    },
  },
  create(context) {
    const file = context.filename ?? context.getFilename()
    const here = place(file)
    if (!here || (!here.module && !here.lib && !here.flows)) return {}
    const who = here.module ? `Module '${here.module}'` : here.lib ? 'server/src/lib/' : 'A flow'
    function check(node, source) {
      if (!source || typeof source.value !== 'string' || !source.value.startsWith('.')) return
      const target = path.resolve(path.dirname(file), source.value).replace(/\.js$/, '.ts')
      const there = place(target)
      if (!there) return
      if ((here.module || here.flows) && there.rest.length === 1 && there.rest[0] === 'app.ts') {
        context.report({ node, messageId: 'app' })
        return
      }
      if (there.flows && !here.flows) {
        context.report({ node, messageId: 'flows', data: { from: who, target: source.value } })
        return
      }
      if (!there.module) return
      if (here.lib) {
        context.report({ node, messageId: 'lib', data: { target: source.value, to: there.module } })
        return
      }
      if (there.module === here.module) return
      const base = path.basename(target)
      if (base === 'index.ts') return
      if (base === 'table.ts' && path.basename(file) === 'table.ts') return
      const modulesDir = target.slice(0, target.lastIndexOf(`${path.sep}modules${path.sep}`) + '/modules'.length)
      const face = path
        .relative(path.dirname(file), path.join(modulesDir, there.module, 'index.js'))
        .split(path.sep)
        .join('/')
      context.report({
        node,
        messageId: 'face',
        data: {
          from: who,
          to: there.module,
          target: source.value,
          face: face.startsWith('.') ? face : `./${face}`,
        },
      })
    }
    return {
      ImportDeclaration: (node) => check(node, node.source),
      ExportNamedDeclaration: (node) => check(node, node.source),
      ExportAllDeclaration: (node) => check(node, node.source),
      ImportExpression: (node) => check(node, node.source),
    }
  },
}

export default { rules: { 'module-boundaries': rule } }
