import type { App } from '../../app-types.js';
import { ok } from '../../lib/envelope.js';
import { routeKit } from '../../lib/route.js';
import { BadRequest } from '../../lib/errors.js';
import { UploadData } from './schema.js';
import { TOO_LARGE_MSG, type UploadService } from './service.js';

const route = routeKit({ tags: ['common'], authAfterValidation: true });

export async function uploadRoutes(app: App, deps: { upload: UploadService }) {
  app.post(
    '/api/common/upload',
    route.user({
      summary: '上传图片（multipart 字段 file；按内容识别 JPG/PNG/WebP，≤10MB；重新编码去除元数据并生成缩略图）',
      consumes: ['multipart/form-data'],
      data: UploadData,
    }),
    async (req) => {
      if (!req.isMultipart()) throw new BadRequest('请使用 multipart/form-data 上传文件');
      let buf: Buffer;
      try {
        const part = await req.file();
        if (!part || part.fieldname !== 'file') throw new BadRequest('参数错误：file 不能为空');
        buf = await part.toBuffer();
      } catch (e) {
        if (e instanceof BadRequest) throw e;
        if ((e as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw new BadRequest(TOO_LARGE_MSG);
        // a body cut short or not multipart inside ("Unexpected end of form", bad boundary): the
        // client's fault, found by the fuzzer as a 500
        if (!(e as { statusCode?: number }).statusCode || (e as { statusCode: number }).statusCode < 500)
          throw new BadRequest('上传内容不完整或格式不正确');
        throw e;
      }
      return ok(await deps.upload.saveImage(req.actor!, buf), '上传成功');
    },
  );
}
