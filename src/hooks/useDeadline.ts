import { useEffect, useState } from 'react'

/**
 * Seconds left until `deadline`, ticking every second. The device clock may be wrong, so the
 * server's "now" at load time fixes the offset: left = deadline − (device now + (serverNow − device now at load)).
 */
export function useDeadline(deadline: string | null | undefined, serverNow: string | null | undefined): number {
  const [offset, setOffset] = useState(0)
  const [now, setNow] = useState(() => Date.now())
  useEffect(() => {
    if (serverNow) setOffset(new Date(serverNow).getTime() - Date.now())
  }, [serverNow])
  useEffect(() => {
    if (!deadline) return
    const t = setInterval(() => setNow(Date.now()), 1000)
    return () => clearInterval(t)
  }, [deadline])
  if (!deadline) return 0
  return Math.max(0, Math.floor((new Date(deadline).getTime() - (now + offset)) / 1000))
}

/** 14:05 from 845 seconds. */
export function formatCountdown(seconds: number): string {
  const m = Math.floor(seconds / 60)
  const s = seconds % 60
  return `${String(m).padStart(2, '0')}:${String(s).padStart(2, '0')}`
}

/** A long countdown: 1天 02:03:04 from 93784 seconds; under a day 02:03:04. */
export function formatLongCountdown(seconds: number): string {
  const d = Math.floor(seconds / 86400)
  const h = Math.floor((seconds % 86400) / 3600)
  const m = Math.floor((seconds % 3600) / 60)
  const s = seconds % 60
  const hms = [h, m, s].map((n) => String(n).padStart(2, '0')).join(':')
  return d > 0 ? `${d}天 ${hms}` : hms
}
