import { sql } from 'drizzle-orm';
import type { AppConfig } from '../config.js';
import type { Executor } from '../db/client.js';
import { SITE_FIELDS } from '../modules/site/fields.js';
import { demoLoginsWithPublishedPassword, PURGE_DEMO_COMMAND } from './purge-demo.js';

/**
 * What a production start (NODE_ENV=production) checks once the database is open. `refusals` stop
 * the start: each is a door open to anyone. `standIns` are parts that still run on a stand-in for a
 * real service: the server starts, and prints each loudly so nobody mistakes them for the real thing.
 */
export interface Readiness {
  refusals: string[];
  standIns: string[];
}

export async function productionReadiness(
  config: Pick<AppConfig, 'smsProvider' | 'realnameProvider'> & Partial<Pick<AppConfig, 'aliyunSms'>>,
  db: Executor,
): Promise<Readiness> {
  const refusals: string[] = [];
  const standIns: string[] = [];

  if (config.smsProvider === 'console' || config.smsProvider === 'memory')
    refusals.push(
      `SMS_PROVIDER=${config.smsProvider} 不能用于生产环境：验证码${config.smsProvider === 'console' ? '只写进日志' : '只留在内存里'}，用户收不到短信，` +
        '而能读日志的人可以用它登录、注册或改密任何手机号。请设置 SMS_PROVIDER=aliyun，并填写 ALIYUN_SMS_ACCESS_KEY_ID、ALIYUN_SMS_ACCESS_KEY_SECRET、ALIYUN_SMS_SIGN_NAME、ALIYUN_SMS_TEMPLATE_CODE（阿里云短信服务）。\n' +
        `SMS_PROVIDER=${config.smsProvider} is refused in production: codes are ${config.smsProvider === 'console' ? 'written to the log' : 'kept in memory'}, never sent, ` +
        'and whoever reads the log can log in, register or reset the password of any phone number. ' +
        'Set SMS_PROVIDER=aliyun with ALIYUN_SMS_ACCESS_KEY_ID, ALIYUN_SMS_ACCESS_KEY_SECRET, ALIYUN_SMS_SIGN_NAME and ALIYUN_SMS_TEMPLATE_CODE (Aliyun SMS).',
    );
  if (config.aliyunSms && !config.aliyunSms.notifyTemplateCode)
    standIns.push(
      '交易短信通知未配置（ALIYUN_SMS_NOTIFY_TEMPLATE_CODE）：付款、纠纷、提现等通知只通过小程序订阅消息送达，短信通知记为失败 / ' +
        'trade notifications by SMS are off (no ALIYUN_SMS_NOTIFY_TEMPLATE_CODE): payments, disputes and payouts reach users by WeChat subscription messages only',
    );

  const demo = await demoLoginsWithPublishedPassword(db);
  if (demo.length)
    refusals.push(
      `演示账号 ${demo.join('、')} 仍使用公开的演示密码（demo_operator 可进入运营后台）。请运行 \`${PURGE_DEMO_COMMAND}\` 删除演示数据后再启动。\n` +
        `Demo accounts ${demo.join(', ')} still have the published demo password (demo_operator opens the operator console). ` +
        `Run \`${PURGE_DEMO_COMMAND}\` to remove the demo data, then start again.`,
    );

  if (config.realnameProvider === 'local')
    standIns.push(
      '实名认证（REALNAME_PROVIDER=local）只校验身份证号的格式、校验位和年龄，不核对姓名与号码是否属于同一人 / ' +
        'real-name verification only checks the ID number’s format, checksum and age; nobody confirms the name and number belong together',
    );

  const current = new Map(
    (
      (await db.execute(sql`select key, value from site_settings`)) as unknown as {
        rows: { key: string; value: string }[];
      }
    ).rows.map((r) => [r.key, r.value] as const),
  );
  const samples = SITE_FIELDS.filter((f) => current.get(f.key) === f.sample);
  if (samples.length)
    standIns.push(
      `站点设置仍是示例值，页脚、联系我们、隐私政策和用户协议都会显示它们：${samples.map((f) => `${f.label}「${f.sample}」`).join('，')}。请在运营后台“站点设置”中填写 / ` +
        `site settings still hold the shipped samples shown in the footer, contact page, privacy policy and agreements: ${samples.map((f) => f.key).join(', ')}; fill them in under the console's site settings`,
    );

  return { refusals, standIns };
}
