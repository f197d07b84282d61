import { Text } from '@tarojs/components'
import { formatLongCountdown, useDeadline } from '../../hooks/useDeadline'

/**
 * A published deadline counting down against the server's clock (the dispute's, the claim's, the
 * staff handover's): its label, the time left, and what the platform does when it passes, the
 * server's own words. Past the deadline it says the rule is being applied (the job runs shortly).
 */
export default function DeadlineCountdown({
  label,
  at,
  serverNow,
  outcome,
  className,
}: {
  label: string
  at: string | null | undefined
  serverNow: string | null | undefined
  outcome?: string | null
  className?: string
}) {
  const left = useDeadline(at, serverNow)
  if (!at) return null
  return (
    <Text className={className ?? 'deadline-countdown'}>
      {left > 0 ? `${label} 剩余 ${formatLongCountdown(left)}` : `${label}已到，平台正在按规则处理`}
      {outcome ? `（${outcome}）` : ''}
    </Text>
  )
}
