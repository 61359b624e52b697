import {useCallback, useEffect, useId, useRef, useState, type ReactNode} from 'react';
import {translate} from '@docusaurus/Translate';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import type {FeedbackConfig, Section} from './report';
import {sendToEndpoint} from './report';
import type {ReportFormProps} from './ReportForm';
import styles from './PageFeedback.module.css';

type FormModule = typeof import('./ReportForm');

let formModule: Promise<FormModule> | undefined;

/** The report form's code, fetched once, when a reader points at or focuses the feedback box. */
function loadForm(): Promise<FormModule> {
  formModule ??= import('./ReportForm');
  formModule.catch(() => {
    formModule = undefined;
  });
  return formModule;
}

/** The h2/h3 sections of the page's content, as the table of contents lists them. */
function pageSections(): Section[] {
  return [...document.querySelectorAll<HTMLElement>('.markdown :is(h2, h3)[id]')].map(
    (heading) => ({id: heading.id, title: heading.textContent?.replace(/#$/, '').trim() ?? ''}),
  );
}

/** The section a node sits in: the last h2/h3 before it in document order. */
function sectionOf(node: Node | null): string {
  if (!node) return '';
  let current = '';
  for (const heading of document.querySelectorAll<HTMLElement>('.markdown :is(h2, h3)[id]')) {
    // DOCUMENT_POSITION_FOLLOWING: the node comes after this heading.
    if (heading.compareDocumentPosition(node) & Node.DOCUMENT_POSITION_FOLLOWING)
      current = heading.id;
    else break;
  }
  return current;
}

/**
 * "Did this page help?" and "Report a problem" at the end of a docs page,
 * API page or release note. Nothing leaves the browser until the reader
 * acts: a report opens a pre-filled issue in the docs repository in a new
 * tab (or goes to the host's own endpoint when HINATA_FEEDBACK_ENDPOINT was
 * set at build time); no cookie, no third-party request. The form's code
 * loads when the reader reaches for the box.
 */
export default function PageFeedback({
  pageTitle,
  permalink,
}: {
  pageTitle: string;
  permalink: string;
}): ReactNode {
  const {siteConfig, i18n} = useDocusaurusContext();
  const config = siteConfig.customFields?.feedback as FeedbackConfig | undefined;
  const [rating, setRating] = useState<'yes' | 'no' | null>(null);
  const [formOpen, setFormOpen] = useState(false);
  const [Form, setForm] = useState<FormModule['default'] | null>(null);
  const [readingSection, setReadingSection] = useState('');
  const [selection, setSelection] = useState({quote: '', section: ''});
  const box = useRef<HTMLDivElement>(null);
  const questionId = useId();

  // The section the reader is reading: the last heading that passed the top
  // third of the viewport before the feedback box itself came into view.
  useEffect(() => {
    if (typeof IntersectionObserver === 'undefined') return undefined;
    let boxVisible = false;
    const headings = new IntersectionObserver(
      (entries) => {
        if (boxVisible) return;
        for (const entry of entries) {
          if (entry.isIntersecting) setReadingSection((entry.target as HTMLElement).id);
        }
      },
      {rootMargin: '0px 0px -66% 0px'},
    );
    const feedbackBox = new IntersectionObserver((entries) => {
      boxVisible = entries.some((entry) => entry.isIntersecting);
    });
    document
      .querySelectorAll('.markdown :is(h2, h3)[id]')
      .forEach((heading) => headings.observe(heading));
    if (box.current) feedbackBox.observe(box.current);
    return () => {
      headings.disconnect();
      feedbackBox.disconnect();
    };
  }, [permalink]);

  const prepareForm = useCallback(() => {
    void loadForm().then((module) => setForm(() => module.default));
  }, []);

  /** Text the reader selected in the page goes into the report, with its section. */
  const rememberSelection = useCallback(() => {
    const current = window.getSelection();
    const text = current?.toString().trim() ?? '';
    const inPage = current?.anchorNode?.parentElement?.closest('.markdown');
    if (text && inPage) setSelection({quote: text, section: sectionOf(current!.anchorNode)});
  }, []);

  if (!config) return null;
  const pageUrl = `${siteConfig.url}${permalink}`;

  const labels = {
    question: translate({
      id: 'feedback.question',
      message: 'このページは役に立ちましたか？',
      description: 'Question at the end of each page',
    }),
    yes: translate({id: 'feedback.yes', message: 'はい', description: 'Answer: the page helped'}),
    no: translate({
      id: 'feedback.no',
      message: 'いいえ',
      description: 'Answer: the page did not help',
    }),
    thanks: translate({
      id: 'feedback.thanks',
      message: 'ご回答ありがとうございます。',
      description: 'Shown after the reader answered the question',
    }),
    thanksNo: translate({
      id: 'feedback.thanksNo',
      message: 'ご回答ありがとうございます。足りなかった点は「問題を報告」からお知らせください。',
      description: 'Shown after the reader said the page did not help',
    }),
    report: translate({
      id: 'feedback.report',
      message: '問題を報告',
      description: 'Button that opens the form to report a problem with the page',
    }),
  };

  const rate = (helpful: boolean) => {
    setRating(helpful ? 'yes' : 'no');
    if (config.endpoint) {
      sendToEndpoint(config.endpoint, {
        type: 'rating',
        page: pageUrl,
        locale: i18n.currentLocale,
        helpful,
      }).catch(() => undefined);
    }
    if (!helpful) {
      prepareForm();
      setFormOpen(true);
    }
  };

  const formProps: ReportFormProps = {
    config,
    pageTitle,
    pageUrl,
    locale: i18n.currentLocale,
    sections: formOpen ? pageSections() : [],
    initialSection: selection.section || readingSection,
    quote: selection.quote,
    onClose: () => setFormOpen(false),
  };

  return (
    <div
      ref={box}
      className={styles.feedback}
      data-feedback
      onPointerEnter={prepareForm}
      onFocus={prepareForm}>
      <div role="group" aria-labelledby={questionId} className={styles.row}>
        <p id={questionId} className={styles.question}>
          {labels.question}
        </p>
        <button
          type="button"
          className={styles.button}
          aria-pressed={rating === 'yes'}
          disabled={rating !== null}
          onClick={() => rate(true)}>
          {labels.yes}
        </button>
        <button
          type="button"
          className={styles.button}
          aria-pressed={rating === 'no'}
          disabled={rating !== null}
          onClick={() => rate(false)}>
          {labels.no}
        </button>
        <button
          type="button"
          className={styles.reportButton}
          aria-expanded={formOpen}
          onPointerDown={rememberSelection}
          onKeyDown={(event) => {
            if (event.key === 'Enter' || event.key === ' ') rememberSelection();
          }}
          onClick={() => {
            prepareForm();
            setFormOpen((open) => !open);
          }}>
          {labels.report}
        </button>
      </div>
      <p role="status" className={styles.status}>
        {rating === 'yes' && labels.thanks}
        {rating === 'no' && labels.thanksNo}
      </p>
      {formOpen && Form && <Form {...formProps} />}
    </div>
  );
}
