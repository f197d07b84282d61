/** Typed business errors. Services throw these; only the error handler turns them into HTTP. */
export class AppError extends Error {
  readonly code: number;
  constructor(code: number, message: string) {
    super(message);
    this.code = code;
    this.name = new.target.name;
  }
}
export class BadRequest extends AppError {
  constructor(message = '参数错误') {
    super(400, message);
  }
}
export class Unauthorized extends AppError {
  constructor(message = '登录已过期，请重新登录') {
    super(401, message);
  }
}
export class Forbidden extends AppError {
  constructor(message = '没有权限执行此操作') {
    super(403, message);
  }
}
export class NotFound extends AppError {
  constructor(message = '内容不存在') {
    super(404, message);
  }
}
export class Conflict extends AppError {
  constructor(message: string) {
    super(409, message);
  }
}
export class TooManyRequests extends AppError {
  /** seconds until the caller may retry */
  readonly retryAfter: number;
  constructor(retryAfter: number, message?: string) {
    const s = Math.max(1, Math.ceil(retryAfter));
    super(429, message ?? `操作过于频繁，请于 ${s} 秒后再试`);
    this.retryAfter = s;
  }
}
