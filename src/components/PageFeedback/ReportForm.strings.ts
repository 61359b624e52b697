import type {LocaleStrings} from '../localeStrings';

/** The strings of ReportForm.tsx (src/components/localeStrings.ts says why they are not in code.json). */
const ja = {
  /** Report kind: a wrong figure or statement */
  kindWrongFigure: '数値や記述に誤りがある',
  /** Report kind: the page lacks an answer */
  kindMissingAnswer: '知りたいことが書かれていない',
  /** Report kind: an example or code sample fails */
  kindBrokenExample: '例やコードが動かない',
  /** Report kind: anything else */
  kindOther: 'その他',
  /** Section choice: the report is about the whole page */
  formWholePage: 'ページ全体',
  issuePage: 'ページ',
  issueSection: 'セクション',
  issueLanguage: '言語',
  issueKind: '種類',
  /** Issue field: the text the reader selected */
  issueQuote: '該当箇所',
  /** Prefix of the issue title */
  issueTitlePrefix: '[ドキュメント]',
  /** Error when the report has no text */
  formMessageRequired: '内容を入力してください。',
  /** Where the report goes when the host has its own endpoint */
  formDestinationEndpoint:
    '報告はドキュメントチームに送信されます。個人情報や社外秘の数値は書かないでください。',
  /** Where the report goes on a static host: a public issue */
  formDestinationIssue:
    '「報告を作成」を押すと、内容を入力済みのIssue作成画面がGitHubの別のタブで開きます。Issueは公開されるため、個人情報や社外秘の数値は書かないでください。',
  /** Title of the report form */
  formTitle: 'このページの問題を報告',
  /** Legend of the report kinds */
  formKind: 'どのような問題ですか？',
  /** Label of the section choice */
  formSection: '該当するセクション',
  /** Checkbox: include the text the reader selected */
  formIncludeQuote: '選択したテキストを含める',
  /** Label of the report text */
  formMessage: '内容',
  /** Characters typed in the report and the limit */
  formCount: (count: string, max: string) => `${count}/${max}文字`,
  /** Submit button when the host has its own endpoint */
  formSend: '送信',
  /** Submit button that opens the pre-filled issue */
  formCreateIssue: '報告を作成',
  /** Link that sends the same report by e-mail */
  formEmail: 'メールで送る',
  /** Closes the report form */
  formCancel: '閉じる',
  /** After the pre-filled issue was opened */
  formOpened: 'GitHubのIssue作成画面を別のタブで開きました。内容を確認して送信してください。',
  /** Link to the pre-filled issue if the tab did not open */
  formOpenAgain: 'Issue作成画面を開く',
  /** After the report reached the endpoint */
  formSent: '報告を送信しました。ありがとうございます。',
  /** When the endpoint did not accept the report */
  formFailed: '送信できませんでした。「メールで送る」をお試しください。',
};

const en: typeof ja = {
  kindWrongFigure: 'A figure or statement is wrong',
  kindMissingAnswer: 'What I need is not on the page',
  kindBrokenExample: 'An example or code sample does not work',
  kindOther: 'Something else',
  formWholePage: 'Whole page',
  issuePage: 'Page',
  issueSection: 'Section',
  issueLanguage: 'Language',
  issueKind: 'Kind',
  issueQuote: 'Passage',
  issueTitlePrefix: '[Docs]',
  formMessageRequired: 'Describe the problem.',
  formDestinationEndpoint:
    'Your report goes to the documentation team. Do not include personal data or confidential figures.',
  formDestinationIssue:
    '“Create report” opens a pre-filled GitHub issue in a new tab. Issues are public: do not include personal data or confidential figures.',
  formTitle: 'Report a problem with this page',
  formKind: 'What kind of problem is it?',
  formSection: 'Section',
  formIncludeQuote: 'Include the text you selected',
  formMessage: 'Details',
  formCount: (count: string, max: string) => `${count} / ${max} characters`,
  formSend: 'Send',
  formCreateIssue: 'Create report',
  formEmail: 'Send by e-mail',
  formCancel: 'Close',
  formOpened: 'The GitHub issue form opened in a new tab. Check it and submit it there.',
  formOpenAgain: 'Open it again',
  formSent: 'Your report was sent. Thank you.',
  formFailed: 'The report could not be sent. Try “Send by e-mail”.',
};

export const reportFormStrings = {ja, en} satisfies LocaleStrings<typeof ja>;
export type ReportFormStrings = typeof ja;
