import type {LocaleStrings} from '../../localeStrings';

/** The strings of Panel.tsx (src/components/localeStrings.ts says why they are not in code.json). */
const ja = {
  problemRequired: '必須です。',
  problemType: (expected: string) => `${expected}型の値を入力してください。`,
  problemEnum: (values: string) => `次のいずれかにしてください：${values}`,
  problemExclusiveMinimum: (limit: string) => `${limit}より大きい値を入力してください。`,
  problemMinimum: (limit: string) => `${limit}以上の値を入力してください。`,
  problemExclusiveMaximum: (limit: string) => `${limit}より小さい値を入力してください。`,
  problemMaximum: (limit: string) => `${limit}以下の値を入力してください。`,
  problemMinLength: (limit: string) => `${limit}文字以上で入力してください。`,
  problemMaxLength: (limit: string) => `${limit}文字以内で入力してください。`,
  problemMinItems: (limit: string) => `${limit}件以上にしてください。`,
  problemMaxItems: (limit: string) => `${limit}件以内にしてください。`,
  problemSlotAligned: '毎時00分または30分ちょうどにしてください。',
  problemPattern: (pattern: string) => `形式が正しくありません（${pattern}）。`,
  problemDateTime: 'オフセット付きの日時にしてください（例：2026-11-16T00:00:00+09:00）。',
  problemDate: 'YYYY-MM-DDの日付を入力してください。',
  problemFormat: (format: string) => `${format}の形式で入力してください。`,
  problemAdditional: '定義されていないフィールドです。',
  problemDecimalPlaces: (limit: string) => `小数点以下は${limit}桁までにしてください。`,
  problemUniqueItems: '同じ値が重複しています。',
  problemNoMatch: 'どの形式にも当てはまりません。',
  reasonSuccess: 'ドキュメントの例をレスポンスとして返しました。',
  reasonAsked: '選んだステータスの例をレスポンスとして返しました。',
  reasonSyntax: 'ボディをJSONとして読み取れないため、400を返しました。',
  reasonKey: 'APIキーが形式（hck_と英数字40文字）に合わないため、401を返しました。',
  reasonParams: 'パラメータがスキーマに合わないため、400を返しました。',
  reasonBody: 'ボディがスキーマに合わないため、エラーを返しました。',
  reasonUnknownId: 'モックにはこのページの例のIDしかないため、404を返しました。',
  reasonPreconditionRequired: 'If-Matchヘッダーがないため、428を返しました。',
  reasonPreconditionFailed: 'If-Matchが現在のETag（GETの例の値）と異なるため、412を返しました。',
  reasonNotModified:
    'If-None-Matchが現在のETag（200の例の値）と同じため、ボディのない304を返しました。',
  reasonKeyReused: '同じIdempotency-Keyで別のリクエストを送ったため、409を返しました。',
  reasonReplayed:
    '同じIdempotency-Keyで同じリクエストを再送したため、保存済みのレスポンスを返しました。',
  reasonExample: '送った内容がドキュメントの例と同じため、その例のレスポンスを返しました。',
  /** Parameter location */
  inPath: 'パス',
  /** Parameter location */
  inQuery: 'クエリ',
  /** Parameter location */
  inHeader: 'ヘッダー',
  /** Required field mark */
  required: '必須',
  /** Select option: leave the parameter out */
  unset: '（指定しない）',
  /** Button that puts a new UUID in Idempotency-Key */
  newKey: '新しいキー',
  /** How to provoke 428 with If-Match left empty */
  problemPreconditionHint:
    '428を確かめるには、「送信前にスキーマで検証する」のチェックを外してから送信してください。',
  /** Live request timed out */
  liveTimeout:
    '30秒以内にレスポンスがありませんでした。POSTを再送するときは、同じIdempotency-Keyを使ってください。',
  /** Live request failed before a response */
  liveNetwork:
    '接続できませんでした。ネットワークの状態と、APIがこのサイトからの呼び出しを許可しているかを確認してください。POSTを再送するときは、同じIdempotency-Keyを使ってください。',
  /** Title of the Try it panel */
  title: (method: string, path: string) => `試してみる：${method} ${path}`,
  /** Legend of the mode choice */
  mode: '送信先',
  /** Mock mode */
  modeMock: 'モック（キー不要、通信なし）',
  /** Live mode */
  modeLive: (host: string) => `本番API（${host}）`,
  /** API key field */
  key: 'APIキー',
  /** Key hint in mock mode */
  keyMockHint: 'モックではキーは不要です。入力すると形式だけを確かめ、合わなければ401を返します。',
  /** Key hint in live mode */
  keyLiveHint: (host: string) =>
    `キーはこのタブのメモリにだけ保持し、保存しません。送信先は${host}だけです。`,
  /** Legend of the parameters */
  parameters: 'パラメータ',
  /** Request body field */
  body: (mediaType: string) => `ボディ（${mediaType}）`,
  problemSyntax: (message: string) => `JSONとして読み取れません：${message}`,
  /** Which documented response the mock gives */
  asked: 'モックのレスポンス',
  /** Mock answers as the API would */
  askedAuto: '自動（リクエストの内容による）',
  /** Checkbox: validate before sending */
  checkFirst:
    '送信前にスキーマで検証する（外すと、誤ったリクエストへのAPIのレスポンスを確かめられます）',
  /** Send the request */
  send: '送信',
  /** Reset the form to the example */
  reset: '例に戻す',
  /** Live mode without a key */
  liveNeedsKey: '本番APIにはキー（hck_で始まる44文字）が必要です。',
  /** Validation stopped the request */
  notSent: '送信できません。エラーが表示された項目を修正してください。',
  /** A response arrived */
  received: (status: string, ms: string) => `${status}が返りました（${ms} ms）。`,
  /** The answer came from the mock */
  fromMock: 'モック',
  /** Tabs with the request as code */
  code: 'このリクエストのコード',
  /** The snippet was copied */
  copied: 'コピーしました',
  /** Copy the snippet */
  copy: 'コードをコピー',
};

const en: typeof ja = {
  problemRequired: 'Required.',
  problemType: (expected: string) => `Use a value of type ${expected}.`,
  problemEnum: (values: string) => `Use one of: ${values}`,
  problemExclusiveMinimum: (limit: string) => `Use a value greater than ${limit}.`,
  problemMinimum: (limit: string) => `Use ${limit} or more.`,
  problemExclusiveMaximum: (limit: string) => `Use a value less than ${limit}.`,
  problemMaximum: (limit: string) => `Use ${limit} or less.`,
  problemMinLength: (limit: string) => `Use at least ${limit} characters.`,
  problemMaxLength: (limit: string) => `Use at most ${limit} characters.`,
  problemMinItems: (limit: string) => `Give at least ${limit} items.`,
  problemMaxItems: (limit: string) => `Give at most ${limit} items.`,
  problemSlotAligned: 'Must be on :00 or :30.',
  problemPattern: (pattern: string) => `The format is wrong (${pattern}).`,
  problemDateTime: 'Use a date and time with an offset (for example 2026-11-16T00:00:00+09:00).',
  problemDate: 'Use a date as YYYY-MM-DD.',
  problemFormat: (format: string) => `Use the ${format} format.`,
  problemAdditional: 'This field is not defined.',
  problemDecimalPlaces: (limit: string) => `Use at most ${limit} digits after the decimal point.`,
  problemUniqueItems: 'A value is repeated.',
  problemNoMatch: 'Matches none of the allowed forms.',
  reasonSuccess: 'Answered with the document’s example.',
  reasonAsked: 'Answered with the example of the status you chose.',
  reasonSyntax: '400: the body is not readable as JSON.',
  reasonKey: '401: the API key does not have the form hck_ and 40 letters or digits.',
  reasonParams: '400: a parameter does not match the schema.',
  reasonBody: 'An error: the body does not match the schema.',
  reasonUnknownId: '404: the mock knows only the IDs in this page’s examples.',
  reasonPreconditionRequired: '428: the request has no If-Match header.',
  reasonPreconditionFailed: '412: If-Match is not the current ETag (the value in the GET example).',
  reasonNotModified:
    '304: If-None-Match is the current ETag (the value in the 200 example), so there is no body.',
  reasonKeyReused: '409: the same Idempotency-Key was sent with a different request.',
  reasonReplayed:
    'The same request was resent with the same Idempotency-Key, so the stored response came back.',
  reasonExample:
    "What you sent is one of the documented examples, so the mock answered with that example's response.",
  inPath: 'path',
  inQuery: 'query',
  inHeader: 'header',
  required: 'Required',
  unset: '(leave out)',
  newKey: 'New key',
  problemPreconditionHint:
    'To see the 428, clear “Validate against the schema before sending” and send again.',
  liveTimeout:
    'No response within 30 seconds. When you resend a POST, use the same Idempotency-Key.',
  liveNetwork:
    'Could not connect (network, or the API does not allow calls from this site). When you resend a POST, use the same Idempotency-Key.',
  title: (method: string, path: string) => `Try ${method} ${path}`,
  mode: 'Send to',
  modeMock: 'Mock (no key, no network)',
  modeLive: (host: string) => `Live API (${host})`,
  key: 'API key',
  keyMockHint:
    'The mock needs no key. If you type one, only its form is checked, and a wrong form gives 401.',
  keyLiveHint: (host: string) =>
    `The key is kept in this tab’s memory only and never stored. It is sent to ${host} only.`,
  parameters: 'Parameters',
  body: (mediaType: string) => `Body (${mediaType})`,
  problemSyntax: (message: string) => `Not readable as JSON: ${message}`,
  asked: 'Mock response',
  askedAuto: 'Decide from the request',
  checkFirst:
    'Validate against the schema before sending (clear it to see how the API answers a wrong request)',
  send: 'Send',
  reset: 'Back to the example',
  liveNeedsKey: 'The live API needs a key (44 characters starting with hck_).',
  notSent: 'Not sent. Fix the marked fields.',
  received: (status: string, ms: string) => `Received ${status} (${ms} ms).`,
  fromMock: 'Mock',
  code: 'This request as code',
  copied: 'Copied',
  copy: 'Copy code',
};

export const panelStrings = {ja, en} satisfies LocaleStrings<typeof ja>;
export type PanelStrings = typeof ja;
