/**
 * The audit log's action codes (server: `<record>.<verb>`, e.g. withdraw.paid) in the console's
 * words. A code not listed here shows as it is, so a new server action is never hidden.
 */
const SUBJECT: Record<string, string> = {
  goods: '商品',
  withdraw: '提现',
  problem: '用户问题',
  report: '骗子举报',
  merchant: '商户申请',
  notice: '公告内容',
  banner: '轮播图',
  black: '黑名单',
  group: '官方群',
  social: '社交账号',
  staff: '客服',
  site: '站点设置',
  dispute: '纠纷',
  claim: '理赔',
  appraisal: '估价',
  tradein: '回收',
  rental: '租号',
  rental_listing: '出租商品',
  order: '订单',
  // the staff handover's per-game checklist (handover.template.update)
  'handover.template': '交接检查项',
}
const VERB: Record<string, string> = {
  approve: '通过',
  reject: '驳回',
  paid: '标记已打款',
  reply: '回复',
  close: '关闭',
  accept: '受理',
  dismiss: '不予受理',
  create: '新增',
  update: '修改',
  delete: '删除',
  publish: '发布',
  unpublish: '撤回',
  pin: '置顶',
  unpin: '取消置顶',
  refund: '退款给买家',
  refund_retry: '重新退款',
  release: '放款给卖家',
  compensate: '赔付',
  refuse: '拒绝',
  manual: '人工估价',
  offline: '暂停接待',
  online: '恢复接待',
  confirm: '确认',
  reveal: '查看账号',
  violation: '判定违约',
  chat: '发言',
}

/**
 * Whole codes worded as one: the handover desk's steps (验号换绑), whose verbs read otherwise
 * elsewhere (release is 放款给卖家 for a dispute, 放开 for a case).
 */
const WHOLE: Record<string, string> = {
  'handover.claim': '验号换绑 · 接手',
  'handover.release': '验号换绑 · 放开',
  'handover.credentials.view': '验号换绑 · 查看卖家原账号',
  'handover.item.check': '验号换绑 · 填写检查项',
  'handover.deliver': '验号换绑 · 交付新账号',
  'handover.cancel': '验号换绑 · 验号不符取消',
  'claim.registration.view': '理赔 · 查看首次注册信息',
  // 每日对账's actions on a mismatch (issue 43)
  'recon.adjust': '对账差异 · 补记账',
  'recon.refund': '对账差异 · 退款',
  'recon.refundFailed': '对账差异 · 退款失败',
  'recon.explain': '对账差异 · 已核实说明',
}

export function actionText(code: string): string {
  if (WHOLE[code]) return WHOLE[code]
  // the verb follows the last dot: a subject may have two parts (handover.template)
  const dot = code.lastIndexOf('.')
  if (dot < 0) return code
  const subject = SUBJECT[code.slice(0, dot)]
  const verb = VERB[code.slice(dot + 1)]
  return subject && verb ? `${subject} · ${verb}` : code
}
