import { act, fireEvent, render, screen } from '@testing-library/react'
import Taro from '@tarojs/taro'
import { PrivacyStore } from '../src/stores/privacy'
import { PrivacyConsent } from '../src/components/PrivacyConsent'
import { AGREE_BUTTON_ID, CONSENT_KEY, registerPrivacyHandler, withPrivacy } from '../src/utils/privacy'

// Platform review (issue 19 item 4): the mini-programs ask for consent before picking images, the
// clipboard and the phone number, with the privacy policy one tap away.
type WxHandler = (resolve: (r: { event: string; buttonId?: string }) => void, info: { referrer: string }) => void

describe('privacy consent', () => {
  const env = { ...process.env }
  let toasts: string[]
  beforeEach(() => {
    toasts = []
    jest.spyOn(Taro, 'showToast').mockImplementation(((o: { title: string }) => {
      toasts.push(o.title.replace(/\u2060/g, '')) // without the word joiners that keep a book title whole
      return Promise.resolve()
    }) as never)
    Taro.removeStorageSync(CONSENT_KEY)
  })
  afterEach(() => {
    process.env = { ...env }
    delete (globalThis as { wx?: unknown }).wx
    jest.restoreAllMocks()
  })

  it('one question at a time: calls asking together share it and its answer', async () => {
    const store = new PrivacyStore()
    const a = store.ask('chooseImage')
    const b = store.ask('setClipboardData')
    expect(store.asking).toBe('chooseImage')
    store.answer('agree')
    await expect(Promise.all([a, b])).resolves.toEqual(['agree', 'agree'])
    expect(store.asking).toBeNull()
  })

  it('WeChat: its privacy hook opens our popup; 同意 is the agreePrivacyAuthorization button WeChat requires', async () => {
    process.env.TARO_ENV = 'weapp'
    let handler: WxHandler | undefined
    ;(globalThis as { wx?: unknown }).wx = { onNeedPrivacyAuthorization: (h: WxHandler) => (handler = h) }
    const store = new PrivacyStore()
    registerPrivacyHandler(store)
    expect(handler).toBeDefined()

    const answers: { event: string; buttonId?: string }[] = []
    act(() => handler!((r) => answers.push(r), { referrer: 'chooseImage' }))
    render(<PrivacyConsent store={store} />)
    expect(screen.getByRole('dialog').textContent).toContain('从相册选择或拍摄图片')
    expect(screen.getByText('《号市隐私政策》')).toBeTruthy()
    const agree = screen.getByText('同意')
    expect(agree.getAttribute('data-open-type')).toBe('agreePrivacyAuthorization')
    expect(agree.id).toBe(AGREE_BUTTON_ID)
    await act(async () => fireEvent.click(agree))
    expect(answers).toEqual([{ event: 'agree', buttonId: AGREE_BUTTON_ID }])
    expect(screen.queryByRole('dialog')).toBeNull()

    act(() => handler!((r) => answers.push(r), { referrer: 'setClipboardData' }))
    await act(async () => fireEvent.click(screen.getByText('拒绝')))
    expect(answers[1]).toEqual({ event: 'disagree' })
  })

  it('WeChat: a call the user refused (errno 104) tells them why and resolves null; other failures still reach the caller', async () => {
    process.env.TARO_ENV = 'weapp'
    const store = new PrivacyStore()
    await expect(
      withPrivacy(
        'chooseImage',
        () => Promise.reject({ errno: 104, errMsg: 'chooseImage:fail privacy permission is not authorized' }),
        store,
      ),
    ).resolves.toBeNull()
    expect(toasts).toEqual(['需同意《号市隐私政策》后才能使用此功能'])
    await expect(
      withPrivacy('chooseImage', () => Promise.reject({ errMsg: 'chooseImage:fail cancel' }), store),
    ).rejects.toEqual({
      errMsg: 'chooseImage:fail cancel',
    })
  })

  it('Alipay: asked once before the first call; a refusal makes no call, consent is remembered', async () => {
    process.env.TARO_ENV = 'alipay'
    const store = new PrivacyStore()
    const call = jest.fn(() => Promise.resolve('picked'))

    const refused = withPrivacy('chooseImage', call, store)
    await Promise.resolve()
    expect(store.asking).toBe('chooseImage')
    store.answer('disagree')
    await expect(refused).resolves.toBeNull()
    expect(call).not.toHaveBeenCalled()
    expect(toasts).toEqual(['需同意《号市隐私政策》后才能使用此功能'])

    const agreed = withPrivacy('chooseImage', call, store)
    await Promise.resolve()
    expect(store.asking).toBe('chooseImage')
    store.answer('agree')
    await expect(agreed).resolves.toBe('picked')
    await expect(withPrivacy('setClipboardData', call, store)).resolves.toBe('picked')
    expect(store.asking).toBeNull()
    expect(call).toHaveBeenCalledTimes(2)
  })

  it('H5: no question, the call goes straight through', async () => {
    process.env.TARO_ENV = 'h5'
    const store = new PrivacyStore()
    await expect(withPrivacy('chooseImage', () => Promise.resolve(1), store)).resolves.toBe(1)
    expect(store.asking).toBeNull()
  })
})
