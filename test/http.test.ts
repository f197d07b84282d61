import Taro from '@tarojs/taro'
import {
  createTransport,
  DEFAULT_TIMEOUT_MS,
  encodeMultipart,
  fillPath,
  taroDeps,
  withContract,
  type HttpDeps,
} from '../src/api/http'

type Call = Parameters<HttpDeps['request']>[0]

function setup(
  opts: { token?: string; respond?: (c: Call) => unknown; modal?: () => Promise<{ confirm: boolean }> } = {},
) {
  const calls: Call[] = []
  const uploads: Parameters<HttpDeps['uploadFile']>[0][] = []
  const modals: unknown[] = []
  const logins: string[] = []
  let cleared = 0
  const deps: HttpDeps = {
    request: async (c) => {
      calls.push(c)
      const body = opts.respond ? opts.respond(c) : { code: 200, msg: 'ok', data: { ok: true } }
      if (body instanceof Error) throw body
      return { statusCode: (body as { code?: number }).code ?? 200, data: body }
    },
    uploadFile: async (c) => {
      uploads.push(c)
      c.onProgress?.(50)
      c.onProgress?.(100)
      return { statusCode: 200, data: JSON.stringify({ code: 200, data: { url: '/uploads/a.png' } }) }
    },
    readToken: () => opts.token ?? '',
    clearStorage: () => {
      cleared += 1
    },
    showModal: (o) => {
      modals.push(o)
      return opts.modal ? opts.modal() : Promise.resolve({ confirm: true })
    },
    goLogin: (r) => logins.push(r),
    currentUrl: () => '/index/other/xiaoxi',
    base: () => '',
  }
  // the app's layer is exactly this: createHttp(deps) = withContract(createTransport(deps))
  const transport = createTransport(deps)
  const http = withContract(transport)
  return { http, transport, calls, uploads, modals, logins, cleared: () => cleared }
}

describe('request layer', () => {
  it('sends the stored token in both Token and Authorization headers, with JSON content', async () => {
    const { http, calls } = setup({ token: 'tok123' })
    await http.get('/api/system/user/profile')
    expect(calls[0].header).toMatchObject({
      Token: 'tok123',
      Authorization: 'Bearer tok123',
      'Content-Type': 'application/json',
    })
  })

  it('sends no token headers when none is stored', async () => {
    const { http, calls } = setup()
    await http.get('/api/web/game/list')
    expect(calls[0].header.Token).toBeUndefined()
    expect(calls[0].header.Authorization).toBeUndefined()
  })

  it('sends no token for registration even when one is stored', async () => {
    const { http, calls } = setup({ token: 'old' })
    await http.post('/api/register', {
      body: { phone: '13800000000', dxyzm: '123456', yzmRankey: 'k', password: 'abc12345', agreed: true },
      noToken: true,
    })
    expect(calls[0].header.Token).toBeUndefined()
    expect(calls[0].header.Authorization).toBeUndefined()
  })

  it('GET passes data for the query string; POST, PUT and DELETE send it as the body', async () => {
    const { http, calls } = setup()
    await http.get('/api/sms/sendYzm', { query: { phone: '13800000000', type: 'register' } })
    await http.post('/api/login', { body: { username: 'a', password: 'p', code: '', uuid: '' } })
    await http.put('/api/system/user/profile', { body: { nickName: 'b' } })
    await http.delete('/api/need/consignment/draft')
    expect(calls.map((c) => c.method)).toEqual(['GET', 'POST', 'PUT', 'DELETE'])
    expect(calls[0].data).toEqual({ phone: '13800000000', type: 'register' })
    expect(calls[1].data).toEqual({ username: 'a', password: 'p', code: '', uuid: '' })
    expect(calls[2].data).toEqual({ nickName: 'b' })
    expect(calls[3].data).toEqual({})
  })

  it('sends {} for a POST without data, never an empty JSON body', async () => {
    const { http, calls } = setup()
    await http.post('/api/need/myBrowse/clear')
    expect(calls[0].data).toEqual({})
  })

  it('leaves undefined and null fields out of a GET query (not the text "undefined")', async () => {
    const { transport, calls } = setup()
    await transport.request({
      url: '/api/web/notice/list',
      data: { noticeType: 'gonggao', category: undefined, keyword: null, pageNum: 1 },
    })
    expect(Object.keys(calls[0].data as object)).toEqual(['noticeType', 'pageNum'])
  })

  it('form-data mode sends the fields as multipart', async () => {
    const { transport, calls } = setup()
    await transport.request({ url: '/api/account/problem', method: 'POST', data: { title: '问题', n: 2 }, form: true })
    const ct = calls[0].header['Content-Type']
    expect(ct).toMatch(/^multipart\/form-data; boundary=/)
    const boundary = ct.split('boundary=')[1]
    expect(calls[0].data).toBe(encodeMultipart({ title: '问题', n: 2 }, boundary))
    expect(String(calls[0].data)).toContain('Content-Disposition: form-data; name="title"\r\n\r\n问题\r\n')
  })

  it('uploads files through uploadFile with the token and reports progress', async () => {
    const { http, uploads } = setup({ token: 't' })
    const seen: number[] = []
    const res = await http.upload('/api/common/upload', {
      filePath: 'blob:x',
      onProgress: (p) => seen.push(p),
    })
    expect(res).toEqual({ url: '/uploads/a.png' })
    expect(uploads[0]).toMatchObject({
      name: 'file',
      filePath: 'blob:x',
      header: { Token: 't', Authorization: 'Bearer t' },
    })
    expect(seen).toEqual([50, 100])
  })

  it('uses a 10 s timeout by default, overridable per call', async () => {
    const { http, calls } = setup()
    await http.get('/api/health')
    await http.get('/api/health', { timeout: 3000 })
    expect(DEFAULT_TIMEOUT_MS).toBe(10_000)
    expect(calls[0].timeout).toBe(10_000)
    expect(calls[1].timeout).toBe(3000)
  })

  it('resolves with data on code 200', async () => {
    const { http } = setup({ respond: () => ({ code: 200, msg: 'ok', data: { id: 7 } }) })
    await expect(http.get('/api/health')).resolves.toEqual({ id: 7 })
  })

  it('rejects other codes with {code, msg} for the page to show', async () => {
    const { http, modals } = setup({ respond: () => ({ code: 409, msg: '已被他人下单' }) })
    await expect(http.post('/api/logout')).rejects.toEqual({ code: 409, msg: '已被他人下单', silent: false })
    expect(modals).toHaveLength(0)
  })

  it('acts on the envelope code even when the HTTP status differs', async () => {
    const { http } = setup({ respond: () => ({ code: 400, msg: '参数错误' }) })
    await expect(http.get('/api/health')).rejects.toMatchObject({ code: 400, msg: '参数错误' })
  })

  it('rejects a timeout or network failure silently', async () => {
    const { http, modals } = setup({ respond: () => new Error('request:fail timeout') })
    await expect(http.get('/api/health')).rejects.toMatchObject({ code: 0, silent: true })
    expect(modals).toHaveLength(0)
  })

  it('403 is recognised and nothing is done', async () => {
    const { http, modals, cleared, logins } = setup({ respond: () => ({ code: 403, msg: '无权限' }) })
    await expect(http.get('/api/health')).rejects.toMatchObject({ code: 403, silent: true })
    expect(modals).toHaveLength(0)
    expect(cleared()).toBe(0)
    expect(logins).toHaveLength(0)
  })

  describe('401: session expired', () => {
    it('clears local storage and opens the 提示 prompt with confirm and cancel', async () => {
      const { http, modals, cleared } = setup({ respond: () => ({ code: 401, msg: '登录已过期' }) })
      await expect(http.get('/api/health')).rejects.toMatchObject({ code: 401, silent: true })
      expect(cleared()).toBe(1)
      expect(modals).toEqual([
        { title: '提示', content: '登录已超时，请重新登录', confirmText: '确定', cancelText: '取消' },
      ])
    })

    it('confirm goes to /login (with the page to come back to)', async () => {
      const { http, logins } = setup({
        respond: () => ({ code: 401 }),
        modal: () => Promise.resolve({ confirm: true }),
      })
      await http.get('/api/health').catch(() => undefined)
      await new Promise((r) => setTimeout(r, 0))
      expect(logins).toEqual(['/index/other/xiaoxi'])
    })

    it('cancel stays on the page', async () => {
      const { http, logins } = setup({
        respond: () => ({ code: 401 }),
        modal: () => Promise.resolve({ confirm: false }),
      })
      await http.get('/api/health').catch(() => undefined)
      await new Promise((r) => setTimeout(r, 0))
      expect(logins).toEqual([])
    })

    it('opens only one prompt at a time, and the guard resets on confirm', async () => {
      let close!: (v: { confirm: boolean }) => void
      const { http, modals } = setup({
        respond: () => ({ code: 401 }),
        modal: () => new Promise((r) => (close = r)),
      })
      await Promise.all(
        [http.get('/api/web/game/list'), http.get('/api/wallet'), http.get('/api/need/message/unreadCount')].map((p) =>
          p.catch(() => undefined),
        ),
      )
      expect(modals).toHaveLength(1)
      expect(http.isPromptOpen()).toBe(true)
      close({ confirm: true })
      await new Promise((r) => setTimeout(r, 0))
      expect(http.isPromptOpen()).toBe(false)
      await http.get('/api/rules').catch(() => undefined)
      expect(modals).toHaveLength(2)
    })

    it('the guard resets on cancel too', async () => {
      let close!: (v: { confirm: boolean }) => void
      const { http, modals } = setup({ respond: () => ({ code: 401 }), modal: () => new Promise((r) => (close = r)) })
      await http.get('/api/web/game/list').catch(() => undefined)
      await http.get('/api/wallet').catch(() => undefined)
      expect(modals).toHaveLength(1)
      close({ confirm: false })
      await new Promise((r) => setTimeout(r, 0))
      await http.get('/api/need/message/unreadCount').catch(() => undefined)
      expect(modals).toHaveLength(2)
    })
  })

  it('refuses paths outside /api', async () => {
    const { transport } = setup()
    await expect(transport.request({ url: '/other' })).rejects.toThrow('/api')
  })
})

describe('one prompt per expiry', () => {
  it('a 401 for a token already reported expired opens no second prompt, and the login owner is told once', async () => {
    const { http, modals } = setup({
      token: 'old',
      respond: () => ({ code: 401 }),
      modal: () => Promise.resolve({ confirm: false }),
    })
    const ended: number[] = []
    http.onSessionEnd(() => ended.push(1))
    await http.get('/api/web/game/list').catch(() => undefined)
    await new Promise((r) => setTimeout(r, 0))
    expect(http.isPromptOpen()).toBe(false)
    // a request that was in flight with the same token answers after the user closed the prompt
    await http.get('/api/wallet').catch(() => undefined)
    expect(modals).toHaveLength(1)
    expect(ended).toEqual([1])
  })
})

describe('typed calls (paths and shapes from types/api.d.ts)', () => {
  it('fills the path template from params, URL-encoded', async () => {
    const { http, calls } = setup()
    await http.get('/api/order/{id}', { params: { id: 42 } })
    await http.post('/api/account/backlist/{id}/cancel', { params: { id: 7 } })
    await http.delete('/api/admin/staff/{id}', { params: { id: 3 } })
    expect(calls.map((c) => [c.method, c.url])).toEqual([
      ['GET', '/api/order/42'],
      ['POST', '/api/account/backlist/7/cancel'],
      ['DELETE', '/api/admin/staff/3'],
    ])
    expect(fillPath('/api/t/{name}/x', { name: 'a b/c' })).toBe('/api/t/a%20b%2Fc/x')
  })

  it('sends GET params as the query and the rest as the body, with the path filled', async () => {
    const { http, calls } = setup()
    await http.get('/api/web/notice/list', { query: { noticeType: 'gonggao', pageNum: 2 } })
    await http.post('/api/offer/{id}/counter', { params: { id: 5 }, body: { priceFen: 9900 } })
    expect(calls[0]).toMatchObject({ url: '/api/web/notice/list', data: { noticeType: 'gonggao', pageNum: 2 } })
    expect(calls[1]).toMatchObject({ url: '/api/offer/5/counter', data: { priceFen: 9900 } })
  })

  it('resolves with the data the route declares', async () => {
    const { http } = setup({ respond: () => ({ code: 200, msg: 'ok', data: { unread: 3 } }) })
    const { unread } = await http.get('/api/need/message/unreadCount')
    expect(unread).toBe(3)
  })

  it('rejects a call whose path parameter is missing, before sending it', async () => {
    const { http, calls } = setup()
    // @ts-expect-error the compiler requires params for a templated path
    await expect(http.get('/api/order/{id}')).rejects.toThrow('missing path parameter "id"')
    expect(calls).toHaveLength(0)
  })

  it('refuses what the contract does not declare (compile-time; npm run typecheck fails if one is accepted)', async () => {
    const { http, calls } = setup()
    // @ts-expect-error a path the server does not declare
    await http.get('/api/order/list')
    // @ts-expect-error a GET-only path called with POST
    await http.post('/api/web/game/list')
    // @ts-expect-error the route's body is required
    await http.post('/api/login')
    // @ts-expect-error a path parameter of the wrong type
    await http.get('/api/order/{id}', { params: { id: 'x' } })
    // @ts-expect-error a query the route does not take
    await http.get('/api/wallet', { query: { pageNum: 1 } })
    // @ts-expect-error a body field the route does not take
    await http.post('/api/offer/{id}/counter', { params: { id: 1 }, body: { agreedFen: 1 } })
    // at run time they are sent as written; the server's schemas would refuse them
    expect(calls.map((c) => c.url)).toEqual([
      '/api/order/list',
      '/api/web/game/list',
      '/api/login',
      '/api/order/x',
      '/api/wallet',
      '/api/offer/1/counter',
    ])
  })
})

describe('the Taro transport', () => {
  afterEach(() => jest.restoreAllMocks())

  // Alipay's my.request calls `fail` for any status outside 2xx (error 19) and attaches the
  // answer (NervJS/taro#14366); found by the mini-program harness, where the 401 prompt never showed
  it('hands an answer the platform reported as a failure (Alipay, non-2xx) to the layer as an answer', async () => {
    const answer = { code: 401, msg: '登录已失效' }
    jest.spyOn(Taro, 'request').mockImplementation(
      () =>
        Promise.reject({
          error: 19,
          errorMessage: 'http status error',
          status: 401,
          data: answer,
          headers: {},
        }) as never,
    )
    const res = await taroDeps.request({ url: '/api/a', method: 'GET', header: {}, timeout: 10_000 })
    expect(res).toEqual({ statusCode: 401, data: answer })
  })

  it('still rejects a failure that carries no answer (timeout, network)', async () => {
    jest.spyOn(Taro, 'request').mockImplementation(() => Promise.reject({ error: 13, errorMessage: '超时' }) as never)
    await expect(taroDeps.request({ url: '/api/a', method: 'GET', header: {}, timeout: 10_000 })).rejects.toEqual({
      error: 13,
      errorMessage: '超时',
    })
  })
})
