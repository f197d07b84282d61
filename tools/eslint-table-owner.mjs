// ESLint rule: a module writes only its own tables (issue 36 item 1).
//
// In a file of server/src/modules/<a>/, a Drizzle write — `db.insert(t)`, `db.update(t)`,
// `db.delete(t)` — whose table `t` was imported from another module is an error: the owner's face
// does that write (the catalogue marks goods sold, the wallet posts entries, the payment module
// closes payments). Reading another module's exported table in a join stays allowed: lists need
// it, and one query beats one call per row.
//
// The rule sees names, not types: a table imported under its own name and passed straight to the
// write is what it catches, which is how every write in the code base is spelled.
//
// The option `known` lists the writes that predate the rule as `'<module>/<file> -> <table>'` pairs: they
// are tolerated until moved to their owner, no new pair gets in, and a listed pair that no longer
// occurs is reported too, so the list only shrinks.
import path from 'node:path'

const SERVER_SRC = `${path.sep}server${path.sep}src${path.sep}`
const WRITES = new Set(['insert', 'update', 'delete'])

function moduleOf(file) {
  const i = file.lastIndexOf(SERVER_SRC)
  if (i < 0) return null
  const parts = file.slice(i + SERVER_SRC.length).split(path.sep)
  return parts[0] === 'modules' && parts.length > 2 ? parts[1] : null
}

const rule = {
  meta: {
    type: 'problem',
    docs: { description: 'a server module inserts, updates and deletes only its own tables' },
    schema: [
      {
        type: 'object',
        properties: { known: { type: 'array', items: { type: 'string' } } },
        additionalProperties: false,
      },
    ],
    messages: {
      write:
        "Module '{{from}}' writes table '{{table}}' of module '{{owner}}' ({{op}}): ask the owner's face to do it (one owner per table).",
      stale:
        "'{{pair}}' is listed as a known write of another module's table, but this file no longer makes it: take it off the list.",
    },
  },
  create(context) {
    const file = context.filename ?? context.getFilename()
    const here = moduleOf(file)
    if (!here) return {}
    /** local name → owning module, for names imported from another module */
    const foreign = new Map()
    const known = new Set(context.options[0]?.known ?? [])
    /** the known pairs of this module, and which of them this file still makes */
    const mine = [...known].filter((k) => k.startsWith(`${here}/`))
    const seen = new Set()
    const fileName = path.basename(file)
    return {
      ImportDeclaration(node) {
        const src = node.source.value
        if (typeof src !== 'string' || !src.startsWith('.')) return
        const owner = moduleOf(path.resolve(path.dirname(file), src))
        if (!owner || owner === here) return
        if (node.importKind === 'type') return
        for (const s of node.specifiers) if (s.importKind !== 'type') foreign.set(s.local.name, owner)
      },
      CallExpression(node) {
        const callee = node.callee
        if (callee.type !== 'MemberExpression' || callee.computed || !WRITES.has(callee.property.name)) return
        const arg = node.arguments[0]
        if (!arg || arg.type !== 'Identifier' || !foreign.has(arg.name)) return
        const pair = `${here}/${fileName} -> ${arg.name}`
        seen.add(pair)
        if (known.has(pair)) return
        context.report({
          node,
          messageId: 'write',
          data: { from: here, table: arg.name, owner: foreign.get(arg.name), op: callee.property.name },
        })
      },
      'Program:exit'(node) {
        for (const pair of mine)
          if (pair.startsWith(`${here}/${fileName} -> `) && !seen.has(pair))
            context.report({ node, messageId: 'stale', data: { pair } })
      },
    }
  },
}

export default { rules: { 'table-owner': rule } }
