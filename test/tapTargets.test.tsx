import { fireEvent, render, screen } from '@testing-library/react'
import { Stars } from '../src/components/RatingCard'
import { AgreementCheck } from '../src/components/AgreementCheck'

// Tap targets (issue 20 item 9): what only shows is no target, and a small mark sits inside a
// target of its own (the browser suite measures the sizes; this keeps the structure that gives them).
describe('tap targets', () => {
  it('shown stars are no buttons; picking stars are radios that pick', () => {
    const { container, rerender } = render(<Stars score={4} />)
    expect(container.querySelectorAll('[role="radio"]')).toHaveLength(0)
    const pick = jest.fn()
    rerender(<Stars score={4} onPick={pick} />)
    const radios = screen.getAllByRole('radio')
    expect(radios).toHaveLength(5)
    expect(radios.map((r) => r.getAttribute('aria-checked'))).toEqual(['false', 'false', 'false', 'true', 'false'])
    fireEvent.click(screen.getByLabelText('2星'))
    expect(pick).toHaveBeenCalledWith(2)
  })

  it('the agreement checkbox is a box around its visible mark', () => {
    const change = jest.fn()
    const { container } = render(<AgreementCheck checked={false} onChange={change} />)
    const box = screen.getByRole('checkbox', { name: '同意用户协议和隐私政策' })
    expect(box.className).toContain('agreement__box')
    expect(box.querySelector('.agreement__mark')).toBeTruthy()
    fireEvent.click(box)
    expect(change).toHaveBeenCalledWith(true)
    // the sentence ticks it too
    fireEvent.click(screen.getByText('我已阅读并同意'))
    expect(change).toHaveBeenCalledTimes(2)
    expect(container.querySelector('.agreement__mark--on')).toBeNull()
  })
})
