import {useId, useMemo, useRef, useState, type FormEvent, type ReactNode} from 'react';
import clsx from 'clsx';
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
import {useLocaleStrings} from '../../localeStrings';
import {panelStrings, type PanelStrings} from './Panel.strings';
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

function problemText(strings: PanelStrings, problem: Problem): string {
  switch (problem.code) {
    case 'required':
      return strings.problemRequired;
    case 'type':
      return strings.problemType(problem.expected);
    case 'enum':
      return strings.problemEnum(problem.values);
    case 'minimum':
      return problem.exclusive
        ? strings.problemExclusiveMinimum(String(problem.limit))
        : strings.problemMinimum(String(problem.limit));
    case 'maximum':
      return problem.exclusive
        ? strings.problemExclusiveMaximum(String(problem.limit))
        : strings.problemMaximum(String(problem.limit));
    case 'minLength':
      return strings.problemMinLength(String(problem.limit));
    case 'maxLength':
      return strings.problemMaxLength(String(problem.limit));
    case 'minItems':
      return strings.problemMinItems(String(problem.limit));
    case 'maxItems':
      return strings.problemMaxItems(String(problem.limit));
    case 'pattern':
      // The slot rule in the document's words (not-slot-aligned), not its regular expression.
      if (slotAligned(problem)) return strings.problemSlotAligned;
      return strings.problemPattern(problem.pattern);
    case 'format':
      return problem.format === 'date-time'
        ? strings.problemDateTime
        : problem.format === 'date'
          ? strings.problemDate
          : strings.problemFormat(problem.format);
    case 'additional':
      return strings.problemAdditional;
    case 'decimalPlaces':
      return strings.problemDecimalPlaces(String(problem.limit));
    case 'uniqueItems':
      return strings.problemUniqueItems;
    case 'noMatch':
      return strings.problemNoMatch;
  }
}

function reasonText(strings: PanelStrings, reason: MockReason): string {
  switch (reason) {
    case 'success':
      return strings.reasonSuccess;
    case 'asked':
      return strings.reasonAsked;
    case 'syntax':
      return strings.reasonSyntax;
    case 'key':
      return strings.reasonKey;
    case 'params':
      return strings.reasonParams;
    case 'body':
      return strings.reasonBody;
    case 'unknown-id':
      return strings.reasonUnknownId;
    case 'precondition-required':
      return strings.reasonPreconditionRequired;
    case 'precondition-failed':
      return strings.reasonPreconditionFailed;
    case 'not-modified':
      return strings.reasonNotModified;
    case 'key-reused':
      return strings.reasonKeyReused;
    case 'replayed':
      return strings.reasonReplayed;
    case 'example':
      return strings.reasonExample;
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
  const strings = useLocaleStrings(panelStrings);
  const id = useId();
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const options =
    parameter.schema.enum ?? (parameter.schema.type === 'boolean' ? [true, false] : undefined);
  const where = {
    path: strings.inPath,
    query: strings.inQuery,
    header: strings.inHeader,
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
        {parameter.required && <span className={styles.required}>{strings.required}</span>}
      </label>
      <div className={styles.inputRow}>
        {options ? (
          <select {...common} onChange={(event) => onChange(event.target.value)}>
            <option value="">{strings.unset}</option>
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
            {strings.newKey}
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
            <li key={index}>{problemText(strings, problem)}</li>
          ))}
          {parameter.name === 'If-Match' && problems.some((p) => p.code === 'required') && (
            <li>{strings.problemPreconditionHint}</li>
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
  const strings = useLocaleStrings(panelStrings);
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
        (error as Error).name === 'AbortError' ? strings.liveTimeout : strings.liveNetwork,
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
        {strings.title(operation.method, operation.path)}
      </p>
      <form ref={form} noValidate onSubmit={(event) => void submit(event)}>
        <fieldset className={styles.modes}>
          <legend className={styles.label}>{strings.mode}</legend>
          <label>
            <input
              type="radio"
              name={`${id}-mode`}
              checked={mode === 'mock'}
              onChange={() => setMode('mock')}
            />{' '}
            {strings.modeMock}
          </label>
          <label>
            <input
              type="radio"
              name={`${id}-mode`}
              checked={mode === 'live'}
              onChange={() => setMode('live')}
            />{' '}
            {strings.modeLive(new URL(operation.server).host)}
          </label>
        </fieldset>

        <div className={styles.field}>
          <label htmlFor={ids.key} className={styles.label}>
            {strings.key}
            {mode === 'live' && <span className={styles.required}>{strings.required}</span>}
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
              ? strings.keyMockHint
              : strings.keyLiveHint(new URL(operation.server).host)}
          </p>
        </div>

        {operation.parameters.length > 0 && (
          <fieldset className={styles.group}>
            <legend className={styles.label}>{strings.parameters}</legend>
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
              {strings.body(operation.body.mediaType)}
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
                {problems?.syntax && <li>{strings.problemSyntax(problems.syntax)}</li>}
                {bodyProblems.map((problem, index) => (
                  <li key={index}>
                    {problem.path && <code>{problem.path}</code>} {problemText(strings, problem)}
                  </li>
                ))}
              </ul>
            )}
          </div>
        )}

        {mode === 'mock' && (
          <div className={styles.field}>
            <label htmlFor={ids.asked} className={styles.label}>
              {strings.asked}
            </label>
            <select
              id={ids.asked}
              className={styles.input}
              value={asked}
              onChange={(event) => setAsked(event.target.value)}>
              <option value="">{strings.askedAuto}</option>
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
          {strings.checkFirst}
        </label>

        <div className={styles.actions}>
          <button type="submit" className={styles.send} disabled={sending || liveKeyMissing}>
            {strings.send}
          </button>
          <button
            type="button"
            className={styles.secondary}
            onClick={() => {
              setValues(initialValues(operation));
              setProblems(null);
              setAnswer(null);
            }}>
            {strings.reset}
          </button>
          {liveKeyMissing && <span className={styles.hint}>{strings.liveNeedsKey}</span>}
        </div>
      </form>

      <div role="status" className={styles.answerStatus}>
        {problems && hasProblems(problems)
          ? strings.notSent
          : answer
            ? strings.received(String(answer.status), String(answer.ms))
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
            {answer.mode === 'mock' ? strings.fromMock : new URL(operation.server).host}
            {answer.reason && (
              <span className={styles.hint}> {reasonText(strings, answer.reason)}</span>
            )}
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
        <div role="tablist" aria-label={strings.code}>
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
            {copied ? strings.copied : strings.copy}
          </button>
        </div>
      </div>
    </section>
  );
}
