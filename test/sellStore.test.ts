import { SellStore, checkAttr, type SellApi } from '../src/stores/sell'
import type { ConsignmentBody, DraftData } from '../src/api/selling'
import type { TemplateAttr } from '../src/api/goods'

const template: TemplateAttr[] = [
  {
    fieldKey: 'f1',
    fieldName: '英雄数',
    fieldType: 'number',
    sort: 1,
    must: true,
    isSearch: true,
    range: { min: 0, max: 130 },
    options: null,
  },
  {
    fieldKey: 'f2',
    fieldName: '段位',
    fieldType: 'select',
    sort: 2,
    must: true,
    isSearch: true,
    range: null,
    options: ['星耀', '王者'],
  },
  {
    fieldKey: 'f3',
    fieldName: '典藏皮肤',
    fieldType: 'multi',
    sort: 3,
    must: false,
    isSearch: true,
    range: null,
    options: ['李白-凤求凰', '貂蝉-仲夏夜之梦'],
  },
]

function fake(initial: DraftData | null = null) {
  let server = initial
  const saved: DraftData[] = []
  const submitted: ConsignmentBody[] = []
  let deleted = 0
  const api: SellApi = {
    draft: async () => (server ? { data: server, updatedAt: '2026-11-23T00:00:00Z' } : null),
    saveDraft: async ({ data }) => {
      saved.push(JSON.parse(JSON.stringify(data)))
      server = data
      return { updatedAt: 'x' }
    },
    deleteDraft: async () => {
      deleted += 1
      server = null
      return null
    },
    submit: async (b) => {
      submitted.push(b)
      return { id: 42, saleState: 0 }
    },
    editable: async (id) => ({
      id,
      gameId: 1,
      gameName: '王者荣耀',
      districtPath: [{ id: 9, name: 'S1' }],
      title: '旧标题旧标题',
      description: '描述描述描述描述描述',
      priceFen: 88800,
      isGuarantee: 2,
      bargain: true,
      handoverMode: 'staff',
      attrs: { f1: 50 },
      images: [{ url: '/u/a.png', thumb: '/u/a_t.png' }],
      saleState: 99,
      rejectReason: '截图不清晰',
      hasRegistration: false,
    }),
  }
  return { api, saved, submitted, deleted: () => deleted, server: () => server }
}

beforeEach(() => jest.useFakeTimers())
afterEach(() => jest.useRealTimers())

function filled(s: SellStore) {
  s.start(1, '王者荣耀')
  s.update({
    districtPath: [
      { id: 3, name: '安卓' },
      { id: 9, name: 'S12 长城守卫军' },
    ],
    title: 'V8 王者 112英雄',
    priceYuan: '1280',
    isGuarantee: 2,
  })
  s.setAttr('f1', 112)
  s.setAttr('f2', '王者')
  s.update({ description: '自己玩的号，绑定QQ，可换绑。' })
  s.addImage({ url: '/uploads/a.png' })
  s.setCredentials({ account: '12345678', password: 'secret-pw' })
}

describe('SellStore', () => {
  it('saves the draft to the server after changes, debounced, without credentials', async () => {
    const f = fake()
    const s = new SellStore(f.api, 800)
    filled(s)
    expect(f.saved).toHaveLength(0)
    await jest.advanceTimersByTimeAsync(800)
    expect(f.saved).toHaveLength(1)
    expect(f.saved[0].title).toBe('V8 王者 112英雄')
    expect(JSON.stringify(f.saved[0])).not.toContain('secret-pw')
  })

  it('completes a partial saved draft (the server keeps every draft field optional) and drops one without its game', async () => {
    const partial = new SellStore(fake({ gameId: 1, gameName: '王者荣耀', title: '只写了标题的草稿' }).api, 10)
    await partial.load()
    expect(partial.draft).toMatchObject({
      gameId: 1,
      title: '只写了标题的草稿',
      districtPath: [],
      images: [],
      attrs: {},
    })
    expect(partial.basicErrors()).toMatchObject({ district: '请选择区服', price: '请输入整数价格（元）' })
    expect(partial.fillErrors(template)).toMatchObject({
      description: '描述为10-1000个字',
      images: '请至少上传1张截图',
    })
    const gameless = new SellStore(fake({ title: '没有游戏' }).api, 10)
    await gameless.load()
    expect(gameless.draft).toBeNull()
  })

  it('restores a half-filled listing from the server (another device, or after a 401 cleared storage)', async () => {
    const f = fake()
    const a = new SellStore(f.api, 10)
    filled(a)
    await jest.advanceTimersByTimeAsync(10)
    const b = new SellStore(f.api, 10)
    await b.load()
    expect(b.draft?.title).toBe('V8 王者 112英雄')
    expect(b.draft?.attrs).toEqual({ f1: 112, f2: '王者' })
    expect(b.credentials.password).toBe('')
  })

  describe('a session that expires with edits the server has not saved', () => {
    /** A seller (user 7) whose server draft says title A; they type B, and the session ends before the save. */
    async function expiredWithEdits() {
      const f = fake()
      let owner: number | undefined = 7
      const s = new SellStore(f.api, 10, () => owner)
      filled(s)
      s.update({ title: '标题A 王者 112英雄' })
      await jest.advanceTimersByTimeAsync(10)
      s.update({ title: '标题B 王者 112英雄', priceYuan: '999' })
      s.credentials.password = 'typed-pass-1'
      // what RootStore.sessionExpired does on a 401
      const unsaved = s.unsavedOf(owner)
      s.reset()
      s.hold(unsaved)
      owner = undefined
      return { f, s, loginAs: (id: number) => (owner = id) }
    }

    it("gives the same user's next login their edits back, and saves them", async () => {
      const { f, s, loginAs } = await expiredWithEdits()
      expect(s.draft).toBeNull()
      loginAs(7)
      await s.load()
      // they were lost: the seller met the server's title A with no word that B was gone
      expect(s.draft?.title).toBe('标题B 王者 112英雄')
      expect(s.draft?.priceYuan).toBe('999')
      expect(s.credentials.password).toBe('typed-pass-1')
      await jest.advanceTimersByTimeAsync(10)
      expect(f.server()?.title).toBe('标题B 王者 112英雄')
    })

    it('never shows them to another user logging in on the same phone, nor later to anyone', async () => {
      const { s, loginAs } = await expiredWithEdits()
      loginAs(8)
      await s.load()
      expect(s.draft?.title).toBe('标题A 王者 112英雄') // the (shared fake) server's draft, not the held edits
      expect(s.credentials.password).toBe('')
      s.reset()
      loginAs(7)
      await s.load()
      expect(s.draft?.title).toBe('标题A 王者 112英雄')
    })

    it('holds nothing when everything was saved, or at a logout', async () => {
      const f = fake()
      const s = new SellStore(f.api, 10, () => 7)
      filled(s)
      await jest.advanceTimersByTimeAsync(10)
      expect(s.unsavedOf(7)).toBeNull()
      s.update({ title: '还没保存的标题' })
      expect(s.unsavedOf(undefined)).toBeNull()
      expect(s.unsavedOf(7)?.draft.title).toBe('还没保存的标题')
    })
  })

  it('counts a title and a description in characters, as the server does: an emoji is one', () => {
    const s = new SellStore(fake().api, 10)
    filled(s)
    // three emoji are six UTF-16 units: the step once passed them, and the server refused at 提交审核
    s.update({ title: '🎮🎮🎮' })
    expect(s.basicErrors()).toEqual({ title: '标题为5-60个字' })
    s.update({ title: '🎮'.repeat(5) })
    expect(s.basicErrors()).toEqual({})
    s.update({ title: '王'.repeat(55) + '🎮'.repeat(5) })
    expect(s.basicErrors()).toEqual({})
  })

  it('checks each step and builds the body in fen with the server-level district', async () => {
    const f = fake()
    const s = new SellStore(f.api, 10)
    s.start(1, '王者荣耀')
    expect(Object.keys(s.basicErrors()).sort()).toEqual(['district', 'price', 'title'])
    filled(s)
    expect(s.basicErrors()).toEqual({})
    expect(s.fillErrors(template)).toEqual({})
    const { id } = await s.submit()
    expect(id).toBe(42)
    expect(f.submitted[0]).toMatchObject({
      gameId: 1,
      districtId: 9,
      priceFen: 128000,
      isGuarantee: 2,
      images: ['/uploads/a.png'],
      credentials: { account: '12345678', password: 'secret-pw' },
    })
    expect(f.deleted()).toBe(1)
    expect(s.draft).toBeNull()
    expect(s.credentials.password).toBe('')
  })

  it('rejects prices outside ¥1–¥1,000,000 and non-integers', () => {
    const s = new SellStore(fake().api, 10)
    s.start(1, '王者荣耀')
    for (const p of ['0', '1000001', '12.5', 'abc']) {
      s.update({ priceYuan: p })
      expect(s.basicErrors().price).toBeTruthy()
    }
    s.update({ priceYuan: '1000000' })
    expect(s.basicErrors().price).toBeUndefined()
  })

  it('requires screenshots, description and credentials', () => {
    const s = new SellStore(fake().api, 10)
    s.start(1, '王者荣耀')
    const e = s.fillErrors(template)
    expect(Object.keys(e).sort()).toEqual(['account', 'description', 'f1', 'f2', 'images', 'password'])
  })

  it('opens an existing listing for editing with its id', async () => {
    const f = fake()
    const s = new SellStore(f.api, 10)
    await s.startEdit(7)
    expect(s.draft).toMatchObject({ editingId: 7, priceYuan: '888', title: '旧标题旧标题', handoverMode: 'staff' })
    s.setCredentials({ account: 'a', password: 'b' })
    await s.submit()
    expect(f.submitted[0].id).toBe(7)
  })

  it('stops adding screenshots at 20', () => {
    const s = new SellStore(fake().api, 10)
    s.start(1, '王者荣耀')
    for (let i = 0; i < 25; i++) s.addImage({ url: `/u/${i}.png` })
    expect(s.draft?.images).toHaveLength(20)
  })
})

describe('checkAttr', () => {
  it('validates each template type', () => {
    expect(checkAttr(template[0], undefined)).toBe('请填写英雄数')
    expect(checkAttr(template[0], 131)).toBe('英雄数应在0-130之间')
    expect(checkAttr(template[0], 100)).toBe('')
    expect(checkAttr(template[1], '青铜')).toBe('请选择段位')
    expect(checkAttr(template[2], undefined)).toBe('')
    expect(checkAttr(template[2], ['不存在'])).toBe('请选择典藏皮肤')
    expect(checkAttr(template[2], ['李白-凤求凰'])).toBe('')
  })
})
