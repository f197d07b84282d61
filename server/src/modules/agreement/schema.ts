import { Type } from 'typebox';

export const AgreementInfo = Type.Object({
  orderId: Type.Integer(),
  orderNo: Type.String(),
  /** the name to save the PDF under */
  fileName: Type.String(),
  sha256: Type.String({ description: 'PDF 文件的 SHA-256（十六进制），与订单记录中登记的一致' }),
  sizeBytes: Type.Integer(),
  createdAt: Type.String({ format: 'date-time' }),
});

export const AdminAgreementInfo = Type.Intersect([
  AgreementInfo,
  Type.Object({
    recordedSha256: Type.Union([Type.String(), Type.Null()], { description: '订单记录（时间线）中登记的 SHA-256' }),
  }),
]);

export const VerifyBody = Type.Object({
  fileBase64: Type.String({ minLength: 1, maxLength: 3_000_000, description: '待核验的 PDF 文件，Base64 编码' }),
});

export const VerifyResult = Type.Object({
  match: Type.Boolean({ description: '文件与订单登记的协议完全一致' }),
  suppliedSha256: Type.String(),
  recordedSha256: Type.String(),
});

/** the PDF, as bytes */
export const PdfFile = Type.String({ format: 'binary', description: 'application/pdf' });
/** the HTML view, one self-contained page */
export const HtmlPage = Type.String({ description: 'text/html' });
