import assert from 'node:assert/strict';
import { createHash, createSign, createVerify, generateKeyPairSync, randomBytes } from 'node:crypto';
import { crc32 } from 'node:zlib';
import { describe, test } from 'node:test';
import { unzip } from '../src/lib/zip.js';
import { systemClock } from '../src/lib/clock.js';
import type { FetchLike } from '../src/lib/fetch.js';
import { AlipayProvider } from '../src/modules/payment/alipay.js';
import { WechatPayProvider } from '../src/modules/payment/wechatpay.js';
import {
  billYuanToFen,
  BillNotReady,
  decodeBillText,
  parseAlipayBill,
  parseWechatBill,
} from '../src/modules/payment/bill.js';

/**
 * The providers' bill formats (issue 43 item 2): Alipay's 业务明细 CSV inside its zip, WeChat Pay's
 * ALL trade bill. The files below are written the way the providers write them: comment lines,
 * tab-padded cells, backquoted cells, the totals after the detail.
 */
const ALIPAY_CSV = [
  '#支付宝业务明细查询',
  '#账号：[20880000000000000156]',
  '#起始日期：[2026年03月01日 00:00:00]   终止日期：[2026年03月02日 00:00:00]',
  '#-----------------------------------------业务明细列表----------------------------------------',
  '支付宝交易号,商户订单号,业务类型,商品名称,创建时间,完成时间,门店编号,门店名称,操作员,终端号,对方账户,订单金额（元）,商家实收（元）,支付宝红包（元）,集分宝（元）,支付宝优惠（元）,商家优惠（元）,券核销金额（元）,券名称,商家红包消费金额（元）,卡消费金额（元）,退款批次号/请求号,服务费（元）,分润（元）,备注',
  '2026030122001400001000000001\t,P2603010000000000000001\t,交易,"王者荣耀 V10 账号, 全皮肤",2026-03-01 10:01:02,2026-03-01 10:01:09,,,,,张*(138****0000),3250.00,3250.00,0.00,0.00,0.00,0.00,0.00,,0.00,0.00,,-19.50,0.00,',
  '2026030122001400001000000002\t,P2603010000000000000002\t,交易,和平精英账号,2026-03-01 11:00:00,2026-03-01 11:00:05,,,,,李*(139****0000),0.01,0.01,0.00,0.00,0.00,0.00,0.00,,0.00,0.00,,0.00,0.00,',
  '2026030122001400001000000002\t,P2603010000000000000002\t,退款,和平精英账号,2026-03-01 11:00:00,2026-03-01 15:20:00,,,,,李*(139****0000),0.01,-0.01,0.00,0.00,0.00,0.00,0.00,,0.00,0.00,RO260301000001,0.00,0.00,',
  '#-----------------------------------------业务明细列表结束------------------------------------',
  '#交易合计：2笔，商家实收共3250.01元，商家优惠共0.00元',
  '#退款合计：1笔，商家实收退款共-0.01元，商家优惠退款共0.00元',
  '#导出时间：[2026年03月02日 09:27:10]',
].join('\r\n');

const WECHAT_CSV = [
  '交易时间,公众账号ID,商户号,特约商户号,设备号,微信订单号,商户订单号,用户标识,交易类型,交易状态,付款银行,货币种类,应结订单金额,代金券金额,微信退款单号,商户退款单号,退款金额,充值券退款金额,退款类型,退款状态,商品名称,商户数据包,手续费,费率,订单金额,申请退款金额,费率备注',
  '`2026-03-01 10:05:00,`wx1234567890abcdef,`1900000109,`0,`,`4200000001202603010000000001,`P2603010000000000000003,`oUpF8uMuAJO_M2pxb1Q9zNjWeS6o,`JSAPI,`SUCCESS,`OTHERS,`CNY,`1000.00,`0.00,`0,`0,`0.00,`0.00,`,`,`原神账号,`,`6.00000,`0.60%,`1000.00,`0.00,`',
  '`2026-03-01 18:30:00,`wx1234567890abcdef,`1900000109,`0,`,`4200000001202603010000000001,`P2603010000000000000003,`oUpF8uMuAJO_M2pxb1Q9zNjWeS6o,`JSAPI,`REFUND,`OTHERS,`CNY,`0.00,`0.00,`50300000012026030100000001,`RP2603010000000001,`999.99,`0.00,`ORIGINAL,`PROCESSING,`原神账号,`,`-6.00000,`0.60%,`1000.00,`999.99,`',
  '总交易单数,应结订单总金额,退款总金额,充值券退款总金额,手续费总金额,订单总金额,申请退款总金额',
  '`2,`1000.00,`999.99,`0.00,`0.00000,`1000.00,`999.99',
].join('\r\n');

test('amounts: yuan with up to two decimals, signed, to fen; anything else refused', () => {
  assert.equal(billYuanToFen('3250.00'), 325_000);
  assert.equal(billYuanToFen('-0.01'), -1);
  assert.equal(billYuanToFen(' 12.3 '), 1230);
  for (const bad of ['', '1.234', '1,000.00', 'abc', '--1']) assert.equal(billYuanToFen(bad), null, bad);
});

test('alipay 业务明细: trades and refunds by our numbers, tabs trimmed, quoted commas kept in one cell', () => {
  const lines = parseAlipayBill(ALIPAY_CSV);
  assert.deepEqual(
    lines.map((l) => [l.kind, l.payNo, l.providerTradeNo, l.refundNo, l.amountFen, l.status]),
    [
      ['pay', 'P2603010000000000000001', '2026030122001400001000000001', null, 325_000, 'SUCCESS'],
      ['pay', 'P2603010000000000000002', '2026030122001400001000000002', null, 1, 'SUCCESS'],
      ['refund', 'P2603010000000000000002', '2026030122001400001000000002', 'RO260301000001', 1, 'SUCCESS'],
    ],
  );
  assert.equal(lines[2]!.at, '2026-03-01 15:20:00');
  assert.throws(() => parseAlipayBill('#只有注释\n#没有表头'), /header/);
});

test('wechat pay ALL bill: backquotes stripped, a refund row carries its own status, totals ignored', () => {
  const lines = parseWechatBill(`\uFEFF${WECHAT_CSV}`);
  assert.deepEqual(
    lines.map((l) => [l.kind, l.payNo, l.refundNo, l.amountFen, l.status]),
    [
      ['pay', 'P2603010000000000000003', null, 100_000, 'SUCCESS'],
      ['refund', 'P2603010000000000000003', 'RP2603010000000001', 99_999, 'PROCESSING'],
    ],
  );
});

test('bill bytes: UTF-8 as it is, otherwise GBK (Alipay writes its files in GBK)', () => {
  assert.equal(decodeBillText(Buffer.from('交易', 'utf8')), '交易');
  assert.equal(decodeBillText(Buffer.from([0xbd, 0xbb, 0xd2, 0xd7, 0x2c, 0xcd, 0xcb, 0xbf, 0xee])), '交易,退款');
});

/** A zip of stored entries, written the way any archiver does (local headers, central directory, end record). */
function zipOf(files: { name: string; data: Buffer }[]): Buffer {
  const locals: Buffer[] = [];
  const central: Buffer[] = [];
  let offset = 0;
  for (const f of files) {
    const name = Buffer.from(f.name, 'utf8');
    const crc = crc32(f.data);
    const lh = Buffer.alloc(30);
    lh.writeUInt32LE(0x04034b50, 0);
    lh.writeUInt16LE(20, 4);
    lh.writeUInt16LE(0x800, 6);
    lh.writeUInt32LE(crc, 14);
    lh.writeUInt32LE(f.data.length, 18);
    lh.writeUInt32LE(f.data.length, 22);
    lh.writeUInt16LE(name.length, 26);
    const ch = Buffer.alloc(46);
    ch.writeUInt32LE(0x02014b50, 0);
    ch.writeUInt16LE(20, 4);
    ch.writeUInt16LE(20, 6);
    ch.writeUInt16LE(0x800, 8);
    ch.writeUInt32LE(crc, 16);
    ch.writeUInt32LE(f.data.length, 20);
    ch.writeUInt32LE(f.data.length, 24);
    ch.writeUInt16LE(name.length, 28);
    ch.writeUInt32LE(offset, 42);
    locals.push(lh, name, f.data);
    central.push(ch, name);
    offset += 30 + name.length + f.data.length;
  }
  const dir = Buffer.concat(central);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(files.length, 8);
  end.writeUInt16LE(files.length, 10);
  end.writeUInt32LE(dir.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, dir, end]);
}

describe('alipay bill download (a local fake plays the gateway and the download host)', () => {
  const { privateKey, publicKey } = generateKeyPairSync('rsa', {
    modulusLength: 2048,
    privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
    publicKeyEncoding: { type: 'spki', format: 'pem' },
  });
  const cfg = {
    appId: '2021000000000001',
    privateKey,
    alipayPublicKey: publicKey,
    gateway: 'https://alipay.test/gateway.do',
  };
  const zip = zipOf([
    { name: '20880000000000000156_20260301_业务明细(汇总).csv', data: Buffer.from('#汇总\n', 'utf8') },
    { name: '20880000000000000156_20260301_业务明细.csv', data: Buffer.from(ALIPAY_CSV, 'utf8') },
  ]);

  test('the zip reader finds both files', () => {
    assert.deepEqual(
      unzip(zip).map((f) => f.name),
      ['20880000000000000156_20260301_业务明细(汇总).csv', '20880000000000000156_20260301_业务明细.csv'],
    );
  });

  test('downloadurl.query for the day, then the zip: the detail file parsed; not ready said so', async () => {
    const asked: unknown[] = [];
    let ready = true;
    const p = new AlipayProvider(cfg, {
      exec: async (method, params) => {
        asked.push([method, params]);
        return ready
          ? { code: '10000', billDownloadUrl: 'https://dwbillcenter.alipay.test/downloadBillFile.resource?x=1' }
          : { code: '40004', subCode: 'isp.bill_not_exist' };
      },
      fetch: async (url) => {
        assert.equal(url, 'https://dwbillcenter.alipay.test/downloadBillFile.resource?x=1');
        return {
          status: 200,
          headers: { get: () => null },
          text: async () => '',
          arrayBuffer: async () => zip.buffer.slice(zip.byteOffset, zip.byteOffset + zip.length) as ArrayBuffer,
        };
      },
    });
    const lines = await p.downloadBill('2026-03-01');
    assert.equal(lines.length, 3);
    assert.deepEqual(asked[0], [
      'alipay.data.dataservice.bill.downloadurl.query',
      { bizContent: { bill_type: 'trade', bill_date: '2026-03-01' } },
    ]);
    ready = false;
    await assert.rejects(p.downloadBill('2026-03-02'), BillNotReady);
  });
});

describe('wechat pay bill download (a fake plays the v3 API with a platform public key)', () => {
  const keys = () =>
    generateKeyPairSync('rsa', {
      modulusLength: 2048,
      privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
      publicKeyEncoding: { type: 'spki', format: 'pem' },
    });
  const merchant = keys();
  const platform = keys();
  const PUB_ID = 'PUB_KEY_ID_0114232134912410000000000000';
  const cfg = {
    appId: 'wx0000000000000009',
    appSecret: 'secret',
    mchId: '1900000109',
    mchSerialNo: '3775B6A45ACD588826D15E583A95F5DD00000009',
    mchPrivateKey: merchant.privateKey,
    apiV3Key: 'k'.repeat(32),
    platformCert: null,
    platformPublicKey: platform.publicKey,
    platformPublicKeyId: PUB_ID,
    apiBase: 'https://api.mch.weixin.test',
    wxApiBase: 'https://api.weixin.test',
  };
  const file = Buffer.from(WECHAT_CSV, 'utf8');

  function fake(opts: { hash?: string; code?: string }): { fetch: FetchLike; seen: string[] } {
    const seen: string[] = [];
    const fetch: FetchLike = async (url, init) => {
      seen.push(url);
      // every request is the merchant's, signed over its path and query
      const auth = init.headers.Authorization ?? '';
      const m = /nonce_str="([^"]+)",signature="([^"]+)",timestamp="(\d+)"/.exec(auth);
      const u = new URL(url);
      const signedOk =
        m &&
        createVerify('RSA-SHA256')
          .update(`GET\n${u.pathname}${u.search}\n${m[3]}\n${m[1]}\n\n`)
          .verify(merchant.publicKey, m[2]!, 'base64');
      if (!signedOk) return { status: 401, headers: { get: () => null }, text: async () => '' };
      if (u.pathname === '/v3/bill/tradebill') {
        const body = JSON.stringify(
          opts.code
            ? { code: opts.code, message: '账单尚未生成' }
            : {
                hash_type: 'SHA1',
                hash_value: opts.hash ?? createHash('sha1').update(file).digest('hex'),
                download_url:
                  'https://api.mch.weixin.test/v3/billdownload/file?token=6XIv5TUPto7pByrTQKhd6kwvyKLG2uY2wMMR8cNXqaA_Cv_isgaUtBzp4QtiozLO',
              },
        );
        const ts = String(Math.floor(Date.now() / 1000));
        const nonce = randomBytes(8).toString('hex');
        const h: Record<string, string> = {
          'wechatpay-timestamp': ts,
          'wechatpay-nonce': nonce,
          'wechatpay-serial': PUB_ID,
          'wechatpay-signature': createSign('RSA-SHA256')
            .update(`${ts}\n${nonce}\n${body}\n`)
            .sign(platform.privateKey, 'base64'),
        };
        return {
          status: opts.code ? 404 : 200,
          headers: { get: (n) => h[n.toLowerCase()] ?? null },
          text: async () => body,
        };
      }
      return {
        status: 200,
        headers: { get: () => null },
        text: async () => file.toString('utf8'),
        arrayBuffer: async () => file.buffer.slice(file.byteOffset, file.byteOffset + file.length) as ArrayBuffer,
      };
    };
    return { fetch, seen };
  }

  test('tradebill for the day, then the signed download: the file is checked by its SHA1 and parsed', async () => {
    const f = fake({});
    const p = new WechatPayProvider(cfg, { clock: systemClock, fetch: f.fetch });
    const lines = await p.downloadBill('2026-03-01');
    assert.equal(lines.length, 2);
    assert.equal(f.seen[0], 'https://api.mch.weixin.test/v3/bill/tradebill?bill_date=2026-03-01&bill_type=ALL');
    assert.match(f.seen[1]!, /billdownload\/file\?token=/);
  });

  test('a file that does not match its hash is refused; a bill not made yet is said so', async () => {
    const tampered = new WechatPayProvider(cfg, { clock: systemClock, fetch: fake({ hash: 'a'.repeat(40) }).fetch });
    await assert.rejects(tampered.downloadBill('2026-03-01'), /hash mismatch/);
    const early = new WechatPayProvider(cfg, { clock: systemClock, fetch: fake({ code: 'NO_STATEMENT_EXIST' }).fetch });
    await assert.rejects(early.downloadBill('2026-03-02'), BillNotReady);
  });
});
