import { changeLines, providerName } from '../src/admin/logs/changeText'

// Issue 37: 日志 showed raw JSON with English keys (manualNote, manualPriceFen); 订单全貌 said sandbox.
describe('the audit log in the console’s words', () => {
  it('names each changed field in Chinese with before → after, money in yuan', () => {
    const lines = changeLines(
      JSON.stringify({ status: 0, manualPriceFen: null, manualNote: null }),
      JSON.stringify({ status: 1, manualPriceFen: 388_800, manualNote: '皮肤较全' }),
    )
    expect(lines).toEqual([
      { field: '状态', before: '0', after: '1' },
      { field: '人工估价', before: '空', after: '¥3,888.00' },
      { field: '估价说明', before: '空', after: '皮肤较全' },
    ])
    for (const l of lines) expect(l.field).not.toMatch(/[a-z]/i)
  })

  it('lists only what changed; a new record shows its fields, a deleted one says so', () => {
    expect(changeLines('{"pinned":false,"title":"a"}', '{"pinned":true,"title":"a"}')).toEqual([
      { field: '置顶', before: '否', after: '是' },
    ])
    expect(changeLines(null, '{"qq":"9185726409"}')).toEqual([{ field: 'QQ', before: '（新建）', after: '9185726409' }])
    expect(changeLines('{"name":"小鱼"}', null)).toEqual([{ field: '名称', before: '小鱼', after: '（删除）' }])
  })

  it('shows a key it does not know as it is, never hiding it', () => {
    expect(changeLines('{"zz":1}', '{"zz":2}')).toEqual([{ field: 'zz', before: '1', after: '2' }])
  })

  it('names payment channels in Chinese, the sandbox as 演示', () => {
    expect(providerName('alipay')).toBe('支付宝')
    expect(providerName('wechatpay')).toBe('微信支付')
    expect(providerName('sandbox')).toMatch(/^演示/)
    expect(providerName('sandbox')).not.toMatch(/sandbox/)
  })
})

describe('the purge and the staff handover in the log', () => {
  it('name every field in Chinese and write the time as the console does', () => {
    const after = JSON.stringify({
      evidence: 1,
      purgedAt: '2026-11-29T16:55:22.262Z',
      chatLines: 2,
      credentials: 1,
      newCredentials: 1,
    })
    const lines = changeLines(null, after)
    for (const l of lines) expect(l.field).not.toMatch(/[A-Za-z]/)
    expect(lines.find((l) => l.field === '清除时间')?.after).not.toMatch(/T\d\d:/)
    const item = changeLines(
      JSON.stringify({ staffResult: null }),
      JSON.stringify({ staffResult: 'pass', staffNote: '已登录' }),
    )
    for (const l of item) expect(l.field).not.toMatch(/[A-Za-z]/)
  })
})

describe('the seller reserve’s release in the log', () => {
  it('names every field in Chinese, the money in yuan and the time as the console does', () => {
    const lines = changeLines(
      JSON.stringify({ status: 'held', heldFen: 36708 }),
      JSON.stringify({
        status: 'released',
        releasedFen: 30268,
        repaidFen: 6440,
        releasedAt: '2026-03-08T02:00:01.000Z',
      }),
    )
    for (const l of lines) expect(l.field).not.toMatch(/[A-Za-z]/)
    expect(lines.find((l) => l.field === '扣回垫付款')?.after).toBe('¥64.40')
    expect(lines.find((l) => l.field === '解冻时间')?.after).not.toMatch(/T\d\d:/)
  })
})
