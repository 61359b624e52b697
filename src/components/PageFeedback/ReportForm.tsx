import {useEffect, useId, useRef, useState, type FormEvent, type ReactNode} from 'react';
import Link from '@docusaurus/Link';
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
import {useLocaleStrings} from '../localeStrings';
import {reportFormStrings, type ReportFormStrings} from './ReportForm.strings';
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

function kindLabel(strings: ReportFormStrings, kind: ReportKind): string {
  switch (kind) {
    case 'wrong-figure':
      return strings.kindWrongFigure;
    case 'missing-answer':
      return strings.kindMissingAnswer;
    case 'broken-example':
      return strings.kindBrokenExample;
    case 'other':
      return strings.kindOther;
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
  const strings = useLocaleStrings(reportFormStrings);
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

  const wholePage = strings.formWholePage;
  const issueLabels: IssueLabels = {
    page: strings.issuePage,
    section: strings.issueSection,
    wholePage,
    language: strings.issueLanguage,
    kind: strings.issueKind,
    quote: strings.issueQuote,
    titlePrefix: strings.issueTitlePrefix,
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
    kindLabel: kindLabel(strings, kind),
    quote: includeQuote ? quote : '',
    message,
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!message.trim()) {
      setError(strings.formMessageRequired);
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
    ? strings.formDestinationEndpoint
    : strings.formDestinationIssue;

  return (
    <form
      className={styles.form}
      aria-labelledby={ids.heading}
      noValidate
      onSubmit={(event) => void submit(event)}>
      <p id={ids.heading} className={styles.formTitle}>
        {strings.formTitle}
      </p>
      <fieldset className={styles.kinds}>
        <legend>{strings.formKind}</legend>
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
            {kindLabel(strings, value)}
          </label>
        ))}
      </fieldset>
      <label htmlFor={ids.section} className={styles.label}>
        {strings.formSection}
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
            {strings.formIncludeQuote}
          </label>
          <blockquote>{clip(quote, maxQuoteLength)}</blockquote>
        </div>
      )}
      <label htmlFor={ids.message} className={styles.label}>
        {strings.formMessage}
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
        {destination} {strings.formCount(String(message.length), String(maxMessageLength))}
      </p>
      <div className={styles.actions}>
        <button type="submit" className={styles.submit} disabled={state === 'sending'}>
          {config.endpoint ? strings.formSend : strings.formCreateIssue}
        </button>
        <Link
          className={styles.secondary}
          href={mailtoUrl(config.supportEmail, report, issueLabels)}>
          {strings.formEmail}
        </Link>
        <button type="button" className={styles.secondary} onClick={onClose}>
          {strings.formCancel}
        </button>
      </div>
      <p role="status" className={styles.status}>
        {state === 'opened' && (
          <>
            {strings.formOpened}{' '}
            <Link href={openedUrl} target="_blank" rel="noopener noreferrer">
              {strings.formOpenAgain}
            </Link>
          </>
        )}
        {state === 'sent' && strings.formSent}
        {state === 'failed' && strings.formFailed}
      </p>
    </form>
  );
}
