import PageShell from '../../components/PageShell'

/** 修改密码: the frame of this route; its content is built by the issue that owns it. */
export default function PassworePage() {
  return <PageShell route='passwore' />
}
