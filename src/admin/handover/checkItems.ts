import type { HandoverItem, HandoverTemplateBody } from '../../api/handover'
import { charCount } from '../../utils/validate'

import {
  HINT_MAX,
  ITEMS_MAX,
  ITEMS_MIN,
  KEY_MAX,
  KEY_RE,
  LABEL_MAX,
  LABEL_MIN,
} from '../../../server/src/modules/handover/rules'

// The server's limits on a checklist, from the file it checks them with. The console says them
// beside the fields and checks them before sending; the server checks again and its message is
// shown when it refuses.
export { HINT_MAX, ITEMS_MAX, ITEMS_MIN, KEY_MAX, LABEL_MAX, LABEL_MIN }

export const LIMITS_TEXT = `${ITEMS_MIN}-${ITEMS_MAX} 项；标识以小写字母开头，只含小写字母、数字和下划线，最多${KEY_MAX}个字符，同一清单内不重复；名称${LABEL_MIN}-${LABEL_MAX}字；说明（客服如何核对）可不填，最多${HINT_MAX}字`

/** One row of the editor: the item, and a local id that stays put while its key is edited or it moves. */
export interface EditItem extends HandoverItem {
  uid: number
}

/** What is wrong with each row, by uid and field ('key' | 'label' | 'hint'), in the server's words. */
export type ItemErrors = Record<number, Partial<Record<'key' | 'label' | 'hint', string>>>

export function checkItems(items: readonly EditItem[]): { list: string; rows: ItemErrors } {
  const rows: ItemErrors = {}
  const seen = new Set<string>()
  items.forEach((it, i) => {
    const n = i + 1
    const e: ItemErrors[number] = {}
    const key = it.key.trim()
    if (!KEY_RE.test(key)) e.key = `第${n}项的标识应以小写字母开头，只含小写字母、数字和下划线，最多${KEY_MAX}个字符`
    else if (seen.has(key)) e.key = `第${n}项的标识「${key}」与前面的重复`
    seen.add(key)
    const label = charCount(it.label.trim())
    if (label < LABEL_MIN || label > LABEL_MAX) e.label = `第${n}项的名称应为${LABEL_MIN}-${LABEL_MAX}字`
    if (charCount(it.hint.trim()) > HINT_MAX) e.hint = `第${n}项的说明最多${HINT_MAX}字`
    if (Object.keys(e).length) rows[it.uid] = e
  })
  const list = items.length < ITEMS_MIN || items.length > ITEMS_MAX ? `检查项应为${ITEMS_MIN}-${ITEMS_MAX}项` : ''
  return { list, rows }
}

/** The PUT body: every item trimmed, in the order shown. */
export function toBody(items: readonly EditItem[]): HandoverTemplateBody {
  return { items: items.map((it) => ({ key: it.key.trim(), label: it.label.trim(), hint: it.hint.trim() })) }
}

/** A key for a new row that no other row has (item_1, item_2 …), which the operator may rename. */
export function freshKey(items: readonly Pick<HandoverItem, 'key'>[]): string {
  const taken = new Set(items.map((it) => it.key.trim()))
  let n = items.length + 1
  while (taken.has(`item_${n}`)) n++
  return `item_${n}`
}
