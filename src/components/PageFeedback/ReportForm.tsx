import {useEffect, useId, useRef, useState, type FormEvent, type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import {translate} from '@docusaurus/Translate';
import {
  clip,
  issueUrl,
  mailtoUrl,
  maxMessageLength,
  maxQuoteLength,
  reportKinds,
  sendToEndpoint,
  type FeedbackConfig,
  type IssueLabels,
  type Report,
  type ReportKind,
  type Section,
} from './report';
import styles from './PageFeedback.module.css';

export interface ReportFormProps {
  config: FeedbackConfig;
  pageTitle: string;
  pageUrl: string;
  locale: string;
  sections: Section[];
  /** The section the reader was reading or selected text in; empty for the whole page. */
  initialSection: string;
  quote: string;
  onClose: () => void;
}

type SendState = 'idle' | 'sending' | 'opened' | 'sent' | 'failed';

function kindLabel(kind: ReportKind): string {
  switch (kind) {
    case 'wrong-figure':
      return translate({
        id: 'feedback.kind.wrongFigure',
        message: '数値や記述に誤りがある',
        description: 'Report kind: a wrong figure or statement',
      });
    case 'missing-answer':
      return translate({
        id: 'feedback.kind.missingAnswer',
        message: '知りたいことが書かれていない',
        description: 'Report kind: the page lacks an answer',
      });
    case 'broken-example':
      return translate({
        id: 'feedback.kind.brokenExample',
        message: '例やコードが動かない',
        description: 'Report kind: an example or code sample fails',
      });
    case 'other':
      return translate({
        id: 'feedback.kind.other',
        message: 'その他',
        description: 'Report kind: anything else',
      });
  }
}

/**
 * The report form, loaded on intent (src/components/PageFeedback/index.tsx).
 * It says before sending where the report goes and that an issue is public.
 */
export default function ReportForm({
  config,
  pageTitle,
  pageUrl,
  locale,
  sections,
  initialSection,
  quote,
  onClose,
}: ReportFormProps): ReactNode {
  const [kind, setKind] = useState<ReportKind>('wrong-figure');
  const [sectionId, setSectionId] = useState(
    sections.some((section) => section.id === initialSection) ? initialSection : '',
  );
  const [includeQuote, setIncludeQuote] = useState(Boolean(quote));
  const [message, setMessage] = useState('');
  const [error, setError] = useState('');
  const [state, setState] = useState<SendState>('idle');
  const [openedUrl, setOpenedUrl] = useState('');
  const messageField = useRef<HTMLTextAreaElement>(null);
  const firstField = useRef<HTMLInputElement>(null);
  const ids = {
    kind: useId(),
    section: useId(),
    message: useId(),
    hint: useId(),
    error: useId(),
    heading: useId(),
  };

  // The form opens in place: focus goes to its first field.
  useEffect(() => firstField.current?.focus(), []);

  const wholePage = translate({
    id: 'feedback.form.wholePage',
    message: 'ページ全体',
    description: 'Section choice: the report is about the whole page',
  });
  const issueLabels: IssueLabels = {
    page: translate({id: 'feedback.issue.page', message: 'ページ', description: 'Issue field'}),
    section: translate({
      id: 'feedback.issue.section',
      message: 'セクション',
      description: 'Issue field',
    }),
    wholePage,
    language: translate({
      id: 'feedback.issue.language',
      message: '言語',
      description: 'Issue field',
    }),
    kind: translate({id: 'feedback.issue.kind', message: '種類', description: 'Issue field'}),
    quote: translate({
      id: 'feedback.issue.quote',
      message: '該当箇所',
      description: 'Issue field: the text the reader selected',
    }),
    titlePrefix: translate({
      id: 'feedback.issue.titlePrefix',
      message: '[ドキュメント]',
      description: 'Prefix of the issue title',
    }),
  };

  const section = sections.find((candidate) => candidate.id === sectionId) ?? {
    id: '',
    title: wholePage,
  };
  const report: Report = {
    pageTitle,
    pageUrl,
    locale,
    section,
    kind,
    kindLabel: kindLabel(kind),
    quote: includeQuote ? quote : '',
    message,
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!message.trim()) {
      setError(
        translate({
          id: 'feedback.form.messageRequired',
          message: '内容を入力してください。',
          description: 'Error when the report has no text',
        }),
      );
      messageField.current?.focus();
      return;
    }
    setError('');
    if (config.endpoint) {
      setState('sending');
      try {
        await sendToEndpoint(config.endpoint, {
          type: 'report',
          page: pageUrl,
          locale,
          section: section.id,
          kind,
          quote: report.quote,
          message: message.trim(),
        });
        setState('sent');
      } catch {
        setState('failed');
      }
      return;
    }
    const url = issueUrl(config.repositoryUrl, report, issueLabels);
    setOpenedUrl(url);
    window.open(url, '_blank', 'noopener,noreferrer');
    setState('opened');
  };

  const destination = config.endpoint
    ? translate({
        id: 'feedback.form.destinationEndpoint',
        message:
          '報告はドキュメントチームに送信されます。個人情報や社外秘の数値は書かないでください。',
        description: 'Where the report goes when the host has its own endpoint',
      })
    : translate({
        id: 'feedback.form.destinationIssue',
        message:
          '「報告を作成」を押すと、内容を入力済みのIssue作成画面がGitHubの別のタブで開きます。Issueは公開されるため、個人情報や社外秘の数値は書かないでください。',
        description: 'Where the report goes on a static host: a public issue',
      });

  return (
    <form
      className={styles.form}
      aria-labelledby={ids.heading}
      noValidate
      onSubmit={(event) => void submit(event)}>
      <p id={ids.heading} className={styles.formTitle}>
        {translate({
          id: 'feedback.form.title',
          message: 'このページの問題を報告',
          description: 'Title of the report form',
        })}
      </p>
      <fieldset className={styles.kinds}>
        <legend>
          {translate({
            id: 'feedback.form.kind',
            message: 'どのような問題ですか？',
            description: 'Legend of the report kinds',
          })}
        </legend>
        {reportKinds.map((value, index) => (
          <label key={value} className={styles.kind}>
            <input
              ref={index === 0 ? firstField : undefined}
              type="radio"
              name={ids.kind}
              value={value}
              checked={kind === value}
              onChange={() => setKind(value)}
            />
            {kindLabel(value)}
          </label>
        ))}
      </fieldset>
      <label htmlFor={ids.section} className={styles.label}>
        {translate({
          id: 'feedback.form.section',
          message: '該当するセクション',
          description: 'Label of the section choice',
        })}
      </label>
      <select
        id={ids.section}
        className={styles.select}
        value={sectionId}
        onChange={(event) => setSectionId(event.target.value)}>
        <option value="">{wholePage}</option>
        {sections.map((candidate) => (
          <option key={candidate.id} value={candidate.id}>
            {candidate.title}
          </option>
        ))}
      </select>
      {quote && (
        <div className={styles.quote}>
          <label className={styles.kind}>
            <input
              type="checkbox"
              checked={includeQuote}
              onChange={(event) => setIncludeQuote(event.target.checked)}
            />
            {translate({
              id: 'feedback.form.includeQuote',
              message: '選択したテキストを含める',
              description: 'Checkbox: include the text the reader selected',
            })}
          </label>
          <blockquote>{clip(quote, maxQuoteLength)}</blockquote>
        </div>
      )}
      <label htmlFor={ids.message} className={styles.label}>
        {translate({
          id: 'feedback.form.message',
          message: '内容',
          description: 'Label of the report text',
        })}
      </label>
      <textarea
        ref={messageField}
        id={ids.message}
        className={styles.textarea}
        rows={5}
        maxLength={maxMessageLength}
        required
        aria-invalid={error ? true : undefined}
        aria-describedby={`${ids.hint}${error ? ` ${ids.error}` : ''}`}
        value={message}
        onChange={(event) => setMessage(event.target.value)}
      />
      {error && (
        <p id={ids.error} className={styles.error}>
          {error}
        </p>
      )}
      <p id={ids.hint} className={styles.hint}>
        {destination}{' '}
        {translate(
          {
            id: 'feedback.form.count',
            message: '{count}/{max}文字',
            description: 'Characters typed in the report and the limit',
          },
          {count: String(message.length), max: String(maxMessageLength)},
        )}
      </p>
      <div className={styles.actions}>
        <button type="submit" className={styles.submit} disabled={state === 'sending'}>
          {config.endpoint
            ? translate({
                id: 'feedback.form.send',
                message: '送信',
                description: 'Submit button when the host has its own endpoint',
              })
            : translate({
                id: 'feedback.form.createIssue',
                message: '報告を作成',
                description: 'Submit button that opens the pre-filled issue',
              })}
        </button>
        <Link
          className={styles.secondary}
          href={mailtoUrl(config.supportEmail, report, issueLabels)}>
          {translate({
            id: 'feedback.form.email',
            message: 'メールで送る',
            description: 'Link that sends the same report by e-mail',
          })}
        </Link>
        <button type="button" className={styles.secondary} onClick={onClose}>
          {translate({
            id: 'feedback.form.cancel',
            message: '閉じる',
            description: 'Closes the report form',
          })}
        </button>
      </div>
      <p role="status" className={styles.status}>
        {state === 'opened' && (
          <>
            {translate({
              id: 'feedback.form.opened',
              message:
                'GitHubのIssue作成画面を別のタブで開きました。内容を確認して送信してください。',
              description: 'After the pre-filled issue was opened',
            })}{' '}
            <Link href={openedUrl} target="_blank" rel="noopener noreferrer">
              {translate({
                id: 'feedback.form.openAgain',
                message: 'Issue作成画面を開く',
                description: 'Link to the pre-filled issue if the tab did not open',
              })}
            </Link>
          </>
        )}
        {state === 'sent' &&
          translate({
            id: 'feedback.form.sent',
            message: '報告を送信しました。ありがとうございます。',
            description: 'After the report reached the endpoint',
          })}
        {state === 'failed' &&
          translate({
            id: 'feedback.form.failed',
            message: '送信できませんでした。「メールで送る」をお試しください。',
            description: 'When the endpoint did not accept the report',
          })}
      </p>
    </form>
  );
}
