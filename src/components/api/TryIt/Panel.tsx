import {useId, useMemo, useRef, useState, type FormEvent, type ReactNode} from 'react';
import clsx from 'clsx';
import {translate} from '@docusaurus/Translate';
import {
  buildRequest,
  checkForm,
  curlSnippet,
  hasProblems,
  pythonSnippet,
  typescriptSnippet,
  type BuiltRequest,
  type FormProblems,
  type FormValues,
} from './request';
import {
  askableStatuses,
  keyPattern,
  mockAnswer,
  type IdempotencyMemory,
  type MockAnswer,
  type MockReason,
} from './mock';
import {slotAligned} from './problem';
import type {Problem} from './validate';
import type {TryOperation, TryParameter} from './types';
import styles from './TryIt.module.css';

type Mode = 'mock' | 'live';

interface Answer {
  mode: Mode;
  status: number;
  headers: [string, string][];
  body: string;
  reason?: MockReason;
  ms: number;
}

/** The document recommends an Idempotency-Key on every write that takes one: each form starts with a fresh one. */
function initialValues(operation: TryOperation): FormValues {
  return {
    params: Object.fromEntries(
      operation.parameters.map((p) => [
        p.name,
        p.name === 'Idempotency-Key' && p.example === '' ? crypto.randomUUID() : p.example,
      ]),
    ),
    body: operation.body ? JSON.stringify(operation.body.example, null, 2) : '',
  };
}

function problemText(problem: Problem): string {
  switch (problem.code) {
    case 'required':
      return translate({
        id: 'api.tryIt.problem.required',
        message: '必須です。',
        description: 'Validation',
      });
    case 'type':
      return translate(
        {
          id: 'api.tryIt.problem.type',
          message: '{expected}型の値を入力してください。',
          description: 'Validation',
        },
        {expected: problem.expected},
      );
    case 'enum':
      return translate(
        {
          id: 'api.tryIt.problem.enum',
          message: '次のいずれかにしてください：{values}',
          description: 'Validation',
        },
        {values: problem.values},
      );
    case 'minimum':
      return problem.exclusive
        ? translate(
            {
              id: 'api.tryIt.problem.exclusiveMinimum',
              message: '{limit}より大きい値を入力してください。',
              description: 'Validation',
            },
            {limit: String(problem.limit)},
          )
        : translate(
            {
              id: 'api.tryIt.problem.minimum',
              message: '{limit}以上の値を入力してください。',
              description: 'Validation',
            },
            {limit: String(problem.limit)},
          );
    case 'maximum':
      return problem.exclusive
        ? translate(
            {
              id: 'api.tryIt.problem.exclusiveMaximum',
              message: '{limit}より小さい値を入力してください。',
              description: 'Validation',
            },
            {limit: String(problem.limit)},
          )
        : translate(
            {
              id: 'api.tryIt.problem.maximum',
              message: '{limit}以下の値を入力してください。',
              description: 'Validation',
            },
            {limit: String(problem.limit)},
          );
    case 'minLength':
      return translate(
        {
          id: 'api.tryIt.problem.minLength',
          message: '{limit}文字以上で入力してください。',
          description: 'Validation',
        },
        {limit: String(problem.limit)},
      );
    case 'maxLength':
      return translate(
        {
          id: 'api.tryIt.problem.maxLength',
          message: '{limit}文字以内で入力してください。',
          description: 'Validation',
        },
        {limit: String(problem.limit)},
      );
    case 'minItems':
      return translate(
        {
          id: 'api.tryIt.problem.minItems',
          message: '{limit}件以上にしてください。',
          description: 'Validation',
        },
        {limit: String(problem.limit)},
      );
    case 'maxItems':
      return translate(
        {
          id: 'api.tryIt.problem.maxItems',
          message: '{limit}件以内にしてください。',
          description: 'Validation',
        },
        {limit: String(problem.limit)},
      );
    case 'pattern':
      // The slot rule in the document's words (not-slot-aligned), not its regular expression.
      if (slotAligned(problem))
        return translate({
          id: 'api.tryIt.problem.slotAligned',
          message: '毎時00分または30分ちょうどにしてください。',
          description: 'Validation',
        });
      return translate(
        {
          id: 'api.tryIt.problem.pattern',
          message: '形式が正しくありません（{pattern}）。',
          description: 'Validation',
        },
        {pattern: problem.pattern},
      );
    case 'format':
      return problem.format === 'date-time'
        ? translate({
            id: 'api.tryIt.problem.dateTime',
            message: 'オフセット付きの日時にしてください（例：2026-11-16T00:00:00+09:00）。',
            description: 'Validation',
          })
        : problem.format === 'date'
          ? translate({
              id: 'api.tryIt.problem.date',
              message: 'YYYY-MM-DDの日付を入力してください。',
              description: 'Validation',
            })
          : translate(
              {
                id: 'api.tryIt.problem.format',
                message: '{format}の形式で入力してください。',
                description: 'Validation',
              },
              {format: problem.format},
            );
    case 'additional':
      return translate({
        id: 'api.tryIt.problem.additional',
        message: '定義されていないフィールドです。',
        description: 'Validation',
      });
    case 'decimalPlaces':
      return translate(
        {
          id: 'api.tryIt.problem.decimalPlaces',
          message: '小数点以下は{limit}桁までにしてください。',
          description: 'Validation',
        },
        {limit: String(problem.limit)},
      );
    case 'uniqueItems':
      return translate({
        id: 'api.tryIt.problem.uniqueItems',
        message: '同じ値が重複しています。',
        description: 'Validation',
      });
    case 'noMatch':
      return translate({
        id: 'api.tryIt.problem.noMatch',
        message: 'どの形式にも当てはまりません。',
        description: 'Validation',
      });
  }
}

function reasonText(reason: MockReason): string {
  switch (reason) {
    case 'success':
      return translate({
        id: 'api.tryIt.reason.success',
        message: 'ドキュメントの例をレスポンスとして返しました。',
        description: 'Mock reason',
      });
    case 'asked':
      return translate({
        id: 'api.tryIt.reason.asked',
        message: '選んだステータスの例をレスポンスとして返しました。',
        description: 'Mock reason',
      });
    case 'syntax':
      return translate({
        id: 'api.tryIt.reason.syntax',
        message: 'ボディをJSONとして読み取れないため、400を返しました。',
        description: 'Mock reason',
      });
    case 'key':
      return translate({
        id: 'api.tryIt.reason.key',
        message: 'APIキーが形式（hck_と英数字40文字）に合わないため、401を返しました。',
        description: 'Mock reason',
      });
    case 'params':
      return translate({
        id: 'api.tryIt.reason.params',
        message: 'パラメータがスキーマに合わないため、400を返しました。',
        description: 'Mock reason',
      });
    case 'body':
      return translate({
        id: 'api.tryIt.reason.body',
        message: 'ボディがスキーマに合わないため、エラーを返しました。',
        description: 'Mock reason',
      });
    case 'unknown-id':
      return translate({
        id: 'api.tryIt.reason.unknownId',
        message: 'モックにはこのページの例のIDしかないため、404を返しました。',
        description: 'Mock reason',
      });
    case 'precondition-required':
      return translate({
        id: 'api.tryIt.reason.preconditionRequired',
        message: 'If-Matchヘッダーがないため、428を返しました。',
        description: 'Mock reason',
      });
    case 'precondition-failed':
      return translate({
        id: 'api.tryIt.reason.preconditionFailed',
        message: 'If-Matchが現在のETag（GETの例の値）と異なるため、412を返しました。',
        description: 'Mock reason',
      });
    case 'not-modified':
      return translate({
        id: 'api.tryIt.reason.notModified',
        message:
          'If-None-Matchが現在のETag（200の例の値）と同じため、ボディのない304を返しました。',
        description: 'Mock reason',
      });
    case 'key-reused':
      return translate({
        id: 'api.tryIt.reason.keyReused',
        message: '同じIdempotency-Keyで別のリクエストを送ったため、409を返しました。',
        description: 'Mock reason',
      });
    case 'replayed':
      return translate({
        id: 'api.tryIt.reason.replayed',
        message:
          '同じIdempotency-Keyで同じリクエストを再送したため、保存済みのレスポンスを返しました。',
        description: 'Mock reason',
      });
    case 'example':
      return translate({
        id: 'api.tryIt.reason.example',
        message: '送った内容がドキュメントの例と同じため、その例のレスポンスを返しました。',
        description: 'Mock reason',
      });
  }
}

const languages = [
  {id: 'curl', label: 'curl', print: curlSnippet},
  {id: 'python', label: 'Python', print: pythonSnippet},
  {id: 'typescript', label: 'TypeScript', print: typescriptSnippet},
] as const;

function Field({
  parameter,
  value,
  problems,
  onChange,
  onNewKey,
}: {
  parameter: TryParameter;
  value: string;
  problems: Problem[] | undefined;
  onChange: (value: string) => void;
  onNewKey?: () => void;
}): ReactNode {
  const id = useId();
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const options =
    parameter.schema.enum ?? (parameter.schema.type === 'boolean' ? [true, false] : undefined);
  const where = {
    path: translate({id: 'api.tryIt.in.path', message: 'パス', description: 'Parameter location'}),
    query: translate({
      id: 'api.tryIt.in.query',
      message: 'クエリ',
      description: 'Parameter location',
    }),
    header: translate({
      id: 'api.tryIt.in.header',
      message: 'ヘッダー',
      description: 'Parameter location',
    }),
  }[parameter.in];
  const common = {
    id,
    'aria-invalid': problems ? true : undefined,
    'aria-describedby': clsx(hintId, problems && errorId),
    'aria-required': parameter.required || undefined,
    className: styles.input,
    value,
  } as const;
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        <code>{parameter.name}</code> <span className={styles.where}>{where}</span>
        {parameter.required && (
          <span className={styles.required}>
            {translate({
              id: 'api.tryIt.required',
              message: '必須',
              description: 'Required field mark',
            })}
          </span>
        )}
      </label>
      <div className={styles.inputRow}>
        {options ? (
          <select {...common} onChange={(event) => onChange(event.target.value)}>
            <option value="">
              {translate({
                id: 'api.tryIt.unset',
                message: '（指定しない）',
                description: 'Select option: leave the parameter out',
              })}
            </option>
            {options.map((option) => (
              <option key={String(option)} value={String(option)}>
                {String(option)}
              </option>
            ))}
          </select>
        ) : (
          <input
            {...common}
            type="text"
            spellCheck={false}
            autoComplete="off"
            onChange={(event) => onChange(event.target.value)}
          />
        )}
        {onNewKey && (
          <button type="button" className={styles.secondary} onClick={onNewKey}>
            {translate({
              id: 'api.tryIt.newKey',
              message: '新しいキー',
              description: 'Button that puts a new UUID in Idempotency-Key',
            })}
          </button>
        )}
      </div>
      {parameter.description && (
        <p id={hintId} className={styles.hint}>
          {parameter.description.replace(/`/g, '')}
        </p>
      )}
      {problems && (
        <ul id={errorId} className={styles.problems}>
          {problems.map((problem, index) => (
            <li key={index}>{problemText(problem)}</li>
          ))}
          {parameter.name === 'If-Match' && problems.some((p) => p.code === 'required') && (
            <li>
              {translate({
                id: 'api.tryIt.problem.preconditionHint',
                message:
                  '428を確かめるには、「送信前にスキーマで検証する」のチェックを外してから送信してください。',
                description: 'How to provoke 428 with If-Match left empty',
              })}
            </li>
          )}
        </ul>
      )}
    </div>
  );
}

/**
 * The Try it panel of one operation: a form generated from the document,
 * checked against its schema before anything is sent, answered by the mock
 * (the document's examples, no key, no network) or by the API itself with a
 * key the reader types, which stays in this component's memory only.
 */
export default function Panel({id, operation}: {id: string; operation: TryOperation}): ReactNode {
  const [mode, setMode] = useState<Mode>('mock');
  const [values, setValues] = useState<FormValues>(() => initialValues(operation));
  const [key, setKey] = useState('');
  const [checkFirst, setCheckFirst] = useState(true);
  const [asked, setAsked] = useState('');
  const [problems, setProblems] = useState<FormProblems | null>(null);
  const [answer, setAnswer] = useState<Answer | null>(null);
  const [sending, setSending] = useState(false);
  const [liveError, setLiveError] = useState('');
  const [language, setLanguage] = useState<(typeof languages)[number]['id']>('curl');
  const [copied, setCopied] = useState(false);
  const memory = useRef<IdempotencyMemory>(new Map());
  const form = useRef<HTMLFormElement>(null);
  const ids = {
    title: useId(),
    key: useId(),
    keyHint: useId(),
    body: useId(),
    bodyError: useId(),
    asked: useId(),
    code: useId(),
  };

  const request: BuiltRequest = useMemo(
    () => buildRequest(operation, values, key),
    [operation, values, key],
  );
  const snippet = languages.find((l) => l.id === language)!.print(request);

  const setParam = (name: string, value: string) =>
    setValues((current) => ({...current, params: {...current.params, [name]: value}}));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = checkForm(operation, values);
    setLiveError('');
    if (checkFirst && hasProblems(found)) {
      setProblems(found);
      setAnswer(null);
      // Focus the first field that needs fixing.
      requestAnimationFrame(() =>
        form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus(),
      );
      return;
    }
    setProblems(null);
    const started = performance.now();
    if (mode === 'mock') {
      const mock: MockAnswer = mockAnswer(
        operation,
        request,
        found,
        key,
        memory.current,
        asked ? Number(asked) : undefined,
      );
      setAnswer({
        mode,
        status: mock.status,
        headers: mock.headers,
        body: mock.body ?? '',
        reason: mock.reason,
        ms: Math.round(performance.now() - started),
      });
      return;
    }
    setSending(true);
    const controller = new AbortController();
    const timer = window.setTimeout(() => controller.abort(), 30_000);
    try {
      const response = await fetch(request.url, {
        method: request.method,
        headers: request.headers,
        body: request.body,
        credentials: 'omit',
        referrerPolicy: 'no-referrer',
        cache: 'no-store',
        signal: controller.signal,
      });
      const body = await response.text();
      let pretty = body;
      try {
        pretty = JSON.stringify(JSON.parse(body), null, 2);
      } catch {
        // Not JSON: shown as it came.
      }
      setAnswer({
        mode,
        status: response.status,
        headers: [...response.headers.entries()],
        body: pretty,
        ms: Math.round(performance.now() - started),
      });
    } catch (error) {
      setAnswer(null);
      setLiveError(
        (error as Error).name === 'AbortError'
          ? translate({
              id: 'api.tryIt.live.timeout',
              message:
                '30秒以内にレスポンスがありませんでした。POSTを再送するときは、同じIdempotency-Keyを使ってください。',
              description: 'Live request timed out',
            })
          : translate({
              id: 'api.tryIt.live.network',
              message:
                '接続できませんでした。ネットワークの状態と、APIがこのサイトからの呼び出しを許可しているかを確認してください。POSTを再送するときは、同じIdempotency-Keyを使ってください。',
              description: 'Live request failed before a response',
            }),
      );
    } finally {
      window.clearTimeout(timer);
      setSending(false);
    }
  };

  const bodyProblems = problems?.body ?? [];
  const bodyInvalid = Boolean(problems?.syntax) || bodyProblems.length > 0;
  const liveKeyMissing = mode === 'live' && !keyPattern.test(key);

  return (
    <section id={id} className={styles.panel} aria-labelledby={ids.title}>
      <p id={ids.title} className={styles.title}>
        {translate(
          {
            id: 'api.tryIt.title',
            message: '試してみる：{method} {path}',
            description: 'Title of the Try it panel',
          },
          {method: operation.method, path: operation.path},
        )}
      </p>
      <form ref={form} noValidate onSubmit={(event) => void submit(event)}>
        <fieldset className={styles.modes}>
          <legend className={styles.label}>
            {translate({
              id: 'api.tryIt.mode',
              message: '送信先',
              description: 'Legend of the mode choice',
            })}
          </legend>
          <label>
            <input
              type="radio"
              name={`${id}-mode`}
              checked={mode === 'mock'}
              onChange={() => setMode('mock')}
            />{' '}
            {translate({
              id: 'api.tryIt.mode.mock',
              message: 'モック（キー不要、通信なし）',
              description: 'Mock mode',
            })}
          </label>
          <label>
            <input
              type="radio"
              name={`${id}-mode`}
              checked={mode === 'live'}
              onChange={() => setMode('live')}
            />{' '}
            {translate(
              {id: 'api.tryIt.mode.live', message: '本番API（{host}）', description: 'Live mode'},
              {host: new URL(operation.server).host},
            )}
          </label>
        </fieldset>

        <div className={styles.field}>
          <label htmlFor={ids.key} className={styles.label}>
            {translate({id: 'api.tryIt.key', message: 'APIキー', description: 'API key field'})}
            {mode === 'live' && (
              <span className={styles.required}>
                {translate({
                  id: 'api.tryIt.required',
                  message: '必須',
                  description: 'Required field mark',
                })}
              </span>
            )}
          </label>
          <input
            id={ids.key}
            className={styles.input}
            type="password"
            autoComplete="off"
            spellCheck={false}
            value={key}
            aria-describedby={ids.keyHint}
            aria-invalid={problems && liveKeyMissing ? true : undefined}
            onChange={(event) => setKey(event.target.value.trim())}
          />
          <p id={ids.keyHint} className={styles.hint}>
            {mode === 'mock'
              ? translate({
                  id: 'api.tryIt.key.mockHint',
                  message:
                    'モックではキーは不要です。入力すると形式だけを確かめ、合わなければ401を返します。',
                  description: 'Key hint in mock mode',
                })
              : translate(
                  {
                    id: 'api.tryIt.key.liveHint',
                    message:
                      'キーはこのタブのメモリにだけ保持し、保存しません。送信先は{host}だけです。',
                    description: 'Key hint in live mode',
                  },
                  {host: new URL(operation.server).host},
                )}
          </p>
        </div>

        {operation.parameters.length > 0 && (
          <fieldset className={styles.group}>
            <legend className={styles.label}>
              {translate({
                id: 'api.tryIt.parameters',
                message: 'パラメータ',
                description: 'Legend of the parameters',
              })}
            </legend>
            {operation.parameters.map((parameter) => (
              <Field
                key={parameter.name}
                parameter={parameter}
                value={values.params[parameter.name] ?? ''}
                problems={problems?.params[parameter.name]}
                onChange={(value) => setParam(parameter.name, value)}
                onNewKey={
                  parameter.name === 'Idempotency-Key'
                    ? () => setParam(parameter.name, crypto.randomUUID())
                    : undefined
                }
              />
            ))}
          </fieldset>
        )}

        {operation.body && (
          <div className={styles.field}>
            <label htmlFor={ids.body} className={styles.label}>
              {translate(
                {
                  id: 'api.tryIt.body',
                  message: 'ボディ（{mediaType}）',
                  description: 'Request body field',
                },
                {mediaType: operation.body.mediaType},
              )}
            </label>
            <textarea
              id={ids.body}
              className={clsx(styles.input, styles.body)}
              rows={Math.min(16, values.body.split('\n').length + 1)}
              spellCheck={false}
              value={values.body}
              aria-invalid={bodyInvalid || undefined}
              aria-describedby={bodyInvalid ? ids.bodyError : undefined}
              onChange={(event) => setValues((current) => ({...current, body: event.target.value}))}
            />
            {bodyInvalid && (
              <ul id={ids.bodyError} className={styles.problems}>
                {problems?.syntax && (
                  <li>
                    {translate(
                      {
                        id: 'api.tryIt.problem.syntax',
                        message: 'JSONとして読み取れません：{message}',
                        description: 'Validation',
                      },
                      {message: problems.syntax},
                    )}
                  </li>
                )}
                {bodyProblems.map((problem, index) => (
                  <li key={index}>
                    {problem.path && <code>{problem.path}</code>} {problemText(problem)}
                  </li>
                ))}
              </ul>
            )}
          </div>
        )}

        {mode === 'mock' && (
          <div className={styles.field}>
            <label htmlFor={ids.asked} className={styles.label}>
              {translate({
                id: 'api.tryIt.asked',
                message: 'モックのレスポンス',
                description: 'Which documented response the mock gives',
              })}
            </label>
            <select
              id={ids.asked}
              className={styles.input}
              value={asked}
              onChange={(event) => setAsked(event.target.value)}>
              <option value="">
                {translate({
                  id: 'api.tryIt.asked.auto',
                  message: '自動（リクエストの内容による）',
                  description: 'Mock answers as the API would',
                })}
              </option>
              {askableStatuses(operation).map((status) => (
                <option key={status} value={status}>
                  {status}
                </option>
              ))}
            </select>
          </div>
        )}

        <label className={styles.check}>
          <input
            type="checkbox"
            checked={checkFirst}
            onChange={(event) => setCheckFirst(event.target.checked)}
          />{' '}
          {translate({
            id: 'api.tryIt.checkFirst',
            message:
              '送信前にスキーマで検証する（外すと、誤ったリクエストへのAPIのレスポンスを確かめられます）',
            description: 'Checkbox: validate before sending',
          })}
        </label>

        <div className={styles.actions}>
          <button type="submit" className={styles.send} disabled={sending || liveKeyMissing}>
            {translate({id: 'api.tryIt.send', message: '送信', description: 'Send the request'})}
          </button>
          <button
            type="button"
            className={styles.secondary}
            onClick={() => {
              setValues(initialValues(operation));
              setProblems(null);
              setAnswer(null);
            }}>
            {translate({
              id: 'api.tryIt.reset',
              message: '例に戻す',
              description: 'Reset the form to the example',
            })}
          </button>
          {liveKeyMissing && (
            <span className={styles.hint}>
              {translate({
                id: 'api.tryIt.live.needsKey',
                message: '本番APIにはキー（hck_で始まる44文字）が必要です。',
                description: 'Live mode without a key',
              })}
            </span>
          )}
        </div>
      </form>

      <div role="status" className={styles.answerStatus}>
        {problems && hasProblems(problems)
          ? translate({
              id: 'api.tryIt.notSent',
              message: '送信できません。エラーが表示された項目を修正してください。',
              description: 'Validation stopped the request',
            })
          : answer
            ? translate(
                {
                  id: 'api.tryIt.received',
                  message: '{status}が返りました（{ms} ms）。',
                  description: 'A response arrived',
                },
                {status: String(answer.status), ms: String(answer.ms)},
              )
            : ''}
      </div>
      {liveError && (
        <p role="alert" className={styles.error}>
          {liveError}
        </p>
      )}
      {answer && (
        <div className={styles.answer}>
          <p className={styles.statusLine}>
            <span className={clsx(styles.status, answer.status < 400 ? styles.ok : styles.bad)}>
              {answer.status}
            </span>{' '}
            {answer.mode === 'mock'
              ? translate({
                  id: 'api.tryIt.fromMock',
                  message: 'モック',
                  description: 'The answer came from the mock',
                })
              : new URL(operation.server).host}
            {answer.reason && <span className={styles.hint}> {reasonText(answer.reason)}</span>}
          </p>
          {answer.headers.length > 0 && (
            <pre className={styles.code}>
              {answer.headers.map(([name, value]) => `${name}: ${value}`).join('\n')}
            </pre>
          )}
          {answer.body && (
            <pre className={styles.code} tabIndex={0} data-answer="body">
              {answer.body}
            </pre>
          )}
        </div>
      )}

      <div className={styles.snippets}>
        <div
          role="tablist"
          aria-label={translate({
            id: 'api.tryIt.code',
            message: 'このリクエストのコード',
            description: 'Tabs with the request as code',
          })}>
          {languages.map((l) => (
            <button
              key={l.id}
              type="button"
              role="tab"
              id={`${ids.code}-${l.id}`}
              aria-selected={language === l.id}
              aria-controls={`${ids.code}-panel`}
              tabIndex={language === l.id ? 0 : -1}
              className={styles.tab}
              onClick={() => setLanguage(l.id)}
              onKeyDown={(event) => {
                if (event.key !== 'ArrowRight' && event.key !== 'ArrowLeft') return;
                const index = languages.findIndex((item) => item.id === language);
                const next =
                  languages[
                    (index + (event.key === 'ArrowRight' ? 1 : languages.length - 1)) %
                      languages.length
                  ];
                setLanguage(next.id);
                document.getElementById(`${ids.code}-${next.id}`)?.focus();
              }}>
              {l.label}
            </button>
          ))}
        </div>
        <div
          role="tabpanel"
          id={`${ids.code}-panel`}
          aria-labelledby={`${ids.code}-${language}`}
          className={styles.snippet}>
          <pre className={styles.code} tabIndex={0} data-snippet={language}>
            {snippet}
          </pre>
          <button
            type="button"
            className={styles.secondary}
            onClick={() => {
              void navigator.clipboard.writeText(snippet).then(() => {
                setCopied(true);
                window.setTimeout(() => setCopied(false), 3000);
              });
            }}>
            {copied
              ? translate({
                  id: 'api.tryIt.copied',
                  message: 'コピーしました',
                  description: 'The snippet was copied',
                })
              : translate({
                  id: 'api.tryIt.copy',
                  message: 'コードをコピー',
                  description: 'Copy the snippet',
                })}
          </button>
        </div>
      </div>
    </section>
  );
}
