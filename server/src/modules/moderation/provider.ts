import type { ModerationCategory } from './words.js';

/** Where a text was written: providers may judge a nickname more strictly than a chat line. */
export type ModerationScene = 'profile' | 'listing' | 'chat' | 'feedback';

export type ModerationVerdict = { pass: true } | { pass: false; category: ModerationCategory };

export interface TextToCheck {
  text: string;
  scene: ModerationScene;
  /** the writer's WeChat openid, when the writer has used the mini-program (WeChat needs one) */
  openid?: string | null;
}

export interface ImageToCheck {
  /** the image's absolute public address (the checker downloads it) */
  url: string;
  scene: ModerationScene;
  openid?: string | null;
}

/** Judges user-written text before it is stored or shown to anyone else, and (where it can) images. */
export interface ModerationProvider {
  readonly name: string;
  checkText(t: TextToCheck): Promise<ModerationVerdict>;
  /**
   * Sends an image to an asynchronous check; the verdict arrives later (WeChat's message push) under
   * the returned trace id. null: this image is not checked (no checker, or the writer has no openid).
   */
  submitImage?(i: ImageToCheck): Promise<{ traceId: string } | null>;
}
