import { act, fireEvent, render, screen } from '@testing-library/react'
import Taro from '@tarojs/taro'
import VerifyBox, { checkAccountInput } from '../src/components/VerifyBox'
import ProblemForm, { checkProblem } from '../src/components/ProblemForm'
import { checkReport } from '../src/components/ScamReport'
import { checkMerchant } from '../src/other/shanghu'
import { contactApi, problemApi } from '../src/api/support'

jest.mock('../src/api/support', () => {
  const actual = jest.requireActual('../src/api/support')
  return {
    ...actual,
    contactApi: { check: jest.fn() },
    problemApi: { categories: jest.fn(), submit: jest.fn() },
  }
})

const check = contactApi.check as jest.Mock
const categories = problemApi.categories as jest.Mock
const submit = problemApi.submit as jest.Mock

const flush = () =>
  act(async () => {
    await new Promise((r) => setTimeout(r, 0))
  })

afterEach(() => {
  jest.clearAllMocks()
  jest.restoreAllMocks()
  jest.useRealTimers()
})

describe('VerifyBox (is this really staff?)', () => {
  it('refuses an empty or too short entry without asking the server', async () => {
    render(<VerifyBox />)
    fireEvent.click(screen.getByText('立即核验'))
    await flush()
    expect(screen.getByText('请输入要核验的QQ、微信或手机号')).toBeTruthy()
    fireEvent.change(screen.getByLabelText('要核验的账号'), { target: { value: '12' } })
    fireEvent.click(screen.getByText('立即核验'))
    await flush()
    expect(check).not.toHaveBeenCalled()
  })

  it('says plainly when a contact is official', async () => {
    check.mockResolvedValue({
      account: '800012345',
      official: true,
      kind: 'qq',
      matched: { as: 'staff', name: '小满', typeName: '客服' },
    })
    render(<VerifyBox />)
    fireEvent.change(screen.getByLabelText('要核验的账号'), { target: { value: ' 800012345 ' } })
    fireEvent.click(screen.getByText('立即核验'))
    await flush()
    expect(check).toHaveBeenCalledWith('800012345')
    expect(screen.getByText('官方认证')).toBeTruthy()
    expect(screen.getByText(/小满（客服）/)).toBeTruthy()
  })

  it('warns when a contact is not ours', async () => {
    check.mockResolvedValue({ account: '123456789', official: false, kind: 'qq', matched: null })
    render(<VerifyBox />)
    fireEvent.change(screen.getByLabelText('要核验的账号'), { target: { value: '123456789' } })
    fireEvent.click(screen.getByText('立即核验'))
    await flush()
    expect(screen.getByText('非官方人员')).toBeTruthy()
    expect(screen.getByText(/请勿转账/)).toBeTruthy()
  })

  it('shows the server message when rate limited', async () => {
    check.mockRejectedValue({ code: 429, msg: '查询太频繁，请稍后再试', silent: false })
    render(<VerifyBox />)
    fireEvent.change(screen.getByLabelText('要核验的账号'), { target: { value: 'wx_abc' } })
    fireEvent.click(screen.getByText('立即核验'))
    await flush()
    expect(screen.getByText('查询太频繁，请稍后再试')).toBeTruthy()
  })
})

describe('ProblemForm (fankui / suggest)', () => {
  beforeEach(() => {
    categories.mockResolvedValue({ feedback: ['账号问题', '交易问题'], suggest: ['产品建议'] })
    submit.mockResolvedValue({ id: 9 })
  })

  it('does not send without a category and enough text', async () => {
    render(<ProblemForm kind='feedback' placeholder='描述' />)
    await flush()
    fireEvent.click(screen.getByText('提交'))
    await flush()
    expect(submit).not.toHaveBeenCalled()
    expect(screen.getByText('请选择问题类型')).toBeTruthy()
    expect(screen.getByText('请至少填写5个字')).toBeTruthy()
  })

  it('sends the trimmed form and goes to my questions', async () => {
    jest.useFakeTimers()
    const redirect = jest.spyOn(Taro, 'redirectTo').mockResolvedValue({ errMsg: 'ok' } as never)
    jest.spyOn(Taro, 'showToast').mockResolvedValue({ errMsg: 'ok' } as never)
    render(<ProblemForm kind='feedback' placeholder='描述' />)
    await act(async () => {
      await Promise.resolve()
    })
    fireEvent.click(screen.getByText('交易问题'))
    fireEvent.change(screen.getByLabelText('详细描述'), { target: { value: '  卖家一直不回复消息  ' } })
    fireEvent.change(screen.getByLabelText('联系方式'), { target: { value: ' 12345678 ' } })
    await act(async () => {
      fireEvent.click(screen.getByText('提交'))
      await Promise.resolve()
    })
    expect(submit).toHaveBeenCalledWith({
      kind: 'feedback',
      category: '交易问题',
      content: '卖家一直不回复消息',
      images: [],
      contact: '12345678',
    })
    await act(async () => {
      jest.advanceTimersByTime(1000)
    })
    // logged out in this test, so the guarded URL goes through login and back to the list
    expect(redirect).toHaveBeenCalledWith({ url: expect.stringContaining('ProblemList') })
  })
})

describe('form checks', () => {
  it('checkAccountInput', () => {
    expect(checkAccountInput('')).not.toBe('')
    expect(checkAccountInput('ab')).not.toBe('')
    expect(checkAccountInput('abc')).toBe('')
    expect(checkAccountInput('x'.repeat(51))).not.toBe('')
  })
  it('checkProblem counts characters, not UTF-16 units', () => {
    expect(checkProblem({ category: '其他', content: '一二三四五', contact: '' })).toEqual({})
    expect(checkProblem({ category: '其他', content: '一二三四', contact: '' }).content).toBeTruthy()
  })
  it('checkReport', () => {
    expect(checkReport({ account: '12', reason: '骗我转账了' }).account).toBeTruthy()
    expect(checkReport({ account: '123456', reason: '骗' }).reason).toBeTruthy()
    expect(checkReport({ account: '123456', reason: '冒充客服骗我交解冻费' })).toEqual({})
  })
  it('checkMerchant', () => {
    const ok = {
      companyName: '',
      contactName: '王经理',
      phone: '13912345678',
      qq: '',
      intro: '专注王者荣耀账号回收五年',
    }
    expect(checkMerchant(ok, ['王者荣耀'])).toEqual({})
    expect(checkMerchant(ok, []).games).toBeTruthy()
    expect(checkMerchant({ ...ok, phone: '123' }, ['王者荣耀']).phone).toBeTruthy()
    expect(checkMerchant({ ...ok, qq: '0123' }, ['王者荣耀']).qq).toBeTruthy()
  })
})
