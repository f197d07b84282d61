import { act, fireEvent, render, screen } from '@testing-library/react'
import { DisputeCard } from '../src/components/DisputeCard'
import { disputeApi, type Dispute } from '../src/api/aftersale'
import { formatLongCountdown } from '../src/hooks/useDeadline'

jest.mock('../src/api/aftersale', () => {
  const actual = jest.requireActual('../src/api/aftersale')
  return { ...actual, disputeApi: { ...actual.disputeApi, reply: jest.fn(), answer: jest.fn(), withdraw: jest.fn() } }
})
jest.mock('../src/hooks/useRules', () => ({ useRules: () => null, within: (s?: string) => s ?? '' }))
const api = jest.mocked(disputeApi)

const NOW = '2026-11-29T10:00:00.000Z'
const dispute = (over: Partial<Dispute> = {}): Dispute => ({
  id: 5,
  orderId: 41,
  orderNo: 'HS20261129001',
  state: 1,
  stateText: '卖家已答辩',
  reason: 'cannot_login',
  reasonText: '无法登录',
  description: '密码不对',
  images: [],
  answerText: '密码正确，已录屏',
  answerImages: [],
  answeredAt: '2026-11-29T09:00:00.000Z',
  answerDeadline: '2026-12-01T08:00:00.000Z',
  sellerOverdue: false,
  replyDeadline: '2026-11-30T11:02:03.000Z',
  replyText: null,
  repliedAt: null,
  decideDeadline: null,
  escalated: false,
  escalatedAt: null,
  escalationText: null,
  deadline: {
    party: 'buyer',
    at: '2026-11-30T11:02:03.000Z',
    label: '买家回复截止',
    outcome: '逾期未回复：按卖家答辩结案，货款结算给卖家',
  },
  decision: null,
  decisionNote: null,
  decidedAt: null,
  refund: null,
  createdAt: '2026-11-29T08:00:00.000Z',
  serverNow: NOW,
  ...over,
})

describe('a dispute deadline counts down on both sides', () => {
  beforeEach(() => {
    jest.useFakeTimers()
    // the device clock is an hour behind the server's: the countdown follows the server
    jest.setSystemTime(new Date(new Date(NOW).getTime() - 3_600_000))
  })
  afterEach(() => jest.useRealTimers())

  test('formatLongCountdown', () => {
    expect(formatLongCountdown(93784)).toBe('1天 02:03:04')
    expect(formatLongCountdown(59)).toBe('00:00:59')
  })

  test('the seller sees the buyer’s countdown and its outcome; no reply form', () => {
    render(<DisputeCard d={dispute()} role='seller' onChange={() => {}} />)
    expect(screen.getByText(/买家回复截止 剩余 1天 01:02:03/)).toBeTruthy()
    expect(screen.getByText(/逾期未回复：按卖家答辩结案/)).toBeTruthy()
    expect(screen.queryByText('提交回复')).toBeNull()
  })

  test('the buyer replies within the period; past it the card says the rule is applied', async () => {
    api.reply.mockResolvedValue(dispute({ repliedAt: NOW, replyText: '录屏里不是这个账号' }))
    const onChange = jest.fn()
    const { rerender } = render(<DisputeCard d={dispute()} role='buyer' onChange={onChange} />)
    expect(screen.getByText(/买家回复截止 剩余 1天 01:02:03/)).toBeTruthy()
    fireEvent.input(screen.getByLabelText('回复内容'), {
      target: { value: '录屏里不是这个账号' },
      detail: { value: '录屏里不是这个账号' },
    })
    await act(async () => {
      fireEvent.click(screen.getByText('提交回复'))
    })
    expect(api.reply).toHaveBeenCalledWith(41, { text: '录屏里不是这个账号' })
    expect(onChange).toHaveBeenCalled()

    rerender(<DisputeCard d={dispute({ serverNow: '2026-11-30T11:02:04.000Z' })} role='buyer' onChange={onChange} />)
    expect(screen.getByText(/买家回复截止已到，平台正在按规则处理/)).toBeTruthy()
  })

  test('an escalated dispute shows why and the operators’ deadline', () => {
    render(
      <DisputeCard
        d={dispute({
          state: 0,
          answerText: null,
          answeredAt: null,
          sellerOverdue: true,
          escalated: true,
          escalationText: '卖家逾期未答辩，买家已查看账号，须客服裁定',
          deadline: {
            party: 'platform',
            at: '2026-12-02T10:00:00.000Z',
            label: '客服裁定截止',
            outcome: '逾期未裁定：升级为超时待办，优先处理',
          },
        })}
        role='buyer'
        onChange={() => {}}
      />,
    )
    expect(screen.getByText(/已转客服优先裁定：卖家逾期未答辩，买家已查看账号/)).toBeTruthy()
    expect(screen.getByText(/客服裁定截止 剩余 3天 00:00:00/)).toBeTruthy()
  })
})
