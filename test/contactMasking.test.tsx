import { act, render, screen } from '@testing-library/react'
import { Chat, type ChatLine } from '../src/components/Chat'
import { ReviewCard } from '../src/admin/review'
import type { ReviewItem } from '../src/api/admin'

// Issue 43: contact details stay on the platform. A chat line with one is masked for its receiver
// (the warning under it), its sender reads what the other side sees; the review queue shows the
// operator why a listing is held.

const flush = () =>
  act(async () => {
    await new Promise((r) => setTimeout(r, 0))
  })

const line = (id: number, over: Partial<ChatLine>): ChatLine => ({
  id,
  role: 'seller',
  nickName: '卖家甲',
  mine: false,
  kind: 'text',
  text: '',
  flagged: false,
  notice: null,
  imageUrl: null,
  createdAt: '2026-11-29T10:00:00.000Z',
  ...over,
})

describe('a chat line with contact details', () => {
  it('shows the receiver the masked text with the warning, the sender their text with the note, a plain line without either', async () => {
    const rows = [
      line(1, {
        text: '有意 ＊＊＊ 看号',
        flagged: true,
        notice: '为保障交易安全，联系方式已隐藏，请勿脱离平台交易',
      }),
      line(2, {
        role: 'buyer',
        mine: true,
        text: '我的 QQ 12345678',
        flagged: true,
        notice: '对方看到的是「我的 ＊＊＊」：联系方式已隐藏，请勿脱离平台交易',
      }),
      line(3, { text: '验证码 482913' }),
    ]
    const { container } = render(
      <Chat
        threadKey={1}
        load={jest.fn().mockResolvedValue({ rows, lastId: 3 })}
        send={jest.fn()}
        roleNames={{ buyer: '买家', seller: '卖家' }}
        notice='请在号市内沟通'
        canSend
        closedText=''
      />,
    )
    await flush()
    expect(screen.getByText('有意 ＊＊＊ 看号')).toBeTruthy()
    expect(screen.getByText('为保障交易安全，联系方式已隐藏，请勿脱离平台交易')).toBeTruthy()
    expect(screen.getByText('我的 QQ 12345678')).toBeTruthy()
    expect(screen.getByText('对方看到的是「我的 ＊＊＊」：联系方式已隐藏，请勿脱离平台交易')).toBeTruthy()
    expect(screen.getByText('验证码 482913')).toBeTruthy()
    expect(container.querySelectorAll('.ochat__mask-note')).toHaveLength(2)
    expect(container.querySelectorAll('.ochat__bubble--flagged')).toHaveLength(2)
  })
})

describe('the review queue', () => {
  const item = (reviewNote: string | null): ReviewItem => ({
    id: 5,
    goodsSn: 'JS26112900000001',
    title: '王者全皮肤 V信 game_boss99',
    gameName: '王者荣耀',
    districtNames: ['安卓', 'QQ区'],
    priceFen: 128800,
    isGuarantee: 1,
    bargain: false,
    images: [],
    attrs: [],
    description: '全英雄',
    reviewNote,
    seller: { id: 3, nickName: '卖家甲', verified: true, listed: 1, sold: 0, rejected: 0 },
    createdAt: '2026-11-29T10:00:00.000Z',
  })
  const card = (g: ReviewItem) =>
    render(<ReviewCard g={g} onView={jest.fn()} onReject={jest.fn()} onApprove={jest.fn()} />)

  it('shows why a listing is held, and nothing extra for an ordinary one', () => {
    const note = '含疑似联系方式，请核实后再决定：标题「V信 game_boss99」'
    const held = card(item(note))
    expect(screen.getByText(note)).toBeTruthy()
    held.unmount()
    const { container } = card(item(null))
    expect(container.querySelector('.review-card__note')).toBeNull()
  })
})
