import remarkCjkFriendly from 'remark-cjk-friendly';

/**
 * CommonMark does not close `**` before a Japanese character when the bold text ends in
 * punctuation (`**容量（AC）**の` stays literal). remark-cjk-friendly relaxes the flanking
 * rule for CJK text, so Japanese pages write bold with no spaces around it. Shared by the
 * docs areas and the release notes; `src/config/cjk-emphasis.test.ts` guards it.
 */
export const cjkRemarkPlugins = [remarkCjkFriendly];
