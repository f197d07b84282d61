import { useCallback, useEffect, useRef, useState } from 'react'

/** A seconds countdown (the SMS resend button): start(60) → 60, 59, … 0. */
export function useCountdown(): [number, (seconds: number) => void] {
  const [left, setLeft] = useState(0)
  const timer = useRef<ReturnType<typeof setInterval> | null>(null)
  const stop = () => {
    if (timer.current) clearInterval(timer.current)
    timer.current = null
  }
  const start = useCallback((seconds: number) => {
    stop()
    setLeft(seconds)
    timer.current = setInterval(() => {
      setLeft((s) => {
        if (s <= 1) {
          stop()
          return 0
        }
        return s - 1
      })
    }, 1000)
  }, [])
  useEffect(() => stop, [])
  return [left, start]
}
