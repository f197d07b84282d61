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

/** Judges user-written text before it is stored or shown to anyone else. */
export interface ModerationProvider {
  readonly name: string;
  checkText(t: TextToCheck): Promise<ModerationVerdict>;
}
