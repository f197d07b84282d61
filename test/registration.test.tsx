import { act, fireEvent, render, screen } from '@testing-library/react'
import { ordersApi } from '../src/api/orders'
import GoodCard from '../src/components/GoodCard'
import RegistrationCard from '../src/components/RegistrationCard'
import { SellStore, type SellApi } from '../src/stores/sell'
import { guaranteeLine, registrationMissingText } from '../src/utils/protection'
import { emptyRegistration, isRegistrationBlank, registrationErrors } from '../src/utils/registration'

jest.mock('../src/api/orders', () => {
  const actual = jest.requireActual('../src/api/orders')
  return { ...actual, ordersApi: { registration: jest.fn() } }
})
const registration = ordersApi.registration as jest.Mock

const revealed = {
  firstContact: '17000000417',
  contactKind: 'phone' as const,
  registeredOn: '2016-03-09',
  registeredPlace: '广东省深圳市',
  securityAnswers: [{ question: '您母亲的姓名是？', answer: '王秀兰' }],
  revealedAt: '2026-11-29T08:00:00.000Z',
}

// Issue 41: the buyer of a paid tier reads the seller's original registration data after confirming.
describe('RegistrationCard', () => {
  it('says nothing to a buyer without a paid tier', () => {
    const { container } = render(<RegistrationCard order={{ id: 3, registration: { available: false, note: null } }} />)
    expect(container.textContent).toBe('')
  })

  it('before confirmation: the note only, no button', () => {
    render(<RegistrationCard order={{ id: 3, registration: { available: false, note: '确认收货后可在此查看' } }} />)
    expect(screen.getByText('确认收货后可在此查看')).toBeTruthy()
    expect(screen.queryByText('查看首次注册信息')).toBeNull()
  })

  it('after confirmation: every field in full once asked, each question above its answer', async () => {
    registration.mockResolvedValue(revealed)
    const { container } = render(<RegistrationCard order={{ id: 3, registration: { available: true, note: null } }} />)
    expect(screen.queryByText('17000000417')).toBeNull()
    await act(async () => {
      fireEvent.click(screen.getByText('查看首次注册信息'))
    })
    expect(registration).toHaveBeenCalledWith(3)
    const labels = Array.from(container.querySelectorAll('.cred-row__label')).map((e) => e.textContent)
    expect(labels).toEqual(['首绑手机', '注册日期', '注册地'])
    expect(screen.getByText('17000000417')).toBeTruthy()
    expect(container.querySelector('.reg-qa__q')!.textContent).toContain('您母亲的姓名是？')
    expect(container.querySelector('.reg-qa__a')!.textContent).toBe('王秀兰')
  })
})

describe('the sell form’s registration checks', () => {
  const today = '2026-11-29'
  it('a blank section is blank; a started one is checked like the server', () => {
    expect(isRegistrationBlank(emptyRegistration())).toBe(true)
    const e = registrationErrors({ ...emptyRegistration(), firstContact: '12345', registeredOn: '2999-01-01' }, today)
    expect(Object.keys(e).sort()).toEqual(['firstContact', 'regConsent', 'registeredOn', 'registeredPlace'])
    expect(e.registeredOn).toMatch('注册日期须在')
    const fine = registrationErrors(
      {
        firstContact: 'player@example.com',
        registeredOn: '2016-03-09',
        registeredPlace: '广东深圳',
        securityAnswers: [{ question: '问题', answer: '' }],
        consent: true,
      },
      today,
    )
    expect(fine).toEqual({ regA0: '第 1 个密保答案为 1-60 个字' })
  })

  it('the card and detail say when only basic cover is offered', () => {
    expect(registrationMissingText({ isGuarantee: 1, hasRegistration: false })).toBe(
      '卖家未提供首次注册信息，仅可选基础包赔',
    )
    expect(registrationMissingText({ isGuarantee: 1, hasRegistration: true })).toBeNull()
  })
})

describe('the sell store’s registration section', () => {
  const api = {
    draft: async () => null,
    saveDraft: async () => ({ updatedAt: 'x' }),
    deleteDraft: async () => null,
    submit: async () => ({ id: 1, saleState: 0 }),
    editable: async () => {
      throw new Error('not used')
    },
  } as unknown as SellApi

  it('is required when the buyer must buy cover, goes with the submission, and never into the draft', () => {
    const s = new SellStore(api, 60_000)
    s.start(1, '王者荣耀')
    s.update({ isGuarantee: 1, districtPath: [{ id: 9, name: '一区' }] })
    expect(s.registrationRequired).toBe(true)
    expect(s.registrationErrors('2026-11-29').regConsent).toBeTruthy()
    s.setRegConsent({ version: 1, text: '我单独同意……' })
    s.setRegistration({
      firstContact: '17000000417',
      registeredOn: '2016-03-09',
      registeredPlace: '广东深圳',
      consent: true,
    })
    expect(s.registrationErrors('2026-11-29')).toEqual({})
    expect(s.body()?.registration).toEqual({
      firstContact: '17000000417',
      registeredOn: '2016-03-09',
      registeredPlace: '广东深圳',
      securityAnswers: [],
      consent: true,
      consentVersion: 1,
    })
    expect(JSON.stringify(s.draft)).not.toContain('17000000417')
    // optional when the seller gives cover or none: a blank section is not sent
    s.update({ isGuarantee: 0 })
    s.setRegistration({ firstContact: '', registeredOn: '', registeredPlace: '', consent: false })
    expect(s.registrationErrors('2026-11-29')).toEqual({})
    expect(s.body()?.registration).toBeUndefined()
    s.reset()
  })
})

describe('the good page’s 【担保】 line names the tiers as the server does (trust.mjs found 基础保障)', () => {
  const names = {
    'protection.basic.name': '基础包赔',
    'protection.a.name': '标准包赔',
    'protection.b.name': '至尊包赔',
  }
  test('a listing that required a paid tier offers the free one by its name', () => {
    expect(guaranteeLine({ isGuarantee: 1, hasRegistration: false }, names)).toBe(
      '卖家未提供首次注册信息，仅可选基础包赔',
    )
  })
  test('a listing the seller covers keeps saying so, and that no paid tier may be added', () => {
    expect(guaranteeLine({ isGuarantee: 2, hasRegistration: false }, names)).toBe(
      '基础包赔，由卖家赠送；卖家未提供首次注册信息，不可加购付费包赔',
    )
  })
  test('with the data given, the line is what it always was', () => {
    expect(guaranteeLine({ isGuarantee: 2, hasRegistration: true }, names)).toBe('基础包赔，由卖家赠送')
    expect(guaranteeLine({ isGuarantee: 1, hasRegistration: true }, names)).toBe('须购买标准包赔或至尊包赔')
  })
})

describe('the list card', () => {
  const good = {
    id: 5,
    title: '国服王者 百皮肤',
    priceFen: 128800,
    gameId: 1,
    gameName: '王者荣耀',
    districtNames: ['安卓', 'QQ'],
    cover: null,
    tags: ['可购包赔'],
    isGuarantee: 1 as const,
    hasRegistration: false,
    viewCount: 0,
    createdAt: '2026-11-29T00:00:00.000Z',
  }
  it('says a listing that required a paid tier offers basic cover only until its seller adds the data', () => {
    const { rerender } = render(<GoodCard good={good} onClick={() => undefined} />)
    expect(screen.getByText('卖家未提供首次注册信息，仅可选基础包赔')).toBeTruthy()
    rerender(<GoodCard good={{ ...good, hasRegistration: true }} onClick={() => undefined} />)
    expect(screen.queryByText(/卖家未提供首次注册信息/)).toBeNull()
    rerender(<GoodCard good={good} registrationNote={false} onClick={() => undefined} />)
    expect(screen.queryByText(/卖家未提供首次注册信息/)).toBeNull()
  })
})
